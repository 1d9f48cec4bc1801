/// The comments a chain link owns, attached the way swift-syntax attaches trivia to tokens: a comment
/// after code on the same line trails that code, and comment lines lead the code below them.
///
/// ```swift
/// Text("a")
///     .font(.body)   // trails .font
///     // leads .padding (a comment line above it)
///     .padding()     // trails .padding
/// ```
public struct LinkComments: Sendable, Equatable {
    /// The comment lines directly above the link: the run of lines holding only comments between the
    /// line of the code before the link and the link's own line, with no blank line inside the run or
    /// below it; from the first comment's start to the last comment's end. Nil when there is none.
    public var above: Range<Int>?
    /// The comments right after the link on its line (only whitespace between them), from the first
    /// comment's start to the last one's end; nil when none follows.
    public var after: Range<Int>?
    /// Whether nothing but whitespace and comments follows the link on its line.
    public var lineEndsAfter: Bool
    /// Whether `after` ends with a `//` comment, which turns whatever follows it on its line into comment.
    public var afterEndsInLineComment: Bool
}

extension ParsedFile {
    /// The comment lines above `link` and the comments after it on its line.
    public func comments(of link: ModifierLink) -> LinkComments {
        let following = commentsAfter(link)
        return LinkComments(above: commentLines(above: link), after: following.range, lineEndsAfter: following.lineEnds,
                            afterEndsInLineComment: following.endsInLineComment)
    }

    /// The bytes to delete to take `link` out of its chain, keeping every comment around it.
    ///
    /// Without comments before it, the link goes with the line break and indentation that separate it
    /// from the code before it, and a comment after it on its line moves up with the rest of the line.
    /// Comment lines above it stay where they are (they now lead the next link); when the link has a
    /// line of its own it goes with its line break, unless a comment or code follows it on that line,
    /// which keeps the line: then only the link's own bytes go, up to that comment.
    public func removalRange(of link: ModifierLink) -> Range<Int> {
        let gapStart = link.fullRange.lowerBound
        var lastComment: Int?
        var lastNewline: Int?
        var index = tokenIndex(at: gapStart)
        while index < link.dot {
            if tokens[index].kind.isComment { lastComment = index }
            if tokens[index].kind == .newline { lastNewline = index }
            index += 1
        }
        var end = link.range.upperBound
        guard let lastComment else { return gapStart..<end }
        var start = tokens[lastComment].end
        if let lastNewline, lastNewline > lastComment {
            start = tokens[lastNewline].start
            let following = commentsAfter(link)
            if let comment = following.range {
                start = tokens[link.dot].start
                end = comment.lowerBound
            } else if !following.lineEnds {
                start = tokens[link.dot].start
            }
        }
        return start..<end
    }

    /// The run of comment-only lines directly above the link's line, below the code before it.
    private func commentLines(above link: ModifierLink) -> Range<Int>? {
        let floor = previousSignificant(before: link.dot) ?? -1
        var first: Int?
        var last: Int?
        var cursor = link.dot - 1
        while cursor > floor, tokens[cursor].kind == .whitespace { cursor -= 1 }
        while cursor > floor, tokens[cursor].kind == .newline {
            // The line above the line break at `cursor`.
            var lineStart = cursor - 1
            var firstComment: Int?
            var lastComment: Int?
            var onlyComments = true
            while lineStart > floor, tokens[lineStart].kind != .newline {
                let kind = tokens[lineStart].kind
                if kind.isComment {
                    firstComment = lineStart
                    lastComment = lastComment ?? lineStart
                } else if kind != .whitespace {
                    onlyComments = false
                }
                lineStart -= 1
            }
            // A comment on the line of the code before the link trails that code.
            guard onlyComments, let comment = firstComment, lineStart > floor else { break }
            first = comment
            last = last ?? lastComment
            cursor = lineStart
        }
        guard let first, let last else { return nil }
        return tokens[first].start..<tokens[last].end
    }

    /// The comments right after the link on its line, and whether only comments follow it there.
    private func commentsAfter(_ link: ModifierLink) -> (range: Range<Int>?, lineEnds: Bool, endsInLineComment: Bool) {
        var index = link.lastToken + 1
        var first: Int?
        var last: Int?
        while index < tokens.count, tokens[index].kind == .whitespace || tokens[index].kind.isComment {
            if tokens[index].kind.isComment {
                first = first ?? index
                last = index
            }
            index += 1
        }
        let lineEnds = index == tokens.count || tokens[index].kind == .newline
        guard let first, let last else { return (nil, lineEnds, false) }
        let kind = tokens[last].kind
        return (tokens[first].start..<tokens[last].end, lineEnds, kind == .lineComment || kind == .docLineComment)
    }
}

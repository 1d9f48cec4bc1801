import GlassMigrate

/// Moves layout and appearance modifiers that follow `.glassEffect(…)` in the same chain to just before it.
///
/// `glassEffect` measures and captures the finished view, so `.glassEffect().padding()` puts the
/// padding outside the glass. The contiguous run of modifiers from `movableModifiers` directly after
/// the glass moves before it; the first other modifier (a gesture, `offset`, `shadow`, `overlay`,
/// `background`, accessibility, `id`, `animation`…) or a `#if` line ends the run, and a movable
/// modifier found after that stop is reported instead of moved, because moving it would change what
/// the modifier in between applies to. A `frame` with an `alignment:` or an `.infinity` bound positions
/// the glass in a larger space; it is a stop of its own and is neither moved nor reported.
///
/// Line breaks and separators stay where they were and the links rotate through them: a single-line
/// chain stays single-line, a chain with one link per line keeps one link per line with its own
/// indentation and line endings. Comment lines directly above a link travel with it, and so does a
/// comment after it on its line when it is the first link on that line; a comment ending a line shared
/// by several links stays at the end of the line.
public struct GlassEffectOrder: Transform {
    /// The modifiers that set a view's layout or appearance and so belong before `glassEffect`.
    ///
    /// Each only sizes, pads or styles the content it wraps; none draws outside it, reacts to
    /// input or depends on what is applied after it, so moving one before the glass is safe.
    public static let movableModifiers: Set<String> = [
        "padding", "frame", "fixedSize",
        "font", "fontWeight", "foregroundStyle", "foregroundColor",
        "multilineTextAlignment", "lineLimit", "labelStyle", "imageScale",
        "aspectRatio", "scaledToFit", "scaledToFill",
    ]

    /// Creates the transform.
    public init() {}

    /// `glass-effect-order`.
    public var id: String { "glass-effect-order" }
    /// One sentence for `--list-rules`.
    public var summary: String { "Moves layout and appearance modifiers that follow a glassEffect in the same chain to before it." }
    /// Rewrites chains.
    public var kind: TransformKind { .rewrite }
    /// Only files that mention the modifier.
    public var triggers: [String] { ["glassEffect"] }

    /// The edits moving each run of layout modifiers before its `glassEffect`; blocked ones are reported.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        var edits: [Edit] = []
        for (chain, index) in file.links(named: "glassEffect") {
            let glass = chain.links[index]
            guard chain.receiverTokens != nil || index > 0, glass.arguments != nil else { continue }
            var end = index + 1
            while end < chain.links.count, isMovable(chain.links[end], in: file) {
                end += 1
            }
            let run = Array(chain.links[(index + 1)..<end])
            if !run.isEmpty {
                let beforeGlass = index > 0 ? chain.links[index - 1] : nil
                if let edit = moveEdit(glass: glass, previous: beforeGlass, run: run, in: file) {
                    if !edits.contains(where: { $0.range.overlaps(edit.range) }) { edits.append(edit) }
                } else {
                    context.report("`.\(run[0].name)` after `.glassEffect` is outside the glass, but the comments around it "
                                   + "leave no safe way to move it automatically; move it before `.glassEffect` by hand.",
                                   at: file.tokens[run[0].nameToken].start, in: file)
                }
            }
            reportBlocked(chain: chain, from: end, in: file, context: context)
        }
        return edits
    }

    // MARK: - Finding the run

    private func isMovable(_ link: ModifierLink, in file: ParsedFile) -> Bool {
        Self.movableModifiers.contains(link.name) && link.arguments != nil && link.trailingClosures.isEmpty
            && link.directivesBefore.isEmpty && !isPositioningFrame(link, in: file)
    }

    /// Whether the link is a `frame` that places the glass in a larger space (an `alignment:` or an
    /// `.infinity` bound) rather than sizing its content: before the glass it would stretch the glass
    /// over that space, so it is neither moved nor reported, and it ends the run.
    private func isPositioningFrame(_ link: ModifierLink, in file: ParsedFile) -> Bool {
        guard link.name == "frame", let arguments = link.arguments?.arguments else { return false }
        return arguments.contains { $0.label == "alignment" || file.text($0.valueRange).contains("infinity") }
    }

    /// Reports the movable modifiers after the stop, up to the next `glassEffect` (which is a site of its own).
    private func reportBlocked(chain: ModifierChain, from start: Int, in file: ParsedFile, context: TransformContext) {
        guard start < chain.links.count, chain.links[start].name != "glassEffect" else { return }
        let stop = chain.links[start]
        let stopName = stop.directivesBefore.isEmpty ? "`.\(stop.name)`" : "an `#if` line"
        for link in chain.links[start...] {
            if link.name == "glassEffect" { break }
            guard Self.movableModifiers.contains(link.name), link.arguments != nil,
                  !isPositioningFrame(link, in: file) else { continue }
            context.report("`.\(link.name)` comes after `.glassEffect`, so the glass does not include it, and it cannot be "
                           + "moved automatically across \(stopName); move it before `.glassEffect` if the glass should cover it.",
                           at: file.tokens[link.nameToken].start, in: file)
        }
    }

    // MARK: - Building the edit

    /// One link as it moves: its text with attached comments, and the separator text before it.
    private struct Piece {
        /// Bytes of the link plus the comment lines directly above it and a comment after it on its line.
        var body: Range<Int>
        /// Whether `body` starts with a comment line (so it must follow a line break).
        var startsWithComment: Bool
        /// Whether `body` ends with a `//` comment (so a line break must follow it).
        var endsWithLineComment: Bool
    }

    /// One replacement covering the glass and the run: the separators stay in place, the bodies
    /// rotate (run first, glass last). Nil when comments would end up where they break the code.
    private func moveEdit(glass: ModifierLink, previous: ModifierLink?, run: [ModifierLink], in file: ParsedFile) -> Edit? {
        let links = [glass] + run
        let pieces = links.indices.map { position in
            piece(of: links[position], after: position == 0 ? previous : links[position - 1], in: file)
        }
        let bytes = file.source.bytes
        // Separators: before the glass (kept outside the edit), then between consecutive bodies.
        var separators: [Range<Int>] = [glass.fullRange.lowerBound..<pieces[0].body.lowerBound]
        for position in 1..<pieces.count {
            separators.append(pieces[position - 1].body.upperBound..<pieces[position].body.lowerBound)
        }
        let order = Array(pieces[1...]) + [pieces[0]]
        let editEnd = pieces[pieces.count - 1].body.upperBound
        for (position, piece) in order.enumerated() {
            let before = separators[position]
            if piece.startsWithComment && !endsWithLineStart(before, in: bytes) { return nil }
            if piece.endsWithLineComment {
                let next = position + 1 < separators.count ? separators[position + 1].lowerBound : editEnd
                if next < bytes.count && bytes[next] != UInt8(ascii: "\n") && bytes[next] != UInt8(ascii: "\r") { return nil }
            }
        }
        var replacement = ""
        for (position, piece) in order.enumerated() {
            if position > 0 { replacement += file.text(separators[position]) }
            replacement += file.text(piece.body)
        }
        return Edit(range: pieces[0].body.lowerBound..<editEnd, replacement: replacement, ruleID: id)
    }

    /// Whether the separator contains a line break followed only by indentation.
    private func endsWithLineStart(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        var offset = range.upperBound
        while offset > range.lowerBound {
            let byte = bytes[offset - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return false }
            offset -= 1
        }
        return false
    }

    /// The piece of `link`, whose previous link in the chain is `previous` (nil for the first).
    private func piece(of link: ModifierLink, after previous: ModifierLink?, in file: ParsedFile) -> Piece {
        let tokens = file.tokens
        // Comment-only lines directly above the link (no blank line between), below the previous code.
        var start = tokens[link.dot].start
        var startsWithComment = false
        let floor = file.previousSignificant(before: link.dot) ?? -1
        var cursor = link.dot - 1
        while cursor > floor, tokens[cursor].kind == .whitespace { cursor -= 1 }
        while cursor > floor, tokens[cursor].kind == .newline {
            // Read the line above the line break at `cursor`.
            var lineStart = cursor - 1
            var firstComment: Int?
            var onlyComments = true
            while lineStart > floor, tokens[lineStart].kind != .newline {
                let kind = tokens[lineStart].kind
                if kind.isComment { firstComment = lineStart } else if kind != .whitespace { onlyComments = false }
                lineStart -= 1
            }
            guard onlyComments, let comment = firstComment, lineStart > floor else { break }
            start = tokens[comment].start
            startsWithComment = true
            cursor = lineStart
        }
        // Comments after the link up to the end of its line, when nothing else follows there.
        var end = tokens[link.lastToken].end
        var endsWithLineComment = false
        var after = link.lastToken + 1
        var lastComment: Int?
        while after < tokens.count, tokens[after].kind == .whitespace || tokens[after].kind.isComment {
            if tokens[after].kind.isComment { lastComment = after }
            after += 1
        }
        // Only the first link on its line owns the line's trailing comment; on a line shared with an
        // earlier link (`Text("a").glassEffect().padding() // note`) the comment belongs to the line and
        // stays at its end.
        if let lastComment, after == tokens.count || tokens[after].kind == .newline,
           previous.map({ file.hasLineBreak(between: $0.lastToken, and: link.dot) }) ?? true {
            end = tokens[lastComment].end
            let kind = tokens[lastComment].kind
            endsWithLineComment = kind == .lineComment || kind == .docLineComment
        }
        return Piece(body: start..<end, startsWithComment: startsWithComment, endsWithLineComment: endsWithLineComment)
    }
}

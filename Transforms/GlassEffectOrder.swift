import GlassMigrate

/// Moves `padding` and `frame` that follow `.glassEffect()` on bare text or an image to just before it.
///
/// `glassEffect` captures the view it is applied to, so in `Text("Hi").glassEffect().padding()` the
/// glass hugs the glyphs and the padding lies outside it: the seed article's ordering mistake. The rule
/// fixes that mistake and nothing else. A call is a site only when all of these hold:
///
/// - it is SwiftUI's `glassEffect` (see `SwiftUIGlassEffect`), not an app's own API of the same name;
/// - it uses the default shape (no `in:`): a glass given its shape explicitly is the form a material
///   background in a shape takes when `material-background` migrates it, and there what follows is the
///   margin the material had, so moving it would change the glass (and a second run would rework the
///   tool's own output);
/// - the view under it is bare content whose size the tool can see: a `Text(…)`, `Image(…)` or
///   `Label(…)` call with nothing but `appearanceModifiers` between it and the glass. Anything else
///   before the glass (`padding`, `frame`, `fixedSize`, `aspectRatio`, `containerRelativeFrame`,
///   `resizable`, a button or text field style…) sizes the content, and a stack, a custom view or a
///   property may size itself; then a `padding` after the glass is an outer margin and is left.
///
/// At a site, the `movableModifiers` in the run after the glass move before it. `appearanceModifiers`
/// and further `glassEffect` calls in the run stay where they are (environment modifiers reach the
/// content from after the glass too, so moving them would change nothing). Any other modifier, a `frame`
/// that positions the glass in a larger space (an `alignment:` or an `.infinity` bound), or a `#if` line
/// ends the run; a movable modifier after that stop is reported instead of moved, because moving it
/// would change what the modifier in between applies to.
///
/// Line breaks and separators stay where they were and the links rotate through them: a single-line
/// chain stays single-line, a chain with one link per line keeps one link per line with its own
/// indentation and line endings. Comment lines directly above a link travel with it, and so does a
/// comment after it on its line when it is the first link on that line; a comment ending a line shared
/// by several links stays at the end of the line.
public struct GlassEffectOrder: Transform {
    /// The modifiers that add room around the content and so belong before `glassEffect` at a site.
    public static let movableModifiers: Set<String> = ["padding", "frame"]

    /// Modifiers that only style the content (text styling and environment values such as the font or
    /// foreground style): they neither size the content before the glass nor need to move after it.
    public static let appearanceModifiers: Set<String> = [
        "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "underline", "strikethrough",
        "monospaced", "monospacedDigit", "kerning", "tracking", "textCase", "foregroundStyle", "foregroundColor",
        "tint", "symbolRenderingMode", "symbolVariant", "imageScale", "multilineTextAlignment", "lineLimit",
        "lineSpacing", "truncationMode", "minimumScaleFactor", "allowsTightening", "labelStyle", "dynamicTypeSize",
    ]

    /// Views whose size is exactly what they draw, so a glass right on them hugs their text or symbol.
    public static let bareContentViews: Set<String> = ["Text", "Image", "Label"]

    /// Creates the transform.
    public init() {}

    /// `glass-effect-order`.
    public var id: String { "glass-effect-order" }
    /// One sentence for `--list-rules`.
    public var summary: String { "Moves padding and frame that follow a glassEffect on bare text or an image to before it." }
    /// Rewrites chains.
    public var kind: TransformKind { .rewrite }
    /// Only files that mention the modifier.
    public var triggers: [String] { ["glassEffect"] }

    /// The edits moving each run of layout modifiers before its `glassEffect`; blocked ones are reported.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        var edits: [Edit] = []
        let glass = SwiftUIGlassEffect(file)
        let glassLinks = file.links(named: "glassEffect")
        let glassStarts = glassLinks.map { file.tokens[$0.chain.links[$0.index].dot].start }
        let sites = glassLinks.filter { isSite($0.chain, $0.index, glass: glass, in: file) }
        // The range of every move proposed, kept or not (so that skipping one changes no other), sorted:
        // sites come in source order, so usually at the end.
        var taken: [Range<Int>] = []
        for (chain, index) in sites {
            // The run: movable modifiers, with appearance modifiers and further glass calls among them staying put.
            var end = index + 1
            var stop = index + 1
            while stop < chain.links.count, chain.links[stop].directivesBefore.isEmpty {
                let link = chain.links[stop]
                if isMovable(link, in: file) {
                    stop += 1
                    end = stop
                } else if isStaying(link) {
                    stop += 1
                } else {
                    break
                }
            }
            let span = Array(chain.links[index..<end])
            let stays = span.indices.map { $0 == 0 || !isMovable(span[$0], in: file) }
            if let firstMoved = span.indices.first(where: { !stays[$0] }).map({ span[$0] }) {
                let beforeGlass = index > 0 ? chain.links[index - 1] : nil
                let edit = moveEdit(span: span, stays: stays, previous: beforeGlass, in: file)
                if let edit, Self.count(of: glassStarts, in: edit.range) > span.filter({ $0.name == "glassEffect" }).count {
                    // Another glass call inside the moved text may get its own edit, which this one would
                    // overwrite, or become a site once moved; moving both would take a second run.
                    context.report("`.\(firstMoved.name)` after `.glassEffect` is outside the glass, but the modifiers to move "
                                   + "contain another `.glassEffect`; move it before `.glassEffect` by hand.",
                                   at: file.tokens[firstMoved.nameToken].start, in: file)
                } else if let edit {
                    // `taken` is sorted and its ranges do not overlap, so only the neighbours can overlap.
                    let position = Self.insertionIndex(of: edit.range, in: taken)
                    let overlaps = (position > 0 && taken[position - 1].overlaps(edit.range))
                        || (position < taken.count && taken[position].overlaps(edit.range))
                    if !overlaps {
                        taken.insert(edit.range, at: position)
                        edits += context.site([edit])
                    }
                } else {
                    context.report("`.\(firstMoved.name)` after `.glassEffect` is outside the glass, but the comments around it "
                                   + "leave no safe way to move it automatically; move it before `.glassEffect` by hand.",
                                   at: file.tokens[firstMoved.nameToken].start, in: file)
                }
            }
            reportBlocked(chain: chain, from: stop, in: file, context: context)
        }
        return edits
    }

    /// Where `range` goes in the sorted ranges `taken`.
    private static func insertionIndex(of range: Range<Int>, in taken: [Range<Int>]) -> Int {
        if taken.last.map({ $0.lowerBound <= range.lowerBound }) ?? true { return taken.count }
        var low = 0
        var high = taken.count
        while low < high {
            let middle = (low + high) / 2
            if taken[middle].lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many of the sorted offsets `starts` lie in `range`.
    private static func count(of starts: [Int], in range: Range<Int>) -> Int {
        func firstIndex(notBelow offset: Int) -> Int {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstIndex(notBelow: range.upperBound) - firstIndex(notBelow: range.lowerBound)
    }

    // MARK: - Finding sites and runs

    /// Whether the glass at `index` of `chain` is the article's mistake in the making: SwiftUI's glass
    /// with its default shape, right on bare content.
    private func isSite(_ chain: ModifierChain, _ index: Int, glass: SwiftUIGlassEffect, in file: ParsedFile) -> Bool {
        let link = chain.links[index]
        guard link.directivesBefore.isEmpty, glass.isCall(in: chain, at: index),
              link.arguments?.argument(labeled: "in") == nil else { return false }
        return hasBareContent(chain, before: index, in: file)
    }

    /// Whether the view under the link at `index` is a `Text(…)`, `Image(…)` or `Label(…)` call with only
    /// appearance modifiers after it.
    private func hasBareContent(_ chain: ModifierChain, before index: Int, in file: ParsedFile) -> Bool {
        guard let receiver = chain.receiverTokens, file.tokens[receiver.lowerBound].kind == .identifier,
              Self.bareContentViews.contains(file.text(ofToken: receiver.lowerBound)),
              let open = file.nextSignificant(after: receiver.lowerBound), file.tokens[open].kind == .leftParen,
              file.partner(of: open) == receiver.upperBound - 1 else { return false }
        return chain.links[..<index].allSatisfy { link in
            Self.appearanceModifiers.contains(link.name) && link.arguments != nil && link.trailingClosures.isEmpty
                && link.directivesBefore.isEmpty
        }
    }

    private func isMovable(_ link: ModifierLink, in file: ParsedFile) -> Bool {
        Self.movableModifiers.contains(link.name) && link.arguments != nil && link.trailingClosures.isEmpty
            && !isPositioningFrame(link, in: file)
    }

    /// Whether the link stays where it is inside a run: an appearance modifier or another glass call.
    private func isStaying(_ link: ModifierLink) -> Bool {
        (Self.appearanceModifiers.contains(link.name) || link.name == "glassEffect") && link.arguments != nil
            && link.trailingClosures.isEmpty
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
            guard isMovable(link, in: file) else { continue }
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

    /// One replacement covering `span` (a glass and the links after it): the separators stay in place and
    /// the bodies reorder, the moving links first and the staying ones (`stays`: the glass and what stays
    /// with it) last, each group in its own order. Nil when comments would end up where they break the code.
    private func moveEdit(span: [ModifierLink], stays: [Bool], previous: ModifierLink?, in file: ParsedFile) -> Edit? {
        let pieces = span.indices.map { position in
            piece(of: span[position], after: position == 0 ? previous : span[position - 1], in: file)
        }
        let bytes = file.source.bytes
        // Separators: before the glass (kept outside the edit), then between consecutive bodies.
        var separators: [Range<Int>] = [span[0].fullRange.lowerBound..<pieces[0].body.lowerBound]
        for position in 1..<pieces.count {
            separators.append(pieces[position - 1].body.upperBound..<pieces[position].body.lowerBound)
        }
        let order = span.indices.filter { !stays[$0] }.map { pieces[$0] } + span.indices.filter { stays[$0] }.map { pieces[$0] }
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

import GlassMigrateCore

/// Moves `padding` and `frame` that follow `.glassEffect()` on bare text or an image to just before it (`ruleDescription` says when).
public struct GlassEffectOrder: Rule {
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

    /// Creates the rule.
    public init() {}

    /// What the module's glass is (`ModuleGlass`): which `glassEffect` methods it declares on views.
    public var moduleFacts: [any ModuleFact.Type] { [ModuleGlass.self] }

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-effect-order",
        summary: "Moves padding and frame that follow a glassEffect on bare text or an image to before it.",
        kind: .rewrite,
        triggers: ["glassEffect"],
        details: """
            **Moves** the seed article's mistake, glass applied to content that has no layout yet:
            `padding` and `frame` (a fixed size; not one with `alignment:` or an `.infinity` bound,
            which positions the glass) that follow the glass go before it, when all of these hold:

            - the call is SwiftUI's `glassEffect` (its labels fit `glassEffect(_:in:)`, it is not read
              off a wrapper such as `.backport`, and no `func glassEffect` in the same file takes the
              same labels; a declaration in another file of the module is not seen, so there the labels
              decide);
            - it has the default shape (no `in:`);
            - the view under it is bare `Text(…)`, `Image(…)` or `Label(…)` with only appearance
              modifiers between it and the glass.

            | Written | Becomes |
            | --- | --- |
            | `Text("Hi").glassEffect().padding()` | `Text("Hi").padding().glassEffect()` |
            | `Text("Hi").font(.caption).glassEffect().foregroundStyle(.secondary).padding(6)` | `Text("Hi").font(.caption).padding(6).glassEffect().foregroundStyle(.secondary)` |
            | `Image(systemName: "x").glassEffect().frame(width: 44, height: 44)` | `Image(systemName: "x").frame(width: 44, height: 44).glassEffect()` |

            **Stays in place**: appearance modifiers (`font`, `fontWeight`, `fontDesign`, `bold`,
            `italic`, `foregroundStyle`, `foregroundColor`, `tint`, `imageScale`, `lineLimit`,
            `multilineTextAlignment`, `labelStyle`, … — `GlassEffectOrder.appearanceModifiers`) and
            further `glassEffect` calls; they set environment values that reach the content from after
            the glass too, so moving them would change nothing. Any other modifier (a gesture,
            `offset`, `shadow`, `overlay`, `background`, `clipShape`, accessibility, `id`, `animation`,
            `fixedSize`, `aspectRatio`…), a positioning `frame` or a `#if` line ends the run; a
            `padding` or `frame` after that stop is reported (warning), because moving it across the
            stop would change what the stop applies to.

            Line breaks and separators stay where they were and the links rotate through them: a
            single-line chain stays single-line, a chain with one link per line keeps one link per line
            with its own indentation and line endings. Comment lines directly above a moved link travel
            with it, and so does a comment after it on its line when it is the first link there; a
            comment ending a line several links share stays at the end of the line.

            **Leaves, without a finding**:

            - content that already has its layout: anything but an appearance modifier between the
              view and the glass sizes it or may. The sizing modifiers real code uses there are
              `padding`, `safeAreaPadding`, `scenePadding`, `frame` (every form), `containerRelativeFrame`,
              `fixedSize`, `aspectRatio`, `scaledToFit`, `scaledToFill`, `Image.resizable()`, `position`,
              `ignoresSafeArea`, `safeAreaInset`, and styles that pad a control (`buttonStyle(.bordered)`,
              `textFieldStyle(.roundedBorder)`, `controlSize`); since any modifier the rule does not know
              as appearance counts, the list needs no completeness to be safe. A `padding` after such
              glass is a margin around the finished glass
              (`.padding(12).glassEffect(…).padding(.bottom, 6)`);
            - a glass with an explicit shape (`in:`): that is the form a material background in a
              shape takes when `material-background` migrates it natively, and what follows it is the
              margin the material had; moving it would change the glass, and a second run would
              rework the tool's own output;
            - a view whose layout the tool cannot see: a property (`bubble.glassEffect().padding()`),
              a custom view, a stack, a `ViewModifier`'s `content`, a `Button`;
            - an app's own `glassEffect`: labels that fit no SwiftUI signature (`glassEffect(radius: 8)`),
              a member of a wrapper (`.backport.glassEffect()`), or a `func glassEffect` the file
              declares (an app that declares `glassEffect()` itself shadows SwiftUI's in its module).

            No finding is made for an outer margin after glass that is already sized. It was
            considered as an opt-in `info` finding and left out: a margin there is the normal, correct
            way to space a finished glass surface, so the finding would be wrong wherever the code is
            right (all five such findings on the real-world corpus were), and the article's mistake it
            would point at is already moved or reported where the tool can see it.
            """,
        rationale: """
            `glassEffect` anchors the glass to the view's bounds as they are when it is applied, so layout applied \
            after it is outside the glass: the material is measured against an unfinished layout and clips at the \
            wrong edge. The checklist asks that glassEffect come after the layout modifiers.
            """,
        sources: [
            RuleSources.seedArticle("Mistake 4 and the checklist: glassEffect goes after the layout modifiers (padding, frame, font), not before."),
            RuleSources.glassEffect("SwiftUI anchors the glass to the view's bounds; in Apple's example the padding comes first, so the material fills the padded frame."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Hint: View {
                        var body: some View {
                            Text("Swipe to archive")
                                .glassEffect()
                                .padding()
                        }
                    }

                    """,
                right: """
                    struct Hint: View {
                        var body: some View {
                            Text("Swipe to archive")
                                .padding()
                                .glassEffect()
                        }
                    }

                    """,
                targets: DeploymentTargets([.iOS: OSVersion(26)])),
        ]
    ).runningAfter(["glass-beta-api"])

    /// The edits moving each run of layout modifiers before its `glassEffect`; blocked ones are reported.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        var fixes: [Fix] = []
        let glass = SwiftUIGlassEffect(file, module: ModuleGlass.of(file, context: context))
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
                    context.report(Self.containsAnotherGlass(firstMoved.name), at: file.tokens[firstMoved.nameToken].start, in: file)
                } else if let edit {
                    // `taken` is sorted and its ranges do not overlap, so only the neighbours can overlap.
                    let position = Self.insertionIndex(of: edit.range, in: taken)
                    let overlaps = (position > 0 && taken[position - 1].overlaps(edit.range))
                        || (position < taken.count && taken[position].overlaps(edit.range))
                    if !overlaps {
                        taken.insert(edit.range, at: position)
                        fixes.append(Fix([edit]))
                    }
                } else {
                    context.report(Self.commentsInTheWay(firstMoved.name), at: file.tokens[firstMoved.nameToken].start, in: file)
                }
            }
            reportBlocked(chain: chain, from: stop, in: file, context: context)
        }
        return fixes
    }

    /// Where `range` goes in the sorted ranges `taken`.
    private static func insertionIndex(of range: Range<Int>, in taken: [Range<Int>]) -> Int {
        if taken.last.map({ $0.lowerBound <= range.lowerBound }) ?? true { return taken.count }
        return taken.partitionIndex { $0.lowerBound <= range.lowerBound }
    }

    /// How many of the sorted offsets `starts` lie in `range`.
    private static func count(of starts: [Int], in range: Range<Int>) -> Int {
        starts.partitionIndex { $0 < range.upperBound } - starts.partitionIndex { $0 < range.lowerBound }
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
    private func reportBlocked(chain: ModifierChain, from start: Int, in file: ParsedFile, context: RuleContext) {
        guard start < chain.links.count, chain.links[start].name != "glassEffect" else { return }
        let stop = chain.links[start]
        let stopName = stop.directivesBefore.isEmpty ? "`.\(stop.name)`" : "an `#if` line"
        for link in chain.links[start...] {
            if link.name == "glassEffect" { break }
            guard isMovable(link, in: file) else { continue }
            context.report(Self.cannotMoveAcross(link.name, stopName), at: file.tokens[link.nameToken].start, in: file)
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

    /// The piece of `link`, whose previous link in the chain is `previous` (nil for the first): the
    /// link with the comment lines it owns above it, and the comment after it on its line when it is
    /// the first link on that line (on a line shared with an earlier link,
    /// `Text("a").glassEffect().padding() // note`, the comment belongs to the line and stays at its end).
    private func piece(of link: ModifierLink, after previous: ModifierLink?, in file: ParsedFile) -> Piece {
        let comments = file.comments(of: link)
        var end = file.tokens[link.lastToken].end
        var endsWithLineComment = false
        if let after = comments.after, comments.lineEndsAfter,
           previous.map({ file.hasLineBreak(between: $0.lastToken, and: link.dot) }) ?? true {
            end = after.upperBound
            endsWithLineComment = comments.afterEndsInLineComment
        }
        return Piece(body: (comments.above?.lowerBound ?? file.tokens[link.dot].start)..<end, startsWithComment: comments.above != nil,
                     endsWithLineComment: endsWithLineComment)
    }
}

// MARK: - Messages

extension GlassEffectOrder {
    /// A modifier to move whose run of modifiers holds another `glassEffect`.
    static func containsAnotherGlass(_ name: String) -> String {
        "`.\(name)` after `.glassEffect` is outside the glass, but the modifiers to move "
            + "contain another `.glassEffect`; move it before `.glassEffect` by hand."
    }

    /// A modifier to move whose comments leave no safe edit.
    static func commentsInTheWay(_ name: String) -> String {
        "`.\(name)` after `.glassEffect` is outside the glass, but the comments around it "
            + "leave no safe way to move it automatically; move it before `.glassEffect` by hand."
    }

    /// A modifier after the glass that the rule does not move across `stop`.
    static func cannotMoveAcross(_ name: String, _ stop: String) -> String {
        "`.\(name)` comes after `.glassEffect`, so the glass does not include it, and it cannot be "
            + "moved automatically across \(stop); move it before `.glassEffect` if the glass should cover it."
    }
}

import GlassMigrateCore

/// What gives a shape-less `.background(M)` its shape later in its chain, if anything does.
///
/// The first `clipShape`, `cornerRadius`, `clipped` or `mask` after the background decides. A clip
/// can carry its shape into the background only when nothing between the two depends on it: a
/// modifier that draws (`overlay`, `border`, `shadow`…) is trimmed by the clip too, and one that
/// changes the bounds or position (`padding`, `frame`, `offset`…) lays the clip's shape out in other
/// bounds than the material's. Modifiers that only style the content, handle events or describe
/// accessibility are in nobody's way.
enum FollowingClip {
    /// No clip anywhere later in the chain: the material really has no shape.
    case none
    /// A `#if` line comes first, so what follows in each build cannot be known.
    case directive
    /// A clip whose shape the material can take: the link to remove, the shape and its corner radius.
    case clip(ModifierLink, shape: String, radius: String?)
    /// A clip that cannot be carried over; the reason is a sentence naming what is in the way.
    case blocked(String)

    /// Modifiers that change the bounds the view is laid out in, or where it is drawn.
    static let boundsChanging: Set<String> = [
        "padding", "frame", "offset", "position", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill",
        "containerRelativeFrame", "safeAreaPadding", "scenePadding", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "safeAreaInset", "scaleEffect", "rotationEffect", "rotation3DEffect", "transformEffect", "resizable",
    ]
    /// Modifiers known to draw over or around the view, so a later clip trims what they draw.
    static let drawing: Set<String> = [
        "overlay", "background", "border", "shadow", "blur", "backgroundStyle", "glassEffect",
    ]
    /// Modifiers that neither draw nor change the bounds, beyond the appearance modifiers.
    static let harmless: Set<String> = [
        "id", "tag", "help", "contentShape", "allowsHitTesting", "disabled", "keyboardShortcut", "zIndex",
        "transition", "animation", "task", "sensoryFeedback", "focusable", "focused", "opacity", "layoutPriority",
        "environment", "environmentObject", "gesture", "simultaneousGesture", "highPriorityGesture",
        "sheet", "popover", "alert", "confirmationDialog", "fullScreenCover", "navigationDestination",
    ]

    /// The clip (or the lack of one) after the link at `index` of `chain`.
    static func after(_ index: Int, in chain: ModifierChain, file: ParsedFile) -> FollowingClip {
        after(index, in: chain, stops: Stops(chain), file: file)
    }

    /// `after(_:in:file:)` with the chain's `stops` worked out once, so asking for every link of a long
    /// chain is linear in its links.
    static func after(_ index: Int, in chain: ModifierChain, stops: Stops, file: ParsedFile) -> FollowingClip {
        guard let stop = stops.stop[index] else { return .none }
        let link = chain.links[stop]
        if !link.directivesBefore.isEmpty { return .directive }
        let inTheWay = stops.inTheWay[index].flatMap { $0 < stop ? chain.links[$0] : nil }
        if let inTheWay { return .blocked(reason(inTheWay, before: link)) }
        if link.name == "mask" {
            return .blocked("The `.mask` after this material background shapes it in a way the tool does not carry over into `background(_:in:)`; review it by hand.")
        }
        return clip(link, file: file)
    }

    /// For each link of a chain, the first later link that decides its clip (a clip, a mask, or one
    /// after a `#if` line) and the first later link that would be in a clip's way, from one sweep back.
    struct Stops {
        var stop: [Int?]
        var inTheWay: [Int?]

        init(_ chain: ModifierChain) {
            let links = chain.links
            stop = Array(repeating: nil, count: links.count)
            inTheWay = Array(repeating: nil, count: links.count)
            var nextStop: Int?
            var nextInTheWay: Int?
            for index in links.indices.reversed() {
                stop[index] = nextStop
                inTheWay[index] = nextInTheWay
                let link = links[index]
                if !link.directivesBefore.isEmpty || ["clipShape", "cornerRadius", "clipped", "mask"].contains(link.name) {
                    nextStop = index
                } else if !isHarmless(link) {
                    nextInTheWay = index
                }
            }
            WorkMeter.count(links.count)
        }
    }

    static func isHarmless(_ link: ModifierLink) -> Bool {
        let name = link.name
        if GlassEffectOrder.appearanceModifiers.contains(name) || harmless.contains(name) { return true }
        // Event handlers (`onTapGesture`, `onAppear`…) and accessibility descriptions draw nothing.
        if name.hasPrefix("accessibility") { return true }
        return name.count > 2 && name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
    }

    /// Why `link`, between the material and `clip`, stops the clip from being merged into the background.
    private static func reason(_ link: ModifierLink, before clip: ModifierLink) -> String {
        let between = "The `.\(link.name)` between this material background and the `.\(clip.name)` after it"
        if boundsChanging.contains(link.name) {
            return "\(between) changes the bounds the clip's shape is laid out in, so that shape would not fit the material; review it by hand."
        }
        if drawing.contains(link.name) {
            return "\(between) is drawn inside that clip too, which merging the clip into the background would leave unclipped; review it by hand."
        }
        return "\(between) may draw inside that clip or change its bounds, which the tool cannot tell; review it by hand."
    }

    /// Why merging a clip into the material background at `index` would unclip something drawn before
    /// the background, or nil when nothing there can reach the clip's edge.
    ///
    /// The clip also trims the view the background is applied to; `glassEffect` and `background(_:in:)`
    /// draw behind it and trim nothing. That changes nothing only when the view stays clear of the clip's
    /// edge: `padding` right before the background (style modifiers and fixed frames aside) insets every
    /// edge of it by more than zero, or bare text, a label or an SF Symbol image draws well inside its
    /// frame. A view padded on some edges only still reaches the others. A list, a scroll view, a resizable
    /// image or a view the tool cannot see into may reach the edge, and a `background`, `overlay` or
    /// `border` before the material fills it.
    static func reasonTheContentNeedsIt(_ clip: ModifierLink, before index: Int, in chain: ModifierChain,
                                        file: ParsedFile) -> String? {
        let clipName = "The `.\(clip.name)` after this material background"
        var padded: PaddedEdges = []
        // A view that draws nothing (`Color.clear`, whose `.clear` is a link) leaves the clip nothing to trim.
        let nothingDrawn = nothingDrawnBase(chain, in: file)
        let branches = file.platformBranches
        for link in chain.links[min(nothingDrawn ?? 0, index)..<index].reversed() {
            // `#if` branches are alternatives: a link of another branch is not under this clip.
            if branches.areAlternatives(link.dot, chain.links[index].dot) { continue }
            if link.name == "padding" {
                padded.formUnion(PaddedEdges(link, in: file))
                if padded == .all { return nil }
                continue
            }
            if ["background", "overlay", "border"].contains(link.name) {
                return "\(clipName) also clips the `.\(link.name)` drawn before it, which merging the clip into the background would leave unclipped; review it by hand."
            }
            // A frame or fixed size centres the view in its bounds; a clip only ever removes drawing.
            if ["frame", "fixedSize", "clipShape", "cornerRadius", "clipped", "mask"].contains(link.name) || isHarmless(link) {
                continue
            }
            return "\(clipName) also clips the view under it, which `.\(link.name)` may let reach the clip's edge (no `.padding` insets every edge of it before the background); merged into the background, that view would no longer be clipped; review it by hand."
        }
        if nothingDrawn != nil { return nil }
        if let receiver = chain.receiverTokens {
            if isClearOfItsFrame(receiver, in: file) { return nil }
            // `buttonStyle(.plain).background(…)` in a view extension: the receiver is a modifier of
            // `self`, not a view, and is named as one.
            if let modifier = modifierOfSelf(receiver, in: file) {
                return "\(clipName) also clips the view under it, which `.\(modifier)` may let reach the clip's edge (no `.padding` insets every edge of it before the background); merged into the background, that view would no longer be clipped; review it by hand."
            }
        }
        let view = chain.receiverTokens.map { describe($0, in: file) } ?? "the view it modifies"
        return "\(clipName) also clips \(view), which may reach the clip's edge (no `.padding` insets every edge of it before the background); merged into the background, it would no longer be clipped; review it by hand."
    }

    /// Whether the receiver is `Text(…)`, `Label(…)` or `Image(systemName:…)`, which draw inside their frame.
    private static func isClearOfItsFrame(_ receiver: Range<Int>, in file: ParsedFile) -> Bool {
        let first = receiver.lowerBound
        guard file.tokens[first].kind == .identifier, let open = file.nextSignificant(after: first),
              file.tokens[open].kind == .leftParen, file.partner(of: open) == receiver.upperBound - 1 else { return false }
        switch file.text(ofToken: first) {
        case "Text", "Label": return true
        case "Image": return ArgumentList(file, open: open).arguments.first?.label == "systemName"
        default: return false
        }
    }

    /// Whether the receiver draws nothing, so no clip has anything of it to trim: `Color.clear`,
    /// `EmptyView()`, `Spacer()`, or a `GeometryReader` whose content draws nothing (one that only reads its size).
    static func drawsNothing(_ receiver: Range<Int>, in file: ParsedFile) -> Bool {
        let syntax = MaterialSyntax(file: file)
        let words = syntax.significant(receiver).map { file.text(ofToken: $0) }
        if words == ["Color", ".", "clear"] || words == ["EmptyView", "(", ")"] || words == ["Spacer", "(", ")"] { return true }
        guard words.first == "GeometryReader", let name = syntax.significant(receiver).first else { return false }
        let closures = file.trailingClosures(after: name)
        guard closures.count == 1, let closure = closures.first, closure.close == receiver.upperBound - 1 else { return false }
        let statements = ViewStructure(structureOf: file).statements(inBlockAt: closure.open)
        return !statements.isEmpty && statements.allSatisfy { statement in
            guard let chain = statement.chain else { return drawsNothing(statement.tokens, in: file) }
            guard let base = nothingDrawnBase(chain, in: file) else { return false }
            return chain.links[min(base, chain.links.count)...].allSatisfy { isHarmless($0) || $0.name == "preference" }
        }
    }

    /// How many leading links of `chain` make up a view that draws nothing: 1 for `Color.clear` (its
    /// `.clear` is a link of the chain), 0 when the receiver itself draws nothing; nil when it draws.
    private static func nothingDrawnBase(_ chain: ModifierChain, in file: ParsedFile) -> Int? {
        guard let receiver = chain.receiverTokens else { return nil }
        if receiver.count == 1, file.token(receiver.lowerBound, is: "Color"), let first = chain.links.first,
           first.name == "clear", first.arguments == nil, first.trailingClosures.isEmpty {
            return 1
        }
        return drawsNothing(receiver, in: file) ? 0 : nil
    }

    /// The name of a modifier called on `self` without `self.` (`buttonStyle` in `buttonStyle(.plain)`)
    /// when the receiver is such a call, else nil.
    private static func modifierOfSelf(_ receiver: Range<Int>, in file: ParsedFile) -> String? {
        let first = receiver.lowerBound
        guard file.tokens[first].kind == .identifier, let open = file.nextSignificant(after: first),
              file.tokens[open].kind == .leftParen, file.partner(of: open) == receiver.upperBound - 1 else { return nil }
        let name = file.text(ofToken: first)
        guard let initial = name.first, initial.isLowercase else { return nil }
        return name
    }

    /// A short name for the receiver: `` `List(…)` ``, `` `content` ``, or "the view it modifies".
    private static func describe(_ receiver: Range<Int>, in file: ParsedFile) -> String {
        let first = receiver.lowerBound
        guard file.tokens[first].kind == .identifier else { return "the view it modifies" }
        let name = file.text(ofToken: first)
        return receiver.count == 1 ? "`\(name)`" : "`\(name)…`"
    }

    /// The shape of a `clipShape(S)`, `cornerRadius(r)` or `clipped()` link, or why it cannot be carried over.
    private static func clip(_ link: ModifierLink, file: ParsedFile) -> FollowingClip {
        guard let arguments = link.arguments, link.trailingClosures.isEmpty else {
            return .blocked("The `.\(link.name)` after this material background is not called with arguments the tool knows; review it by hand.")
        }
        let syntax = MaterialSyntax(file: file)
        // Arguments that repeat their default change nothing; any other value has no counterpart.
        let defaults = ["style": "FillStyle()", "antialiased": link.name == "clipped" ? "false" : "true"]
        for argument in arguments.arguments where argument.label != nil {
            let label = argument.label!
            if defaults[label] != syntax.compactText(argument.valueTokens) {
                let value = file.text(argument.valueRange)
                return .blocked("The `\(label): \(value)` argument of the `.\(link.name)` after this material background has no Liquid Glass counterpart; review it by hand.")
            }
        }
        let shapeArguments = arguments.arguments.filter { $0.label == nil }
        let kept = shapeArguments.map(\.valueTokens)
        if syntax.losesTrivia(replacing: (arguments.open + 1)..<arguments.close, keeping: kept) {
            return .blocked("A comment inside the `.\(link.name)` after this material background would be lost by merging the two; review it by hand.")
        }
        switch (link.name, shapeArguments.count) {
        case ("clipped", 0):
            return .clip(link, shape: "Rectangle()", radius: "0")
        case ("clipShape", 1):
            let shape = shapeArguments[0]
            return .clip(link, shape: file.text(shape.valueRange), radius: syntax.roundedRectangleRadius(shape.valueTokens))
        case ("cornerRadius", 1):
            let radius = file.text(shapeArguments[0].valueRange)
            return .clip(link, shape: "RoundedRectangle(cornerRadius: \(radius))", radius: radius)
        default:
            return .blocked("The `.\(link.name)` after this material background is not called with arguments the tool knows; review it by hand.")
        }
    }
}

import GlassMigrateCore

/// What a `.background` link turned out to be.
enum MaterialRecognition {
    /// Not a material background: nothing to do or say.
    case ignore
    /// A material background that cannot be rewritten with certainty; the reason is a sentence.
    case review(String)
    /// A material background with a `fillStyle:` other than the default; the argument's text.
    case fillStyle(String)
    /// A shape-less material background (`isFullBleed`) or one with a shape.
    case site(MaterialSite, isFullBleed: Bool)
}

// MARK: - Recognising

extension MaterialSiteFinder {
    /// The arguments `background` takes besides the style: `in:` and these two, whose defaults change nothing.
    private static let defaultedArguments = ["ignoresSafeAreaEdges": [".all", "Edge.Set.all"], "fillStyle": ["FillStyle()"]]

    mutating func recognise(_ chain: ModifierChain, _ index: Int) -> MaterialRecognition {
        let link = chain.links[index]
        if !link.trailingClosures.isEmpty {
            guard link.trailingClosures.count == 1, let closure = link.trailingClosures.first, closure.label == nil,
                  let content = contentRange(closure.open, closure.close) else { return .ignore }
            if let named = namedView(content) { return named }
            if chainWhole(content) == nil { return unrecognisedContent(closure.open, closure.close) }
            return recogniseShapeContent(link, content: content, replaced: link.nameToken..<(link.lastToken + 1),
                                         extraArguments: link.arguments?.arguments ?? [])
        }
        guard let arguments = link.arguments, let first = arguments.arguments.first, first.label == nil else { return .ignore }
        let material = first.valueTokens
        let all = arguments.arguments
        switch arguments.labels {
        case [nil], [nil, "ignoresSafeAreaEdges"]:
            if syntax.isMaterialExpression(material) {
                return recogniseFollowingClip(chain, index, material: material, edges: all.count > 1 ? all[1] : nil)
            }
            if all.count == 1, chainWhole(material) != nil {
                return recogniseShapeContent(link, content: material, replaced: link.nameToken..<(link.lastToken + 1),
                                             extraArguments: [])
            }
            if all.count == 1, let named = namedView(material) { return named }
            return notPlain(material)
        case [nil, "in"], [nil, "in", "fillStyle"]:
            guard syntax.isMaterialExpression(material) else { return notPlain(material) }
            var dropped: Range<Int>?
            if all.count == 3 {
                guard isDefault(all[2]) else { return .fillStyle("fillStyle: \(file.text(all[2].valueRange))") }
                dropped = all[1].range.upperBound..<all[2].range.upperBound
            }
            let shape = all[1].valueTokens
            let site = MaterialSite(link: link, material: material, shape: file.text(all[1].valueRange),
                                    radius: syntax.roundedRectangleRadius(shape), layout: .shapeArgument, dropped: dropped)
            return .site(site, isFullBleed: false)
        default:
            guard syntax.mentionsMaterial((arguments.open + 1)..<arguments.close) else { return .ignore }
            let labels = all.dropFirst().map { $0.label.map { "`\($0):`" } ?? "an unlabeled argument" }
            return .review("This material background also takes \(labels.joined(separator: ", ")), which `background(_:in:)` has no counterpart for; review it by hand.")
        }
    }

    /// Whether the argument repeats its default value, so dropping it changes nothing.
    private func isDefault(_ argument: CallArgument) -> Bool {
        guard let label = argument.label, let defaults = Self.defaultedArguments[label] else { return false }
        return defaults.contains(syntax.compactText(argument.valueTokens))
    }

    /// `.review` when `range` names a material inside a larger expression (`.thinMaterial.opacity(0.5)`), else `.ignore`.
    private func notPlain(_ range: Range<Int>) -> MaterialRecognition {
        guard syntax.mentionsMaterial(range) else { return .ignore }
        let tail = "so Liquid Glass cannot stand in for it with the same fallback; review it by hand."
        let tokens = syntax.significant(range)
        if let first = tokens.first, let last = tokens.last, let (question, colon) = syntax.topLevelTernary(in: first..<(last + 1)) {
            let branches = [(question + 1)..<colon, (colon + 1)..<(last + 1)].map { branch -> Range<Int> in
                let code = syntax.significant(branch)
                return (code.first ?? branch.lowerBound)..<((code.last ?? branch.upperBound - 1) + 1)
            }
            let names = branches.map { syntax.isMaterialExpression($0) ? "a material" : quoted($0, otherwise: "a longer expression") }
            return .review("This background chooses between \(names[0]) and \(names[1]), and only a plain material has a Liquid Glass stand-in with the same fallback; review it by hand.")
        }
        if let modifier = modifierAppliedToMaterial(in: range) {
            return .review("The `.\(modifier)` applied to the material in this background changes it, \(tail)")
        }
        return .review("\(quoted(range)) is not a plain material (or a choice between materials), \(tail)")
    }

    /// The name of the first member call made on a material at the start of `range`
    /// (`shadow` in `.regularMaterial.shadow(…)`, `opacity` in `Material.thin.opacity(0.5)`).
    private func modifierAppliedToMaterial(in range: Range<Int>) -> String? {
        let tokens = syntax.significant(range)
        guard let first = tokens.first, let last = tokens.last else { return nil }
        for chain in file.chains {
            guard let start = chain.receiverTokens?.lowerBound ?? chain.links.first?.dot, start == first,
                  chain.links.last?.lastToken == last else { continue }
            for (position, link) in chain.links.enumerated() where position > 0 {
                if syntax.isMaterialExpression(first..<chain.links[position - 1].lastToken + 1) { return link.name }
            }
        }
        return nil
    }

    /// The expression's text in backticks, on one line, or a description when it is long.
    private func quoted(_ range: Range<Int>, otherwise description: String = "The background style") -> String {
        let text = syntax.text(range).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if text.count <= 60 { return "`\(text)`" }
        return text.contains("`") ? description : "`\(text.prefix(45))…`"
    }

    /// `.background(M)`, maybe with `ignoresSafeAreaEdges:`: shaped by a clip later in the chain, or by nothing.
    private mutating func recogniseFollowingClip(_ chain: ModifierChain, _ index: Int, material: Range<Int>,
                                        edges: CallArgument?) -> MaterialRecognition {
        let link = chain.links[index]
        // The edges argument goes with the rewrite: a clip trims what reaches into the safe area anyway,
        // and without a clip only its default is a plain full-bleed material.
        let dropped = edges.map { file.tokens[material.upperBound - 1].end..<$0.range.upperBound }
        if let dropped, syntax.losesTrivia(replacing: file.tokenIndex(at: dropped.lowerBound)..<file.tokenIndex(at: dropped.upperBound),
                                            keeping: []) {
            return .review("A comment inside this material background's `ignoresSafeAreaEdges:` argument would be lost by rewriting it; review it by hand.")
        }
        switch FollowingClip.after(index, in: chain, stops: clipStops(of: chain), file: file) {
        case .none:
            if let edges, !isDefault(edges) {
                return .review("The `ignoresSafeAreaEdges: \(file.text(edges.valueRange))` argument of this material background sets the safe-area edges it reaches into, which Liquid Glass has no counterpart for; review it by hand.")
            }
            if let reason = ownClipReason(after: index, in: chain) ?? enclosingClipReason(of: link) { return .review(reason) }
            let site = MaterialSite(link: link, material: material, shape: "Rectangle()", radius: "0",
                                    layout: .appendShape(removing: nil), dropped: dropped)
            return .site(site, isFullBleed: true)
        case .directive:
            return .review("`#if` lines follow this material background, so whether a clip shape applies to it cannot be known; review it by hand.")
        case .blocked(let reason):
            return .review(reason)
        case .clip(let clip, let shape, let radius):
            // The clip also trims the view and what earlier links drew; merged into the background it would not.
            if let reason = FollowingClip.reasonTheContentNeedsIt(clip, before: index, in: chain, file: file) {
                return .review(reason)
            }
            let site = MaterialSite(link: link, material: material, shape: shape, radius: radius,
                                    layout: .appendShape(removing: clip), dropped: dropped)
            return .site(site, isFullBleed: false)
        }
    }

    /// Why a shape-less material inside a closure is not full-bleed: a view around it (`ZStack { … }.cornerRadius(10)`,
    /// or the view a `.background { }` or `.safeAreaInset { }` closure belongs to) is clipped later in its own chain.
    /// The search stops at a presented closure (a sheet, popover, menu, toolbar), which no clip of its presenter reaches.
    private mutating func enclosingClipReason(of link: ModifierLink) -> String? {
        enclosingClip(of: link.dot, depth: 0).map(Self.clippedReason)
    }

    /// Why a material is left when a later link of its chain is a modifier of the module that clips.
    private mutating func ownClipReason(after index: Int, in chain: ModifierChain) -> String? {
        let module = moduleGlass
        for later in chain.links.indices.dropFirst(index + 1) {
            let link = chain.links[later]
            let use = ModuleGlass.modifierType(of: link, in: file).map(NameUse.modifierType) ?? NameUse(link: later, of: chain, in: file)
            if let use, module.clips(use) { return Self.clippedReason("the module's own `.\(link.name)` (line \(line(of: link.dot)))") }
        }
        return nil
    }

    private static func clippedReason(_ clip: String) -> String {
        "This material background has no shape of its own, but \(clip) clips it, so it is neither full-bleed nor shaped by anything the tool can carry over; it is left unchanged; review it by hand."
    }

    /// What clips the view around token `token` in its expression ("the `.clipShape` on the enclosing
    /// `VStack` (line 9)"), or, when nothing does there, where a use of the view, property or method
    /// that holds it is clipped ("where `Frost` is used (line 7), the `.clipShape` on …").
    private mutating func enclosingClip(of token: Int, depth: Int) -> String? {
        for owner in viewStructure.enclosingClosures(of: token) {
            // A sheet, popover, menu or toolbar is presented apart from the view it modifies.
            if owner.isModifier && ViewStructure.detachedModifiers.contains(owner.name) { return nil }
            let chain: ModifierChain
            var after = 0
            if owner.isModifier {
                guard let found = file.chains.first(where: { $0.links.contains { $0.nameToken == owner.nameToken } }),
                      let position = found.links.firstIndex(where: { $0.nameToken == owner.nameToken }) else { continue }
                chain = found
                after = position + 1
            } else {
                guard let found = viewStructure.chain(startingAt: owner.nameToken) else { continue }
                chain = found
            }
            guard let clip = chain.links[after...].first(where: { ModuleGlass.clips.contains($0.name) })
            else { continue }
            let view = owner.isModifier ? "the view whose `.\(owner.name)` it is in" : "the enclosing `\(owner.name)`"
            return "the `.\(clip.name)` on \(view) (line \(line(of: clip.dot)))"
        }
        guard depth < Self.maximumUseDepth, let declaration = NameUses.viewDeclaration(around: token, in: file) else { return nil }
        let block = file.scopes.blocks[declaration]
        guard block.kind != .extension, let name = block.name else { return nil }
        for use in nameUses.tokens(named: name, outside: block) {
            if let clip = enclosingClip(of: use, depth: depth + 1) { return "where `\(name)` is used (line \(line(of: use))), \(clip)" }
        }
        return nil
    }

    /// How many names deep the uses of the declaration holding a material are followed for a clip.
    private static let maximumUseDepth = 3

    private func line(of token: Int) -> Int { file.source.location(of: file.tokens[token].start).line }

    /// Form 3: the background's content (closure body or argument) is `S.fill(M)` or `S.foregroundStyle(M)`.
    private mutating func recogniseShapeContent(_ link: ModifierLink, content: Range<Int>, replaced: Range<Int>,
                                                extraArguments: [CallArgument]) -> MaterialRecognition {
        guard let inner = chainWhole(content), var receiver = inner.receiverTokens else { return .ignore }
        var links = inner.links[...]
        // `SwiftUI.Circle()`, written so where the module declares its own `Circle`, reads as the
        // receiver `SwiftUI` and a link `.Circle()`.
        if let first = links.first, syntax.isShapeConstructor(receiver.lowerBound..<(first.lastToken + 1)) {
            receiver = receiver.lowerBound..<(first.lastToken + 1)
            links = links.dropFirst()
        }
        let painting = links.filter { ($0.name == "fill" || $0.name == "foregroundStyle") }
        guard let paint = painting.first(where: { paint in
            paint.arguments.map { syntax.mentionsMaterial(($0.open + 1)..<$0.close) } ?? false
        }) else { return .ignore }
        if !extraArguments.isEmpty {
            let labels = extraArguments.map { $0.label.map { "`\($0):`" } ?? "an unlabeled argument" }
            return .review("This background also takes \(labels.joined(separator: ", ")), which `background(_:in:)` has no counterpart for; review it by hand.")
        }
        if let other = links.first(where: { $0 != paint }) {
            return .review("The `.\(other.name)` applied to the shape inside this background has no counterpart in `background(_:in:)`; review it by hand.")
        }
        guard paint.trailingClosures.isEmpty, let arguments = paint.arguments, let material = arguments.arguments.first else {
            return .review("The `.\(paint.name)` inside this background is not called with arguments the tool knows; review it by hand.")
        }
        if let extra = arguments.arguments.dropFirst().first {
            let label = extra.label.map { "`\($0):`" } ?? "a second argument"
            return .review("The `.\(paint.name)` inside this background also takes \(label), which `background(_:in:)` has no counterpart for; review it by hand.")
        }
        guard material.label == nil, syntax.isMaterialExpression(material.valueTokens) else {
            return .review("\(quoted(material.valueTokens, otherwise: "The style filling this background's shape")) is not a plain material, so Liquid Glass cannot stand in for it with the same fallback; review it by hand.")
        }
        guard syntax.isShapeConstructor(receiver) else {
            return .review("\(quoted(receiver, otherwise: "The view filled in this background")) is not a shape the tool knows (`RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`, `Rectangle`, `UnevenRoundedRectangle`, `ContainerRelativeShape`), so its shape cannot be carried over; review it by hand.")
        }
        if syntax.losesTrivia(replacing: replaced, keeping: [receiver, material.valueTokens]) {
            return .review("A comment or `#if` line inside this material background would be lost by rewriting it; review it by hand.")
        }
        let site = MaterialSite(link: link, material: material.valueTokens, shape: syntax.text(receiver),
                                radius: syntax.roundedRectangleRadius(receiver), layout: .rebuild)
        return .site(site, isFullBleed: false)
    }

    /// A material reached through a view property or method of the file (`cardBackground`,
    /// `self.cardBackground`, `cardBackground()`) whose body draws one outside a pre-26 fallback:
    /// reported, never rewritten through the name; nil when `range` is no such name.
    private mutating func namedView(_ range: Range<Int>) -> MaterialRecognition? {
        let tokens = syntax.significant(range)
        let words = tokens.map { file.text(ofToken: $0) }
        let name: String
        switch words.count {
        case 1 where file.tokens[tokens[0]].kind == .identifier: name = words[0]
        case 3 where words[0] == "self" && words[1] == ".": name = words[2]
        case 3 where words[1] == "(" && words[2] == ")": name = words[0]
        default: return nil
        }
        let declarations = file.scopes.blocks.filter { ($0.kind == .property || $0.kind == .function) && $0.name == name }
        guard declarations.count == 1, let block = declarations.first,
              let material = firstMaterialOutsideFallback(block.open, block.close) else { return nil }
        let line = file.source.location(of: file.tokens[block.keyword ?? block.open].start).line
        let statements = viewStructure.statements(inBlockAt: block.open)
        if statements.count == 1, let inner = statements[0].chain, let receiver = inner.receiverTokens,
           syntax.isShapeConstructor(receiver), inner.links.count == 1,
           ["fill", "foregroundStyle"].contains(inner.links[0].name),
           let argument = inner.links[0].arguments?.arguments, argument.count == 1, argument[0].label == nil,
           syntax.isMaterialExpression(argument[0].valueTokens) {
            let shape = syntax.text(receiver)
            let fill = syntax.text(argument[0].valueTokens)
            return .review("This background draws `\(name)` (line \(line)), a `\(shape)` filled with `\(fill)`; the tool does not rewrite a material reached through a name, so it is left unchanged (write `.background(\(fill), in: \(shape))` here to have it migrated, if no other use needs `\(name)`); review it by hand.")
        }
        let materialLine = file.source.location(of: file.tokens[material].start).line
        return .review("This background draws `\(name)` (line \(line)), which draws a material (line \(materialLine)); the tool does not rewrite a material reached through a name, so it is left unchanged; review it by hand.")
    }

    /// A `background { }` whose content is not one shape filled with a material, but which draws a
    /// material somewhere (in an `if`/`#if` branch, inside a stack): reported, since no single material
    /// and shape stand in for it; `.ignore` when it draws no material outside a pre-26 fallback.
    private mutating func unrecognisedContent(_ open: Int, _ close: Int) -> MaterialRecognition {
        guard let material = firstMaterialOutsideFallback(open, close) else { return .ignore }
        for index in (open + 1)..<close where file.tokens[index].kind == .directive {
            let line = file.source.location(of: file.tokens[index].start).line
            return .review("This background chooses what it draws with `#if` (line \(line)), and a material is drawn in a branch of it, so no single material and shape can stand in for it; it is left unchanged; review it by hand.")
        }
        for statement in viewStructure.statements(inBlockAt: open) {
            let keyword = file.text(ofToken: statement.first)
            guard keyword == "if" || keyword == "switch" else { continue }
            let line = file.source.location(of: file.tokens[statement.first].start).line
            return .review("This background chooses what it draws with `\(keyword)` (line \(line)), and a material is drawn in a branch of it, so no single material and shape can stand in for it; it is left unchanged; review it by hand.")
        }
        let line = file.source.location(of: file.tokens[material].start).line
        return .review("This background draws a material (line \(line)) inside content the tool does not rewrite (only one shape filled with a material is); it is left unchanged; review it by hand.")
    }

    /// The first material named between `open` and `close` (exclusive) that is not in a pre-26 fallback.
    private func firstMaterialOutsideFallback(_ open: Int, _ close: Int) -> Int? {
        var start = open + 1
        while start < close, let found = syntax.firstMaterial(in: start..<close, intoClosures: true) {
            if !file.scopes.isInLiquidGlassFallback(found) { return found }
            start = found + 1
        }
        return nil
    }

    /// The significant tokens between `open` and `close` (exclusive), or nil when there are none.
    private func contentRange(_ open: Int, _ close: Int) -> Range<Int>? {
        guard let first = file.nextSignificant(after: open), first < close,
              let last = file.previousSignificant(before: close), last >= first else { return nil }
        return first..<(last + 1)
    }

    /// The chain (with a receiver) that spans exactly `range`, if any.
    mutating func chainWhole(_ range: Range<Int>) -> ModifierChain? {
        guard let chain = chainsByReceiverStart[range.lowerBound], let last = chain.links.last,
              last.lastToken == range.upperBound - 1 else { return nil }
        return chain
    }
}

import GlassMigrateCore

extension MaterialSiteFinder {
    /// Reports each shape filled with a material that is the first layer of a `ZStack` with other
    /// layers: a background drawn as a view. It is never rewritten: the stack sizes the shape (all the
    /// space it is offered, or its frame), and whether the other layers take that same space, so that it
    /// could be their `background(_:in:)`, is not told here.
    mutating func reportStackLayers() {
        for name in ["fill", "foregroundStyle"] {
            for (chain, index) in file.links(named: name) {
                guard let stack = stackLayerOwner(chain, index) else { continue }
                let link = chain.links[index]
                let viewStart = chain.receiverTokens?.lowerBound ?? link.dot
                if !context.options[MaterialBackground.Option.migrateContentLayer],
                   case .content(let reason)? = contentLayer.role(ofViewStartingAt: viewStart, modifierAt: link.dot) {
                    context.report(MaterialBackground.contentLayer(reason),
                                   at: file.tokens[viewStart].start, in: file, subID: "content-layer", severity: .info)
                    continue
                }
                let line = file.source.location(of: file.tokens[stack.nameToken].start).line
                context.report(MaterialBackground.stackLayer(line: line),
                               at: file.tokens[viewStart].start, in: file, subID: "review", severity: .warning)
            }
        }
    }

    /// The `ZStack` whose first layer, with others after it, is the chain: a known shape whose link at
    /// `index` fills it with a plain material, followed only by links that size it; nil for anything else, or code that already
    /// chooses glass or only builds where glass is not.
    private mutating func stackLayerOwner(_ chain: ModifierChain, _ index: Int) -> ClosureOwner? {
        let link = chain.links[index]
        guard chain.links[(index + 1)...].allSatisfy({ Self.sizingLinks.contains($0.name) }), file.isCode(link.dot),
              let receiver = chain.receiverTokens,
              MaterialSyntax.shapeTypes.contains(file.text(ofToken: receiver.lowerBound)),
              let arguments = link.arguments?.arguments, arguments.count == 1, arguments[0].label == nil,
              link.trailingClosures.isEmpty, syntax.isMaterialExpression(arguments[0].valueTokens),
              let owner = viewStructure.enclosingClosures(of: receiver.lowerBound).first,
              owner.name == "ZStack", !owner.isModifier else { return nil }
        let layers = viewStructure.statements(inBlockAt: owner.open)
        guard layers.count > 1, layers[0].tokens.lowerBound == receiver.lowerBound,
              layers.dropFirst().contains(where: { !isDrawing($0) }), !isBackdropOrBackground(owner) else { return nil }
        if isVisionOSOnly(link.dot) || file.scopes.isInLiquidGlassFallback(link.dot)
            || isInsideGlassChoosingDeclaration(link.dot) || fallbackReach.isReachedOnlyFromFallback(link.dot) { return nil }
        return owner
    }

    /// Whether a layer only draws (a shape, colour or gradient, or a stack of such), so that it does
    /// not size the stack: a stack of drawings is one drawing, not a background behind content.
    private mutating func isDrawing(_ layer: ViewStatement) -> Bool {
        guard file.tokens[layer.first].kind == .identifier else { return false }
        let name = file.text(ofToken: layer.first)
        if Self.drawings.contains(name) { return true }
        guard ["HStack", "VStack", "ZStack"].contains(name),
              let open = layer.tokens.first(where: { file.tokens[$0].kind == .leftBrace }) else { return false }
        let inner = viewStructure.statements(inBlockAt: open)
        return inner.allSatisfy { isDrawing($0) }
    }

    /// Whether the stack is drawn as a background or overlay already (that modifier's site is reported
    /// on its own), or ignores the safe area: a screen's backdrop.
    private mutating func isBackdropOrBackground(_ stack: ClosureOwner) -> Bool {
        if let chain = viewStructure.chain(startingAt: stack.nameToken),
           chain.links.contains(where: { Self.safeAreaLinks.contains($0.name) }) { return true }
        if let owner = viewStructure.enclosingClosures(of: stack.nameToken).first, owner.isModifier,
           Self.layeringModifiers.contains(owner.name) { return true }
        var open = file.enclosingOpen(of: stack.nameToken)
        while let paren = open, file.tokens[paren].kind == .leftParen {
            if let callee = file.previousSignificant(before: paren), Self.layeringModifiers.contains(file.text(ofToken: callee)) {
                return true
            }
            open = file.enclosingOpen(of: paren)
        }
        return false
    }

    private static let drawings: Set<String> = ContentLayer.drawings.union(["Spacer"])
    private static let layeringModifiers: Set<String> = ["background", "overlay", "mask"]
    private static let safeAreaLinks: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    /// Links after a layer's fill that size it, which leave it the background of the stack's other layers;
    /// a layer that ignores the safe area is a screen's backdrop, behind content, and stays as it is.
    private static let sizingLinks: Set<String> = ["frame"]
}

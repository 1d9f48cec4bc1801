import GlassMigrateCore

/// What rules ask of the module's answer.
extension ModuleGlass {
    /// Whether `use` is of a modifier, method, type or property of the module (or a known one) that applies
    /// glass: only a declaration of a kind that code can use that way counts (see `NameUse`).
    public func appliesGlass(_ use: NameUse) -> Bool {
        use.kinds.contains { glassNames.contains(Declaration(name: use.name, kind: $0)) }
    }

    /// Whether `use` applies glass or draws a material background that `material-background` may make glass.
    public func mayApplyGlass(_ use: NameUse) -> Bool {
        appliesGlass(use) || use.kinds.contains { glassOrMaterialNames.contains(Declaration(name: use.name, kind: $0)) }
    }

    /// Whether `use` is of a modifier or view modifier of the module that clips the view it modifies.
    public func clips(_ use: NameUse) -> Bool {
        use.kinds.contains { clippingNames.contains(Declaration(name: use.name, kind: $0)) }
    }

    /// Whether `name`, called as `Name { … }` or `Name(…)`, is a glass container of the module: a view
    /// type or function whose body puts its content in a `GlassEffectContainer` (a back-deployment wrapper's).
    public func isGlassContainer(_ name: String) -> Bool {
        containerNames.contains(Declaration(name: name, kind: .type)) || containerNames.contains(Declaration(name: name, kind: .function))
    }

    /// Whether the module presents the view type `name` as the root of a sheet, popover or full-screen cover.
    public func isPresented(_ name: String) -> Bool { presentedTypes.contains(name) }

    /// Whether the module declares a `func glassEffect` on views (which makes such calls its own, by their labels).
    public var declaresViewGlassEffect: Bool { !viewGlassEffects.isEmpty }

    /// How the link at `index` of `chain` applies glass, if it does: SwiftUI's `glassEffect`, a glass
    /// button style, or a known applier or glass-applying name of the module (`.helper`).
    public func kind(of chain: ModifierChain, at index: Int, in file: ParsedFile, swiftUI: SwiftUIGlassEffect) -> GlassApplication.Kind? {
        if let kind = Self.directKind(of: chain, at: index, in: file, swiftUI: swiftUI) { return kind }
        let link = chain.links[index]
        guard file.isCode(link.nameToken) else { return nil }
        if let type = Self.modifierType(of: link, in: file) { return appliesGlass(.modifierType(type)) ? .helper : nil }
        // A glassEffect that is not SwiftUI's (an app's own, a wrapper's) may draw glass all the same.
        if link.name == "glassEffect" { return link.arguments != nil && !Self.isIdentity(link, in: file) ? .helper : nil }
        guard glassNameSpellings.contains(link.name), GlassApplier.knownModifiers[link.name] == nil,
              let use = NameUse(link: index, of: chain, in: file) else { return nil }
        guard appliesGlass(use) else { return nil }
        return use.kinds.contains { surfaceGlassNames.contains(Declaration(name: use.name, kind: $0)) } ? .helper : .buttonStyle
    }

    /// The glass a link applies without knowing the module: SwiftUI's `glassEffect`, a glass button style,
    /// or a known applier's modifier.
    static func directKind(of chain: ModifierChain, at index: Int, in file: ParsedFile,
                           swiftUI: SwiftUIGlassEffect) -> GlassApplication.Kind? {
        let link = chain.links[index]
        switch link.name {
        case "glassEffect":
            return swiftUI.isCall(in: chain, at: index) && !isIdentity(link, in: file) ? .effect : nil
        case "buttonStyle":
            return ViewStructure.isGlassButtonStyle(link, in: file) ? .buttonStyle : nil
        case "modifier":
            return modifierType(of: link, in: file).map(GlassApplier.knownViews.contains) == true ? .helper : nil
        default:
            guard let applier = GlassApplier.knownModifiers[link.name], link.arguments != nil else { return nil }
            if let label = applier.requiredLabel, link.arguments?.argument(labeled: label) == nil { return nil }
            if applier.isGlassEffect { return isIdentity(link, in: file) ? nil : .effect }
            return applier.isButtonStyle ? .buttonStyle : .helper
        }
    }

    /// Whether the link is `.glassEffect(.identity)`, which draws no glass.
    static func isIdentity(_ link: ModifierLink, in file: ParsedFile) -> Bool {
        guard let first = link.arguments?.arguments.first, first.label == nil else { return false }
        let text = file.text(first.valueRange)
        return text == ".identity" || text == "Glass.identity"
    }

    /// The type `X` of `.modifier(X(…))`, if the link is one.
    static func modifierType(of link: ModifierLink, in file: ParsedFile) -> String? {
        guard link.name == "modifier", let value = link.arguments?.arguments.first, value.label == nil,
              let first = value.valueTokens.first, file.tokens[first].kind == .identifier else { return nil }
        return file.text(ofToken: first)
    }
}

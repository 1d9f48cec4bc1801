import GlassMigrateCore

/// Tells whether a material background would become glass on glass if it were migrated: inside toolbar
/// content, on the root view of a sheet, popover or full-screen cover (given there or a view type the
/// module presents so), under glass an ancestor gets (SwiftUI's, a helper's or the module's own, as
/// `ModuleGlass` knows it), or behind a view of the module that applies glass or draws a material.
struct GlassAround {
    let file: ParsedFile
    let module: ModuleGlass
    let views: ViewStructure

    /// For the name token of each `background` link, the indices of the glass applications whose glassed
    /// view holds it, found in one sweep so that a file of many sites and much glass stays linear.
    private let applicationsAround: [Int: [Int]]

    /// Describes the glass around sites in `views.file`, whose structure was made with `module`.
    init(views: ViewStructure, module: ModuleGlass) {
        let file = views.file
        self.file = file
        self.module = module
        self.views = views
        let sites = file.links(named: "background").map { $0.chain.links[$0.index].nameToken }
        let ranges = views.glassApplications.map { file.tokens[$0.viewStart].start..<file.tokens[$0.link.dot].start }
        let containing = GlassOnGlass.rangesContaining(sites.map { file.tokens[$0].start }, in: ranges)
        self.applicationsAround = Dictionary(zip(sites, containing), uniquingKeysWith: { first, _ in first })
    }

    private static let toolbarItems: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

    /// Why migrating the material background `link` of `chain` would put glass on glass, or nil.
    func reason(for chain: ModifierChain, at index: Int) -> String? {
        let link = chain.links[index]
        let site = link.nameToken
        for owner in views.enclosingClosures(of: site) {
            if (owner.isModifier && owner.name == "toolbar") || (!owner.isModifier && Self.toolbarItems.contains(owner.name)) {
                return MaterialBackground.inToolbar
            }
            if owner.isModifier && ModuleGlass.presentations.contains(owner.name) && owner.label != "onDismiss" {
                if isRoot(chain, ofBlockAt: owner.open) { return MaterialBackground.onPresentationRoot(".\(owner.name)") }
                break
            }
            if owner.isModifier && ViewStructure.detachedModifiers.contains(owner.name) { break }
        }
        if let type = presentedTypeRooted(in: chain) { return MaterialBackground.onPresentedType(type) }
        let branches = file.platformBranches
        for application in (applicationsAround[site] ?? []).map({ views.glassApplications[$0] }) where application.link.nameToken != site
            && !branches.areAlternatives(application.link.nameToken, site) && views.isInsideGlassedView(site, of: application) {
            return MaterialBackground.underGlass(describe(application), line: line(of: application.link.nameToken))
        }
        for owner in views.glassViewClosures where owner.open < site && site < owner.close && !isDetached(site, below: owner.open) {
            return MaterialBackground.underGlass("`\(owner.name)`", line: line(of: owner.nameToken))
        }
        return glassInside(chain, at: index)
    }

    /// Why the view the material is drawn behind already holds glass: a glass application or a view of the
    /// module that applies glass or draws a material, inside the receiver; nil when it holds none.
    private func glassInside(_ chain: ModifierChain, at index: Int) -> String? {
        guard let receiver = chain.receiverTokens else { return nil }
        let end = chain.links[index].dot
        let branches = file.platformBranches
        // The applications are in source order: those inside the receiver follow the first one at or after its start.
        let applications = views.glassApplications
        let low = applications.partitionIndex { $0.link.nameToken < receiver.lowerBound }
        for application in applications[low...] {
            if application.link.nameToken >= end { break }
            guard application.chain.links[0].dot != chain.links[0].dot,
                  !isDetached(application.link.nameToken, below: receiver.lowerBound) else { continue }
            return MaterialBackground.glassInside(describe(application), line: line(of: application.link.nameToken))
        }
        let tokens = file.tokens
        for token in receiver.lowerBound..<end where tokens[token].kind == .identifier && file.isCode(token) {
            let name = file.text(ofToken: token)
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                  module.mayApplyGlass(.call(name)), let next = file.nextSignificant(after: token),
                  tokens[next].kind == .leftParen || tokens[next].kind == .leftBrace,
                  !branches.areAlternatives(token, end), !isDetached(token, below: receiver.lowerBound) else { continue }
            if let previous = file.previousSignificant(before: token), tokens[previous].kind == .period { continue }
            return MaterialBackground.moduleViewInside(name, line: line(of: token))
        }
        // A property of the module named inside whose view does (`VStack { form }`, `var form` using `.field()`).
        for token in receiver.lowerBound..<end where tokens[token].kind == .identifier && file.isCode(token) {
            let name = file.text(ofToken: token)
            guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
                  module.mayApplyGlass(.reference(name)), !branches.areAlternatives(token, end),
                  !isDetached(token, below: receiver.lowerBound) else { continue }
            if let previous = file.previousSignificant(before: token),
               tokens[previous].kind == .period || tokens[previous].kind == .colon { continue }
            if let next = file.nextSignificant(after: token), tokens[next].kind == .colon || tokens[next].kind == .leftParen { continue }
            return MaterialBackground.moduleViewInside(name, line: line(of: token))
        }
        // A modifier of the module that draws a material or glass on a view inside (`.field()`, `.modifier(FieldStyle())`).
        for inner in file.chains where inner.links[0].dot > receiver.lowerBound && inner.links[0].dot < end {
            for (position, link) in inner.links.enumerated() where link.dot < end && file.isCode(link.nameToken) {
                let use = ModuleGlass.modifierType(of: link, in: file).map(NameUse.modifierType) ?? NameUse(link: position, of: inner, in: file)
                guard let use, module.mayApplyGlass(use), !branches.areAlternatives(link.nameToken, end),
                      !isDetached(link.nameToken, below: receiver.lowerBound) else { continue }
                return MaterialBackground.moduleViewInside(".\(link.name)", line: line(of: link.nameToken))
            }
        }
        return nil
    }

    /// The view type whose `body` has `chain` as its single root view, when the module presents that type
    /// as the root of a sheet, popover or full-screen cover.
    private func presentedTypeRooted(in chain: ModifierChain) -> String? {
        guard let start = chain.receiverTokens?.lowerBound else { return nil }
        let scopes = file.scopes
        guard let block = scopes.innermostBlock(containing: start), scopes.blocks[block].kind == .property,
              scopes.blocks[block].name == "body", let parent = scopes.blocks[block].parent,
              scopes.blocks[parent].kind == .type, let type = scopes.blocks[parent].name, module.isPresented(type),
              isRoot(chain, ofBlockAt: scopes.blocks[block].open) else { return nil }
        return type
    }

    /// Whether `chain` is the single statement of the block opened at `open`.
    private func isRoot(_ chain: ModifierChain, ofBlockAt open: Int) -> Bool {
        let statements = views.statements(inBlockAt: open)
        return statements.count == 1 && statements[0].chain == chain
    }

    /// Whether a detached closure (a sheet's, a toolbar's, a menu's) lies around `token` inside the
    /// expression that starts at or after `start`.
    private func isDetached(_ token: Int, below start: Int) -> Bool {
        views.enclosingClosures(of: token).contains { owner in
            owner.open > start && owner.isModifier && ViewStructure.detachedModifiers.contains(owner.name)
        }
    }

    private func describe(_ application: GlassApplication) -> String {
        let link = application.link
        if let type = ModuleGlass.modifierType(of: link, in: file) { return "`.modifier(\(type)(…))`" }
        return "`.\(link.name)`"
    }

    private func line(of token: Int) -> Int {
        file.source.location(of: file.tokens[token].start).line
    }
}

// MARK: - Messages

extension MaterialBackground {
    /// A material in toolbar content.
    static let inToolbar = "This material background is inside toolbar content, which iOS 26 draws on the toolbar's own Liquid Glass; as glass it would be glass on glass and turn muddy, so it is left unchanged."

    /// A material on the root view of a presentation (`.sheet`…).
    static func onPresentationRoot(_ presentation: String) -> String {
        "This material background is on the root view of a \(presentation), which has a system Liquid Glass background on iOS 26; as glass it would be glass on glass, so it is left unchanged."
    }

    /// A material on the root view of a view type the module presents.
    static func onPresentedType(_ type: String) -> String {
        "This material background is on the root view of `\(type)`, which this module presents as a sheet, popover or full-screen cover, whose system background is Liquid Glass on iOS 26; as glass it would be glass on glass, so it is left unchanged."
    }

    /// A material under glass that an ancestor gets from `what` at `line`.
    static func underGlass(_ what: String, line: Int) -> String {
        "This material background is inside a view that gets Liquid Glass from \(what) (line \(line)); as glass it would be glass on glass, so it is left unchanged."
    }

    /// A material behind a view that holds glass from `what` at `line`.
    static func glassInside(_ what: String, line: Int) -> String {
        "This material background is behind glass from \(what) (line \(line)) inside the same view; as glass it would be glass on glass, so it is left unchanged."
    }

    /// A material behind `name`, a view of the module that applies glass or draws a material.
    static func moduleViewInside(_ name: String, line: Int) -> String {
        "This material background is behind `\(name)` (line \(line)), which applies Liquid Glass or draws a material background that becomes glass; migrating this one too would put glass on glass, so it is left unchanged."
    }

    /// A material inside another one, at `line`, that becomes glass.
    static func insideMigrated(line: Int) -> String {
        "This material background is inside a view whose own material background (line \(line)) becomes Liquid Glass; as glass too it would be glass on glass, so it is left unchanged."
    }
}

import GlassMigrateCore

/// Which layer a view belongs to, as far as the containers around it tell.
public enum LayerRole: Sendable, Equatable {
    /// Content (a list row, a grid cell, a card in scrolling content, a message bubble); the reason
    /// names what makes it content, as in "a row of the `List` (line 7)".
    case content(String)
    /// The functional layer: a control, an overlay, a bar, a toolbar, a presentation.
    case functional
    /// A view declared once but used both as content and elsewhere; the reason says where.
    case unsure(String)
}

/// The one answer to "is this view content or functional?" that `material-background` and
/// `glass-content-layer` share.
///
/// Apple's Human Interface Guidelines put Liquid Glass on the functional layer (bars, controls,
/// floating overlays) that floats above the content layer (rows, cards, cells, bubbles). A view is
/// judged by the closures around it, innermost first: a control's label, an overlay, a bar or a
/// toolbar make it functional; a row of a `List`, a cell of a grid or a `ForEach` item in scrolling
/// content make it content. When no closure decides, the view's own declaration is followed: a view
/// type named as a bubble is content, and a view type, property or method is judged by its uses in
/// the file (all content, content; some content and some not, unsure). Only the file is read.
public struct ContentLayer {
    /// The file's view structure the answer is read from.
    public let views: ViewStructure
    private var nameUses: NameUses
    /// Roles of declarations by block index, once judged.
    private var declarationRoles: [Int: LayerRole?] = [:]

    /// Calls whose closures are a control's label or content, which is functional.
    public static let controls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink"]
    /// Modifiers whose closures are bars, toolbars or ornaments.
    static let barModifiers: Set<String> = [
        "safeAreaInset", "safeAreaBar", "toolbar", "ornament", "tabViewBottomAccessory", "toolbarBackground",
    ]
    /// Calls whose every item is a row.
    static let lists: Set<String> = ["List", "Form"]
    /// Calls whose every item is a cell.
    static let grids: Set<String> = ["LazyVGrid", "LazyHGrid", "Grid"]
    /// Calls that make the `ForEach` items inside them cards in scrolling content.
    static let scrolling: Set<String> = ["ScrollView", "LazyVStack", "LazyHStack"]
    /// How many names deep a view's uses are followed.
    private static let maximumDepth = 3

    /// Describes the layers of the views of `views.file`.
    public init(_ views: ViewStructure) {
        self.views = views
        self.nameUses = NameUses(file: views.file)
    }

    private var file: ParsedFile { views.file }

    /// The layer of the view expression starting at token `viewStart` that the modifier at token
    /// `modifier` applies to, or nil when nothing around it decides.
    public mutating func role(ofViewStartingAt viewStart: Int, modifierAt modifier: Int) -> LayerRole? {
        if file.tokens[viewStart].kind == .identifier, Self.controls.contains(file.text(ofToken: viewStart)) {
            return .functional
        }
        return role(at: modifier, depth: 0)
    }

    private mutating func role(at token: Int, depth: Int) -> LayerRole? {
        var forEach: ClosureOwner?
        var floats = false
        for owner in views.enclosingClosures(of: token) {
            if owner.isModifier {
                if Self.barModifiers.contains(owner.name) { return .functional }
                // A presented view (sheet, popover, menu) is a layer of its own.
                if ViewStructure.detachedModifiers.contains(owner.name) { return nil }
                if owner.name == "overlay" { floats = true }
                continue
            }
            if Self.controls.contains(owner.name) { return .functional }
            if Self.lists.contains(owner.name) { return .content("a row of the `\(owner.name)` (line \(line(owner)))") }
            if Self.grids.contains(owner.name) { return .content("a cell of the `\(owner.name)` (line \(line(owner)))") }
            if owner.name == "ForEach" && forEach == nil { forEach = owner }
            if forEach != nil && Self.scrolling.contains(owner.name) {
                return .content("a card in the scrolling `\(owner.name)` (line \(line(owner)))")
            }
            if owner.name == "ZStack", let first = views.statements(inBlockAt: owner.open).first,
               !first.tokens.contains(token) {
                floats = true
            }
        }
        // An overlay or a view laid over a ZStack's content floats above it, unless content holds it:
        // a badge on a list row or a card decorates content, and is content itself.
        let declared = declarationRole(of: token, depth: depth)
        if floats, case .content? = declared { return declared }
        return floats ? .functional : declared
    }

    /// The role the uses of the declaration around `token` give it: a view type's, or a view
    /// property's or method's.
    private mutating func declarationRole(of token: Int, depth: Int) -> LayerRole? {
        guard depth < Self.maximumDepth else { return nil }
        let scopes = file.scopes
        guard let blockIndex = scopes.enclosingBlocks(of: token).first(where: { scopes.blocks[$0].isDeclaration }) else { return nil }
        var declaration = blockIndex
        // A view's `body` is the view type: its uses are the type's.
        if scopes.blocks[declaration].name == "body", let parent = scopes.blocks[declaration].parent,
           scopes.blocks[parent].kind == .type {
            declaration = parent
        }
        if let known = declarationRoles[declaration] { return known }
        let block = scopes.blocks[declaration]
        guard block.kind != .extension, let name = block.name else { return nil }
        declarationRoles[declaration] = .some(nil)
        var result: LayerRole?
        if block.kind == .type && name.hasSuffix("Bubble") {
            result = .content("`\(name)`, a message bubble")
        } else {
            result = usesRole(name, block: block, depth: depth)
        }
        declarationRoles[declaration] = .some(result)
        return result
    }

    private mutating func usesRole(_ name: String, block: Block, depth: Int) -> LayerRole? {
        var content: (reason: String, line: Int)?
        var elsewhere: Int?
        for use in Array(nameUses.tokens(named: name, outside: block)) {
            switch role(at: use, depth: depth + 1) {
            case .content(let reason):
                if content == nil { content = (reason, line(use)) }
            case .unsure(let reason):
                return .unsure(reason)
            case .functional, nil:
                if elsewhere == nil { elsewhere = line(use) }
            }
        }
        guard let content else { return elsewhere == nil ? nil : .functional }
        if let elsewhere {
            return .unsure("`\(name)` is \(content.reason) at line \(content.line), but is also used outside content at line \(elsewhere)")
        }
        return .content("`\(name)`, which is \(content.reason)")
    }

    private func line(_ owner: ClosureOwner) -> Int { line(owner.nameToken) }

    private func line(_ token: Int) -> Int { file.source.location(of: file.tokens[token].start).line }
}

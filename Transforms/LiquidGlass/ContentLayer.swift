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
/// judged by the closures around it, innermost first: an overlay, a bar or a toolbar make it
/// functional, and so does a control's label unless content holds the control (then unsure); a row of
/// a `List`, a cell of a grid, a `ForEach` item in a lazy stack or anything in a `ScrollView` make it
/// content; a presented view or a navigation destination is a layer of its own. When no closure decides, the view's own declaration is followed: a view
/// type named as a bubble is content, and a view type, property or method is judged by its uses (all
/// content, content; some content and some not, unsure): in the file, and, given the module's
/// `ModuleContent`, in the module's other files. Uses in previews do not count.
public struct ContentLayer {
    /// The file's view structure the answer is read from.
    public let views: ViewStructure
    /// What the module's files tell about the uses of its views, if known; asked only for a view type
    /// whose uses the file does not settle (a run may make the answer then).
    private let module: () -> ModuleContent?
    /// The file's name, when the places of uses are named for another file's findings.
    private let fileName: String?
    private var nameUses: NameUses
    /// Roles of declarations by block index, once judged.
    private var declarationRoles: [Int: LayerRole?] = [:]

    /// Calls whose closures are a control's label or content, which is functional.
    public static let controls: Set<String> = [
        "Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink", "TextField", "SecureField", "Picker",
        "Slider", "Stepper", "DatePicker", "ColorPicker",
    ]
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

    /// Describes the layers of the views of `views.file`; given the module's `ModuleContent`, a view's
    /// uses in other files count too.
    public init(_ views: ViewStructure, module: @autoclosure @escaping () -> ModuleContent? = nil) {
        self.views = views
        self.module = module
        self.fileName = nil
        self.nameUses = NameUses(file: views.file)
    }

    /// Describes the layers of the views of `views.file` for `ModuleContent`, naming places with `fileName`.
    init(_ views: ViewStructure, fileName: String) {
        self.views = views
        self.module = { nil }
        self.fileName = fileName
        self.nameUses = NameUses(file: views.file)
    }

    private var file: ParsedFile { views.file }

    /// The layer of the view expression starting at token `viewStart` that the modifier at token
    /// `modifier` applies to, or nil when nothing around it decides.
    public mutating func role(ofViewStartingAt viewStart: Int, modifierAt modifier: Int) -> LayerRole? {
        let name = file.tokens[viewStart].kind == .identifier ? file.text(ofToken: viewStart) : ""
        return role(at: modifier, depth: 0, control: Self.controls.contains(name) ? name : nil)
    }

    /// The layer of the use of a name at `token`, as the closures and declarations around it tell.
    mutating func role(ofUseAt token: Int) -> LayerRole? { role(at: token, depth: 0) }

    /// A control is functional unless content holds it: a control in a list row or a grid cell may or
    /// may not suit glass, which cannot be told (`unsure`).
    private mutating func role(at token: Int, depth: Int, control: String? = nil) -> LayerRole? {
        // A navigation destination is a screen of its own, shown apart from the link's.
        if isInNavigationDestinationArgument(token) { return nil }
        var forEach: ClosureOwner?
        var floats = false
        var control = control
        func judged(_ role: LayerRole?) -> LayerRole? {
            guard let control, case .content(let reason) = role else { return role }
            return .unsure("it is in a `\(control)`, a control, in \(reason)")
        }
        for owner in views.enclosingClosures(of: token) {
            if isNavigationDestination(owner) { return nil }
            if owner.isModifier {
                if Self.barModifiers.contains(owner.name) { return .functional }
                // A presented view (sheet, popover, menu) is a layer of its own.
                if ViewStructure.detachedModifiers.contains(owner.name) { return nil }
                if owner.name == "overlay" { floats = true }
                continue
            }
            if Self.controls.contains(owner.name) {
                control = control ?? owner.name
                continue
            }
            if Self.lists.contains(owner.name) { return judged(.content("a row of the `\(owner.name)` (\(place(of: owner.nameToken)))")) }
            if Self.grids.contains(owner.name) { return judged(.content("a cell of the `\(owner.name)` (\(place(of: owner.nameToken)))")) }
            if owner.name == "ForEach" && forEach == nil { forEach = owner }
            if forEach != nil && Self.scrolling.contains(owner.name) {
                return judged(.content("a card in the scrolling `\(owner.name)` (\(place(of: owner.nameToken)))"))
            }
            if owner.name == "ScrollView" {
                return judged(.content("the scrolling content of the `ScrollView` (\(place(of: owner.nameToken)))"))
            }
            if owner.name == "ZStack", let first = views.statements(inBlockAt: owner.open).first,
               !first.tokens.contains(token), !isBackdrop(first) {
                floats = true
            }
        }
        // An overlay or a view laid over a ZStack's content (not its backdrop) floats above it, unless content holds it:
        // a badge on a list row or a card decorates content, and is content itself.
        let declared = declarationRole(of: token, depth: depth)
        guard floats || control != nil else { return declared }
        switch declared {
        case .content?, .unsure?: return judged(declared)
        case .functional?, nil: return .functional
        }
    }

    /// The role the uses of the declaration around `token` give it: a view type's, or a view
    /// property's or method's.
    private mutating func declarationRole(of token: Int, depth: Int) -> LayerRole? {
        guard depth < Self.maximumDepth else { return nil }
        let scopes = file.scopes
        guard let declaration = NameUses.viewDeclaration(around: token, in: file) else { return nil }
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
        var content: String?
        var elsewhere: String?
        // Whether a use is placed on the functional layer by what holds it, rather than by nothing.
        var placedFunctional = false
        for use in nameUses.tokens(named: name, outside: block) {
            let useRole = role(at: use, depth: depth + 1)
            switch useRole {
            case .content(let reason):
                if content == nil { content = reason }
            case .unsure(let reason):
                return .unsure(reason)
            case .functional, nil:
                if elsewhere == nil { elsewhere = place(of: use) }
                if useRole == .functional { placedFunctional = true }
            }
        }
        // The module's other files, for a type and for a method of an extension (a modifier such as
        // `.cardStyle()`): their uses there are by name; a view type's own property or method is its own.
        let isExtensionMethod = block.kind == .function && block.parent.map { file.scopes.blocks[$0].kind == .extension } == true
        let moduleUses = block.kind == .type ? module()?.uses(of: name)
            : isExtensionMethod ? module()?.uses(ofModifier: name, parameters: SwiftUIGlassEffect.parameters(of: block, in: file)) : nil
        if let uses = moduleUses {
            if let unsure = uses.unsure { return .unsure(unsure) }
            content = content ?? uses.content
            // The module's uses elsewhere are not told apart: placed or not, they count as placed.
            if elsewhere == nil, let theirs = uses.elsewhere {
                elsewhere = theirs
                placedFunctional = true
            }
        }
        // Uses in this file that nothing places (a sheet's root, a tab) leave the view undecided.
        guard let content else { return placedFunctional ? .functional : nil }
        if let elsewhere {
            return .unsure("`\(name)` is \(content), but is also used outside content (\(elsewhere))")
        }
        return .content("`\(name)`, which is \(content)")
    }

    /// Whether a `ZStack`'s first layer is a backdrop (a colour, gradient, shape, image, or a view named
    /// `…Background`): what is laid over it is the screen itself, not a view floating over content.
    private func isBackdrop(_ layer: ViewStatement) -> Bool {
        guard file.tokens[layer.first].kind == .identifier else { return false }
        let name = file.text(ofToken: layer.first)
        return Self.backdrops.contains(name) || name.hasSuffix("Background")
    }

    /// Views that only draw: shapes, colours, gradients.
    static let drawings: Set<String> = MaterialSyntax.shapeTypes.union([
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    ])
    /// Views that, as a `ZStack`'s first layer, are a backdrop.
    private static let backdrops: Set<String> = drawings.union(["Image", "AsyncImage"])

    /// Whether token `index` is in a layer of its own: a presented view or a navigation destination.
    func isInLayerOfItsOwn(_ index: Int) -> Bool {
        if isInNavigationDestinationArgument(index) { return true }
        return views.enclosingClosures(of: index).contains {
            isNavigationDestination($0) || ($0.isModifier && ViewStructure.detachedModifiers.contains($0.name))
        }
    }

    /// Whether the closure is a `NavigationLink`'s destination: `destination: { … }`, or the first of
    /// `NavigationLink { … } label: { … }`.
    private func isNavigationDestination(_ owner: ClosureOwner) -> Bool {
        guard owner.name == "NavigationLink", !owner.isModifier else { return false }
        if owner.label == "destination" { return true }
        guard owner.label == nil, let next = file.nextSignificant(after: owner.close), file.token(next, is: "label"),
              let colon = file.nextSignificant(after: next) else { return false }
        return file.tokens[colon].kind == .colon
    }

    /// Whether token `index` is inside the `destination:` argument of a `NavigationLink(…)` call.
    private func isInNavigationDestinationArgument(_ index: Int) -> Bool {
        var open = file.enclosingOpen(of: index)
        while let paren = open, file.tokens[paren].kind != .leftBrace {
            if file.tokens[paren].kind == .leftParen, let callee = file.previousSignificant(before: paren),
               file.token(callee, is: "NavigationLink"),
               ArgumentList(file, open: paren).arguments.contains(where: { $0.label == "destination" && $0.valueTokens.contains(index) }) {
                return true
            }
            open = file.enclosingOpen(of: paren)
        }
        return false
    }

    /// Where token `index` is: "line 7", or "Feed.swift, line 7" when naming places for another file.
    func place(of index: Int) -> String {
        let line = file.source.location(of: file.tokens[index].start).line
        return fileName.map { "\($0), line \(line)" } ?? "line \(line)"
    }
}

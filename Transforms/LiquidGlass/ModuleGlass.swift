import GlassMigrateCore

/// A way of applying Liquid Glass known by its name: a generated helper or a package's API.
///
/// Register one by adding it to the list of the code that generates or knows it (as
/// `AdaptiveGlassHelper.glassAppliers` does); `GlassApplier.known` gathers the lists.
public struct GlassApplier: Sendable, Hashable {
    /// How code applies it.
    public enum Form: Sendable, Hashable {
        /// A modifier, `.name(…)`.
        case modifier
        /// A view or a `ViewModifier`: `Name { … }`, `Name(…)` or `.modifier(Name(…))`.
        case view
    }

    /// The modifier's or type's name.
    public var name: String
    /// How code applies it.
    public var form: Form
    /// An argument label the call must have to be this API (`style` for LiquidGlass's `.glass(style:)`), if any.
    public var requiredLabel: String?
    /// Whether it gives buttons a glass button style (the rules judge those as `.buttonStyle(.glass)`),
    /// rather than putting glass behind a view.
    public var isButtonStyle = false
    /// Whether it is SwiftUI's `glassEffect` under another name (the rules judge it as `glassEffect`),
    /// rather than glass a helper draws its own way.
    public var isGlassEffect = false

    /// A modifier `.name(…)`, with `label` among its arguments when given.
    public static func modifier(_ name: String, requiring label: String? = nil) -> GlassApplier {
        GlassApplier(name: name, form: .modifier, requiredLabel: label)
    }

    /// A modifier `.name()` that sets a glass button style, as `.buttonStyle(.glass)` does.
    public static func buttonStyle(_ name: String) -> GlassApplier {
        GlassApplier(name: name, form: .modifier, requiredLabel: nil, isButtonStyle: true)
    }

    /// A modifier `.name(…)` that applies SwiftUI's `glassEffect` where it compiles, as a generated helper does.
    public static func glassEffect(_ name: String) -> GlassApplier {
        GlassApplier(name: name, form: .modifier, requiredLabel: nil, isGlassEffect: true)
    }

    /// A view or `ViewModifier` type `name`.
    public static func view(_ name: String) -> GlassApplier {
        GlassApplier(name: name, form: .view, requiredLabel: nil)
    }

    /// Every known applier: the generated helpers' (backgrounds, button styles, glass effects) and the LiquidGlass package's.
    public static let known: [GlassApplier] = AdaptiveGlassHelper.glassAppliers + GlassButtonStyleHelper.glassAppliers
        + GlassEffectHelper.glassAppliers + liquidGlassPackage

    /// The LiquidGlass package's glass: `.glass(style:…)`, `GlassCard`, `GlassButton`.
    static let liquidGlassPackage: [GlassApplier] = [.modifier("glass", requiring: "style"), .view("GlassCard"), .view("GlassButton")]

    static let knownModifiers: [String: GlassApplier] = Dictionary(
        known.filter { $0.form == .modifier }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    static let knownViews: Set<String> = Set(known.filter { $0.form == .view }.map(\.name))
}

/// The module-wide answer to "does this view get glass?": which names of the module (modifiers, methods,
/// view types, `ViewModifier`s) apply Liquid Glass, directly or through one another.
///
/// Glass is known by what it does: SwiftUI's `glassEffect` (not a look-alike, see `SwiftUIGlassEffect`),
/// `.buttonStyle(.glass)` / `.glassProminent`, a known applier (`GlassApplier.known`), and any declaration
/// of the module whose body uses one of these, followed transitively (`.modifier(OwnGlass())`, an own
/// `func glassCard()`, a view type whose body is glass). It is also told which names draw a material
/// background (which `material-background` may turn into glass), which view types the module presents
/// as the root of a sheet, popover or full-screen cover, and which `func glassEffect` the module declares
/// on views. A run gathers it over each module's files that mention a `screen` string; a rule reads it
/// with `ModuleGlass.of(_:context:)`.
public struct ModuleGlass: ModuleFact {
    /// Strings of which one occurs in every file that can add to the answer.
    public static let screen = ["glass", "Glass", "Material", ".sheet", ".popover", ".fullScreenCover", "ViewModifier", "extension View"]

    /// A declared name with its kind, which tells how code can use it (see `NameUse`).
    struct Declaration: Hashable {
        var name: String
        var kind: GlassDeclarationKind
    }

    /// Declarations that apply glass directly.
    private var directGlass: Set<Declaration> = []
    /// Declarations that put glass behind a view directly (`directGlass` but for glass button styles).
    private var directSurface: Set<Declaration> = []
    /// Declarations that draw a material background directly.
    private var directMaterial: Set<Declaration> = []
    /// Declarations whose body calls `GlassEffectContainer` (or the generated one) directly.
    private var directContainer: Set<Declaration> = []
    /// Declarations that clip the view they modify directly (`content.cornerRadius(r)` in a `ViewModifier`).
    private var directClip: Set<Declaration> = []
    /// For each declaration, the declarations its uses of names can be (`Name(…)`, `Name {`, `.name(…)`).
    private var places: [UsePlace] = []
    /// The types declared or extended as views, view modifiers or button styles; no other type is glass.
    private var viewTypes: Set<String> = []
    /// The declarations that apply glass, once `complete()` ran.
    private(set) var glassNames: Set<Declaration> = [] {
        didSet { glassNameSpellings = Set(glassNames.map(\.name)) }
    }
    /// The names of `glassNames`, which turn most links down before their use is worked out.
    private(set) var glassNameSpellings: Set<String> = []
    /// The declarations that put glass behind a view (not only a glass button style), once `complete()` ran.
    private(set) var surfaceGlassNames: Set<Declaration> = []
    /// The declarations that apply glass or draw a material, once `complete()` ran.
    private(set) var glassOrMaterialNames: Set<Declaration> = []
    /// The view types and functions that are glass containers (their body puts content in one), once `complete()` ran.
    private(set) var containerNames: Set<Declaration> = []
    /// The declarations that clip the view they modify, once `complete()` ran.
    private(set) var clippingNames: Set<Declaration> = []
    /// View types given as the single root view of a sheet's, popover's or full-screen cover's content.
    private(set) var presentedTypes: Set<String> = []
    /// The parameter lists of the `func glassEffect` methods declared on views.
    private(set) var viewGlassEffects: [[SwiftUIGlassEffect.Parameter]] = []
    /// The members declared in extensions of `ButtonStyle` or `PrimitiveButtonStyle`, which a
    /// `.buttonStyle(.name)` call can reach (a `Backport`'s `static var glass` is not one).
    private(set) var buttonStyleMembers: Set<String> = []

    static let presentations: Set<String> = ["sheet", "popover", "fullScreenCover"]
    /// Modifiers whose closures hold views drawn apart from the view they modify: presented, or laid over it.
    private static let apartModifiers = ViewStructure.detachedModifiers.union(["overlay"])
    /// SwiftUI's glass container and the generated one.
    private static let containers: Set<String> = ["GlassEffectContainer", GlassEffectHelper.container]
    /// The modifiers that clip a view to a shape.
    static let clips: Set<String> = ["clipShape", "cornerRadius", "clipped", "mask"]
    private static let declarationKeywords = WordSet(["func", "struct", "class", "enum", "actor", "protocol", "init", "some", "any"])
    /// The protocols that make a type one whose use applies what its body draws.
    private static let viewProtocols: Set<String> = ["View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle"]
    /// The extended types whose methods are modifiers on views (`Text("a").glassCard()`).
    private static let viewExtensions: Set<String> = [
        "View", "SwiftUI.View", "Shape", "InsettableShape", "Text", "Image", "Button", "Label", "Toggle", "TextField",
    ]

    /// What `file` tells: its declarations that apply glass or draw a material, what they call, the
    /// types it presents, and its `glassEffect` methods on views.
    public init(_ file: ParsedFile) {
        let scopes = file.scopes
        let swiftUI = SwiftUIGlassEffect(file)
        let syntax = MaterialSyntax(file: file)
        // The declared names around each block, worked out once per block (a parent comes before its
        // children), so that deeply nested closures cost no walk to the top per token.
        var namesAround: [[Declaration]] = []
        namesAround.reserveCapacity(scopes.blocks.count)
        // The innermost block (the block itself or one around it) that declares a name: blocks with the
        // same one have the same names around them.
        var declaringBlock: [Int?] = []
        declaringBlock.reserveCapacity(scopes.blocks.count)
        for (blockIndex, block) in scopes.blocks.enumerated() {
            var names = block.parent.map { namesAround[$0] } ?? []
            var declaring = block.parent.flatMap { declaringBlock[$0] }
            if let kind = Self.declarationKind(of: block, in: scopes), let name = block.name, name != "body" {
                names.append(Declaration(name: name, kind: kind))
                declaring = blockIndex
            }
            declaringBlock.append(declaring)
            if block.kind == .type || block.kind == .extension, let name = block.name,
               !Self.viewProtocols.isDisjoint(with: block.inheritance) {
                viewTypes.insert(name)
            }
            namesAround.append(names)
        }
        // What a sheet, popover, alert, menu or toolbar holds is presented apart from the view, and what an
        // overlay holds floats over it: neither is what the declaration around it draws (a list presenting
        // a glass sheet is not glass, nor is a view with a glass toast laid over it).
        // Only a file that names such a modifier has such closures; finding owners costs a walk of every closure.
        let mayDetach = Self.apartModifiers.contains { Engine.contains(file.source.bytes, ".\($0)") }
        let detached = !mayDetach ? [] : scopes.blocks.filter { block in
            block.kind == .closure && ViewStructure.owner(ofClosureAt: block.open, in: file).map {
                $0.isModifier && Self.apartModifiers.contains($0.name)
            } == true
        }.map { $0.open...$0.close }
        // The declaring block whose names are the declarations around `token`, if any.
        func owningBlock(of token: Int) -> Int? {
            if detached.contains(where: { $0.contains(token) }) { return nil }
            return scopes.innermostBlock(containing: token).flatMap { declaringBlock[$0] }
        }
        // What is used in each declaring block: each use is kept once for the block, not once for every
        // declaration around it (the type around a view's members would hold every use of the file).
        var usesByBlock: [Int: Set<Declaration>] = [:]
        func record(_ use: NameUse, in block: Int) {
            for kind in use.kinds { usesByBlock[block, default: []].insert(Declaration(name: use.name, kind: kind)) }
        }
        for chain in file.chains {
            for index in chain.links.indices where file.isCode(chain.links[index].nameToken) {
                let link = chain.links[index]
                guard let owner = owningBlock(of: link.nameToken) else { continue }
                let names = namesAround[owner]
                if let kind = Self.directKind(of: chain, at: index, in: file, swiftUI: swiftUI) {
                    directGlass.formUnion(names)
                    if kind != .buttonStyle { directSurface.formUnion(names) }
                } else if let type = Self.modifierType(of: link, in: file) {
                    record(.modifierType(type), in: owner)
                } else if let use = NameUse(link: index, of: chain, in: file) {
                    record(use, in: owner)
                }
                if Self.clips.contains(link.name), let receiver = chain.receiverTokens, receiver.count == 1,
                   file.token(receiver.lowerBound, is: "content") || file.token(receiver.lowerBound, is: "self") {
                    directClip.formUnion(names)
                }
                if (link.name == "background" || link.name == "fill"), let arguments = link.arguments,
                   syntax.mentionsMaterial((arguments.open + 1)..<arguments.close),
                   !scopes.isInLiquidGlassFallback(link.nameToken) {
                    directMaterial.formUnion(names)
                }
            }
        }
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let next = file.nextSignificant(after: index), tokens[next].kind == .leftParen || tokens[next].kind == .leftBrace,
                  file.isCode(index), !file.hasLineBreak(between: index, and: next) else { continue }
            let previous = file.previousSignificant(before: index)
            // A container is often a `switch` case's view (`case .glass: GlassEffectContainer(…)`), after a colon.
            if Self.containers.contains(file.text(ofToken: index)),
               previous.map({ tokens[$0].kind != .period }) ?? true {
                if let owner = owningBlock(of: index) { directContainer.formUnion(namesAround[owner]) }
            }
            if let previous,
               tokens[previous].kind == .period || tokens[previous].kind == .colon
                || Self.declarationKeywords.contains(token: previous, in: file.source) { continue }
            guard let owner = owningBlock(of: index) else { continue }
            let names = namesAround[owner]
            let name = file.text(ofToken: index)
            // A call without a receiver, in a `View` extension's method: `glassEffect(in: …)` on `self`.
            if name == "glassEffect", tokens[next].kind == .leftParen {
                let arguments = ArgumentList(file, open: next)
                let first = arguments.arguments.first.map { file.text($0.valueRange) }
                if SwiftUIGlassEffect.fitsSwiftUISignature(arguments.labels), first != ".identity", first != "Glass.identity" {
                    directGlass.formUnion(names)
                    directSurface.formUnion(names)
                }
            } else if GlassApplier.knownViews.contains(name) {
                directGlass.formUnion(names)
                directSurface.formUnion(names)
            } else {
                record(.call(name), in: owner)
            }
        }
        // Places with the same declarations around them are one: a file that repeats a declaration keeps its uses once.
        var usesByOwners: [[Declaration]: Set<Declaration>] = [:]
        for (block, uses) in usesByBlock { usesByOwners[namesAround[block], default: []].formUnion(uses) }
        for (owners, uses) in usesByOwners { places.append(UsePlace(owners: owners, uses: uses)) }
        // Only a file that presents something has presented roots; the view structure costs a walk of the file.
        if Self.presentations.contains(where: { Engine.contains(file.source.bytes, ".\($0)") }) {
            let views = ViewStructure(structureOf: file)
            for owner in views.closures(ownedBy: Self.presentations) where owner.isModifier && owner.label != "onDismiss" {
                let statements = views.statements(inBlockAt: owner.open)
                guard statements.count == 1, tokens[statements[0].first].kind == .identifier else { continue }
                presentedTypes.insert(file.text(ofToken: statements[0].first))
            }
        }
        viewGlassEffects = SwiftUIGlassEffect.viewDeclarations(in: file)
        for (index, block) in scopes.blocks.enumerated()
        where block.kind == .extension && Self.buttonStyleProtocols.contains(block.name ?? "") {
            for keyword in block.open..<block.close where tokens[keyword].kind == .identifier
                && Self.memberKeywords.contains(token: keyword, in: file.source) && scopes.innermostBlock(containing: keyword) == index {
                if let name = file.nextSignificant(after: keyword), tokens[name].kind == .identifier {
                    buttonStyleMembers.insert(file.text(ofToken: name))
                }
            }
        }
    }

    private static let buttonStyleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "SwiftUI.ButtonStyle", "SwiftUI.PrimitiveButtonStyle"]
    private static let memberKeywords = WordSet(["var", "let", "func"])

    /// The kind of declaration `block` is, if it is one whose name code can use to apply what it draws.
    private static func declarationKind(of block: Block, in scopes: Scopes) -> GlassDeclarationKind? {
        switch block.kind {
        case .type: return .type
        case .property, .function:
            let inViewExtension = block.parent.map {
                scopes.blocks[$0].kind == .extension && viewExtensions.contains(scopes.blocks[$0].name ?? "")
            } ?? false
            if block.kind == .property { return inViewExtension ? .viewProperty : .property }
            return inViewExtension ? .viewMethod : .function
        default: return nil
        }
    }

    /// A place of a file (a declaring block) with the declarations around it, each of which uses what
    /// is used there.
    struct UsePlace {
        var owners: [Declaration]
        var uses: Set<Declaration>
    }

    /// Adds what another file of the module tells.
    public mutating func formUnion(_ other: ModuleGlass) {
        directGlass.formUnion(other.directGlass)
        directSurface.formUnion(other.directSurface)
        directMaterial.formUnion(other.directMaterial)
        directClip.formUnion(other.directClip)
        directContainer.formUnion(other.directContainer)
        viewTypes.formUnion(other.viewTypes)
        places += other.places
        presentedTypes.formUnion(other.presentedTypes)
        viewGlassEffects += other.viewGlassEffects
        buttonStyleMembers.formUnion(other.buttonStyleMembers)
    }

    /// Follows the calls: a declaration that uses a glass-applying declaration applies glass. A type that
    /// is no view, view modifier or button style is never glass (`enum L10n`), nor a name SwiftUI declares.
    public mutating func complete() {
        // For each declaration, the places that use it: their owners are its callers.
        var usedAt: [Declaration: [Int]] = [:]
        for (index, place) in places.enumerated() { for use in place.uses { usedAt[use, default: []].append(index) } }
        let viewTypes = viewTypes.union(GlassApplier.knownViews)
        func counts(_ declaration: Declaration) -> Bool {
            !Self.swiftUINames.contains(declaration.name) && (declaration.kind != .type || viewTypes.contains(declaration.name))
        }
        func closure(from seeds: Set<Declaration>) -> Set<Declaration> {
            var reached = seeds.filter(counts)
            var work = Array(reached)
            // A place's owners are all reached through the first of its uses that is.
            var placeDone = [Bool](repeating: false, count: places.count)
            while let name = work.popLast() {
                for place in usedAt[name] ?? [] where !placeDone[place] {
                    placeDone[place] = true
                    for caller in places[place].owners where counts(caller) && reached.insert(caller).inserted { work.append(caller) }
                }
            }
            return reached
        }
        let known = GlassApplier.known.filter { $0.requiredLabel == nil }
            .map { Declaration(name: $0.name, kind: $0.form == .view ? .type : .viewMethod) }
        glassNames = closure(from: directGlass.union(known))
        // A declaration whose only glass is a button style (`func glassButtonStyle()` over
        // `.buttonStyle(.glass)`) styles buttons, as `.buttonStyle(.glass)` does; other glass it reaches counts.
        let knownSurfaces = GlassApplier.known.filter { $0.requiredLabel == nil && !$0.isButtonStyle }
            .map { Declaration(name: $0.name, kind: $0.form == .view ? .type : .viewMethod) }
        surfaceGlassNames = closure(from: directSurface.union(knownSurfaces))
        glassOrMaterialNames = closure(from: glassNames.union(directMaterial))
        clippingNames = closure(from: directClip)
        containerNames = closure(from: directContainer).filter { $0.kind == .type || $0.kind == .function }
    }

    /// The module's answer for `file`: the one the run gathered, else `file`'s own (a single-file run).
    public static func of(_ file: ParsedFile, context: RuleContext) -> ModuleGlass {
        if let gathered = context.moduleDeclarations.fact(ModuleGlass.self) { return gathered }
        return context.analyses.analysis("ModuleGlass of the file alone", of: file) {
            var own = screen.contains { Engine.contains(file.source.bytes, $0) } ? ModuleGlass(file) : ModuleGlass()
            own.complete()
            return own
        }
    }

    private init() {}
}

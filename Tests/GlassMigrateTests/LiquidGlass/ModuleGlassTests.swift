import Testing
import GlassMigrate
import GlassMigrateTransforms

/// `ModuleGlass` knows glass by what it does: SwiftUI's and the known appliers directly, the module's own
/// modifiers, methods and views through what their bodies call, across the files of a module.
@Suite struct ModuleGlassTests {
    /// The module answer over `files`, merged and completed as a run does it.
    private func module(_ files: [String]) throws -> ModuleGlass {
        var names = DeclaredNames()
        for text in files { names.formUnion(DeclaredNames(try ParsedFile(text: text), facts: [ModuleGlass.self])) }
        names.completeFacts()
        return try #require(names.fact(ModuleGlass.self))
    }

    @Test func ownGlassIsFollowedThroughCallsAcrossFiles() throws {
        let glass = try module([
            """
            struct OwnGlass: ViewModifier {
                func body(content: Content) -> some View { content.glassEffect(in: Capsule()) }
            }
            extension View {
                func glassCard() -> some View { modifier(OwnGlass()) }
                func frosted() -> some View { glassEffect() }
                func plain() -> some View { padding() }
                func identity() -> some View { glassEffect(.identity) }
            }
            """,
            """
            struct Tile: View {
                var body: some View { Text("a").glassCard() }
            }
            struct Shelf: View {
                var body: some View { HStack { Tile() } }
            }
            struct Plain: View {
                var body: some View { Text("b").plain() }
            }
            """,
        ])
        #expect(glass.appliesGlass(.modifierType("OwnGlass")))
        #expect(glass.appliesGlass(.modifier("glassCard")))
        #expect(glass.appliesGlass(.modifier("frosted")))
        #expect(glass.appliesGlass(.call("Tile")))
        #expect(glass.appliesGlass(.call("Shelf")))
        #expect(!glass.appliesGlass(.modifier("plain")))
        #expect(!glass.appliesGlass(.call("Plain")))
        #expect(!glass.appliesGlass(.modifier("identity")))
    }

    // Unwatched's notification overlay: a modifier that lays a glass toast over the view it modifies
    // does not make that view glass (a sheet's root with the toast over it is not glass on glass).
    @Test func glassLaidOverAViewIsNotTheViewsGlass() throws {
        let glass = try module([
            """
            struct ToastView: View {
                var body: some View { Text("Saved").padding().glassEffect(in: Capsule()) }
            }
            struct ToastOverlay: ViewModifier {
                func body(content: Content) -> some View {
                    content.overlay(alignment: .top) { ToastView() }
                }
            }
            extension View {
                func toastOverlay() -> some View { modifier(ToastOverlay()) }
            }
            """,
        ])
        #expect(glass.appliesGlass(.call("ToastView")))
        #expect(!glass.appliesGlass(.modifierType("ToastOverlay")))
        #expect(!glass.appliesGlass(.modifier("toastOverlay")))
    }

    @Test func knownAppliersAndMaterialsAndPresentedTypes() throws {
        let glass = try module([
            """
            struct Card: View {
                var body: some View { GlassCard { Text("a") } }
            }
            struct Frost: View {
                var body: some View { Text("b").background(.thinMaterial, in: Capsule()) }
            }
            struct Styled: View {
                var body: some View { Button("c") {}.buttonStyle(.glassProminent) }
            }
            struct Package: View {
                var body: some View { Text("d").glass(style: .card) }
            }
            struct NotPackage: View {
                var body: some View { Text("e").glass(.clear) }
            }
            struct Home: View {
                @State var shows = false
                var body: some View { Text("f").sheet(isPresented: $shows) { Settings() } }
            }
            """,
        ])
        #expect(glass.appliesGlass(.call("Card")))
        #expect(glass.appliesGlass(.call("Styled")))
        #expect(glass.appliesGlass(.call("Package")))
        #expect(!glass.appliesGlass(.call("NotPackage")))
        #expect(glass.appliesGlass(.modifier("adaptiveGlassBackground")))
        #expect(glass.appliesGlass(.call("GlassCard")) && !glass.appliesGlass(.modifier("GlassCard")))
        #expect(!glass.appliesGlass(.call("Frost")) && glass.mayApplyGlass(.call("Frost")))
        #expect(!glass.mayApplyGlass(.modifier("Frost")))
        #expect(glass.isPresented("Settings") && !glass.isPresented("Home"))
    }

    @Test func aNameAppliesGlassOnlyWhereItsKindOfDeclarationCanBeUsedSo() throws {
        let glass = try module([
            """
            extension View {
                func glassCard() -> some View { glassEffect() }
                var glassy: some View { padding().glassEffect() }
            }
            struct Row: View {
                var body: some View { Text("a").glassEffect() }
            }
            struct Badge: View {
                var id: some View { Text("b").glassEffect() }
                func chip() -> some View { Text("c").glassEffect() }
                var body: some View { id }
            }
            struct Theme {
                func accent() -> some View { Text("d").glassEffect() }
            }
            """,
        ])
        // A view method is a modifier, and may be called on `self`; it is never a type or a property.
        #expect(glass.appliesGlass(.modifier("glassCard")) && glass.appliesGlass(.call("glassCard")))
        #expect(!glass.appliesGlass(.reference("glassCard")) && !glass.appliesGlass(.modifierType("glassCard")))
        // A view type is called; a member `.Row` or `.Row(…)` is not it.
        #expect(glass.appliesGlass(.call("Row")) && glass.appliesGlass(.modifierType("Row")))
        #expect(!glass.appliesGlass(.modifier("Row")) && !glass.appliesGlass(.reference("Row")))
        // A property is referred to, never called; a view type's own function is called without a receiver or on `self`.
        #expect(glass.appliesGlass(.reference("id")) && !glass.appliesGlass(.modifier("id")) && !glass.appliesGlass(.call("id")))
        // A view's own property is not a member of other views; a view extension's property is (`Text("a").glassy`).
        #expect(!glass.appliesGlass(.memberReference("id")) && glass.appliesGlass(.memberReference("glassy")))
        #expect(glass.appliesGlass(.selfCall("chip")) && glass.appliesGlass(.call("chip")) && !glass.appliesGlass(.modifier("chip")))
        // A type that is no view is never glass, whatever its members draw.
        #expect(!glass.appliesGlass(.call("Theme")) && glass.appliesGlass(.call("accent")) && !glass.appliesGlass(.modifier("accent")))
    }

    @Test func aLinkUsesItsNameAsItsShapeAllows() throws {
        let file = try ParsedFile(text: "let a = L10n.Row.title\nlet b = self.header\nlet c = self.row(1)\nlet d = Text(x).id(1)\nlet e = $0.id\nlet f = x.transition(.move(edge: .top))\n")
        let uses = file.chains.flatMap { chain in chain.links.indices.map { NameUse(link: $0, of: chain, in: file) } }
        // A member that is not called can be only a view extension's property (`Text("a").glassy`).
        #expect(uses == [.memberReference("Row"), .memberReference("title"), .reference("header"), .selfCall("row"), .modifier("id"),
                         .memberReference("id"), .modifier("transition"), nil, nil])
    }

    @Test func onlyGlassEffectMethodsOnViewsShadowSwiftUIs() throws {
        let wrapper = try module([
            """
            struct Backport<Content> { let content: Content }
            extension Backport where Content: View {
                func glassEffect(in shape: some Shape) -> some View { content.glassEffect(in: shape) }
            }
            """,
        ])
        #expect(!wrapper.declaresViewGlassEffect)
        let shim = try module(["extension View { func glassEffect(in shape: some Shape) -> some View { self } }"])
        #expect(shim.declaresViewGlassEffect)
        // The labels decide: SwiftUI's `glassEffect()` is not the shim's `glassEffect(in:)`, which has no default.
        let file = try ParsedFile(text: "let a = Text(\"x\").glassEffect()\nlet b = Text(\"y\").glassEffect(in: Capsule())\n")
        let swiftUI = SwiftUIGlassEffect(file, module: shim)
        let links = file.links(named: "glassEffect")
        #expect(links.map { swiftUI.isCall(in: $0.chain, at: $0.index) } == [true, false])
    }

    @Test func aViewStructureMadeWithTheModuleSeesItsGlass() throws {
        let glass = try module(["extension View { func glassCard() -> some View { glassEffect() } }"])
        let file = try ParsedFile(text: """
            VStack { Text("a").adaptiveGlassBackground(.thinMaterial, in: Capsule()) }
                .glassCard()
            GlassCard { Text("b") }

            """)
        let plain = ViewStructure(file)
        let known = ViewStructure(file, glass: glass)
        #expect(plain.glassApplications.map(\.link.name) == ["adaptiveGlassBackground"])
        #expect(known.glassApplications.map(\.link.name) == ["adaptiveGlassBackground", "glassCard"])
        #expect(known.glassApplications.map(\.kind) == [.helper, .helper])
        #expect(known.glassViewClosures.map(\.name) == ["GlassCard"])
    }

    // meshtastic's `glassButtonStyle()`: a module modifier whose only glass is a glass button style is
    // judged as that style, so buttons side by side with it are not sibling glass views.
    @Test func aModifierThatOnlySetsAGlassButtonStyleIsAButtonStyle() throws {
        let glass = try module(["""
            extension View {
                func glassButtonStyle() -> some View { self.buttonStyle(.glass) }
                func glassPill() -> some View { padding().glassEffect(in: Capsule()) }
            }
            """])
        let file = try ParsedFile(text: """
            Button("Locate") {}.glassButtonStyle()
            Text("Live").glassPill()

            """)
        let views = ViewStructure(file, glass: glass)
        #expect(views.glassApplications.map(\.link.name) == ["glassButtonStyle", "glassPill"])
        #expect(views.glassApplications.map(\.kind) == [.buttonStyle, .helper])
    }
}

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
        #expect(glass.appliesGlass("OwnGlass"))
        #expect(glass.appliesGlass("glassCard"))
        #expect(glass.appliesGlass("frosted"))
        #expect(glass.appliesGlass("Tile"))
        #expect(glass.appliesGlass("Shelf"))
        #expect(!glass.appliesGlass("plain"))
        #expect(!glass.appliesGlass("Plain"))
        #expect(!glass.appliesGlass("identity"))
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
        #expect(glass.appliesGlass("Card"))
        #expect(glass.appliesGlass("Styled"))
        #expect(glass.appliesGlass("Package"))
        #expect(!glass.appliesGlass("NotPackage"))
        #expect(glass.appliesGlass("adaptiveGlassBackground"))
        #expect(!glass.appliesGlass("Frost") && glass.mayApplyGlass("Frost"))
        #expect(glass.isPresented("Settings") && !glass.isPresented("Home"))
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
}

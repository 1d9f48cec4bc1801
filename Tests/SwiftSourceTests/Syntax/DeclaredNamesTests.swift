import Testing
import SwiftSource

@Suite struct DeclaredNamesTests {
    @Test func declarationsAtFileTypeAndExtensionLevelCount() throws {
        let file = try ParsedFile(text: """
            struct GlassEffectContainer<Content: View>: View {
                var spacing: CGFloat?
                var body: some View { EmptyView() }
            }
            extension View {
                func glassEffect(radius: CGFloat) -> some View { self }
                static var `glass`: Int { 1 }
            }
            public func GlassEffectTransitionShim() {}
            enum Style { case glassProminent }
            final class Box { class func make() -> Box { Box() } }
            typealias Surface = Never

            """)
        let names = DeclaredNames(file)
        for name in ["GlassEffectContainer", "spacing", "body", "glassEffect", "glass", "GlassEffectTransitionShim",
                     "Style", "glassProminent", "Box", "make", "Surface"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("View"), "extension View declares nothing")
    }

    @Test func propertyTypesKeepPlainAnnotationsOnly() throws {
        var names = DeclaredNames(try ParsedFile(text: """
            enum Tokens {
                static let popup: Material = .thinMaterial
                static let sheet: SwiftUI.Material = .thick
                static var card: Material { .regular }
                static let maybe: Material? = nil
                static let list: [Material] = []
                static let inferred = Material.thin
                func local() { let scratch: Material = .thin }
            }

            """))
        #expect(names.properties(ofType: "Material") == ["popup", "sheet", "card"])
        #expect(names.propertyTypes["maybe"] == [""] && names.propertyTypes["list"] == [""] && names.propertyTypes["inferred"] == [""])
        #expect(names.propertyTypes["scratch"] == nil, "a local is not a declaration of the module")
        // Another file declaring `popup` with another type makes it ambiguous.
        names.formUnion(DeclaredNames(try ParsedFile(text: "enum Palette { static let popup: Color = .gray }\n")))
        #expect(names.properties(ofType: "Material") == ["sheet", "card"])
    }

    @Test func localDeclarationsAndUsesDoNotCount() throws {
        let file = try ParsedFile(text: """
            struct A: View {
                var body: some View {
                    let glassEffect = 1
                    return Text(String(glassEffect)).glassEffect()
                }
                func f() {
                    func GlassEffectContainer() {}
                    switch x { case glassProminent: break }
                }
            }
            // func glassEffectID() {}
            let s = "struct glassEffectUnion"

            """)
        let names = DeclaredNames(file)
        for name in ["glassEffect", "GlassEffectContainer", "glassProminent", "glassEffectID", "glassEffectUnion"] {
            #expect(!names.contains(name), "\(name)")
        }
        #expect(names.contains("A") && names.contains("body") && names.contains("f") && names.contains("s"))
    }

    @Test func aModuleIsTheUnionOfItsFiles() throws {
        var module = DeclaredNames(try ParsedFile(text: "struct GlassEffectContainer {}\n"))
        module.formUnion(DeclaredNames(try ParsedFile(text: "extension View { func glassEffect() -> some View { self } }\n")))
        #expect(module.names == ["GlassEffectContainer", "glassEffect"])
    }

    /// Each keyword counts by the innermost `{ }` around it: a type or extension body, else nothing.
    @Test func trickyBodiesDecideByTheirInnermostBlock() throws {
        let file = try ParsedFile(text: BodySamples.typesExtensionsAndMembers)
        let names = DeclaredNames(file)
        for name in ["Outer", "Inner", "innerStored", "Mode", "light", "computed", "observed", "initialised", "built",
                     "classMade", "default", "method", "onlyOnIOS", "elsewhere", "Shape", "area", "scaled", "extended",
                     "Alias", "Pick", "first", "nested", "pickFirst", "Counter", "count", "topBinding", "closureAtTop"] {
            #expect(names.contains(name), "\(name)")
        }
        for name in ["localInGetter", "localInSetter", "localInObserver", "localInClosure", "localInLazy", "LocalType",
                     "localInIf", "localInSubscript", "insideTopIf", "insideTopClosure", "index", "factor", "newValue", "Unit"] {
            #expect(!names.contains(name), "\(name)")
        }
        // Only the name right after a keyword is taken: `case light, dark` declares `light` alone.
        #expect(!names.contains("dark"))
    }
}

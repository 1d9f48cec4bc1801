import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct GlassEffectHelperFixTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("New")
                    .padding(8)
                    .glassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 8))
            }
        }

        """

    static func run(_ text: String, targets: DeploymentTargets, declared: DeclaredNames = DeclaredNames(),
                    fallback: String? = nil) -> FileResult {
        var configuration = Configuration()
        configuration.enable = ["glass-availability"]
        configuration.disable = BuiltinRules.all.map(\.id).filter { $0 != "glass-availability" }
        if let fallback { configuration.setOption("fallbackMaterial", of: "glass-availability", to: .string(fallback)) }
        return Engine(rules: BuiltinRules.all, configuration: configuration)
            .run(text: text, deploymentTargets: targets, moduleDeclarations: declared)
    }

    @Test func theFixAsksForTheHelperMadeForTheModulesTargets() throws {
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)]))
        let helper = try #require(result.supportFiles.first)
        #expect(helper.name == GlassEffectHelper.fileName)
        #expect(helper.contents.contains("if #available(iOS 26.0, macOS 26.0, *)"))
        #expect(String(decoding: result.output, as: UTF8.self).contains(
            ".adaptiveGlassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 8), fallback: .ultraThinMaterial)\n"))
    }

    @Test func theFallbackMaterialIsTheRuleOption() {
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17)]), fallback: "regularMaterial")
        #expect(String(decoding: result.output, as: UTF8.self).contains("fallback: .regularMaterial)\n"))
    }

    @Test func aModuleThatDeclaresAHelperNameKeepsItsCodeWithTheFinding() throws {
        let declared = try DeclaredNames(ParsedFile(SourceFile(path: "Own.swift", bytes: Array("""
            extension View { func adaptiveGlassEffect<S: Shape>(_ x: Int = 0, in shape: S, fallback: Material) -> some View { self } }
            """.utf8))))
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17)]), declared: declared)
        #expect(result.output == result.original)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.message.contains("Fix:") == false)
    }

    @Test func aModuleThatHasTheHelperAlreadyIsFixedAgain() throws {
        let helper = GlassEffectHelper.recipe.render(DeploymentTargets([.iOS: OSVersion(17)]))
        let declared = try DeclaredNames(ParsedFile(SourceFile(path: GlassEffectHelper.fileName, bytes: Array(helper.utf8))))
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17)]), declared: declared)
        #expect(String(decoding: result.output, as: UTF8.self).contains(".adaptiveGlassEffect("))
    }

    @Test func watchOSBelowTheMaterialShorthandsKeepsTheCode() {
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17), .watchOS: OSVersion(9)]))
        #expect(result.output == result.original)
        #expect(result.findings.count == 1)
    }

    @Test func theHelperIsGlassToTheModulesAnswer() throws {
        let file = try ParsedFile(text: "struct A: View { var body: some View { Text(\"a\").adaptiveGlassEffect(fallback: .thinMaterial) } }\n")
        let glass = ModuleGlass.of(file, context: RuleContext(configuration: Configuration(), deploymentTargets: .unknown,
                                                                ruleID: "glass-on-glass", defaultSeverity: .warning))
        #expect(glass.appliesGlass(.modifier(GlassEffectHelper.effectModifier)))
        #expect(!glass.appliesGlass(.call(GlassEffectHelper.container)))
    }

    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)),
          arguments: [DeploymentTargets.unknown, DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)]),
                      DeploymentTargets([.iOS: OSVersion(17), .visionOS: OSVersion(1)]), DeploymentTargets([.macOS: OSVersion(14)])])
    func theHelperCompilesForEveryKindOfTarget(_ targets: DeploymentTargets) throws {
        let usage = """
            import SwiftUI

            struct Uses: View {
                @Namespace private var glass
                var isOn: Bool

                var body: some View {
                    AdaptiveGlassEffectContainer(spacing: 4) {
                        Text("a").adaptiveGlassEffect(fallback: .ultraThinMaterial)
                        Text("b").adaptiveGlassEffect(.clear.interactive(), fallback: .thinMaterial)
                        Text("c").adaptiveGlassEffect(.regular.tint(.blue).interactive(false), in: .rect(cornerRadius: 8), fallback: .regularMaterial)
                        Text("d").adaptiveGlassEffect(.identity, in: Circle(), fallback: .thickMaterial)
                            .adaptiveGlassEffectID("d", in: glass)
                            .adaptiveGlassEffectUnion(id: isOn ? "x" : nil, namespace: glass)
                            .adaptiveGlassEffectTransition(.materialize)
                    }
                    AdaptiveGlassEffectContainer {
                        Text("e").adaptiveGlassEffect(in: Capsule(), fallback: .ultraThickMaterial)
                    }
                }
            }

            """
        let outcome = try TypeChecker.typecheck(sources: ["Uses.swift": usage, GlassEffectHelper.fileName: GlassEffectHelper.recipe.render(targets)])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

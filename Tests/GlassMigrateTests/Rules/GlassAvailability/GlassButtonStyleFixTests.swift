import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct GlassButtonStyleFixTests {
    static let source = """
        import SwiftUI

        struct Save: View {
            var body: some View {
                Button("Save") {}
                    .buttonStyle(.glass)
            }
        }

        """

    static func run(_ text: String, targets: DeploymentTargets, declared: DeclaredNames = DeclaredNames()) -> FileResult {
        var configuration = Configuration()
        configuration.enable = ["glass-availability"]
        configuration.disable = BuiltinRules.all.map(\.id).filter { $0 != "glass-availability" }
        return Engine(rules: BuiltinRules.all, configuration: configuration)
            .run(text: text, deploymentTargets: targets, moduleDeclarations: declared)
    }

    @Test func theFixAsksForTheHelperMadeForTheModulesTargets() throws {
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17), .visionOS: OSVersion(1)]))
        let helper = try #require(result.supportFiles.first)
        #expect(helper.name == GlassButtonStyleHelper.fileName)
        #expect(helper.contents.contains("if #available(iOS 26.0, *)"))
        #expect(helper.contents.contains("#if os(visionOS)"))
        #expect(String(decoding: result.output, as: UTF8.self).contains("Button(\"Save\") {}\n            .adaptiveGlassButtonStyle()\n"))
    }

    @Test func aModuleThatDeclaresTheHelpersNameKeepsItsCodeWithTheFinding() throws {
        let declared = try DeclaredNames(ParsedFile(SourceFile(path: "Own.swift", bytes: Array("""
            extension View { func adaptiveGlassButtonStyle() -> some View { self } }
            """.utf8))))
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17)]), declared: declared)
        #expect(result.output == result.original)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.message.contains("Fix:") == false)
    }

    @Test func atIOS26NothingIsReportedOrFixed() {
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(26)]))
        #expect(result.output == result.original)
        #expect(result.findings.isEmpty)
    }

    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)),
          arguments: [DeploymentTargets.unknown, DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)]),
                      DeploymentTargets([.iOS: OSVersion(17), .visionOS: OSVersion(1)]), DeploymentTargets([.macOS: OSVersion(14)])])
    func theHelperCompilesForEveryKindOfTarget(_ targets: DeploymentTargets) throws {
        let usage = """
            import SwiftUI

            struct Uses: View {
                var body: some View {
                    VStack {
                        Button("a") {}.adaptiveGlassButtonStyle()
                        Button("b") {}.adaptiveGlassProminentButtonStyle()
                    }
                }
            }

            """
        let outcome = try TypeChecker.typecheck(sources: ["Uses.swift": usage, GlassButtonStyleHelper.fileName: GlassButtonStyleHelper.recipe.render(targets)])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

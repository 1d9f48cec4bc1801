import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct BarBackgroundTests {
    static let source = """
        import SwiftUI

        struct Inbox: View {
            var body: some View {
                NavigationStack { Text("Mail") }
                    .toolbarBackground(.thinMaterial, for: .navigationBar)
            }
        }

        """

    static func run(_ text: String, targets: DeploymentTargets, declared: DeclaredNames = DeclaredNames()) -> FileResult {
        var configuration = Configuration()
        configuration.enable = ["bar-background"]
        configuration.disable = BuiltinRules.all.map(\.id).filter { $0 != "bar-background" }
        return Engine(rules: BuiltinRules.all, configuration: configuration)
            .run(text: text, deploymentTargets: targets, moduleDeclarations: declared)
    }

    @Test func aRewriteAsksForTheHelperMadeForTheModulesTargets() throws {
        let targets = DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)])
        let result = Self.run(Self.source, targets: targets)
        let helper = try #require(result.supportFiles.first)
        #expect(helper.name == BarBackgroundHelper.fileName)
        #expect(helper.contents.contains("if #available(iOS 26.0, macOS 26.0, *)"))
        #expect(String(decoding: result.output, as: UTF8.self).contains(".toolbarBackgroundBeforeGlass(.thinMaterial, for: .navigationBar)"))
    }

    @Test func aModuleThatDeclaresTheHelpersNameKeepsItsCodeWithAFinding() throws {
        let declared = try DeclaredNames(ParsedFile(SourceFile(path: "Own.swift", bytes: Array("""
            extension View { func toolbarBackgroundBeforeGlass(_ x: Int, for y: Int) -> some View { self } }
            """.utf8))))
        let result = Self.run(Self.source, targets: DeploymentTargets([.iOS: OSVersion(17)]), declared: declared)
        #expect(result.output == result.original)
        #expect(result.findings.map(\.ruleID) == ["bar-background/review"])
    }

    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)),
          arguments: [DeploymentTargets.unknown, DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)]),
                      DeploymentTargets([.iOS: OSVersion(17), .visionOS: OSVersion(1)]), DeploymentTargets([.macOS: OSVersion(14)])])
    func theHelperCompilesForEveryKindOfTarget(_ targets: DeploymentTargets) throws {
        let usage = """
            import SwiftUI

            struct Uses: View {
                var body: some View {
                    Text("a")
                        .toolbarBackgroundBeforeGlass(.ultraThinMaterial, for: .automatic)
                        .toolbarBackgroundBeforeGlass(Material.bar, for: .tabBar)
                        .presentationBackgroundBeforeGlass(.regularMaterial)
                }
            }

            """
        let outcome = try TypeChecker.typecheck(sources: ["Uses.swift": usage, BarBackgroundHelper.fileName: BarBackgroundHelper.recipe.render(targets)])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

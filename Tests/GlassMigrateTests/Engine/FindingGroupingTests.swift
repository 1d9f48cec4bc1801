import Testing
import GlassMigrate
import GlassMigrateTransforms

/// A rule that groups identical findings reports one per file and message, at the first site that is
/// not suppressed, and names the others; other rules report every site.
@Suite struct FindingGroupingTests {
    static let iOS17 = DeploymentTargets([.iOS: OSVersion(17)])

    @Test func theFirstSiteNamesTheOthers() throws {
        let source = """
            let a = Text("a").glassEffect()
            let b = Text("b").glassEffect()
            let c = GlassEffectContainer { Text("c") }
            let d = Text("d").glassEffect()

            """
        let result = Engine(transforms: [GlassAvailability()]).run(text: source, deploymentTargets: Self.iOS17)
        #expect(result.findings.map(\.location.line) == [1, 3])
        let first = try #require(result.findings.first)
        #expect(first.otherSites.map(\.location) == [SourceLocation(line: 2, column: 19), SourceLocation(line: 4, column: 19)])
        #expect(first.message.hasSuffix(" Also at 2:19 and 4:19 in this file."), "\(first.message)")
        #expect(result.findings[1].otherSites.isEmpty && !result.findings[1].message.contains("Also at"))
    }

    @Test func aSuppressedSiteIsNeitherFirstNorListed() throws {
        let source = """
            let a = Text("a").glassEffect() // glassmigrate:disable:this glass-availability
            let b = Text("b").glassEffect()
            let c = Text("c").glassEffect()

            """
        let result = Engine(transforms: [GlassAvailability()]).run(text: source, deploymentTargets: Self.iOS17)
        let only = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(only.location.line == 2)
        #expect(only.otherSites.map(\.location.line) == [3])
    }

    @Test func rulesThatDoNotGroupReportEverySite() {
        let source = "// glassmigrate:disable:next a-rule\n// glassmigrate:disable:next a-rule\n"
        let result = Engine(transforms: []).run(text: source)
        #expect(result.findings.count == 2)
        #expect(result.findings.allSatisfy { $0.otherSites.isEmpty })
    }
}

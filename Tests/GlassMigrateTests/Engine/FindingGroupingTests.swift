import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// A rule that groups identical findings reports one per file and message, at the first site that is
/// not suppressed, and names the others; other rules report every site.
@Suite struct FindingGroupingTests {
    static let iOS17 = DeploymentTargets([.iOS: OSVersion(17)])

    @Test func theFirstSiteNamesTheOthers() throws {
        let source = """
            let a = Text("a").glassEffect(Glass.regular)
            let b = Text("b").glassEffect(Glass.regular)
            let c = GlassEffectContainer { Text("c") }
            let d = Text("d").glassEffect(Glass.regular)

            """
        let result = Engine(rules: [GlassAvailability()]).run(text: source, deploymentTargets: Self.iOS17)
        #expect(result.findings.map(\.location.line) == [1, 3])
        let first = try #require(result.findings.first)
        #expect(first.otherSites.map(\.location) == [SourceLocation(line: 2, column: 19), SourceLocation(line: 4, column: 19)])
        #expect(first.message.hasSuffix(" Also at 2:19 and 4:19 in this file."), "\(first.message)")
        #expect(result.findings[1].otherSites.isEmpty && !result.findings[1].message.contains("Also at"))
    }

    @Test func aSuppressedSiteIsNeitherFirstNorListed() throws {
        let source = """
            let a = Text("a").glassEffect(Glass.regular) // glassmigrate:disable:this glass-availability
            let b = Text("b").glassEffect(Glass.regular)
            let c = Text("c").glassEffect(Glass.regular)

            """
        let result = Engine(rules: [GlassAvailability()]).run(text: source, deploymentTargets: Self.iOS17)
        let only = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(only.location.line == 2)
        #expect(only.otherSites.map(\.location.line) == [3])
    }

    @Test func rulesThatDoNotGroupReportEverySite() {
        let source = "// glassmigrate:disable:next a-rule\n// glassmigrate:disable:next a-rule\n"
        let result = Engine(rules: []).run(text: source)
        #expect(result.findings.count == 2)
        #expect(result.findings.allSatisfy { $0.otherSites.isEmpty })
    }
}

/// Machine-readable reports keep every site of a grouped finding.
@Suite struct GroupedFindingReportTests {
    static func report() -> RunReport {
        let source = "let a = Text(\"a\").glassEffect(Glass.regular)\nlet b = Text(\"b\").glassEffect(Glass.regular)\n"
        let result = Engine(rules: [GlassAvailability()])
            .run(text: source, path: "A.swift", deploymentTargets: DeploymentTargets([.iOS: OSVersion(17)]))
        return RunReport(files: [result], rules: [GlassAvailability().ruleDescription])
    }

    @Test func sarifListsTheOtherSitesAsRelatedLocations() throws {
        let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(Self.report()).utf8)) as? [String: Any]
        let runs = try #require(object?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 2)
        #expect(region?["startColumn"] as? Int == 19)
    }

    @Test func jsonListsTheOtherSites() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(Self.report()).utf8)) as? [String: Any]
        let files = try #require(object?["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        let others = try #require(findings.first?["otherSites"] as? [[String: Any]])
        #expect(others.map { $0["line"] as? Int } == [2])
        #expect(others.map { $0["offset"] as? Int } == [63])
    }
}

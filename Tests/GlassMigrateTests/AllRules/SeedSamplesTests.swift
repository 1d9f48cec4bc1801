import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The seed article's samples (`WeatherSummaryCard`, `QuickActionsBar`, `AccessibleGlassSurface`, in our
/// own words) are correct Liquid Glass code: every built-in rule together makes no edit on them and
/// reports exactly the findings documented beside them.
///
/// `Fixtures/samples/seed-article.swift` is the one shared copy; `seed-article.<targets>.findings` lists
/// the findings for each deployment target set (`line:column severity rule-id`, in order). Below iOS 26
/// the unguarded `QuickActionsBar` does not compile, which `glass-availability` reports; the interactive
/// glass of a modifier that reads neither Reduce Motion nor Reduce Transparency is an `info` hint at any
/// target (`AccessibleGlassSurface` reads Reduce Transparency, as the article recommends).
@Suite struct SeedSamplesTests {
    static let folder = FixtureCase.root.appendingPathComponent("Fixtures/samples")
    static let sample = folder.appendingPathComponent("seed-article.swift")

    static let targetSets: [(name: String, targets: DeploymentTargets)] = [
        ("ios17", DeploymentTargets([.iOS: OSVersion(17)])),
        ("ios26", DeploymentTargets([.iOS: OSVersion(26)])),
    ]

    @Test(arguments: ["ios17", "ios26"])
    func everyBuiltinRuleAgreesWithTheDocumentedFindings(_ name: String) throws {
        let targets = try #require(Self.targetSets.first { $0.name == name }).targets
        let input = [UInt8](try Data(contentsOf: Self.sample))
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("seed-article.\(name).findings"), encoding: .utf8)
            .split(whereSeparator: \.isNewline).map(String.init)
        // Every rule, the opt-in ones and the container fix included.
        var configuration = Configuration()
        configuration.fixContainers = true
        configuration.enable = BuiltinRules.all.map(\.id)
        let engine = Engine(rules: BuiltinRules.all, configuration: configuration)
        #expect(engine.enabledRules.count == BuiltinRules.all.count)
        let result = engine.run(path: "seed-article.swift", bytes: input, deploymentTargets: targets)
        #expect(result.error == nil)
        #expect(result.edits.isEmpty, "edits: \(result.edits)")
        #expect(result.output == input)
        #expect(result.supportFiles.isEmpty)
        // A grouped finding's other sites are listed as the fixture runner lists them.
        let actual = result.findings.flatMap { finding -> [(GlassMigrate.SourceLocation, String)] in
            let first = "\(finding.location.line):\(finding.location.column)"
            return [(finding.location, "\(first) \(finding.severity.rawValue) \(finding.ruleID)")]
                + finding.otherSites.map { site in
                    (site.location, "\(site.location.line):\(site.location.column) \(finding.severity.rawValue) \(finding.ruleID) (grouped with \(first))")
                }
        }.sorted { $0.0 < $1.0 }.map(\.1)
        #expect(actual == expected, "messages: \(result.findings.map(\.message))")
        #expect(!result.findings.contains { $0.severity == .warning }, "the samples are correct: no warning")
    }

    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
    func samplesTypeCheck() throws {
        let outcome = try TypeChecker.typecheck(files: [Self.sample])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

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
/// glass that ignores Reduce Motion is an `info` hint at any target.
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
        configuration.enable = BuiltinTransforms.all.map(\.id)
        let engine = Engine(transforms: BuiltinTransforms.all, configuration: configuration)
        #expect(engine.enabledTransforms.count == BuiltinTransforms.all.count)
        let result = engine.run(path: "seed-article.swift", bytes: input, deploymentTargets: targets)
        #expect(result.error == nil)
        #expect(result.edits.isEmpty, "edits: \(result.edits)")
        #expect(result.output == input)
        #expect(result.supportFiles.isEmpty)
        let actual = result.findings.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID)" }
        #expect(actual == expected, "messages: \(result.findings.map(\.message))")
        #expect(!result.findings.contains { $0.severity == .warning }, "the samples are correct: no warning")
    }

    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
    func samplesTypeCheck() throws {
        let outcome = try TypeChecker.typecheck(files: [Self.sample])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

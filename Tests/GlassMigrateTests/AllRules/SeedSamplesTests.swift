import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The seed article's samples (`WeatherSummaryCard`, `QuickActionsBar`, `AccessibleGlassSurface`, in our
/// own words) are correct Liquid Glass code: every built-in rule together makes no edit on them at iOS 26
/// (below it, only glass-availability's fixes of the glass that does not compile there) and
/// reports exactly the findings documented beside them.
///
/// `Fixtures/samples/seed-article.input.swift` is the one shared copy, with a marker (`1️⃣`…) where any
/// target set reports something (see `FindingMarkers`; the markers are removed before it runs);
/// `seed-article.<targets>.findings` names, in the fixtures' form, what each deployment target set
/// reports at which of those markers (`1️⃣ info glass-interactive-motion: message`). Below iOS 26
/// the unguarded `QuickActionsBar` does not compile, which `glass-availability` reports; the interactive
/// glass of a modifier that reads neither Reduce Motion nor Reduce Transparency is an `info` hint at any
/// target (`AccessibleGlassSurface` reads Reduce Transparency, as the article recommends).
@Suite struct SeedSamplesTests {
    static let folder = FixtureCase.root.appendingPathComponent("Fixtures/samples")
    static let sample = folder.appendingPathComponent("seed-article.input.swift")

    static let targetSets: [(name: String, targets: DeploymentTargets)] = [
        ("ios17", DeploymentTargets([.iOS: OSVersion(17)])),
        ("ios26", DeploymentTargets([.iOS: OSVersion(26)])),
    ]

    /// The sample without its markers, and the markers.
    static func marked() throws -> (bytes: [UInt8], markers: [(label: String, offset: Int)]) {
        FindingMarkers.strip([UInt8](try Data(contentsOf: sample)))
    }

    /// The lines of `seed-article.<name>.findings`.
    static func expectedFindings(_ name: String) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent("seed-article.\(name).findings"), encoding: .utf8)
            .split(whereSeparator: \.isNewline).map(String.init)
    }

    @Test(arguments: ["ios17", "ios26"])
    func everyBuiltinRuleAgreesWithTheDocumentedFindings(_ name: String) throws {
        let targets = try #require(Self.targetSets.first { $0.name == name }).targets
        let (input, markers) = try Self.marked()
        let expected = try Self.expectedFindings(name)
        // Every rule, the opt-in ones and the container fix included.
        var configuration = Configuration()
        configuration.fixContainers = true
        configuration.enable = BuiltinRules.all.map(\.id)
        let engine = Engine(rules: BuiltinRules.all, configuration: configuration)
        #expect(engine.enabledRules.count == BuiltinRules.all.count)
        let result = engine.run(path: "seed-article.swift", bytes: input, deploymentTargets: targets)
        #expect(result.error == nil)
        if targets.allSupportLiquidGlass {
            #expect(result.edits.isEmpty, "edits: \(result.edits)")
            #expect(result.output == input)
            #expect(result.supportFiles.isEmpty)
        } else {
            // Below 26 the unguarded glass (button styles, container, morph IDs) does not compile;
            // glass-availability fixes it through its generated helpers, and nothing else is edited.
            #expect(!result.edits.isEmpty && result.edits.allSatisfy { $0.ruleID == "glass-availability" }, "edits: \(result.edits)")
            #expect(result.supportFiles.map(\.name) == [GlassEffectHelper.fileName, GlassButtonStyleHelper.fileName])
        }
        // The markers this target set's findings name: every finding must be at one of them, and each of
        // them must get its finding (a grouped site as the fixture runner lists it).
        let named = Set(expected.compactMap { $0.split(separator: " ").first.map(String.init) })
        let actual = FindingMarkers.lines(for: result.findings, markers: markers.filter { named.contains($0.label) })
        #expect(actual == expected, "found:\n\(actual.joined(separator: "\n"))")
        #expect(!result.findings.contains { $0.severity == .warning }, "the samples are correct: no warning")
    }

    /// A marker no target set names would mark nothing.
    @Test func everyMarkerIsNamedByATargetSet() throws {
        var named: Set<String> = []
        for set in Self.targetSets {
            for line in try Self.expectedFindings(set.name) { named.insert(String(line.prefix { $0 != " " })) }
        }
        let markers = try Self.marked().markers.map(\.label)
        #expect(!markers.isEmpty)
        #expect(Set(markers) == named)
        #expect(Set(markers).count == markers.count, "each marker once")
    }

    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
    func samplesTypeCheck() throws {
        let source = String(decoding: try Self.marked().bytes, as: UTF8.self)
        let outcome = try TypeChecker.typecheck(source: source, fileName: "seed-article.swift")
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

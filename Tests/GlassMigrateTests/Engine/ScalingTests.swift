import Foundation
import Testing
@testable import GlassMigrate
@testable import GlassMigrateCore
import GlassMigrateTransforms

/// Work that must grow in proportion to the input: measured as the growth of the steps `WorkMeter`
/// counts (tokens stepped over, blocks climbed, edits passed, diff steps, chain links scanned) from one
/// input to one several times larger. The counts are the same on an idle and a busy machine, so the
/// bound can be tight; wall-clock growth is timed by `Benchmarks/scaling.sh`, never here.
@Suite(.serialized) struct ScalingTests {
    /// Asserts that `work(large)` counts at most `slack` times `large / small` the steps of `work(small)`:
    /// linear work passes; quadratic work exceeds it by the factor `large / small`.
    static func expectLinear(small: Int, large: Int, slack: Double = 1.5, _ what: Comment,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation, _ work: (Int) -> Void) {
        let smallSteps = WorkMeter.steps { work(small) }
        let largeSteps = WorkMeter.steps { work(large) }
        // Nothing counted would pass any bound: the work must go through the counted walks.
        #expect(smallSteps >= small, "\(what): \(small) counted only \(smallSteps) steps", sourceLocation: sourceLocation)
        let ratio = Double(largeSteps) / Double(max(smallSteps, 1))
        let bound = slack * Double(large) / Double(small)
        #expect(ratio < bound, "\(what): \(small) took \(smallSteps) steps, \(large) took \(largeSteps) (×\(ratio), bound ×\(bound))",
                sourceLocation: sourceLocation)
    }

    static func engine(_ ids: [String], fixContainers: Bool = false) -> Engine {
        var configuration = Configuration()
        configuration.enable = ids
        configuration.disable = BuiltinRules.all.map(\.id).filter { !ids.contains($0) }
        configuration.fixContainers = fixContainers
        return Engine(rules: BuiltinRules.all, configuration: configuration)
    }

    /// `depth` stacks nested in each other around two glass views.
    static func nestedStacks(_ depth: Int, qualified: Bool = false) -> [UInt8] {
        let stack = qualified ? "SwiftUI.HStack {\n" : "HStack {\n"
        let text = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n"
            + String(repeating: stack, count: depth)
            + "Text(\"a\").glassEffect()\nText(\"b\").glassEffect()\n"
            + String(repeating: "}\n", count: depth) + "    }\n}\n"
        return Array(text.utf8)
    }

    @Test func glassContainerIsLinearInNestingDepth() {
        let engine = Self.engine(["glass-container"], fixContainers: true)
        Self.expectLinear(small: 1_500, large: 6_000, "glass-container over nested stacks") { depth in
            let result = engine.run(path: "nested.swift", bytes: Self.nestedStacks(depth))
            #expect(result.error == nil)
            #expect(result.changed)
        }
    }

    /// A view with `count` lines, each a site of `material-background` or of `glass-effect-order`.
    static func manySites(_ count: Int) -> [UInt8] {
        var text = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        VStack {\n"
        for index in 0..<count {
            text += index.isMultiple(of: 2)
                ? "            Text(\"\(index)\").background(.thinMaterial, in: Capsule())\n"
                : "            Text(\"\(index)\").glassEffect().padding()\n"
        }
        return Array((text + "        }\n    }\n}\n").utf8)
    }

    @Test func manyEditSitesInOneFileAreLinearInTheEngineTheDiffAndTheLineFormats() {
        let engine = Engine(rules: BuiltinRules.all)
        let rules = BuiltinRules.all.map(\.ruleDescription)
        var reports: [Int: RunReport] = [:]
        Self.expectLinear(small: 200, large: 800, "the engine over many sites") { count in
            let result = engine.run(path: "Sites.swift", bytes: Self.manySites(count))
            #expect(result.error == nil && result.edits.count >= count)
            reports[count] = RunReport(files: [result], rules: rules)
        }
        let formats: [(String, (RunReport) -> Int)] = [
            ("diff", { $0.unifiedDiffBytes.count }),
            ("github", { GitHubReporter.render($0).utf8.count }),
            ("xcode", { XcodeReporter.render($0).utf8.count }),
        ]
        for (name, render) in formats {
            Self.expectLinear(small: 200, large: 800, "\(name) over many sites") { count in
                #expect(render(reports[count]!) > count)
            }
        }
    }

    /// The bundled demo app's sources repeated `copies` times into one file: real SwiftUI with every kind of site.
    static func demoApp(copies: Int) -> [UInt8] {
        let root = FixtureCase.root.appendingPathComponent("Fixtures/DemoApp")
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var chunk: [UInt8] = []
        for file in files {
            chunk += ((try? [UInt8](Data(contentsOf: root.appendingPathComponent(file)))) ?? []) + [10]
        }
        return Array([[UInt8]](repeating: chunk, count: copies).joined())
    }

    @Test func aLargeFileIsLinearInTheEngine() {
        let engine = Engine(rules: BuiltinRules.all)
        Self.expectLinear(small: 2, large: 8, "the engine over the demo app repeated") { copies in
            let result = engine.run(path: "Big.swift", bytes: Self.demoApp(copies: copies))
            #expect(result.error == nil && result.changed)
        }
    }

    /// `count` small views in one file, each with a material background: many declarations share names
    /// (`body`), which the rules look up for every site.
    static func manyViews(_ count: Int) -> [UInt8] {
        var text = "import SwiftUI\n"
        for index in 0..<count {
            text += "\nstruct Card\(index): View {\n    var body: some View {\n        Text(\"\(index)\").background(.thinMaterial, in: Capsule())\n    }\n}\n"
        }
        return Array(text.utf8)
    }

    @Test func modifierChainsAfterManyClosureStatementsAreLinear() throws {
        // Each `{` after a link is told from the tokens before it back to the previous statement's `}`,
        // whose own `{` was told before: no question reads back to the start of the body.
        func statements(_ count: Int) throws -> ParsedFile {
            var text = "func build() {\n"
            for index in 0..<count { text += "    Group { item\(index) }\n    .overlay { mark }\n    if flag\(index).isOn { done() }\n" }
            return try ParsedFile(text: text + "}\n")
        }
        let small = try statements(500)
        let large = try statements(4_000)
        Self.expectLinear(small: 500, large: 4_000, "modifier chains after many closure statements") { count in
            let file = count == 500 ? small : large
            let copy = try? ParsedFile(file.source)
            #expect(copy?.chains.count == 2 * count)
        }
    }

    @Test func manyViewsInOneFileAreLinearInTheEngine() {
        let engine = Engine(rules: BuiltinRules.all)
        Self.expectLinear(small: 200, large: 1_600, "the engine over many views") { count in
            let result = engine.run(path: "Views.swift", bytes: Self.manyViews(count))
            #expect(result.error == nil && result.edits.count >= count)
        }
    }

    /// A file of `count` one-letter lines rewritten by two rules in turn (`x` → `z` → `y`), each edit
    /// reported: little text, many edits and findings, so per-edit work that grows with the edits shows.
    static func manyEdits(_ count: Int) -> RunReport {
        let original = Array(String(repeating: "x\n", count: count).utf8)
        let output = Array(String(repeating: "y\n", count: count).utf8)
        let first = (0..<count).map { Edit(range: (2 * $0)..<(2 * $0 + 1), replacement: "z", ruleID: "first") }
        let second = (0..<count).map { Edit(range: (2 * $0)..<(2 * $0 + 1), replacement: "y", ruleID: "second") }
        let findings = (0..<count).map {
            Finding(ruleID: "second", severity: .warning, message: "A site.", path: "Edits.swift", offset: 2 * $0,
                    location: SourceLocation(line: $0 + 1, column: 1))
        }
        // One change per edit, as the engine makes them for rules that return a fix per site.
        let sites = { (ruleID: String, passIndex: Int, edits: [Edit]) in
            edits.enumerated().map { index, edit in
                Change(key: Change.Key(ruleID: ruleID, ranges: [edit.range], replacements: [edit.replacement]), ruleID: ruleID,
                           passIndex: passIndex, edits: [edit], originalRange: edit.range, location: SourceLocation(line: index + 1, column: 1))
            }
        }
        let result = FileResult(path: "Edits.swift", original: original, output: output,
                                passes: [RulePass(ruleID: "first", edits: first, changes: sites("first", 0, first)),
                                         RulePass(ruleID: "second", edits: second, changes: sites("second", 1, second))],
                                findings: findings, supportFiles: [], error: nil)
        return RunReport(files: [result], rules: [RuleDescription(id: "first", summary: "First.", kind: .rewrite, defaultSeverity: .warning),
                                                  RuleDescription(id: "second", summary: "Second.", kind: .rewrite, defaultSeverity: .warning)])
    }

    @Test func reportsOfManyEditsAreLinear() {
        let reports = [200: Self.manyEdits(200), 800: Self.manyEdits(800), 1_000: Self.manyEdits(1_000), 4_000: Self.manyEdits(4_000)]
        // Locating each edit in the original used to walk every earlier edit: JSON and SARIF took
        // quadratic time in the edits of a file.
        Self.expectLinear(small: 1_000, large: 4_000, "locating many edits") { count in
            #expect(reports[count]!.files[0].locatedEdits.count == 2 * count)
        }
        let formats: [(String, (RunReport) -> Int)] = [
            ("json", { JSONReporter.render($0).utf8.count }),
            ("sarif", { SARIFReporter.render($0).utf8.count }),
        ]
        for (name, render) in formats {
            Self.expectLinear(small: 200, large: 800, "\(name) of many edits") { count in
                #expect(render(reports[count]!) >= count)
            }
        }
    }

    /// One chain of `count` material backgrounds: each link is a site, and each site's questions about
    /// its chain (a glass link in it, a clip after it) must not walk the whole chain again.
    static func longChain(_ count: Int) -> [UInt8] {
        let text = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        Text(\"a\")\n"
            + String(repeating: "            .background(.thinMaterial, in: Capsule())\n", count: count)
            + "    }\n}\n"
        return Array(text.utf8)
    }

    @Test func oneLongModifierChainIsLinearInTheEngine() {
        let engine = Engine(rules: BuiltinRules.all)
        Self.expectLinear(small: 500, large: 2_000, "the engine over one chain of many backgrounds") { count in
            let result = engine.run(path: "Chain.swift", bytes: Self.longChain(count))
            #expect(result.error == nil && result.changed)
        }
    }

    @Test func offsetsMapInOneSweepAsOneByOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var edits: [Edit] = []
            var position = 0
            for _ in 0..<Int.random(in: 0...20, using: &generator) {
                position += Int.random(in: 0...5, using: &generator)
                let length = Int.random(in: 0...4, using: &generator)
                let replacement = String(repeating: "r", count: Int.random(in: 0...6, using: &generator))
                if length == 0 && replacement.isEmpty { continue }
                edits.append(Edit(range: position..<(position + length), replacement: replacement, ruleID: "r"))
                position += max(length, 1)
            }
            let offsets = (0..<30).map { _ in Int.random(in: 0...(position + 20), using: &generator) }
            #expect(EditSet.offsets(offsets, before: edits) == offsets.map { EditSet.offset($0, before: edits) }, "\(edits) \(offsets)")
        }
    }
}

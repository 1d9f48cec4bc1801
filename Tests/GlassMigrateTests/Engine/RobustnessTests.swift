import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Every built-in rule over mutated real Swift: the engine must never crash, what it writes must
/// parse, and a second run over its output must change nothing.
@Suite struct RobustnessTests {
    /// Every fixture and sample Swift file, as the seed corpus for mutation.
    static let corpus: [[UInt8]] = {
        let fixtures = FixtureCase.root.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("lexer/") }.sorted().compactMap {
            (try? Data(contentsOf: fixtures.appendingPathComponent($0))).map { [UInt8]($0) }
        }
    }()

    /// Engines with every rule enabled, one per output style and option combination.
    static let engines: [Engine] = OutputStyle.allCases.flatMap { style in
        [false, true].map { options in
            var configuration = Configuration()
            configuration.style = style
            configuration.migrateFullBleed = options
            configuration.fixContainers = options
            configuration.enable = BuiltinTransforms.all.map(\.id)
            return Engine(transforms: BuiltinTransforms.all, configuration: configuration)
        }
    }

    static let targets: [DeploymentTargets] = [
        .unknown, DeploymentTargets([.iOS: OSVersion(17)]), DeploymentTargets([.iOS: OSVersion(26)]),
        DeploymentTargets([.iOS: OSVersion(18), .macOS: OSVersion(15), .visionOS: OSVersion(2)]),
    ]

    /// Runs `engine` over `bytes`, then over its output; a description of what went wrong, or nil.
    static func problem(in bytes: [UInt8], engine: Engine, targets: DeploymentTargets) -> String? {
        let first = engine.run(path: "fuzz.swift", bytes: bytes, deploymentTargets: targets)
        if first.error != nil {
            return first.output == bytes ? nil : "a failed run changed the file"
        }
        guard first.changed else { return nil }
        if (try? ParsedFile(SourceFile(path: "fuzz.swift", bytes: first.output))) == nil {
            return "the output does not parse"
        }
        let second = engine.run(path: "fuzz.swift", bytes: first.output, deploymentTargets: targets)
        if let error = second.error { return "the second run failed: \(error)" }
        if second.changed {
            let source = SourceFile(path: "first", bytes: first.output)
            let edits = second.edits.map { "\($0.ruleID) at \(source.location(of: $0.range.lowerBound)) replaces '\(source.text($0.range))' with '\($0.replacement)'" }
            return "the second run changed the output again: \(edits)\n--- first output ---\n" + String(decoding: first.output, as: UTF8.self)
        }
        return nil
    }

    /// Deletes, duplicates or swaps random significant tokens of `bytes`, or cuts it short.
    static func mutate(_ bytes: [UInt8], using generator: inout SeededRandom) -> [UInt8] {
        let tokens = SourceFile(path: "seed", bytes: bytes).tokens.filter { !$0.kind.isTrivia }
        guard !tokens.isEmpty else { return bytes }
        var pieces: [(range: Range<Int>, replacement: [UInt8])] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let token = tokens.randomElement(using: &generator)!
            let text = Array(bytes[token.range])
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5: pieces.append((token.range, []))
            case 5..<8: pieces.append((token.range, text + text))
            case 8: pieces.append((token.start..<bytes.count, []))
            default:
                let other = tokens.randomElement(using: &generator)!
                pieces.append((token.range, Array(bytes[other.range])))
            }
        }
        // Apply from the end so earlier ranges stay valid; skip any that overlap one already applied.
        var result = bytes
        var floor = Int.max
        for piece in pieces.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where piece.range.upperBound <= floor {
            result.replaceSubrange(piece.range, with: piece.replacement)
            floor = piece.range.lowerBound
        }
        return result
    }

    /// An environment variable's integer value, so a local run can fuzz longer or with another seed.
    static func setting(_ name: String, default fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
    }

    @Test func mutatedFixturesNeverCrashAndSettleInOneRun() {
        let corpus = Self.corpus
        #expect(corpus.count > 50)
        var generator = SeededRandom(seed: UInt64(Self.setting("GLASSMIGRATE_FUZZ_SEED", default: 0x0DD_1A55)))
        var failures = 0
        for index in 0..<Self.setting("GLASSMIGRATE_FUZZ_CASES", default: 6_000) {
            let seed = corpus.randomElement(using: &generator)!
            let input = Self.mutate(seed, using: &generator)
            let engine = Self.engines[index % Self.engines.count]
            let targets = Self.targets[(index / Self.engines.count) % Self.targets.count]
            if let problem = Self.problem(in: input, engine: engine, targets: targets) {
                failures += 1
                Issue.record("case \(index), style \(engine.configuration.style), targets \(targets.minimums): \(problem)\n--- input ---\n\(String(decoding: input, as: UTF8.self))")
                if failures >= 3 { return }
            }
        }
    }

    @Test func liquidGlassGlassCountsAsEarlierGlass() {
        var configuration = Configuration()
        configuration.style = .liquidglass
        let engine = Engine(transforms: BuiltinTransforms.all, configuration: configuration)
        let source = "import SwiftUI\n\nlet v = Text(\"a\").background(.thinMaterial).cornerRadius(8).background(.thickMaterial).clipShape(Circle())\n"
        let first = engine.run(text: source)
        #expect(first.error == nil)
        #expect(first.changed)
        let second = engine.run(path: "<string>", bytes: first.output)
        #expect(second.output == first.output)
    }

    @Test(arguments: [
        "", "\u{FEFF}", "\u{FEFF}\n", "\n", "\r\n", ".", "x.", "x.\n", "Text(\"a\").", "Text(\"a\").background(",
        "Text(\"a\").background()", "Text(\"a\").background(.", "Text(\"a\").background(.ultraThinMaterial, in:)",
        "Text(\"a\").background(.ultraThinMaterial, in: )", "Text(\"a\").background(in: Capsule())",
        "Text(\"a\").background(.ultraThinMaterial, in: .)", ".background(.regularMaterial)", "Material",
        "x.glassEffect(", "x.glassEffect()", ".glassEffect", "x.glassEffect(.regular.interactive(isEnabled:))",
        "x.glassEffectID(", ".padding().glassEffect().", "#if\n.glassEffect()\n#endif", "@available(iOS 26, *)",
        "if #available(iOS 26, *) {} else { x.background(.bar) }", "GlassEffectContainer {", "GlassEffectContainer { }",
        "VStack { a.glassEffect(); b.glassEffect() }", "x.buttonStyle(.glass).glassEffect()",
        "x.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8), alignment:)",
    ])
    func oddSmallInputsDoNotCrash(_ text: String) {
        for engine in Self.engines {
            for targets in Self.targets {
                let problem = Self.problem(in: Array(text.utf8), engine: engine, targets: targets)
                #expect(problem == nil, "style \(engine.configuration.style): \(problem ?? "")")
            }
        }
    }

    @Test func deepNestingAndLongLinesDoNotCrash() {
        let depth = 3000
        let nested = String(repeating: "(", count: depth) + "x.background(.bar)" + String(repeating: ")", count: depth)
        let braces = String(repeating: "{ ", count: depth) + "x.glassEffect()" + String(repeating: " }", count: depth)
        let oneLine = String(repeating: "Text(\"a\").background(.ultraThinMaterial, in: Capsule()); ", count: 2000)
        // The `#if` condition parser recurses once per `(` or `!`.
        let condition = "#if " + String(repeating: "(", count: 50_000) + "os(iOS)" + String(repeating: ")", count: 50_000)
            + " || " + String(repeating: "! ", count: 50_000) + "os(macOS)\n"
        let deepCondition = condition + "let v = Text(\"a\").background(.ultraThinMaterial, in: Capsule())\n#endif\n"
        // Every directive used to keep a copy of the whole `#if` stack: quadratic memory in the depth.
        let nestedIfs = String(repeating: "#if os(iOS)\n", count: 20_000) + "let v = Text(\"a\").background(.thinMaterial, in: Capsule())\n"
            + String(repeating: "#endif\n", count: 20_000)
        let engine = Self.engines[0]
        for text in [nested, braces, oneLine, deepCondition, nestedIfs] {
            #expect(Self.problem(in: Array(text.utf8), engine: engine, targets: .unknown) == nil)
        }
    }
}

import Foundation
import Testing
import TestSupport
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
            configuration.enable = BuiltinRules.all.map(\.id)
            return Engine(rules: BuiltinRules.all, configuration: configuration)
        }
    }

    static let targets: [DeploymentTargets] = [
        .unknown, DeploymentTargets([.iOS: OSVersion(17)]), DeploymentTargets([.iOS: OSVersion(26)]),
        DeploymentTargets([.iOS: OSVersion(18), .macOS: OSVersion(15), .visionOS: OSVersion(2)]),
    ]

    /// What went wrong with one input, by kind, so a fuzz run can count each.
    enum Failure: String, CaseIterable {
        case failedRunChangedFile = "a failed run changed the file"
        case refused = "the engine refused input that parses (overlapping edits or an internal error)"
        case outputDoesNotParse = "the output does not parse"
        case secondRunFailed = "the second run failed"
        case notIdempotent = "the second run changed the output again"
    }

    /// Runs `engine` over `bytes`, then over its output; what went wrong (kind and details), or nil.
    ///
    /// Input that does not parse (or is not text) may be refused; input that parses must come back
    /// rewritten or unchanged without an error, as output that parses and that a second run leaves alone.
    static func failure(in bytes: [UInt8], engine: Engine, targets: DeploymentTargets) -> (kind: Failure, details: String)? {
        let first = engine.run(path: "fuzz.swift", bytes: bytes, deploymentTargets: targets)
        if let error = first.error {
            if first.output != bytes { return (.failedRunChangedFile, error) }
            let inputParses = (try? ParsedFile(SourceFile(path: "fuzz.swift", bytes: bytes))) != nil
            let isText = !bytes.contains(0) && SourceFile(path: "fuzz.swift", bytes: bytes).isValidUTF8
            return inputParses && isText ? (.refused, error) : nil
        }
        guard first.changed else { return nil }
        if (try? ParsedFile(SourceFile(path: "fuzz.swift", bytes: first.output))) == nil {
            return (.outputDoesNotParse, "--- output ---\n" + String(decoding: first.output, as: UTF8.self))
        }
        let second = engine.run(path: "fuzz.swift", bytes: first.output, deploymentTargets: targets)
        if let error = second.error { return (.secondRunFailed, error) }
        if second.changed {
            let source = SourceFile(path: "first", bytes: first.output)
            let edits = second.edits.map { "\($0.ruleID) at \(source.location(of: $0.range.lowerBound)) replaces '\(source.text($0.range))' with '\($0.replacement)'" }
            return (.notIdempotent, "\(edits)\n--- first output ---\n" + String(decoding: first.output, as: UTF8.self))
        }
        return nil
    }

    /// `failure(in:engine:targets:)` as one line of text, or nil.
    static func problem(in bytes: [UInt8], engine: Engine, targets: DeploymentTargets) -> String? {
        failure(in: bytes, engine: engine, targets: targets).map { "\($0.kind.rawValue): \($0.details)" }
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

    /// Real-world Swift files under the directory named by `GLASSMIGRATE_FUZZ_CORPUS` (the long mode's
    /// seeds beside the fixtures), skipping build and dependency folders as a run does; empty when unset.
    static let realWorldSeeds: [[UInt8]] = {
        guard let directory = ProcessInfo.processInfo.environment["GLASSMIGRATE_FUZZ_CORPUS"], !directory.isEmpty else { return [] }
        return FileDiscovery().discover([directory]).files.compactMap { path in
            guard case .success(let bytes) = SafeFile.read(path), bytes.count < 400_000 else { return nil }
            return bytes
        }
    }()

    /// Failures of one fuzz run, counted by kind, with the first few described in full.
    final class FailureTally: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var counts: [Failure: Int] = [:]
        private(set) var examples: [String] = []
        private(set) var cases = 0
        /// How many inputs of each kind are described in full (`GLASSMIGRATE_FUZZ_EXAMPLES`, default 1).
        let examplesPerKind = RobustnessTests.setting("GLASSMIGRATE_FUZZ_EXAMPLES", default: 1)

        func record(_ failure: (kind: Failure, details: String)?, describe: () -> String) {
            lock.lock()
            defer { lock.unlock() }
            cases += 1
            guard let failure else { return }
            counts[failure.kind, default: 0] += 1
            // A full example or two per kind is enough to start from; the rest are counted.
            if counts[failure.kind]! <= examplesPerKind { examples.append("\(describe()): \(failure.kind.rawValue): \(failure.details)") }
        }

        var total: Int { counts.values.reduce(0, +) }

        var summary: String {
            let kinds = Failure.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
            return "\(total) of \(cases) fuzz cases failed" + (kinds.isEmpty ? "" : ": " + kinds.joined(separator: "; "))
        }
    }

    /// The engine and targets case `index` runs with: every combination in turn.
    static func configuration(ofCase index: Int) -> (engine: Engine, targets: DeploymentTargets) {
        (engines[index % engines.count], targets[(index / engines.count) % targets.count])
    }

    /// Mutated fixtures (and, in the long mode, real-world files) through every engine: nothing may fail.
    ///
    /// The run goes on past failures and reports how many of each kind it met. `GLASSMIGRATE_FUZZ_CASES`
    /// sets the number of mutated cases (default 6,000), `GLASSMIGRATE_FUZZ_SEED` the seed, and
    /// `GLASSMIGRATE_FUZZ_CORPUS` a directory of real Swift code whose files are run unmutated through
    /// every engine and then join the mutation seeds (see README, Development).
    @Test func mutatedFixturesNeverCrashAndSettleInOneRun() {
        let fixtures = Self.corpus
        #expect(fixtures.count > 50)
        let realWorld = Self.realWorldSeeds
        let seeds = fixtures + realWorld
        let seed = UInt64(Self.setting("GLASSMIGRATE_FUZZ_SEED", default: 0x0DD_1A55))
        let cases = Self.setting("GLASSMIGRATE_FUZZ_CASES", default: 6_000)
        let tally = FailureTally()
        let combinations = Self.engines.count * Self.targets.count
        // Each case draws from its own generator, so cases run in parallel and any one repeats alone.
        DispatchQueue.concurrentPerform(iterations: realWorld.count * combinations + cases) { index in
            if index < realWorld.count * combinations {
                let (engine, targets) = Self.configuration(ofCase: index)
                let input = realWorld[index / combinations]
                tally.record(Self.failure(in: input, engine: engine, targets: targets)) {
                    "real-world file \(index / combinations), style \(engine.configuration.style), targets \(targets.minimums)\n--- input ---\n\(String(decoding: input, as: UTF8.self))\n---"
                }
                return
            }
            let number = index - realWorld.count * combinations
            var generator = SeededRandom(seed: seed &+ UInt64(number) &* 0x2545_F491_4F6C_DD1D)
            let input = Self.mutate(seeds.randomElement(using: &generator)!, using: &generator)
            let (engine, targets) = Self.configuration(ofCase: number)
            tally.record(Self.failure(in: input, engine: engine, targets: targets)) {
                "case \(number) (seed \(seed)), style \(engine.configuration.style), targets \(targets.minimums)\n--- input ---\n\(String(decoding: input, as: UTF8.self))\n---"
            }
        }
        for example in tally.examples { Issue.record(Comment(rawValue: example)) }
        #expect(tally.total == 0, Comment(rawValue: tally.summary))
        print("glassmigrate fuzz: \(tally.summary) (\(realWorld.count) real-world files, \(fixtures.count) fixtures)")
    }

    @Test func liquidGlassGlassCountsAsEarlierGlass() {
        var configuration = Configuration()
        configuration.style = .liquidglass
        let engine = Engine(rules: BuiltinRules.all, configuration: configuration)
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

    /// Odd inputs the compiler's parser accepts (a compound name such as `RoundedRectangle(cornerRadius:)`
    /// looks like a call with an empty argument) must give output it accepts, in every style.
    @Test(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
    func outputParsesWheneverTheInputDoesInEveryStyle() throws {
        let inputs = [
            "let v = Text(\"a\").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: ))",
            "let v = Text(\"a\").background(.thinMaterial).clipShape(RoundedRectangle(cornerRadius:))",
            "let v = Text(\"a\").background(.thinMaterial, in: .rect(cornerRadius: ))",
            "let v = Text(\"a\").background { RoundedRectangle(cornerRadius:).fill(.thinMaterial) }",
            "let v = Text(\"a\").background(.thinMaterial, in: RoundedRectangle(cornerRadius: , style: .continuous))",
            "let v = Text(\"a\").background(.thinMaterial).cornerRadius(8)",
            "let v = Text(\"a\").glassEffect(.regular, isEnabled: on).padding()",
        ]
        var cases: [(input: String, output: String, style: OutputStyle)] = []
        for input in inputs {
            for engine in Self.engines {
                for targets in Self.targets {
                    let result = engine.run(path: "odd.swift", bytes: Array(input.utf8), deploymentTargets: targets)
                    if result.changed { cases.append((input, String(decoding: result.output, as: UTF8.self), engine.configuration.style)) }
                }
            }
        }
        let inputParses = Dictionary(uniqueKeysWithValues: zip(inputs, try TypeChecker.parses(inputs)))
        let checked = cases.filter { inputParses[$0.input] == true }
        let outputs = Array(Set(checked.map(\.output))).sorted()
        let outputParses = Dictionary(uniqueKeysWithValues: zip(outputs, try TypeChecker.parses(outputs)))
        #expect(!checked.isEmpty)
        for item in checked where outputParses[item.output] != true {
            Issue.record("style \(item.style): \(item.input)\nbecame, which does not parse:\n\(item.output)")
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

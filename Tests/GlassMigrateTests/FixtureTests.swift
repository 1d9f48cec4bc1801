import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// One `Fixtures/<rule-id>/<case>.input.swift` with its optional siblings:
/// `<case>.expected.swift` (absent: the input must stay unchanged), `<case>.findings`
/// (what is reported at each marker `1️⃣`, `2️⃣`… of the input, one `<marker> severity rule-id: message`
/// per line; a site grouped under an earlier finding of the same message is `<marker> severity rule-id
/// (grouped with <marker>)`; absent: none; see `FindingMarkers`) and `<case>.options.json` (`style`,
/// `targets`, `migrateFullBleed`, `migrateContentLayer`, `fixContainers`, `severity`, `platforms`).
struct FixtureCase: CustomTestStringConvertible, Sendable {
    let ruleID: String
    let name: String
    let directory: URL

    var testDescription: String { "\(ruleID)/\(name)" }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var all: [FixtureCase] {
        let fixtures = root.appendingPathComponent("Fixtures")
        let ids = Set(BuiltinRules.all.map(\.id))
        var cases: [FixtureCase] = []
        for id in ids.sorted() {
            let directory = fixtures.appendingPathComponent(id)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in names.sorted() where file.hasSuffix(".input.swift") {
                cases.append(FixtureCase(ruleID: id, name: String(file.dropLast(".input.swift".count)), directory: directory))
            }
        }
        return cases
    }

    func url(_ suffix: String) -> URL { directory.appendingPathComponent(name + suffix) }

    /// The bytes of `<case><suffix>`; an input comes without its finding markers (see `FindingMarkers`).
    func read(_ suffix: String) -> [UInt8]? {
        guard let bytes = readAsWritten(suffix) else { return nil }
        return suffix == ".input.swift" ? FindingMarkers.strip(bytes).bytes : bytes
    }

    /// The bytes of `<case><suffix>` as they are in the file.
    func readAsWritten(_ suffix: String) -> [UInt8]? {
        (try? Data(contentsOf: url(suffix))).map { [UInt8]($0) }
    }

    /// The lines of `<case>.findings` (none when it is absent).
    func expectedFindings() -> [String] {
        read(".findings").map { String(decoding: $0, as: UTF8.self) }?.split(whereSeparator: \.isNewline).map(String.init) ?? []
    }

    /// `findings` of a run over the input, one line each as `<case>.findings` writes them.
    func findingLines(_ findings: [Finding]) throws -> [String] {
        let markers = FindingMarkers.strip(try #require(readAsWritten(".input.swift"))).markers
        return FindingMarkers.lines(for: findings, markers: markers)
    }

    /// The options `<case>.options.json` may set.
    static let optionNames: Set<String> = ["style", "targets", "migrateFullBleed", "migrateContentLayer", "fixContainers", "fallbackMaterial", "severity", "platforms"]

    /// The suffixes of the files that make up a case.
    static let suffixes = [".input.swift", ".expected.swift", ".findings", ".options.json"]

    var rule: any Rule { BuiltinRules.all.first { $0.id == ruleID }! }

    /// The configuration and deployment targets from `<case>.options.json`.
    func options() throws -> (Configuration, DeploymentTargets) {
        var configuration = Configuration()
        // A fixture runs its own rule, on by default or not.
        configuration.enable = [ruleID]
        var targets = DeploymentTargets.unknown
        guard let data = read(".options.json") else { return (configuration, targets) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        // A misspelt option would otherwise be ignored and the case run with the defaults.
        let unknown = Set(object.keys).subtracting(Self.optionNames)
        try #require(unknown.isEmpty, "\(testDescription).options.json has unknown options: \(unknown.sorted())")
        if let style = object["style"] as? String { configuration.style = try #require(OutputStyle(rawValue: style)) }
        if let value = object["migrateFullBleed"] as? Bool { configuration.migrateFullBleed = value }
        if let value = object["migrateContentLayer"] as? Bool { configuration.migrateContentLayer = value }
        if let value = object["fixContainers"] as? Bool { configuration.fixContainers = value }
        if let value = object["fallbackMaterial"] as? String { configuration.setOption("fallbackMaterial", of: "glass-availability", to: .string(value)) }
        if let names = object["platforms"] as? [String] {
            configuration.platforms = try names.map { try #require(Platform(rawValue: $0)) }
        }
        if let severities = object["severity"] as? [String: String] {
            for (id, value) in severities { configuration.severities[id] = try #require(Severity(rawValue: value)) }
        }
        if let platforms = object["targets"] as? [String: String] {
            var minimums: [Platform: OSVersion] = [:]
            for (name, version) in platforms {
                minimums[try #require(Platform(rawValue: name))] = try #require(OSVersion(version))
            }
            targets = DeploymentTargets(minimums)
        }
        return (configuration, targets)
    }

    func run(_ bytes: [UInt8]) throws -> FileResult {
        let (configuration, targets) = try options()
        let engine = Engine(rules: [rule], configuration: configuration)
        return engine.run(path: name + ".swift", bytes: bytes, deploymentTargets: targets)
    }

    /// Runs every built-in rule, each enabled, with the case's options.
    func runAllRules(_ bytes: [UInt8]) throws -> FileResult {
        try run(BuiltinRules.all, on: bytes)
    }

    /// Runs `rules`, each enabled, with the case's options.
    func run(_ rules: [any Rule], on bytes: [UInt8]) throws -> FileResult {
        var (configuration, targets) = try options()
        configuration.enable = rules.map(\.id)
        let engine = Engine(rules: rules, configuration: configuration)
        return engine.run(path: name + ".swift", bytes: bytes, deploymentTargets: targets)
    }
}

@Suite struct FixtureTests {
    @Test(arguments: FixtureCase.all)
    func fixture(_ fixture: FixtureCase) throws {
        let input = try #require(fixture.read(".input.swift"))
        let expected = fixture.read(".expected.swift") ?? input
        let result = try fixture.run(input)
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(String(decoding: result.output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(result.output == expected, "bytes differ (line endings or trailing whitespace?)")

        #expect(try fixture.findingLines(result.findings) == fixture.expectedFindings())
        for finding in result.findings {
            #expect(finding.message.hasSuffix("."), "finding messages are sentences: \(finding.message)")
        }

        // Idempotence: the expected output is already migrated.
        let again = try fixture.run(expected)
        #expect(again.edits.isEmpty, "running on the expected output changes it again")
        #expect(again.error == nil)

        // Code inside a comment or a string literal is never touched.
        let commented = Array("/*\n".utf8) + input + Array("\n*/\n".utf8)
        // A wrapped file that does not parse comes back with no edits and no findings; that must not pass as silence.
        let inComment = try fixture.run(commented)
        #expect(inComment.error == nil, "the input wrapped in a block comment does not parse: \(inComment.error ?? "")")
        #expect(inComment.edits.isEmpty && inComment.findings.isEmpty, "input inside a block comment was acted on")
        let quoted = Array("let source = ##\"\"\"\n".utf8) + input + Array("\n\"\"\"##\n".utf8)
        let inString = try fixture.run(quoted)
        #expect(inString.error == nil, "the input wrapped in a raw string does not parse: \(inString.error ?? "")")
        #expect(inString.edits.isEmpty && inString.findings.isEmpty, "input inside a string literal was acted on")

        // The result still parses.
        #expect(throws: Never.self) { try ParsedFile(SourceFile(path: fixture.name, bytes: result.output)) }
    }

    /// Checks every case gets without writing them (SwiftFormat's runner does the same): a disable
    /// comment for the case's rule at the top of the input silences it, and with every rule enabled the
    /// input still comes out parsed and the output is left alone by a second run of all rules.
    @Test(arguments: FixtureCase.all)
    func automaticChecks(_ fixture: FixtureCase) throws {
        let input = try #require(fixture.read(".input.swift"))
        // A case about suppression comments has its own directives, which a comment above would interfere with.
        if !String(decoding: input, as: UTF8.self).contains("glassmigrate:") {
            let disabled = Array("// glassmigrate:disable \(fixture.ruleID)\n".utf8) + input
            let silenced = try fixture.run(disabled)
            #expect(silenced.error == nil, "\(silenced.error ?? "")")
            #expect(silenced.edits.isEmpty, "a disable comment for \(fixture.ruleID) did not stop its edits")
            #expect(silenced.findings.isEmpty, "a disable comment for \(fixture.ruleID) did not stop: \(silenced.findings.map(\.message))")
        }

        // Our own lint rules accept what the case's rule wrote: none reports more findings on the lines
        // a change wrote than on the lines it replaced (each place of a grouped finding counted).
        let result = try fixture.run(input)
        let lints = BuiltinRules.all.filter { $0.kind == .lint && $0.isEnabledByDefault }
        let sets = result.passes.compactMap { try? EditSet($0.edits) }
        let lines = LineTable(input)
        let placesAsRead = { (findings: [Finding], mapped: Bool) in
            findings.flatMap { finding in ([finding.offset] + finding.otherSites.map(\.offset)).map { offset in
                (finding.ruleID, lines.location(of: mapped ? sets.reversed().reduce(offset) { $1.originalOffset($0) } : offset).line)
            } }
        }
        let before = placesAsRead(try fixture.run(lints, on: input).findings, false)
        let after = placesAsRead(try fixture.run(lints, on: result.output).findings, true)
        for change in result.changes {
            let range = change.originalRange
            let siteLines = lines.location(of: range.lowerBound).line...lines.location(of: max(range.lowerBound, range.upperBound - 1)).line
            let count = { (places: [(String, Int)], rule: String) in places.filter { $0.0 == rule && siteLines.contains($0.1) }.count }
            for rule in Set(after.map(\.0)) where count(after, rule) > count(before, rule) {
                Issue.record("\(fixture.testDescription): \(rule) reports the site at line \(change.location.line)")
            }
        }
        // Nor does one report a new finding about code around a change (its subject, or what its
        // own fix rewrites: a stack a container would wrap): none at the place it maps back to before.
        let lintsAfter = try fixture.run(lints, on: result.output).findings
        let mapped = { (offset: Int) in sets.reversed().reduce(offset) { $1.originalOffset($0) } }
        var placesBefore = try fixture.run(lints, on: input).findings.map { "\($0.ruleID)@\($0.offset)" }
        for finding in lintsAfter {
            if let old = placesBefore.firstIndex(of: "\(finding.ruleID)@\(mapped(finding.offset))") {
                placesBefore.remove(at: old)
                continue
            }
            let fixSpan = finding.fix.isEmpty ? nil : finding.fix.map(\.range.lowerBound).min()!..<finding.fix.map(\.range.upperBound).max()!
            guard let subject = finding.subject ?? fixSpan else { continue }
            let region = mapped(subject.lowerBound)...mapped(subject.upperBound)
            for change in result.changes where region.contains(change.originalRange.lowerBound) && region.contains(change.originalRange.upperBound) {
                Issue.record("\(fixture.testDescription): \(finding.ruleID) reports code around the site at line \(change.location.line)")
            }
        }

        let all = try fixture.runAllRules(input)
        #expect(all.error == nil, "with every rule enabled: \(all.error ?? "")")
        #expect(throws: Never.self) { try ParsedFile(SourceFile(path: fixture.name, bytes: all.output)) }
        let again = try fixture.runAllRules(all.output)
        #expect(again.edits.isEmpty, "with every rule enabled, a second run changes the output again: \(again.edits.map(\.ruleID))")
    }

    /// Every file in a rule's fixture folder belongs to a case: a misnamed `.expected.swift` or
    /// `.findings` file, or one whose input is missing, would otherwise be ignored and its case pass.
    @Test func everyFixtureFileBelongsToACase() throws {
        let fixtures = FixtureCase.root.appendingPathComponent("Fixtures")
        for rule in BuiltinRules.all {
            let id = rule.id
            let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(id).path)
            // A settings-file rule's cases are folders, each with its `expected.findings` (CompatibilityOptOutTests).
            if rule is any BuildSettingsRule {
                for file in files {
                    let expected = fixtures.appendingPathComponent("\(id)/\(file)/expected.findings").path
                    #expect(FileManager.default.fileExists(atPath: expected), "Fixtures/\(id)/\(file) is not a case folder")
                }
                continue
            }
            let cases = Set(files.filter { $0.hasSuffix(".input.swift") }.map { $0.dropLast(".input.swift".count) })
            for file in files {
                let suffix = FixtureCase.suffixes.first { file.hasSuffix($0) }
                #expect(suffix.map { cases.contains(file.dropLast($0.count)) } == true,
                        "Fixtures/\(id)/\(file) is not part of any case")
            }
        }
    }
}

import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct RuleMetaTests {
    private let fixtures = FixtureCase.root.appendingPathComponent("Fixtures")

    @Test func idsAreUniqueKebabCaseAndSummariesAreSentences() {
        let ids = BuiltinRules.all.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        for rule in BuiltinRules.all {
            #expect(RuleFile.isKebabCase(rule.id), "\(rule.id) is not kebab-case")
            #expect(rule.summary.hasSuffix("."), "\(rule.id): summary must end in a period")
            #expect(rule.summary.dropLast().contains(". ") == false, "\(rule.id): summary must be one sentence")
            #expect(!rule.triggers.isEmpty, "\(rule.id): give triggers so files can be skipped before lexing")
        }
    }

    @Test func everyRuleHasChangingAndSilentFixtures() {
        // A rule that reads only settings files has fixture trees of its own (CompatibilityOptOutTests).
        for rule in BuiltinRules.all where !(rule is any BuildSettingsRule) {
            let cases = FixtureCase.all.filter { $0.ruleID == rule.id }
            let acting = cases.filter { $0.read(".expected.swift") != nil || $0.read(".findings") != nil }
            let silent = cases.filter { $0.read(".expected.swift") == nil && $0.read(".findings") == nil }
            #expect(!acting.isEmpty, "\(rule.id) has no fixture that changes or reports")
            #expect(!silent.isEmpty, "\(rule.id) has no fixture that must stay silent")
        }
    }

    @Test func rulesUseOnlyThePublicAPI() throws {
        let folder = FixtureCase.root.appendingPathComponent("Transforms")
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var checked = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let file = try ParsedFile(SourceFile(path: relative, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(relative)))))
            for index in file.tokens.indices where file.tokens[index].kind == .attribute {
                #expect(!file.token(index, is: "@testable"), "\(relative) uses @testable")
                #expect(!file.token(index, is: "@_spi"), "\(relative) uses SPI")
            }
            for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.token(index, is: "import") {
                let module = file.nextSignificant(after: index).map(file.text(ofToken:)) ?? ""
                // The rule API alone (which gives SwiftSource), never the runner: GlassMigrate is not a dependency.
                #expect(["GlassMigrateCore", "Foundation"].contains(module), "\(relative) imports \(module)")
            }
            checked += 1
        }
        #expect(checked >= 1)
    }

    @Test func rulesDocumentationIsInSync() throws {
        let url = FixtureCase.root.appendingPathComponent("Documentation/Rules.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- rules:begin -->\n"
        let end = "<!-- rules:end -->"
        let start = try #require(text.range(of: begin))
        let stop = try #require(text.range(of: end))
        let table = RulesDocument.markdown(BuiltinRules.all)
        let current = String(text[start.upperBound..<stop.lowerBound])
        if current != table, ProcessInfo.processInfo.environment["GLASSMIGRATE_UPDATE_DOCS"] == "1" {
            try (String(text[..<start.upperBound]) + table + String(text[stop.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "Documentation/Rules.md is out of date; run GLASSMIGRATE_UPDATE_DOCS=1 swift test --filter RuleMetaTests")
        for rule in BuiltinRules.all {
            #expect(current.contains("## \(rule.id)\n"))
        }
    }

    /// Every built-in rule says what it does, why (with a source), shows a wrong/right pair, and its
    /// examples are true: the wrong code is reported or rewritten, the right code is left alone, and a
    /// rewrite turns the wrong code into exactly the right one.
    @Test(arguments: BuiltinRules.all.map(\.id))
    func documentationIsCompleteAndItsExamplesHold(_ id: String) throws {
        let rule = try #require(BuiltinRules.all.first { $0.id == id })
        let documentation = rule.ruleDescription
        #expect(!documentation.details.isEmpty, "\(id): no details")
        #expect(!documentation.rationale.isEmpty, "\(id): no rationale")
        #expect(!documentation.sources.isEmpty, "\(id): no source")
        #expect(!documentation.examples.isEmpty, "\(id): no example")
        // Every rule is known (suppression comments may name any), only this one runs.
        var configuration = Configuration()
        configuration.enable = [id]
        configuration.disable = BuiltinRules.all.map(\.id).filter { $0 != id }
        let engine = Engine(rules: BuiltinRules.all, configuration: configuration)
        for example in documentation.examples {
            if let name = example.fileName {
                let settingsRule = try #require(rule as? any BuildSettingsRule, "\(id): an example in \(name), but the rule reads no settings files")
                let kind = try #require(BuildSettingsFile.kind(ofName: name), "\(id): \(name) is not a settings file's name")
                #expect(!findings(of: settingsRule, in: example.wrong, kind: kind, configuration: configuration).isEmpty,
                        "\(id): the wrong example is not reported:\n\(example.wrong)")
                #expect(findings(of: settingsRule, in: example.right, kind: kind, configuration: configuration).isEmpty,
                        "\(id): the right example is reported")
                continue
            }
            let wrong = engine.run(text: example.wrong, deploymentTargets: example.targets)
            #expect(wrong.error == nil, "\(id): \(wrong.error ?? "")")
            #expect(!wrong.edits.isEmpty || wrong.findings.contains { $0.ruleID.hasPrefix(id) },
                    "\(id): the wrong example is neither reported nor rewritten:\n\(example.wrong)")
            if rule.kind == .rewrite && !wrong.edits.isEmpty {
                #expect(String(decoding: wrong.output, as: UTF8.self) == example.right, "\(id): the rewrite of the wrong example is not the right one")
            }
            let right = engine.run(text: example.right, deploymentTargets: example.targets)
            #expect(right.error == nil && right.edits.isEmpty && right.findings.isEmpty,
                    "\(id): the right example is acted on: \(right.findings.map(\.message))")
        }
    }

    private func findings(of rule: any BuildSettingsRule, in text: String, kind: BuildSettingsFile.Kind,
                          configuration: Configuration) -> [Finding] {
        let context = RuleContext(configuration: configuration, deploymentTargets: .unknown, ruleID: rule.id,
                                  defaultSeverity: rule.defaultSeverity)
        rule.check(BuildSettingsFile(path: "example", bytes: Array(text.utf8), kind: kind), context: context)
        return context.findings
    }

    /// Each rule has exactly one section whose heading's anchor is its id, the target of `Rules.md#<id>`
    /// links from the HTML report and SARIF's `helpUri`; no other heading takes that anchor.
    @Test func rulesDocumentationHasOneSectionPerRule() throws {
        let url = FixtureCase.root.appendingPathComponent("Documentation/Rules.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        // GitHub's anchor for a heading: lowercased, punctuation but `-` and `_` dropped, spaces made `-`.
        let anchors = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            String(heading.drop { $0 == "#" }.dropFirst().lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
        }
        for rule in BuiltinRules.all {
            #expect(RuleFile.isKebabCase(rule.id))
            let headings = text.components(separatedBy: "\n## \(rule.id)\n").count - 1
            #expect(headings == 1, "\(rule.id) has \(headings) sections")
            #expect(anchors.filter { $0 == rule.id }.count == 1, "\(rule.id): more than one heading has its anchor")
        }
    }
}

@Suite struct RuleListingTests {
    /// Reporters (SARIF rule metadata, summaries) and `--list-rules` describe rules from the run's list;
    /// every built-in must be in it, and so must a rule-file rule a configuration names.
    @Test func everyRuleIsListedForReporters() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("rules.json", #"[{"id": "team-blur", "summary": "Flags blurs.", "match": ".blur(radius: $r)"}]"#)
        try directory.write(".glassmigrate.json", #"{"rules": ["rules.json"]}"#)
        try directory.write("A.swift", "Text(\"a\").blur(radius: 2)\n")
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 1))
        let listed = report.rules.map(\.id)
        for rule in BuiltinRules.all {
            #expect(listed.contains(rule.id), "\(rule.id) is missing from the run's rules")
            #expect(report.rules.first { $0.id == rule.id }?.summary == rule.summary)
        }
        #expect(listed.contains("team-blur"))
        #expect(report.findings.map(\.ruleID) == ["team-blur"])
    }
}

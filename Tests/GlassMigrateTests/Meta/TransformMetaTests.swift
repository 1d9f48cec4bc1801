import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct TransformMetaTests {
    private let fixtures = FixtureCase.root.appendingPathComponent("Fixtures")

    @Test func idsAreUniqueKebabCaseAndSummariesAreSentences() {
        let ids = BuiltinTransforms.all.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        for transform in BuiltinTransforms.all {
            #expect(RuleFile.isKebabCase(transform.id), "\(transform.id) is not kebab-case")
            #expect(transform.summary.hasSuffix("."), "\(transform.id): summary must end in a period")
            #expect(transform.summary.dropLast().contains(". ") == false, "\(transform.id): summary must be one sentence")
            #expect(!transform.triggers.isEmpty, "\(transform.id): give triggers so files can be skipped before lexing")
        }
    }

    @Test func everyTransformHasChangingAndSilentFixtures() {
        for transform in BuiltinTransforms.all {
            let cases = FixtureCase.all.filter { $0.transformID == transform.id }
            let acting = cases.filter { $0.read(".expected.swift") != nil || $0.read(".findings") != nil }
            let silent = cases.filter { $0.read(".expected.swift") == nil && $0.read(".findings") == nil }
            #expect(!acting.isEmpty, "\(transform.id) has no fixture that changes or reports")
            #expect(!silent.isEmpty, "\(transform.id) has no fixture that must stay silent")
        }
    }

    @Test func transformsUseOnlyThePublicAPI() throws {
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
                #expect(["GlassMigrate", "Foundation"].contains(module), "\(relative) imports \(module)")
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
        let table = RulesTable.markdown(BuiltinTransforms.all)
        let current = String(text[start.upperBound..<stop.lowerBound])
        if current != table, ProcessInfo.processInfo.environment["GLASSMIGRATE_UPDATE_DOCS"] == "1" {
            try (String(text[..<start.upperBound]) + table + String(text[stop.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "Documentation/Rules.md is out of date; run GLASSMIGRATE_UPDATE_DOCS=1 swift test --filter TransformMetaTests")
        for transform in BuiltinTransforms.all {
            #expect(current.contains("`\(transform.id)`"))
        }
    }

    /// Each rule has exactly one section headed by its id (written by hand, or else generated), the
    /// target of `Rules.md#<id>` links from the HTML report and SARIF.
    @Test func rulesDocumentationHasASectionPerRule() throws {
        let url = FixtureCase.root.appendingPathComponent("Documentation/Rules.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- sections:begin -->\n"
        let end = "<!-- sections:end -->"
        let start = try #require(text.range(of: begin))
        let stop = try #require(text.range(of: end))
        let current = String(text[start.upperBound..<stop.lowerBound])
        let handWritten = String(text[..<start.lowerBound]) + String(text[stop.upperBound...])
        let documented = Set(BuiltinTransforms.all.map(\.id).filter { handWritten.contains("\n### `\($0)`\n") })
        let sections = RulesTable.sections(BuiltinTransforms.all, excluding: documented)
        if current != sections, ProcessInfo.processInfo.environment["GLASSMIGRATE_UPDATE_DOCS"] == "1" {
            try (String(text[..<start.upperBound]) + sections + String(text[stop.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == sections, "Documentation/Rules.md is out of date; run GLASSMIGRATE_UPDATE_DOCS=1 swift test --filter TransformMetaTests")
        #expect(!documented.isEmpty, "material-background has a hand-written section")
        for transform in BuiltinTransforms.all {
            // GitHub's anchor for a heading of one code span is its text, so the id must be one already.
            #expect(RuleFile.isKebabCase(transform.id))
            let headings = text.components(separatedBy: "\n### `\(transform.id)`\n").count - 1
            #expect(headings == 1, "\(transform.id) has \(headings) sections")
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
        let report = try Runner(transforms: BuiltinTransforms.all).run(RunOptions(paths: [directory.path], jobs: 1))
        let listed = report.rules.map(\.id)
        for transform in BuiltinTransforms.all {
            #expect(listed.contains(transform.id), "\(transform.id) is missing from the run's rules")
            #expect(report.rules.first { $0.id == transform.id }?.summary == transform.summary)
        }
        #expect(listed.contains("team-blur"))
        #expect(report.findings.map(\.ruleID) == ["team-blur"])
    }
}

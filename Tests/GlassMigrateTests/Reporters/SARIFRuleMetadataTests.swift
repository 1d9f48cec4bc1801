import Foundation
import Testing
import GlassMigrate

/// SARIF's `tool.driver.rules` comes from the rules' descriptions, and each specific finding id a result
/// names has an entry of its own, with the summary its rule gives it.
@Suite struct SARIFRuleMetadataTests {
    /// A rule with two specific findings, only one of which a result names, plus an unrelated rule.
    static let panel = RuleDescription(
        id: "panel", summary: "Rewrites panels.", kind: .rewrite,
        subFindings: [("panel/odd-shape", "a panel whose shape has no glass counterpart."),
                      ("panel/never-seen", "a finding this run does not make.")])
    static let other = RuleDescription(id: "other", summary: "Reports others.", kind: .lint, defaultSeverity: .error)

    static func log(findings: [Finding], rules: [RuleDescription]) throws -> (rules: [[String: Any]], results: [[String: Any]]) {
        let text = "let a = 1\nlet b = 2\nlet c = 3\n"
        var file = FileResult.unchanged(path: "A.swift", bytes: Array(text.utf8))
        file.findings = findings
        let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(RunReport(files: [file], rules: rules)).utf8))
        let run = try #require(((object as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return (try #require(driver["rules"] as? [[String: Any]]), try #require(run["results"] as? [[String: Any]]))
    }

    static func finding(_ id: String, line: Int, severity: Severity = .warning) -> Finding {
        Finding(ruleID: id, severity: severity, message: "Something at \(line).", path: "A.swift",
                offset: (line - 1) * 10, location: SourceLocation(line: line, column: 5))
    }

    static func text(_ entry: [String: Any], _ key: String) -> String? { (entry[key] as? [String: Any])?["text"] as? String }

    @Test func aSpecificFindingHasItsOwnEntryWithItsOwnSummary() throws {
        let (rules, results) = try Self.log(findings: [Self.finding("panel/odd-shape", line: 1), Self.finding("other", line: 2, severity: .error),
                                                       Self.finding("panel", line: 3)],
                                            rules: [Self.panel, Self.other])
        // The rules of the run and the specific finding a result names; not the one no result names.
        #expect(rules.map { $0["id"] as? String } == ["other", "panel", "panel/odd-shape"])
        let specific = try #require(rules.last)
        #expect(Self.text(specific, "shortDescription") == "A panel whose shape has no glass counterpart.")
        let help = try #require(Self.text(specific, "help"))
        #expect(help.hasPrefix("A panel whose shape has no glass counterpart. A specific finding of `panel`: Rewrites panels. A rewrite"), "\(help)")
        #expect(help.hasSuffix("Silence one site with `// glassmigrate:disable:next panel`."))
        #expect(Self.text(rules[0], "shortDescription") == "Reports others.")
        #expect(Self.text(rules[0], "help") == "Reports others. A lint rule, error by default. Silence one site with `// glassmigrate:disable:next other`.")
        #expect((rules[0]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect((specific["properties"] as? [String: Any])?["kind"] as? String == "rewrite")

        // Every result's ruleIndex points at the entry of its ruleId.
        #expect(results.count == 3)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func aSpecificFindingTheRuleDoesNotDeclareTakesTheRulesSummary() throws {
        let (rules, results) = try Self.log(findings: [Self.finding("panel/undeclared", line: 1)], rules: [Self.panel])
        #expect(rules.map { $0["id"] as? String } == ["panel", "panel/undeclared"])
        #expect(Self.text(rules[1], "shortDescription") == "Rewrites panels.")
        #expect(results.first?["ruleIndex"] as? Int == 1)
    }

    @Test func aFindingOfAnUnknownRuleKeepsItsOwnSeverity() throws {
        let (rules, results) = try Self.log(findings: [Self.finding("team/rule", line: 2, severity: .info)], rules: [Self.other])
        #expect(rules.map { $0["id"] as? String } == ["other", "team/rule"])
        #expect(Self.text(rules[1], "shortDescription") == "A glassmigrate finding.")
        #expect((rules[1]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
        #expect(results.first?["ruleIndex"] as? Int == 1)
    }
}

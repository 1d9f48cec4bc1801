import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// `Fixtures/rules/<case>/`: a `rules.json`, inputs `*.input.swift`, optional `*.expected.swift`
/// (absent: unchanged) and `*.findings` (what is reported at each marker of the input, as for built-in
/// rules, see `FindingMarkers`; absent: none).
struct RuleFixture: CustomTestStringConvertible, Sendable {
    /// The case's files, read as a built-in rule's are.
    let files: FixtureCase
    var testDescription: String { files.testDescription }

    static var all: [RuleFixture] {
        let root = FixtureCase.root.appendingPathComponent("Fixtures/rules")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
        return folders.flatMap { folder -> [RuleFixture] in
            let directory = root.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
            return files.filter { $0.hasSuffix(".input.swift") }.map {
                RuleFixture(files: FixtureCase(ruleID: folder, name: String($0.dropLast(".input.swift".count)), directory: directory))
            }
        }
    }
}

@Suite struct DeclarativeRuleTests {
    @Test(arguments: RuleFixture.all)
    func fixture(_ fixture: RuleFixture) throws {
        let fixture = fixture.files
        let rules = try RuleFile.load(fixture.directory.appendingPathComponent("rules.json").path)
        let engine = Engine(rules: rules)
        let input = try #require(fixture.read(".input.swift"))
        let expected = fixture.read(".expected.swift") ?? input
        let result = engine.run(path: fixture.name, bytes: input)
        #expect(result.error == nil)
        #expect(String(decoding: result.output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(result.output == expected)
        #expect(try fixture.findingLines(result.findings) == fixture.expectedFindings())
        #expect(engine.run(path: fixture.name, bytes: expected).edits.isEmpty, "not idempotent")

        // As for built-in rules: code inside a comment or a string literal is never touched.
        let inComment = engine.run(path: fixture.name, bytes: Array("/*\n".utf8) + input + Array("\n*/\n".utf8))
        #expect(inComment.edits.isEmpty && inComment.findings.isEmpty && inComment.error == nil, "input inside a block comment was acted on")
        let inString = engine.run(path: fixture.name, bytes: Array("let source = ##\"\"\"\n".utf8) + input + Array("\n\"\"\"##\n".utf8))
        #expect(inString.edits.isEmpty && inString.findings.isEmpty && inString.error == nil, "input inside a string literal was acted on")
    }

    @Test func placeholdersBindVerbatimAcrossLinesAndComments() throws {
        let file = try ParsedFile(text: "x.frostedPanel( // why\n  cornerRadius:\n  theme.radius(for: .card)\n)\n")
        let template = try ChainTemplate(".frostedPanel(cornerRadius: $r)")
        let (chain, index) = try #require(file.links(named: "frostedPanel").first)
        let match = try #require(template.match(chain, at: index, in: file))
        #expect(match.bindings["r"].map(file.text) == "theme.radius(for: .card)")
    }

    @Test func singlePlaceholderDoesNotSpanArguments() throws {
        let file = try ParsedFile(text: "x.f(a: 1, b: 2)\n")
        let (chain, index) = try #require(file.links(named: "f").first)
        #expect(try ChainTemplate(".f(a: $x)").match(chain, at: index, in: file) == nil)
        #expect(try ChainTemplate(".f(a: $x, $$$rest)").match(chain, at: index, in: file)?.bindings["rest"].map(file.text) == "b: 2")
    }

    @Test func matchMustEndAtALinkBoundary() throws {
        let file = try ParsedFile(text: "x.glow(1)\n")
        let (chain, index) = try #require(file.links(named: "glow").first)
        #expect(try ChainTemplate(".glow").match(chain, at: index, in: file) == nil)
    }

    @Test func invalidRuleFilesNameFileRuleAndProblem() {
        func problem(_ json: String) -> String {
            do {
                _ = try RuleFile.parse(Data(json.utf8), path: "team.rules.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(problem("{") == "team.rules.json:1:2: is not valid JSON: expected a key in double quotes; fix the file or leave it out of --rules")
        #expect(problem(#"[{"id": "Bad_Id", "summary": "S.", "match": ".a"}]"#) == "team.rules.json: rule 1: id 'Bad_Id' must be kebab-case (lowercase words joined by '-')")
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": ".a", "rewrite": ".b($x)"}]"#) == "team.rules.json: rule 'a': 'rewrite' uses $x, which 'match' does not bind")
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": "a("}]"#).hasPrefix("team.rules.json: rule 'a': 'match' 'a(' does not balance"))
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": "frosted()"}]"#) == "team.rules.json: rule 'a': 'match' 'frosted()' must start with a modifier, like .name(…)")
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": ".a", "sevrity": "error"}]"#).contains("unknown key 'sevrity'"))
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": ".a", "severity": "fatal"}]"#).contains("'severity' must be info, warning or error"))
        #expect(problem(#"[{"id": "a", "summary": "No period", "match": ".a"}]"#).contains("'summary' must be a sentence"))
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": 3}]"#) == "team.rules.json: rule 'a': 'match' must be a string")
        #expect(problem(#"[{"id": "a", "summary": "S.", "match": ".a"}, {"id": "a", "summary": "S.", "match": ".b"}]"#) == "team.rules.json: rule 'a': the id is used twice")
        #expect(problem(#"{"rule": []}"#).contains("expected an array of rules"))
    }

    @Test func kebabCase() {
        #expect(RuleFile.isKebabCase("glass-on-glass"))
        #expect(RuleFile.isKebabCase("rule2"))
        #expect(!RuleFile.isKebabCase("Glass"))
        #expect(!RuleFile.isKebabCase("a--b"))
        #expect(!RuleFile.isKebabCase("-a"))
        #expect(!RuleFile.isKebabCase("2a"))
    }

    /// The helper is material-background's support-file recipe; a rule file's rewrite that calls it gets
    /// it in a run with that rule, as every command-line run has.
    @Test func aRewriteToTheAdaptiveHelperAsksForTheHelperFile() throws {
        let rules = try RuleFile.load(FixtureCase.root.appendingPathComponent("Fixtures/rules/frosted-panel/rules.json").path)
        let alone = Engine(rules: rules).run(text: "Text(\"a\").frostedPanel(cornerRadius: 8)\n")
        #expect(alone.supportFiles.isEmpty)
        let result = Engine(rules: rules + [MaterialBackground()]).run(text: "Text(\"a\").frostedPanel(cornerRadius: 8)\n",
                                                   deploymentTargets: DeploymentTargets([.iOS: OSVersion(17)]))
        #expect(result.supportFiles.map(\.name) == [AdaptiveGlassHelper.fileName])
        #expect(result.supportFiles.first?.contents.contains("#available(iOS 26.0, *)") == true)
        let untouched = Engine(rules: rules + [MaterialBackground()]).run(text: "Text(\"a\")\n")
        #expect(untouched.supportFiles.isEmpty)
    }
}

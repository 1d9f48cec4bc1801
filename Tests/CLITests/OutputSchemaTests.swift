import Foundation
import Testing

/// The JSON report against its documented schema, and the SARIF log against what SARIF 2.1.0 and
/// code-scanning viewers rely on.
@Suite struct OutputSchemaTests {
    static let root = PluginTests.root

    static func schema() throws -> JSONSchemaValidator {
        let data = try Data(contentsOf: root.appendingPathComponent("Documentation/glassmigrate-report.schema.json"))
        return JSONSchemaValidator(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    /// A tree with a rewrite, an error finding, a support file, a file that fails and a missing path.
    static func makeTree() throws -> TemporaryTree {
        let tree = try StreamTests.makeTree()
        try tree.write("Sources/Shop/Broken.swift", "let a = Text(\"x\").background(.thinMaterial, in: Capsule())\nfunc f() {\n")
        return tree
    }

    @Test func theJSONReportMatchesItsSchema() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--format", "json", "Sources", "Missing"], in: tree.root)
        #expect(run.status == 3)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let validator = try Self.schema()
        #expect(validator.errors(in: document) == [])
        #expect(document["version"] as? Int == 1)
        let totals = try #require(document["totals"] as? [String: Any])
        // Totals say what they count: two paths could not be processed, one finding is an error.
        #expect(totals["unprocessedPaths"] as? Int == 2)
        #expect(totals["errorFindings"] as? Int == 1)
        #expect(totals["findings"] as? Int == 1)
        #expect(totals["files"] as? Int == 2)
        // Offsets are UTF-8 bytes; columns count bytes too ("é" is two).
        let files = try #require(document["files"] as? [[String: Any]])
        let chip = try #require(files.first { $0["path"] as? String == "Sources/Shop/Chip.swift" })
        let edit = try #require((chip["edits"] as? [[String: Any]])?.first)
        let source = Array(StreamTests.chip.utf8)
        let offset = try #require(edit["offset"] as? Int)
        #expect(Array(source[offset..<(offset + 10)]) == Array("background".utf8))
        #expect(edit["line"] as? Int == 5)
        #expect(edit["column"] as? Int == 30)

        // The validator can fail: a renamed total and a wrong type are caught.
        var broken = document
        var renamed = totals
        renamed["errors"] = renamed.removeValue(forKey: "errorFindings")
        broken["totals"] = renamed
        broken["version"] = "1"
        #expect(validator.errors(in: broken).contains("$.version: expected 1"))
        #expect(validator.errors(in: broken).contains("$.totals: missing 'errorFindings'"))
        #expect(validator.errors(in: broken).contains("$.totals: unexpected 'errors'"))
    }

    /// A grouped finding's `otherSites` and a file's `rewrites` are in the schema, and SARIF gives the
    /// other sites as related locations with UTF-16 columns.
    @Test func groupedFindingsAndRewritesMatchTheSchema() throws {
        let tree = try StreamTests.makeTree()
        try tree.write("Sources/Shop/Pair.swift", """
            import SwiftUI

            struct Pair: View {
                var body: some View {
                    Text("a").glassEffect()
                    Text("é").glassEffect()
                }
            }

            """)
        let run = try Executable.run(["--format", "json", "Sources"], in: tree.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let errors = try Self.schema().errors(in: document)
        #expect(errors == [], "\(errors)")
        let files = try #require(document["files"] as? [[String: Any]])
        let pair = try #require(files.first { $0["path"] as? String == "Sources/Shop/Pair.swift" })
        let finding = try #require((pair["findings"] as? [[String: Any]])?.first)
        let others = try #require(finding["otherSites"] as? [[String: Any]])
        #expect(others.count == 1)
        #expect(others.first?["line"] as? Int == 6 && others.first?["column"] as? Int == 20)
        let chip = try #require(files.first { $0["path"] as? String == "Sources/Shop/Chip.swift" })
        let rewrite = try #require((chip["rewrites"] as? [[String: Any]])?.first)
        #expect(rewrite["ruleId"] as? String == "material-background")
        #expect(rewrite["after"] as? String == #"Text("é").padding().adaptiveGlassBackground(.thinMaterial, in: Capsule())"#)
        // An empty list of other sites is not a grouped finding; the validator says so.
        var broken = document
        var brokenFiles = files
        var brokenPair = pair
        var brokenFinding = finding
        brokenFinding["otherSites"] = [Any]()
        brokenPair["findings"] = [brokenFinding]
        brokenFiles[files.firstIndex { $0["path"] as? String == "Sources/Shop/Pair.swift" }!] = brokenPair
        broken["files"] = brokenFiles
        #expect(try Self.schema().errors(in: broken).contains { $0.hasSuffix("otherSites: 0 items, fewer than 1") })

        let (_, log) = try Self.sarif(in: tree)
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let grouped = try #require(results.first { ($0["relatedLocations"] as? [Any])?.isEmpty == false })
        let related = try #require((grouped["relatedLocations"] as? [[String: Any]])?.first)
        let region = try #require((related["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        // "é" is two UTF-8 bytes and one UTF-16 unit.
        #expect(region["startLine"] as? Int == 6 && region["startColumn"] as? Int == 19)
    }

    @Test func theSchemaDocumentsEveryField() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Documentation/JSON.md"), encoding: .utf8)
        // The example block is not documentation, and its backticks would pair up the spans after it wrongly.
        let doc = page.replacingOccurrences(of: "(?s)```.*?```", with: "", options: .regularExpression)
        let schema = try Self.schema().root
        var names: Set<String> = []
        func collect(_ node: Any) {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { names.formUnion(properties.keys) }
                object.values.forEach(collect)
            } else if let array = node as? [Any] {
                array.forEach(collect)
            }
        }
        collect(schema)
        // Each field is named in code type: `totals.errorFindings`, `files[].edits[]`, `line`.
        let codeSpans = try NSRegularExpression(pattern: "`[^`]+`").matches(in: doc, range: NSRange(doc.startIndex..., in: doc))
            .map { String(doc[Range($0.range, in: doc)!]) }
        for name in names.sorted() {
            let word = try NSRegularExpression(pattern: "(^|[^A-Za-z])\(name)([^A-Za-z]|$)")
            #expect(codeSpans.contains { word.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }, "\(name) is not documented")
        }
    }

    // MARK: - SARIF

    static func sarif(_ arguments: [String] = [], in tree: TemporaryTree) throws -> (ProcessOutput, [String: Any]) {
        let run = try Executable.run(["--format", "sarif"] + arguments + ["Sources"], in: tree.root)
        return (run, try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any]))
    }

    /// The fields viewers rely on, checked whether or not a schema validator is at hand.
    @Test func sarifHasTheFieldsViewersRelyOn() throws {
        let tree = try Self.makeTree()
        let (run, log) = try Self.sarif(in: tree)
        #expect(run.status == 3)
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        // No address unless one is configured: nothing made up.
        #expect(driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { $0["helpUri"] == nil })
        let material = try #require(rules.first { $0["id"] as? String == "material-background" })
        let help = try #require((material["help"] as? [String: Any])?["text"] as? String)
        #expect(help.hasPrefix("Turns material backgrounds into Liquid Glass"), "\(help)")
        #expect(help.contains("glassmigrate:disable:next material-background"))
        // Columns in UTF-16 code units, declared: "é" is one unit, so the site (its dot) is at 28, not 29.
        #expect(sarifRun["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let rewrite = try #require(results.first { $0["ruleId"] as? String == "material-background" })
        let region = try #require(((rewrite["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 28)
        #expect(rewrite["ruleIndex"] as? Int == rules.firstIndex { $0["id"] as? String == "material-background" })
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1)

        let (_, configured) = try Self.sarif(["--docs-url", "https://example.org/team/glassmigrate/blob/v1/"], in: tree)
        let configuredDriver = try #require(((configured["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(configuredDriver["informationUri"] as? String == "https://example.org/team/glassmigrate/blob/v1")
        let configuredRules = try #require(configuredDriver["rules"] as? [[String: Any]])
        let availability = try #require(configuredRules.first { $0["id"] as? String == "glass-availability" })
        #expect(availability["helpUri"] as? String == "https://example.org/team/glassmigrate/blob/v1/Documentation/Rules.md#glass-availability")
    }

    /// Validates against the SARIF 2.1.0 schema with python's `jsonschema`, when both are on this
    /// machine: the schema file is not shipped (set GLASSMIGRATE_SARIF_SCHEMA to its path).
    static let sarifSchema: String? = {
        guard let path = ProcessInfo.processInfo.environment["GLASSMIGRATE_SARIF_SCHEMA"],
              FileManager.default.fileExists(atPath: path) else { return nil }
        guard let check = try? runSystemTool("python3", ["-c", "import jsonschema"], in: URL(fileURLWithPath: "/")),
              check.status == 0 else { return nil }
        return path
    }()

    @Test(.enabled(if: sarifSchema != nil, "set GLASSMIGRATE_SARIF_SCHEMA to the SARIF 2.1.0 schema file (python3 with jsonschema needed)"))
    func sarifValidatesAgainstTheSchema() throws {
        let tree = try Self.makeTree()
        let schema = try #require(Self.sarifSchema)
        for arguments in [[], ["--docs-url", "https://example.org/team/glassmigrate/blob/v1"]] {
            let run = try Executable.run(["--format", "sarif"] + arguments + ["Sources"], in: tree.root)
            try tree.write("out.sarif", run.stdout)
            let script = "import json, jsonschema, sys; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
            let validation = try runSystemTool("python3", ["-c", script, schema, tree.url("out.sarif").path], in: tree.root)
            #expect(validation.status == 0, "\(validation.stderr)")
        }
        // The validator rejects a broken log, so a pass means something.
        try tree.write("bad.sarif", #"{"version": "2.1.0", "runs": [{"results": []}]}"#)
        let script = "import json, jsonschema, sys; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        let bad = try runSystemTool("python3", ["-c", script, schema, tree.url("bad.sarif").path], in: tree.root)
        #expect(bad.status != 0)
    }
}

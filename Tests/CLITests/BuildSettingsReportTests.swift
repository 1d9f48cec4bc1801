import Foundation
import Testing

/// A finding in a settings file (an Info.plist, not Swift) points at its file and line in every format.
@Suite struct BuildSettingsReportTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>UIDesignRequiresCompatibility</key>
        	<true/>
        </dict>
        </plist>

        """

    static func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("App/Info.plist", plist)
        try tree.write("App/View.swift", "import SwiftUI\n")
        return tree
    }

    @Test func theTextReportNamesFileLineAndColumn() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--check", "App"], in: tree.root)
        #expect((run.text + run.stderr).contains("App/Info.plist:4:2: warning: UIDesignRequiresCompatibility opts the app out"),
                "\(run.text)\(run.stderr)")
        #expect(run.status == 0, "a warning does not fail --check")
    }

    @Test func gitHubAndXcodeLinesPointAtThePlist() throws {
        let tree = try Self.makeTree()
        let github = try Executable.run(["--format", "github", "App"], in: tree.root)
        #expect(github.text.contains("::warning file=App/Info.plist,line=4,col=2"), "\(github.text)")
        let xcode = try Executable.run(["--format", "xcode", "App"], in: tree.root)
        #expect(xcode.text.contains("/App/Info.plist:4:2: warning: "), "\(xcode.text)")
    }

    @Test func jsonAndSARIFLocateThePlist() throws {
        let tree = try Self.makeTree()
        let json = try Executable.run(["--format", "json", "App"], in: tree.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(try OutputSchemaTests.schema().errors(in: document) == [])
        let files = try #require(document["files"] as? [[String: Any]])
        let file = try #require(files.first { $0["path"] as? String == "App/Info.plist" })
        let finding = try #require((file["findings"] as? [[String: Any]])?.first)
        #expect(finding["line"] as? Int == 4)
        #expect(finding["column"] as? Int == 2)
        #expect(finding["ruleId"] as? String == "compatibility-opt-out")

        let sarif = try Executable.run(["--format", "sarif", "App"], in: tree.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Info.plist")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 4)
    }

    @Test func theHTMLReportShowsTheLine() throws {
        let tree = try Self.makeTree()
        let html = try Executable.run(["--format", "html", "App"], in: tree.root)
        #expect(html.text.contains("App/Info.plist"))
        #expect(html.text.contains("&lt;key&gt;UIDesignRequiresCompatibility&lt;/key&gt;"), "the finding quotes its line")
    }
}

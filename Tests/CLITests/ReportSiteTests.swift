import Foundation
import Testing

/// Every format reports one item per change, however close the sites are (issue 26, item 1).
@Suite struct ReportSiteTests {
    /// Material backgrounds on lines 6, 7, 9 and 12.
    static let stack = """
        import SwiftUI

        struct Stack: View {
            var body: some View {
                Group {
                    Text("a").background(.thinMaterial, in: Capsule())
                    Text("b").background(.thinMaterial, in: Capsule())
                    Spacer()
                    Text("c").background(.regularMaterial, in: Capsule())
                    Spacer()
                    Spacer()
                    Text("d").background(.thickMaterial, in: Capsule())
                }
            }
        }

        """

    static func makeTree() throws -> TemporaryTree {
        let tree = try StreamTests.makeTree()
        try FileManager.default.removeItem(at: tree.url("Sources/Shop/Chip.swift"))
        try tree.write("Sources/Shop/Stack.swift", stack)
        return tree
    }

    /// The places (`line:column`) of the lines of `text` that name `Stack.swift`.
    static func places(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "Stack.swift:") else { return nil }
            let numbers = line[range.upperBound...].split(separator: ":", maxSplits: 2)
            return numbers.count == 3 ? "\(numbers[0]):\(numbers[1])" : nil
        }
    }

    @Test func checkReportsEachNeighbouringSite() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--check", "--quiet", "Sources"], in: tree.root)
        #expect(run.status == 1)
        #expect(Self.places(run.text) == ["6:22", "7:22", "9:22", "12:22"], "\(run.text)")
        #expect(run.text.contains(#"Sources/Shop/Stack.swift:6:22: warning: Becomes `Text("a").adaptiveGlassBackground(.thinMaterial, in: Capsule())`"#), "\(run.text)")
        #expect(!run.text.contains(#"Text("b")…"#) && !run.text.contains(#") Text("#), "\(run.text)")
    }

    @Test func githubAnnotationsReportEachSite() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--format", "github", "Sources"], in: tree.root)
        let lines = run.text.split(separator: "\n").filter { $0.contains("Stack.swift") }
        #expect(lines.map { $0.split(separator: ",")[1] } == ["line=6", "line=7", "line=9", "line=12"], "\(run.text)")
    }

    @Test func jsonAndSARIFReportEachSite() throws {
        let tree = try Self.makeTree()
        let json = try Executable.run(["--format", "json", "Sources"], in: tree.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first { ($0["path"] as? String)?.hasSuffix("Stack.swift") == true })
        let rewrites = try #require(file["rewrites"] as? [[String: Any]])
        #expect(rewrites.compactMap { $0["line"] as? Int } == [6, 7, 9, 12], "\(rewrites)")
        #expect(rewrites.first?["before"] as? String == #"Text("a").background(.thinMaterial, in: Capsule())"#)

        let sarif = try Executable.run(["--format", "sarif", "Sources"], in: tree.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let lines = results.compactMap { result -> Int? in
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            guard (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Shop/Stack.swift" else { return nil }
            return (physical?["region"] as? [String: Any])?["startLine"] as? Int
        }
        #expect(lines == [6, 7, 9, 12], "\(results)")
    }

    @Test func aBaselineReportsANewSiteBetweenRecordedOnes() throws {
        let tree = try Self.makeTree()
        let record = try Executable.run(["--write-baseline", "b.json", "--quiet", "Sources"], in: tree.root)
        #expect(record.status == 0, "\(record.stderr)")
        let baseline = try tree.text("b.json")
        #expect(baseline.components(separatedBy: #""path" : "Sources/Shop/Stack.swift""#).count - 1 == 4, "\(baseline)")

        try tree.write("Sources/Shop/Stack.swift", Self.stack.replacingOccurrences(
            of: "        Spacer()\n            Text(\"c\")",
            with: "        Text(\"e\").background(.ultraThinMaterial, in: Capsule())\n            Text(\"c\")"))
        let run = try Executable.run(["--check", "--quiet", "--baseline", "b.json", "Sources"], in: tree.root)
        #expect(run.status == 1)
        #expect(Self.places(run.text) == ["8:22"], "\(run.text)")
        #expect(run.text.contains(#"Text("e").adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())"#), "\(run.text)")
    }
}

/// Every format shows everything the run would change, the support file and the edited Xcode project
/// included (issue 26, item 2).
@Suite struct WriteTargetReportTests {
    static func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])]).write(to: tree)
        try tree.write("App/Card.swift", Glass.card())
        return tree
    }

    static let project = "Demo.xcodeproj/project.pbxproj"

    @Test func sarifHasAResultForEveryCheckLine() throws {
        let tree = try Self.makeTree()
        let check = try Executable.run(["--check", "--quiet", "."], in: tree.root)
        let checkLines = check.text.split(separator: "\n")
        #expect(checkLines.count == 3, "\(check.text)")
        #expect(checkLines.contains { $0.hasPrefix(Self.project + ": warning: The project would change") }, "\(check.text)")
        #expect(checkLines.contains { $0.hasPrefix("App/\(Glass.helper): warning: ") }, "\(check.text)")

        let sarif = try Executable.run(["--format", "sarif", "."], in: tree.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
                ($0["artifactLocation"] as? [String: Any])?["uri"] as? String
            }
        }
        #expect(uris.sorted() == ["App/\(Glass.helper)", "App/Card.swift", Self.project].sorted(), "\(results)")
        #expect(results.allSatisfy { $0["ruleId"] as? String == "material-background" && $0["ruleIndex"] is Int }, "\(results)")
    }

    @Test func htmlNamesTheProjectFileAndShowsItsChange() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--format", "html", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text.contains(#"<dd id="project-file-count">1</dd>"#), "\(run.text)")
        #expect(run.text.contains(##"<a href="#project-1"><code>\##(Self.project)</code></a>: it adds \##(Glass.helper)"##), "\(run.text)")
        #expect(run.text.contains(#"<div class="project-file" id="project-1">"#))
        #expect(run.text.contains("+\t\t"), "the project's diff is shown")
        #expect(run.text.contains(##"<a href="#support-1"><code>App/\##(Glass.helper)</code></a>"##))
    }
}

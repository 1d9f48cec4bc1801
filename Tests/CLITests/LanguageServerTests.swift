import Foundation
@testable import GlassMigrate
import Testing

/// Applies LSP `WorkspaceEdit`s to files on disk as a client would, counting positions in UTF-16.
enum WorkspaceEditApplier {
    static func apply(_ edit: [String: Any]) throws {
        if let operations = edit["documentChanges"] as? [[String: Any]] {
            for operation in operations {
                if operation["kind"] as? String == "create" {
                    let path = try path(operation["uri"])
                    #expect(!FileManager.default.fileExists(atPath: path), "the edit creates \(path), which exists")
                    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try Data().write(to: URL(fileURLWithPath: path))
                } else if let document = operation["textDocument"] as? [String: Any] {
                    try applyEdits(operation["edits"] as? [[String: Any]] ?? [], to: try path(document["uri"]))
                } else {
                    throw ClientError(message: "an operation the test client does not know: \(operation)")
                }
            }
        }
        if let changes = edit["changes"] as? [String: [[String: Any]]] {
            for (uri, edits) in changes { try applyEdits(edits, to: try path(uri)) }
        }
    }

    static func path(_ uri: Any?) throws -> String {
        guard let text = uri as? String, let url = URL(string: text), url.isFileURL else { throw ClientError(message: "not a file URI: \(uri ?? "nil")") }
        return url.path
    }

    static func applyEdits(_ edits: [[String: Any]], to path: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        try Data(applying(edits, to: text).utf8).write(to: URL(fileURLWithPath: path))
    }

    /// `text` with `edits` made, last first so earlier positions stay valid.
    static func applying(_ edits: [[String: Any]], to text: String) throws -> String {
        var units = Array(text.utf16)
        var located: [(start: Int, end: Int, text: String)] = []
        for edit in edits {
            let range = try #require(edit["range"] as? [String: Any])
            located.append((try offset(range["start"], in: units), try offset(range["end"], in: units), try #require(edit["newText"] as? String)))
        }
        for edit in located.sorted(by: { $0.start > $1.start }) {
            units.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func offset(_ position: Any?, in units: [UInt16]) throws -> Int {
        let position = try #require(position as? [String: Any])
        let line = try #require(JSONValueReading.int(position["line"]))
        let character = try #require(JSONValueReading.int(position["character"]))
        var starts = [0]
        var index = 0
        while index < units.count {
            if units[index] == 13 && index + 1 < units.count && units[index + 1] == 10 { index += 1 }
            if units[index] == 10 || units[index] == 13 { starts.append(index + 1) }
            index += 1
        }
        // The start of the line after the last is the end of the text, as LSP says.
        #expect(line < starts.count || (line == starts.count && character == 0), "line \(line) is past the end")
        if line == starts.count { return units.count }
        return min(starts[min(line, starts.count - 1)] + character, units.count)
    }
}

/// The server's answers are the command line's: diagnostics equal `--format json`'s findings and
/// rewrites, and the code actions make what `--write` writes, helper and project file included.
@Suite struct LanguageServerAnswerTests {
    /// An iOS 17 app with a classic Xcode project: the helper is created and listed in project.pbxproj.
    private func xcodeTree(card: String = Glass.card()) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Views/Card.swift", "App/Model.swift"]),
        ]).write(to: tree)
        try tree.write("App/Views/Card.swift", card)
        try tree.write("App/Model.swift", Glass.plain)
        return tree
    }

    /// A card with a second material site and a glass-availability finding.
    private static let twoSites = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            Group {
                Text("New").padding(6).background(.thinMaterial, in: Capsule())
                Text("Old").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                Text("Glass").glassEffect()
            }
        }
    }

    """

    private func uri(_ tree: TemporaryTree, _ path: String) -> String { tree.url(path).absoluteString }

    @Test func diagnosticsAreTheJSONReportsFindingsAndRewrites() throws {
        let tree = try xcodeTree(card: Self.twoSites)
        let json = try Executable.run(["--format", "json", tree.url("App/Views/Card.swift").path], in: tree.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        var expected: [String] = []
        for finding in file["findings"] as? [[String: Any]] ?? [] {
            expected.append("\(JSONValueReading.int(finding["line"])! - 1) \(finding["ruleId"]!) \(finding["message"]!)")
        }
        for rewrite in file["rewrites"] as? [[String: Any]] ?? [] where !expected.contains(where: { $0.hasPrefix("\(JSONValueReading.int(rewrite["line"])! - 1) \(rewrite["ruleId"]!) ") }) {
            expected.append("\(JSONValueReading.int(rewrite["line"])! - 1) \(rewrite["ruleId"]!) \(rewrite["message"]!)")
        }
        #expect(expected.count >= 3, "\(json.text)")

        let client = try LanguageServerClient(in: tree.root, arguments: ["--docs-url", "https://example.com/glassmigrate/blob/v1"])
        try client.initialize(root: tree.root)
        client.open(uri(tree, "App/Views/Card.swift"), text: Self.twoSites)
        let diagnostics = try client.diagnostics(for: uri(tree, "App/Views/Card.swift"))
        let got = diagnostics.map { diagnostic -> String in
            let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
            return "\(JSONValueReading.int(start?["line"]) ?? -1) \(diagnostic["code"] ?? "") \(diagnostic["message"] ?? "")"
        }
        #expect(got.sorted() == expected.sorted())
        for diagnostic in diagnostics {
            let code = try #require(diagnostic["code"] as? String)
            let base = code.split(separator: "/")[0]
            #expect((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String
                == "https://example.com/glassmigrate/blob/v1/Documentation/Rules.md#\(base)")
            #expect(diagnostic["source"] as? String == "glassmigrate")
        }
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
    }

    @Test func fixAllMakesWhatWriteWritesWithTheHelperAndTheProjectEdit() throws {
        let tree = try xcodeTree(card: Self.twoSites)
        let written = try tree.copy()
        let write = try Executable.run(["--write", written.url("App/Views/Card.swift").path], in: written.root)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(FileManager.default.fileExists(atPath: written.url("App/Views/\(Glass.helper)").path))

        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        client.open(uri(tree, "App/Views/Card.swift"), text: Self.twoSites)
        _ = try client.diagnostics(for: uri(tree, "App/Views/Card.swift"))
        let actions = try client.codeActions(uri(tree, "App/Views/Card.swift"), lines: 0...0, only: ["source.fixAll"])
        #expect(actions.count == 1)
        let fixAll = try #require(actions.first)
        #expect(fixAll["kind"] as? String == "source.fixAll.glassmigrate")
        try WorkspaceEditApplier.apply(try #require(fixAll["edit"] as? [String: Any]))
        #expect(try Glass.snapshot(tree) == Glass.snapshot(written))
        try client.shutdown()
    }

    @Test func aClientListingResourceOperationsWithoutDocumentChangesGetsTheHelperAsNeovimDoes() throws {
        let tree = try xcodeTree()
        let written = try tree.copy()
        #expect(try Executable.run(["--write", written.url("App/Views/Card.swift").path], in: written.root).status == 0)
        let client = try LanguageServerClient(in: tree.root)
        // Neovim's workspace capabilities (0.7 to 0.11): resource operations, no `documentChanges` key.
        let capabilities: [String: Any] = ["workspace": ["applyEdit": true, "workspaceEdit": ["resourceOperations": ["rename", "create", "delete"]]]]
        try client.request("initialize", ["processId": NSNull(), "rootUri": tree.root.absoluteString, "capabilities": capabilities])
        client.notify("initialized")
        let card = uri(tree, "App/Views/Card.swift")
        client.open(card, text: Glass.card())
        _ = try client.diagnostics(for: card)
        let fixAll = try #require(try client.codeActions(card, lines: 4...4).first { $0["kind"] as? String == "source.fixAll.glassmigrate" })
        #expect(fixAll["disabled"] == nil, "\(fixAll)")
        try WorkspaceEditApplier.apply(try #require(fixAll["edit"] as? [String: Any]))
        #expect(try Glass.snapshot(tree) == Glass.snapshot(written))
        try client.shutdown()
    }

    @Test func oneRewritesActionMakesThatSiteAloneWithTheHelper() throws {
        let tree = try xcodeTree(card: Self.twoSites)
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        client.open(uri(tree, "App/Views/Card.swift"), text: Self.twoSites)
        _ = try client.diagnostics(for: uri(tree, "App/Views/Card.swift"))
        let actions = try client.codeActions(uri(tree, "App/Views/Card.swift"), lines: 6...6)
        let titles = actions.compactMap { $0["title"] as? String }
        #expect(titles.contains("Apply the material-background rewrite (as --write)"), "\(titles)")
        #expect(titles.contains("Suppress material-background on this line"), "\(titles)")
        let rewrite = try #require(actions.first { $0["title"] as? String == "Apply the material-background rewrite (as --write)" })
        #expect(rewrite["isPreferred"] as? Bool == true)
        try WorkspaceEditApplier.apply(try #require(rewrite["edit"] as? [String: Any]))
        let card = try tree.text("App/Views/Card.swift")
        #expect(card == Self.twoSites.replacingOccurrences(
            of: "Text(\"Old\").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))",
            with: "Text(\"Old\").adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))"))
        #expect(try tree.text("App/Views/\(Glass.helper)").contains("struct AdaptiveGlassBackground"))
        #expect(try Glass.project(tree).owners(ofFile: "App/Views/\(Glass.helper)") == [0])
        try client.shutdown()
    }

    @Test func theSuppressionActionInsertsTheDirectiveAndTheFindingGoes() throws {
        let tree = try xcodeTree()
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        let card = uri(tree, "App/Views/Card.swift")
        client.open(card, text: Glass.card())
        #expect(try client.diagnostics(for: card).count == 1)
        let actions = try client.codeActions(card, lines: 4...4)
        let suppress = try #require(actions.first { $0["title"] as? String == "Suppress material-background on this line" })
        try WorkspaceEditApplier.apply(try #require(suppress["edit"] as? [String: Any]))
        let suppressed = try tree.text("App/Views/Card.swift")
        #expect(suppressed == Glass.card().replacingOccurrences(
            of: "        Text(\"New\")", with: "        // glassmigrate:disable:next material-background\n        Text(\"New\")"))
        client.notify("textDocument/didChange", ["textDocument": ["uri": card, "version": 2], "contentChanges": [["text": suppressed]]])
        #expect(try client.diagnostics(for: card).isEmpty)
        let check = try Executable.run(["--check", tree.url("App/Views/Card.swift").path], in: tree.root)
        #expect(check.status == 0, "\(check.stderr)")
        try client.shutdown()
    }

    @Test func incrementalChangesCountUTF16AndTheEditsMatchWriteOnTheSameText() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])

        """)
        try tree.write("Sources/App/Card.swift", Glass.plain)
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        let card = uri(tree, "Sources/App/Card.swift")
        client.open(card, text: Glass.plain)
        #expect(try client.diagnostics(for: card).isEmpty)
        // Typed after the last line: a view whose line starts with an emoji (two UTF-16 units) and an é.
        let typed = "struct V: View { var body: some View { Text(\"😀é\").background(.thinMaterial, in: Capsule()) } }\n"
        client.notify("textDocument/didChange", ["textDocument": ["uri": card, "version": 2], "contentChanges": [
            ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "import SwiftUI\n" + typed],
        ]])
        let buffer = Glass.plain + "import SwiftUI\n" + typed
        let diagnostics = try client.diagnostics(for: card)
        #expect(diagnostics.count == 1)
        let start = try #require((diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any])
        let line = typed.components(separatedBy: ".background")[0]
        #expect(JSONValueReading.int(start["line"]) == 2 && JSONValueReading.int(start["character"]) == line.utf16.count)

        // The client's text is the buffer; --write of the same text on disk is the reference.
        let written = try tree.copy()
        try written.write("Sources/App/Card.swift", buffer)
        #expect(try Executable.run(["--write", written.url("Sources/App/Card.swift").path], in: written.root).status == 0)
        try tree.write("Sources/App/Card.swift", buffer)
        let fixAll = try #require(try client.codeActions(card, lines: 2...2).first { $0["kind"] as? String == "source.fixAll.glassmigrate" })
        try WorkspaceEditApplier.apply(try #require(fixAll["edit"] as? [String: Any]))
        #expect(try Glass.snapshot(tree) == Glass.snapshot(written))
        try client.shutdown()
    }
}

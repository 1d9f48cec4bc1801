import Foundation
@testable import GlassMigrate
import Testing

/// Rule files, configuration and projects changed on disk while the server runs: the client's
/// `workspace/didChangeWatchedFiles`, or the modification times on the next run, bring the answers
/// of the command line on the new files, in every open document.
@Suite struct LanguageServerWatchTests {
    private static let blurred = """
    import SwiftUI

    struct Blurred: View {
        var body: some View {
            Color.red.blur(radius: 3)
        }
    }

    """

    private static func rules(message: String) -> String {
        """
        [{"id": "no-heavy-blur", "summary": "Heavy blurs under glass cost a render pass each.", "severity": "error",
          "match": ".blur(radius: $r)", "message": "\(message)"}]

        """
    }

    /// A package whose configuration names a rule file.
    private func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

        """)
        try tree.write(".glassmigrate.json", #"{"rules": ["team-rules.json"]}"#)
        try tree.write("team-rules.json", Self.rules(message: "A blur, first wording."))
        try tree.write("Sources/App/Blurred.swift", Self.blurred)
        try tree.write("Sources/App/Other.swift", Self.blurred.replacingOccurrences(of: "Blurred", with: "Other"))
        return tree
    }

    /// `code message` of each diagnostic, sorted.
    private func summary(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { "\($0["code"] ?? "-") \($0["message"] ?? "")" }.sorted()
    }

    /// `ruleId message` of each finding `--format json` reports for the file, sorted.
    private func commandLine(_ tree: TemporaryTree, _ path: String) throws -> [String] {
        let run = try Executable.run(["--format", "json", tree.url(path).path], in: tree.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any], "\(run.stderr)")
        // A file with nothing to report is not listed.
        guard let file = (document["files"] as? [[String: Any]])?.first else { return [] }
        return (file["findings"] as? [[String: Any]] ?? []).map { "\($0["ruleId"]!) \($0["message"]!)" }.sorted()
    }

    private func watchingClient(_ tree: TemporaryTree) throws -> LanguageServerClient {
        let client = try LanguageServerClient(in: tree.root)
        let capabilities: [String: Any] = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
        try client.request("initialize", ["processId": NSNull(), "rootUri": tree.root.absoluteString, "capabilities": capabilities])
        client.notify("initialized")
        return client
    }

    @Test func aClientThatWatchesFilesIsAskedToWatchConfigurationRuleAndProjectFiles() throws {
        let tree = try tree()
        let client = try watchingClient(tree)
        let registration = try client.next { $0["method"] as? String == "client/registerCapability" }
        let registrations = try #require((registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]])
        #expect(registrations.first?["method"] as? String == "workspace/didChangeWatchedFiles")
        let watchers = (registrations.first?["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]] ?? []
        let globs = watchers.compactMap { $0["globPattern"] as? String }
        for glob in ["**/.glassmigrate.json", "**/Package.swift", "**/*.xcodeproj/project.pbxproj", "**/*.json"] {
            #expect(globs.contains(glob), "\(globs)")
        }
        client.send(["id": try #require(registration["id"]), "result": NSNull()])
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
    }

    @Test func aClientThatCannotWatchIsNotAsked() throws {
        let tree = try tree()
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
        #expect(!client.pending.contains { $0["method"] as? String == "client/registerCapability" })
    }

    @Test func aRuleFileChangedOnDiskIsSeenInEveryOpenDocumentWhenTheClientSaysSo() throws {
        let tree = try tree()
        let client = try watchingClient(tree)
        let blurred = tree.url("Sources/App/Blurred.swift").absoluteString
        let other = tree.url("Sources/App/Other.swift").absoluteString
        client.open(blurred, text: Self.blurred)
        client.open(other, text: try tree.text("Sources/App/Other.swift"))
        #expect(summary(try client.diagnostics(for: blurred)) == ["no-heavy-blur A blur, first wording."])
        #expect(summary(try client.diagnostics(for: other)) == ["no-heavy-blur A blur, first wording."])

        // A broken rule file: the configuration error, as the command line stops with it.
        try tree.write("team-rules.json", "[{")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": tree.url("team-rules.json").absoluteString, "type": 2]]])
        let broken = try client.diagnostics(for: blurred)
        #expect(broken.count == 1 && (broken.first?["message"] as? String ?? "").contains("team-rules.json"), "\(broken)")
        _ = try client.diagnostics(for: other)

        // Fixed again, with another wording: both documents have it, as `--format json` says.
        try tree.write("team-rules.json", Self.rules(message: "A blur, the team's second wording."))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": tree.url("team-rules.json").absoluteString, "type": 2]]])
        let expected = try commandLine(tree, "Sources/App/Blurred.swift")
        #expect(expected == ["no-heavy-blur A blur, the team's second wording."])
        #expect(summary(try client.diagnostics(for: blurred)) == expected)
        #expect(summary(try client.diagnostics(for: other)) == expected)
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
    }

    @Test func aChangeOfAnUnrelatedJSONFileRunsNothingAgain() throws {
        let tree = try tree()
        let client = try watchingClient(tree)
        let blurred = tree.url("Sources/App/Blurred.swift").absoluteString
        let other = tree.url("Sources/App/Other.swift").absoluteString
        client.open(blurred, text: Self.blurred)
        client.open(other, text: try tree.text("Sources/App/Other.swift"))
        _ = try client.diagnostics(for: blurred)
        _ = try client.diagnostics(for: other)
        try tree.write("Assets/Contents.json", "{}")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": tree.url("Assets/Contents.json").absoluteString, "type": 1]]])
        // Had the notification run the documents again, `other` would be sent in the same round as this change.
        client.notify("textDocument/didChange", ["textDocument": ["uri": blurred, "version": 2],
                                                 "contentChanges": [["text": Self.blurred + "\n"]]])
        #expect(try client.diagnostics(for: blurred).count == 1)
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
        #expect(!client.pending.contains { $0["method"] as? String == "textDocument/publishDiagnostics" }, "\(client.pending)")
    }

    @Test func aConfigurationChangedOnDiskIsSeenOnTheNextChangeInEveryOpenDocument() throws {
        let tree = try tree()
        // A client that does not watch files: the modification times tell.
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        let blurred = tree.url("Sources/App/Blurred.swift").absoluteString
        let other = tree.url("Sources/App/Other.swift").absoluteString
        client.open(blurred, text: Self.blurred)
        client.open(other, text: try tree.text("Sources/App/Other.swift"))
        #expect(try client.diagnostics(for: blurred).count == 1)
        #expect(try client.diagnostics(for: other).count == 1)

        try tree.write(".glassmigrate.json", #"{"rules": ["team-rules.json"], "disable": ["no-heavy-blur"]}"#)
        #expect(try commandLine(tree, "Sources/App/Blurred.swift").isEmpty)
        client.notify("textDocument/didChange", ["textDocument": ["uri": blurred, "version": 2],
                                                 "contentChanges": [["text": Self.blurred + "\n"]]])
        #expect(try client.diagnostics(for: blurred).isEmpty)
        #expect(try client.diagnostics(for: other).isEmpty)
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
    }
}

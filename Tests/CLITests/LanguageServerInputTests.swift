import Foundation
@testable import GlassMigrate
@testable import GlassMigrateCommandLine
import GlassMigrateTransforms
import Testing

/// Bad input never ends the server: each case gets an error response, a log line or a clean exit,
/// and the server still answers the next request.
@Suite struct LanguageServerInputTests {
    private func started() throws -> (TemporaryTree, LanguageServerClient) {
        let tree = try TemporaryTree()
        try tree.write("Sources/App/Card.swift", Glass.card())
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        return (tree, client)
    }

    /// The server answers a request after whatever came before.
    private func expectAlive(_ client: LanguageServerClient) throws {
        let response = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///nowhere/None.swift"],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "context": ["diagnostics": []],
        ])
        #expect((response["result"] as? [Any])?.isEmpty == true, "\(response)")
    }

    private func errorCode(_ message: [String: Any]) -> Int? {
        JSONValueReading.int((message["error"] as? [String: Any])?["code"])
    }

    @Test func malformedJSONGetsAParseErrorAndTheServerGoesOn() throws {
        let (_, client) = try started()
        client.sendBody(Array("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ".utf8))
        let response = try client.next { $0["error"] != nil }
        #expect(errorCode(response) == -32700)
        #expect(response["id"] is NSNull)
        client.sendBody(Array("[1, 2, 3]".utf8))
        #expect(errorCode(try client.next { $0["error"] != nil }) == -32700)
        try expectAlive(client)
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
    }

    @Test func aBodyThatIsNotUTF8GetsAParseError() throws {
        let (_, client) = try started()
        let body = Array("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"textDocument/codeAction\",\"params\":{\"x\":\"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"}}".utf8)
        client.sendBody(body)
        #expect(errorCode(try client.next { $0["error"] != nil }) == -32700)
        try expectAlive(client)
        try client.shutdown()
    }

    @Test func aHeaderWithoutContentLengthIsReportedAndSkipped() throws {
        let (_, client) = try started()
        client.sendRaw(Array("Content-Type: application/json\r\n\r\n".utf8))
        #expect(errorCode(try client.next { $0["error"] != nil }) == -32700)
        try expectAlive(client)
        try client.shutdown()
    }

    @Test func unknownRequestsGetMethodNotFoundAndUnknownNotificationsNothing() throws {
        let (_, client) = try started()
        client.notify("workspace/somethingNew", ["x": 1])
        client.notify("$/cancelRequest", ["id": 3])
        let response = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"]])
        #expect(errorCode(response) == -32601)
        // Nothing answered the notifications: only the hover response came.
        #expect(client.pending.filter { $0["id"] != nil }.isEmpty)
        let bad = try client.request("textDocument/codeAction", ["range": "no"])
        #expect(errorCode(bad) == -32602)
        try client.shutdown()
    }

    @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let tree = try TemporaryTree()
        let client = try LanguageServerClient(in: tree.root)
        #expect(errorCode(try client.request("textDocument/codeAction", [:])) == -32002)
        try client.initialize(root: tree.root)
        try client.request("shutdown")
        #expect(errorCode(try client.request("textDocument/codeAction", [:])) == -32600)
        client.notify("exit")
        let ended = client.waitForExit()
        #expect(ended.reason == .exit && ended.status == 0)
    }

    @Test func aFileOutsideTheWorkspaceGetsNoDiagnosticsAndNoEdits() throws {
        let (_, client) = try started()
        let outside = try TemporaryTree()
        try outside.write("Card.swift", Glass.card())
        let uri = outside.url("Card.swift").absoluteString
        client.open(uri, text: Glass.card())
        #expect(try client.diagnostics(for: uri).isEmpty)
        let log = try client.next { $0["method"] as? String == "window/logMessage" }
        #expect(((log["params"] as? [String: Any])?["message"] as? String)?.contains("outside the workspace") == true)
        #expect(try client.codeActions(uri, lines: 0...10).isEmpty)
        // A URI that is not a file is not checked either.
        client.open("untitled:Untitled-1", text: Glass.card())
        #expect(try client.diagnostics(for: "untitled:Untitled-1").isEmpty)
        try client.shutdown()
    }

    @Test func aBufferThatIsNotSourceTextIsReportedNotRun() throws {
        let (tree, client) = try started()
        let uri = tree.url("Sources/App/Card.swift").absoluteString
        client.open(uri, text: "struct A {}\u{0}\u{0}\u{1}binary")
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.count == 1)
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("Could not be processed:") == true, "\(diagnostics)")
        #expect(JSONValueReading.int(diagnostics.first?["severity"]) == 1)
        try expectAlive(client)
        try client.shutdown()
    }

    @Test func aChangeWithABadRangeIsLoggedAndTheTextKept() throws {
        let (tree, client) = try started()
        let uri = tree.url("Sources/App/Card.swift").absoluteString
        client.open(uri, text: Glass.card())
        #expect(try client.diagnostics(for: uri).count == 1)
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": ["line": 3, "character": 0], "end": ["line": 1, "character": 0]], "text": "x"],
        ]])
        let log = try client.next { $0["method"] as? String == "window/logMessage" }
        #expect(((log["params"] as? [String: Any])?["message"] as? String)?.contains("invalid range") == true)
        // A position past the end is the end, as LSP says: the text after it still has its one diagnostic.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [
            ["range": ["start": ["line": 99, "character": 0], "end": ["line": 99, "character": 5]], "text": "// end\n"],
        ]])
        #expect(try client.diagnostics(for: uri).count == 1)
        try client.shutdown()
    }

    @Test func aClientThatDisconnectsEndsTheServerCleanly() throws {
        let (tree, client) = try started()
        client.open(tree.url("Sources/App/Card.swift").absoluteString, text: Glass.card())
        // Half a message, then the end of the stream.
        client.sendRaw(Array("Content-Length: 500\r\n\r\n{\"jsonrpc\"".utf8))
        try client.closeInput()
        let ended = client.waitForExit()
        #expect(ended.reason == .exit)
        #expect(ended.status == 1)
    }

    @Test func aBurstOfChangesIsRunOnceForItsLastText() throws {
        let (tree, client) = try started()
        let uri = tree.url("Sources/App/Card.swift").absoluteString
        client.open(uri, text: Glass.card())
        #expect(try client.diagnostics(for: uri).count == 1)
        // Three changes in one write (well under the pipe's atomic size): the server reads them together.
        var burst: [UInt8] = []
        for version in 2...4 {
            let change: [String: Any] = ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "//\n"]],
            ] as [String: Any]]
            let body = [UInt8](try JSONSerialization.data(withJSONObject: change))
            burst += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        #expect(burst.count < 4096)
        client.sendRaw(burst)
        let published = try client.next { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(JSONValueReading.int((published["params"] as? [String: Any])?["version"]) == 4)
        try expectAlive(client)
        #expect(!client.pending.contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
        // The three lines went in: the site is reported three lines lower.
        let start = ((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.first?["range"] as? [String: Any]
        #expect(JSONValueReading.int((start?["start"] as? [String: Any])?["line"]) == 7)
        try client.shutdown()
    }

    // MARK: - The workspace cache

    @Test func aProjectFileIsReadAgainOnlyWhenItChangesOnDisk() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\")])\n")
        try tree.write("Sources/App/Card.swift", Glass.card())
        let runner = Runner(rules: BuiltinRules.all)
        let cache = WorkspaceCache { RunSession(runner: runner, options: RunOptions(paths: [])) }
        let path = tree.url("Sources/App/Card.swift").path
        let first = try cache.session(forFile: path).run(bytes: Array(Glass.card().utf8), as: path)
        #expect(first.supportFiles.map(\.file.name) == [Glass.helper])
        _ = try cache.session(forFile: path).run(bytes: Array(Glass.card().utf8), as: path)
        _ = cache.session(forFile: path)
        #expect(cache.sessionsStarted == 1)
        // iOS 26 only: native glass, no helper; the cache sees the new manifest.
        try tree.write("Package.swift", "// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v26), .macOS(.v26)], targets: [.target(name: \"App\")])\n")
        let second = try cache.session(forFile: path).run(bytes: Array(Glass.card().utf8), as: path)
        #expect(cache.sessionsStarted == 2)
        #expect(second.supportFiles.isEmpty)
        _ = cache.session(forFile: path)
        #expect(cache.sessionsStarted == 2)
        // A configuration file added beside the file is a change too.
        try tree.write("Sources/App/.glassmigrate.json", "{\"disable\": [\"material-background\"]}\n")
        let third = try cache.session(forFile: path).run(bytes: Array(Glass.card().utf8), as: path)
        #expect(cache.sessionsStarted == 3)
        #expect(third.files[0].findings.isEmpty && !third.files[0].changed)
    }
}

import Foundation
@testable import GlassMigrate
import GlassMigrateTransforms
import Testing

/// What the server keeps between changes (what the module's other files on disk declare) is asked
/// again when one of them changes: the answers stay those of `--write` on the files as they are now.
@Suite struct LanguageServerCacheTests {
    private func packageTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])

        """)
        try tree.write("Sources/App/Card.swift", Glass.card())
        try tree.write("Sources/App/Support/Shared.swift", Glass.plain)
        return tree
    }

    /// The paths the fix-all action creates, after checking that applying it makes what `--write` makes
    /// on a copy of the tree as it is on disk now (the tree itself is left as it was).
    private func fixAllCreates(_ client: LanguageServerClient, _ tree: TemporaryTree, uri: String) throws -> [String] {
        let fixAll = try #require(try client.codeActions(uri, lines: 4...4).first { $0["kind"] as? String == "source.fixAll.glassmigrate" })
        let edit = try #require(fixAll["edit"] as? [String: Any], "\(fixAll)")
        let written = try tree.copy()
        #expect(try Executable.run(["--write", written.url("Sources/App/Card.swift").path], in: written.root).status == 0)
        let applied = try tree.copy()
        try WorkspaceEditApplier.apply(Self.retargeted(edit, from: tree.root, to: applied.root))
        #expect(try Glass.snapshot(applied) == Glass.snapshot(written))
        let operations = edit["documentChanges"] as? [[String: Any]] ?? []
        return operations.filter { $0["kind"] as? String == "create" }.compactMap { operation in
            (operation["uri"] as? String).flatMap(URL.init(string:))?.path.replacingOccurrences(of: tree.root.path + "/", with: "")
        }
    }

    /// `edit` with every URI below `from` moved below `to`.
    private static func retargeted(_ edit: [String: Any], from: URL, to: URL) throws -> [String: Any] {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: edit), as: UTF8.self)
        let moved = text.replacingOccurrences(of: from.absoluteString.replacingOccurrences(of: "/", with: "\\/"),
                                              with: to.absoluteString.replacingOccurrences(of: "/", with: "\\/"))
        return try #require(try JSONSerialization.jsonObject(with: Data(moved.utf8)) as? [String: Any])
    }

    @Test func anotherFileThatComesToDeclareTheHelperIsSeenOnTheNextChange() throws {
        let tree = try packageTree()
        let client = try LanguageServerClient(in: tree.root)
        try client.initialize(root: tree.root)
        let card = tree.url("Sources/App/Card.swift").absoluteString
        client.open(card, text: Glass.card())
        #expect(try client.diagnostics(for: card).count == 1)
        #expect(try fixAllCreates(client, tree, uri: card) == ["Sources/App/\(Glass.helper)"])

        // The helper, as `--write` makes it, comes to be declared in another file of the module.
        let written = try tree.copy()
        #expect(try Executable.run(["--write", written.url("Sources/App/Card.swift").path], in: written.root).status == 0)
        let helper = try written.text("Sources/App/\(Glass.helper)")
        try tree.write("Sources/App/Support/Shared.swift", Glass.plain + helper)
        client.notify("textDocument/didChange", ["textDocument": ["uri": card, "version": 2], "contentChanges": [["text": Glass.card()]]])
        #expect(try client.diagnostics(for: card).count == 1)
        #expect(try fixAllCreates(client, tree, uri: card) == [])

        // And no longer: the helper is to be created again.
        try tree.write("Sources/App/Support/Shared.swift", Glass.plain)
        client.notify("textDocument/didChange", ["textDocument": ["uri": card, "version": 3], "contentChanges": [["text": Glass.card()]]])
        #expect(try client.diagnostics(for: card).count == 1)
        #expect(try fixAllCreates(client, tree, uri: card) == ["Sources/App/\(Glass.helper)"])
        try client.shutdown()
        #expect(client.waitForExit().status == 0)
    }

    @Test func theModulesOtherFilesAreReadOnceWhileTheyStayAsTheyWere() throws {
        let tree = try packageTree()
        let session = RunSession(runner: Runner(rules: BuiltinRules.all), options: RunOptions(paths: []))
        let path = tree.url("Sources/App/Card.swift").path
        let first = try session.run(bytes: Array(Glass.card().utf8), as: path)
        #expect(first.supportFiles.count == 1)
        let reads = session.diskMentions.reads
        #expect(reads >= 1)
        for typed in 1...5 {
            let report = try session.run(bytes: Array((Glass.card() + String(repeating: "\n", count: typed)).utf8), as: path)
            #expect(report.supportFiles.count == 1)
        }
        #expect(session.diskMentions.reads == reads)
        try tree.write("Sources/App/Support/Shared.swift", Glass.plain + "// edited\n")
        _ = try session.run(bytes: Array(Glass.card().utf8), as: path)
        #expect(session.diskMentions.reads > reads)
    }
}

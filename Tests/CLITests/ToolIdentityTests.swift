import Foundation
import GlassMigrate
import GlassMigrateTransforms
import Testing
@testable import GlassMigrateCommandLine

/// What a console received.
private final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errText = ""

    var output: String { lock.lock(); defer { lock.unlock() }; return String(decoding: outBytes, as: UTF8.self) }
    var error: String { lock.lock(); defer { lock.unlock() }; return errText }

    var console: Console {
        Console(writeOutput: { bytes in self.lock.lock(); self.outBytes += bytes; self.lock.unlock() },
                writeError: { text in self.lock.lock(); self.errText += text; self.lock.unlock() },
                readInput: { [] }, outputIsTerminal: false, errorIsTerminal: false, environment: ["CI": "1"])
    }
}

/// A team's tool built on `CommandLineTool` names itself, not glassmigrate, wherever it speaks as the tool.
@Suite struct ToolIdentityTests {
    private let frosted = ToolIdentity(name: "frosted-migrate", version: "2.1.0")

    private func run(_ arguments: [String], as tool: ToolIdentity) -> (status: Int32, output: String, error: String) {
        let captured = Captured()
        let status = Command.main(arguments: arguments, rules: BuiltinRules.all, console: captured.console, tool: tool)
        return (status, captured.output, captured.error)
    }

    @Test func versionIsTheToolsOwn() {
        #expect(run(["--version"], as: frosted).output == "frosted-migrate 2.1.0\n")
        #expect(run(["--version"], as: .glassmigrate).output == "glassmigrate \(ToolInfo.version)\n")
    }

    @Test func helpUsesTheToolsNameForEveryCommandButKeepsGlassmigratesFiles() {
        let help = run(["--help"], as: frosted).output
        let lines = help.split(separator: "\n").map(String.init)
        #expect(lines.first == "USAGE: frosted-migrate [options] <path>...")
        let examples = lines.filter { $0.hasPrefix(String(repeating: " ", count: 27)) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("-") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("frosted-migrate ") || $0.hasPrefix("glassmigrate ") }
        #expect(examples.count > 30)
        #expect(examples.allSatisfy { $0.hasPrefix("frosted-migrate ") })
        #expect(help.contains("frosted-migrate --write Sources/\n"))
        // glassmigrate's own things keep their names.
        #expect(help.contains(".glassmigrate.json files found"))
        #expect(help.contains("frosted-migrate --config ci/glassmigrate.json Sources/"))
        // The same shape as glassmigrate's help, line for line.
        let own = Help.text(rules: BuiltinRules.all)
        #expect(lines.count == own.split(separator: "\n").count)
        #expect(run(["--help"], as: .glassmigrate).output == own)
    }

    @Test func usageErrorsAndRunMessagesArePrefixedWithTheToolsName() throws {
        let usage = run(["--no-such-flag"], as: frosted)
        #expect(usage.status == 2)
        #expect(usage.error.hasPrefix("frosted-migrate: error: "))
        #expect(!usage.error.contains("glassmigrate"))

        let tree = try TemporaryTree()
        try tree.write("Sources/Broken.swift", "let b = Text(\"x\").background(.thinMaterial, in: Capsule())\nfunc f() {\n")
        try tree.write("Sources/Chip.swift", "let a = Text(\"A\").background(.thinMaterial, in: Capsule())\n")
        let run = self.run([tree.url("Sources").path], as: frosted)
        #expect(run.status == 3)
        let prefixes = run.error.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
        #expect(prefixes.contains("frosted-migrate"))
        #expect(run.error.contains("frosted-migrate: error: "))
        #expect(run.error.contains("frosted-migrate: 2 files processed"))
        #expect(!run.error.contains("glassmigrate: "))
    }

    @Test func reportsNameTheTool() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Chip.swift", "let a = Text(\"A\").background(.thinMaterial, in: Capsule())\n")
        let json = try #require(JSONSerialization.jsonObject(with: Data(run(["--format", "json", tree.url("Sources").path], as: frosted).output.utf8)) as? [String: Any])
        #expect(json["tool"] as? [String: String] == ["name": "frosted-migrate", "version": "2.1.0"])

        let sarif = run(["--format", "sarif", tree.url("Sources").path], as: frosted).output
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "frosted-migrate")
        #expect(driver["version"] as? String == "2.1.0")
        // A rewrite's help names the tool that applies it; suppression comments stay glassmigrate's.
        #expect(sarif.contains("frosted-migrate --write applies it"))
        #expect(sarif.contains("// glassmigrate:disable:next material-background"))

        let html = run(["--format", "html", tree.url("Sources").path], as: frosted).output
        #expect(html.contains("<meta name=\"generator\" content=\"frosted-migrate 2.1.0\"/>"))
    }
}

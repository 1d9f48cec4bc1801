import Foundation
import GlassMigrate
import GlassMigrateTransforms
import Testing
@testable import GlassMigrateCommandLine

/// Collects what a `Console` receives, from any thread.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errText = ""

    var output: [UInt8] { lock.lock(); defer { lock.unlock() }; return outBytes }
    var error: String { lock.lock(); defer { lock.unlock() }; return errText }

    /// A console writing here, with the terminal facts and environment a test chooses.
    func console(outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:]) -> Console {
        Console(writeOutput: { bytes in self.lock.lock(); self.outBytes += bytes; self.lock.unlock() },
                writeError: { text in self.lock.lock(); self.errText += text; self.lock.unlock() },
                readInput: { [] },
                outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal, environment: environment)
    }
}

/// A material background the built-in `material-background` rule rewrites in the adaptive style.
private let materialSource = """
    import SwiftUI

    struct Chip: View {
        var body: some View {
            Text("A").background(.thinMaterial, in: Capsule())
        }
    }

    """

/// Behaviour of the command line the issue names that the other suites do not pin down.
@Suite struct CommandLineContractTests {
    // MARK: - Progress and colour

    /// Writes `count` one-line files that no rule changes.
    private func manyFiles(_ count: Int) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        for index in 0..<count { try tree.write("Sources/F\(index).swift", "let value\(index) = \(index)\n") }
        return tree
    }

    private func run(_ arguments: [String], console: Console) -> Int32 {
        Command.main(arguments: arguments, rules: BuiltinRules.all, console: console)
    }

    @Test func progressLineOnlyOnATerminalOutsideCIForLongRuns() throws {
        let tree = try manyFiles(201)
        let root = tree.url("Sources").path

        let terminal = CapturedConsole()
        #expect(run([root], console: terminal.console(errorIsTerminal: true)) == 0)
        #expect(terminal.error.contains("\r\u{1B}[Kglassmigrate: 201/201 files (100%)"))
        // The line is cleared before the summary, so the summary starts a clean line.
        #expect(terminal.error.hasSuffix("\r\u{1B}[Kglassmigrate: 201 files processed, 0 files would change, 0 findings.\n"))

        let pipe = CapturedConsole()
        #expect(run([root], console: pipe.console(errorIsTerminal: false)) == 0)
        #expect(pipe.error == "glassmigrate: 201 files processed, 0 files would change, 0 findings.\n")

        let ci = CapturedConsole()
        #expect(run([root], console: ci.console(errorIsTerminal: true, environment: ["CI": "true"])) == 0)
        #expect(ci.error == pipe.error)

        let quiet = CapturedConsole()
        #expect(run(["--quiet", root], console: quiet.console(errorIsTerminal: true)) == 0)
        #expect(quiet.error.isEmpty)
    }

    @Test func noProgressLineForShortRuns() throws {
        let tree = try manyFiles(200)
        let console = CapturedConsole()
        #expect(run([tree.url("Sources").path], console: console.console(errorIsTerminal: true)) == 0)
        #expect(console.error == "glassmigrate: 200 files processed, 0 files would change, 0 findings.\n")
    }

    @Test func colourFollowsTheChoiceAndTheTerminal() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Chip.swift", materialSource)
        let path = tree.url("Sources/Chip.swift").path
        func diff(_ arguments: [String], terminal: Bool, environment: [String: String] = [:]) -> String {
            let console = CapturedConsole()
            _ = run(arguments + ["--quiet", path], console: console.console(outputIsTerminal: terminal, environment: environment))
            return String(decoding: console.output, as: UTF8.self)
        }
        let plain = diff([], terminal: false)
        #expect(plain.contains("-        Text(\"A\").background(.thinMaterial, in: Capsule())\n"))
        #expect(!plain.contains("\u{1B}["))
        let coloured = diff([], terminal: true)
        #expect(coloured == UnifiedDiff.colorize(plain))
        #expect(coloured.contains("\u{1B}[31m-        Text(\"A\").background(.thinMaterial, in: Capsule())\u{1B}[m\n"))
        #expect(diff(["--color", "always"], terminal: false) == coloured)
        #expect(diff(["--color", "never"], terminal: true) == plain)
        #expect(diff([], terminal: true, environment: ["NO_COLOR": "1"]) == plain)
        #expect(diff([], terminal: true, environment: ["TERM": "dumb"]) == plain)
    }

    // MARK: - Help

    /// Every option line of `--help` is followed (after any continuation lines) by an example command.
    @Test func helpGivesEveryOptionAnExample() throws {
        let lines = Help.text(rules: BuiltinRules.all).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var options: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("  -") {
            options.append(String(line.dropFirst(2).prefix { $0 != " " && $0 != "," }))
            let rest = lines[(index + 1)...].prefix { !$0.hasPrefix("  -") && !$0.isEmpty }
            #expect(rest.contains { $0.hasPrefix(String(repeating: " ", count: 27) + "glassmigrate ") }, "\(line)")
        }
        #expect(options == ["--dry-run", "--patch", "--write", "--check", "--strict", "--interactive", "--format", "--report", "--color", "--quiet", "--stdin-path",
                            "--docs-url", "--exclude", "--include", "--changed-since", "--baseline", "--write-baseline",
                            "--enable", "--disable", "--only-rule", "--platforms", "--rules", "--config", "--print-config", "--list-rules",
                            // The flags of the rules' options, from their descriptions.
                            "--style", "--migrate-full-bleed", "--migrate-content-layer", "--migrate-opted-out", "--fix-containers",
                            "--jobs", "--dump-tokens", "--completions", "--version", "--help"])
    }

    // MARK: - Exit codes

    @Test func unprocessableFilesWinOverCheckFailures() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Chip.swift", materialSource)
        try tree.write("Sources/Broken.swift", "let a = Text(\"x\").background(.thinMaterial, in: Capsule())\nfunc f() {\n")
        let run = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.text.contains("Sources/Chip.swift:5:18: warning: "))
        #expect(run.stderr.contains("glassmigrate: error: Sources/Broken.swift: cannot parse"))
    }

    @Test func binaryAndInvalidUTF8FilesAreReportedEvenWithoutARuleTrigger() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Chip.swift", materialSource)
        let binary: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]
        let latin1: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nlet x = 1\n".utf8)
        try tree.write("Sources/Binary.swift", binary)
        try tree.write("Sources/Latin1.swift", latin1)
        let run = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("glassmigrate: error: Sources/Binary.swift: binary file (contains a NUL byte); not read further\n"))
        #expect(run.stderr.contains("glassmigrate: error: Sources/Latin1.swift: not valid UTF-8 (binary file or another encoding)\n"))
        #expect(try tree.read("Sources/Binary.swift") == binary)
        #expect(try tree.read("Sources/Latin1.swift") == latin1)
        // The run went on.
        #expect(try tree.text("Sources/Chip.swift").contains(".adaptiveGlassBackground(.thinMaterial, in: Capsule())"))
    }

    // MARK: - Configuration

    @Test func unknownRuleIDsInAConfigurationFileExitTwoNamingFileAndKey() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Chip.swift", materialSource)
        for (json, key, place) in [(#"{"enable": ["glass-containr"]}"#, "enable", "1:13"), (#"{"disable": ["nope"]}"#, "disable", "1:14"),
                                   (#"{"severity": {"glass-on-glas": "error"}}"#, "severity", "1:15")] {
            try tree.write("Sources/.glassmigrate.json", json)
            let run = try Executable.run(["Sources"], in: tree.root)
            #expect(run.status == 2, "\(json)")
            #expect(run.text.isEmpty)
            // The place of the id itself, as a compiler names it.
            #expect(run.stderr.contains("Sources/.glassmigrate.json:\(place): key '\(key)'"), "\(run.stderr)")
            #expect(run.stderr.contains("unknown rule id"), "\(run.stderr)")
        }
        // Sub-finding ids and the suppression check may be given severities.
        try tree.write("Sources/.glassmigrate.json", #"{"severity": {"material-background/full-bleed": "error", "invalid-suppression": "error"}}"#)
        #expect(try Executable.run(["Sources"], in: tree.root).status == 0)
    }

    @Test func enableAndDisableAcceptRuleIDsFromConfiguredRuleFiles() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        // `no-blur` comes from the rule file named in .glassmigrate.json, not from --rules.
        let run = try Executable.run(["--check", "--disable", "no-blur", "Sources/App/Nested"], in: tree.root)
        #expect(run.status == 1)
        #expect(run.text.hasSuffix("Sources/App/Nested/Blurred.swift:6:4: warning: Replaces .frostedCard(style) with a glass effect. [frosted-card]\n"))
        #expect(!run.text.contains("no-blur"))
        let typo = try Executable.run(["--disable", "no-blurr", "Sources/App/Nested"], in: tree.root)
        #expect(typo.status == 2)
        #expect(typo.text.isEmpty)
        #expect(typo.stderr == "glassmigrate: error: unknown rule id 'no-blurr'; see --list-rules\n")
    }

    // MARK: - Reporters

    @Test func githubAnnotationsEscapePropertiesAndMessages() throws {
        let tree = try TemporaryTree()
        try tree.write("rules.json", #"[{"id": "no-blur", "summary": "S.", "severity": "error", "match": ".blur($r)", "message": "100% blur:\nno, really."}]"#)
        try tree.write(".glassmigrate.json", #"{"rules": ["rules.json"]}"#)
        try tree.write("Sources/a,b:c%.swift", "let x = Color.red.blur(radius: 1)\n")
        let run = try Executable.run(["--format", "github", "Sources"], in: tree.root)
        #expect(run.text == "::error file=Sources/a%2Cb%3Ac%25.swift,line=1,col=18,title=glassmigrate no-blur::100%25 blur:%0Ano, really.\n")
    }

    @Test func oneRewriteSiteIsOneLineItemPerRule() throws {
        let tree = try TemporaryTree()
        // Three edits (name, inserted shape, removed clipShape) make this one rewrite.
        try tree.write("Sources/Chip.swift", "import SwiftUI\nlet chip = Text(\"A\")\n    .background(.thinMaterial)\n    .clipShape(Capsule())\n")
        let run = try Executable.run(["--format", "xcode", "Sources/Chip.swift"], in: tree.root)
        let lines = run.text.split(separator: "\n").filter { $0.hasSuffix("[material-background]") && $0.contains("Chip.swift:") }
        #expect(lines.count == 1, "\(run.text)")
        #expect(lines.first?.contains("Chip.swift:3:5: warning: ") == true)
    }

    @Test func sarifHasTheShapeCodeScanningNeeds() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/My App/Chip.swift", materialSource)
        try tree.write("Sources/Broken.swift", "let a = Text(\"x\").background(.thinMaterial, in: Capsule())\nfunc f() {\n")
        let run = try Executable.run(["--format", "sarif", "Sources"], in: tree.root)
        #expect(run.status == 3)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "glassmigrate")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted() && ids.contains("material-background") && ids.contains("glass-availability"))
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String))
        }
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "material-background" })
        #expect(result["level"] as? String == "warning")
        #expect((result["message"] as? [String: Any])?["text"] is String)
        #expect(result["ruleIndex"] as? Int == ids.firstIndex(of: "material-background"))
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/My%20App/Chip.swift")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 18)
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.contains("cannot parse") == true)
    }

    // MARK: - Standard input

    @Test func standardInputNeedingAMissingHelperComesBackUnchanged() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", MaterialBackgroundEndToEndTests.manifest)
        try tree.write("Sources/Shop/Other.swift", "struct Other {}\n")
        let input = Array(materialSource.utf8)
        let run = try Executable.run(["--stdin-path", "Sources/Shop/Chip.swift", "-"], in: tree.root, input: input)
        #expect(run.status == 3)
        #expect(run.text == materialSource)
        #expect(run.stderr.contains("AdaptiveGlassBackground.swift"))
        #expect(run.stderr.contains("glassmigrate --write"))
        // Once the module has the helper, the same input is migrated.
        try tree.write("Sources/Shop/Chip.swift", materialSource)
        #expect(try Executable.run(["--write", "--quiet", "Sources"], in: tree.root).status == 0)
        let migrated = try tree.read("Sources/Shop/Chip.swift")
        try tree.write("Sources/Shop/Chip.swift", materialSource)
        let again = try Executable.run(["--stdin-path", "Sources/Shop/Chip.swift", "-"], in: tree.root, input: input)
        #expect(again.status == 0)
        #expect(again.text == String(decoding: migrated, as: UTF8.self))
        #expect(migrated != input)
    }
}

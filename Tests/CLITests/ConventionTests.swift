import Foundation
import Testing
@testable import GlassMigrateCommandLine

/// The conventions users expect of a Swift linter (issue 26): `--strict`, `--only-rule`, a summary
/// after `--write`, and shell completions made from the help's option table.
@Suite struct ConventionTests {
    /// A package whose one file has a warning-level finding and nothing to rewrite.
    static func warningTree() throws -> TemporaryTree {
        let tree = try StreamTests.makeTree()
        try tree.write("Sources/Shop/Chip.swift", """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        HStack {
                            Text("a").glassEffect()
                            Text("b").glassEffect()
                        }
                    }
                }
            }

            """)
        return tree
    }

    @Test func strictFailsCheckOnWarnings() throws {
        let tree = try Self.warningTree()
        let plain = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(plain.status == 0, "\(plain.text)\(plain.stderr)")
        #expect(plain.text.contains(": warning: "), "\(plain.text)")
        let strict = try Executable.run(["--check", "--strict", "Sources"], in: tree.root)
        #expect(strict.status == 1, "\(strict.text)")
        #expect(strict.text == plain.text)
    }

    @Test func onlyRuleRunsJustTheNamedRules() throws {
        let tree = try StreamTests.makeTree()
        let all = try Executable.run(["--check", "Sources"], in: tree.root)
        #expect(all.text.contains("[glass-availability]") && all.text.contains("[material-background]"), "\(all.text)")
        let only = try Executable.run(["--check", "--only-rule", "glass-availability", "Sources"], in: tree.root)
        #expect(only.text.contains("[glass-availability]") && !only.text.contains("[material-background]"), "\(only.text)")
        let both = try Executable.run(["--check", "--only-rule", "glass-availability", "--only-rule", "material-background", "Sources"], in: tree.root)
        #expect(both.text == all.text)
        let typo = try Executable.run(["--check", "--only-rule", "glass-availabilty", "Sources"], in: tree.root)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown rule id 'glass-availabilty'"))
    }

    @Test func writeSaysWhatItWrotePerFileAndRule() throws {
        let tree = try ReportSiteTests.makeTree()
        let run = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("glassmigrate: rewrote Sources/Shop/Stack.swift (4 changes)"), "\(run.stderr)")
        #expect(lines.contains("glassmigrate: 4 changes written: 4 material-background."), "\(run.stderr)")
        #expect(lines.last?.hasPrefix("glassmigrate: 1 file processed, 1 file rewritten") == true, "\(run.stderr)")
        let quiet = try Executable.run(["--write", "--quiet", "Sources"], in: tree.root)
        #expect(quiet.stderr.isEmpty)
    }

    // MARK: - Completions

    /// The options `--help` lists, from its option entries.
    static func helpOptions(in directory: URL) throws -> [String] {
        let help = try Executable.run(["--help"], in: directory).text
        return help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
            line.dropFirst(2).components(separatedBy: "  ")[0]
                .components(separatedBy: ", ").compactMap { $0.split(separator: " ").first.map(String.init) }
        }
    }

    @Test func everyOptionOfTheHelpCompletesInEveryShell() throws {
        let tree = try TemporaryTree()
        let options = try Self.helpOptions(in: tree.root)
        #expect(options.contains("--dry-run") && options.contains("-j") && options.contains("--style") && options.contains("--strict"))
        for shell in ["bash", "zsh", "fish"] {
            let run = try Executable.run(["--completions", shell], in: tree.root)
            #expect(run.status == 0)
            for option in options {
                let spelled = shell == "fish" ? (option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())") : option
                #expect(run.text.contains(spelled), "\(shell) misses \(option)")
            }
        }
        let bash = try Executable.run(["--completions", "bash"], in: tree.root)
        try tree.write("glassmigrate.bash", bash.stdout)
        let parsed = try runSystemTool("bash", ["-n", "glassmigrate.bash"], in: tree.root)
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(bash.text.contains(#"--format) COMPREPLY=($(compgen -W "diff json sarif github xcode html" -- "$cur")); return ;;"#))
        #expect(bash.text.contains("complete -o filenames -F _glassmigrate glassmigrate\n"))
    }

    @Test func everyOptionTheParserKnowsIsInTheHelp() throws {
        let tree = try TemporaryTree()
        let options = Set(try Self.helpOptions(in: tree.root))
        let help = try Executable.run(["--help"], in: tree.root).text
        // `--colour` is the other spelling of `--color`.
        for option in OptionParser.knownOptions where option != "--colour" {
            #expect(options.contains(option), "\(option) is not in --help:\n\(help)")
        }
    }
}

import Foundation
import Testing

/// What goes to stdout and stderr in each mode: the requested output alone on stdout, one line per
/// error, and nothing else on stderr with `--quiet`.
@Suite struct StreamTests {
    /// A file with one rewrite site (material-background, which also needs the generated helper) and
    /// one error-level finding.
    static let chip = """
        import SwiftUI

        struct Chip: View {
            var body: some View {
                Text("é").padding().background(.thinMaterial, in: Capsule())
                Text("b").glassEffect(Glass.regular)
            }
        }

        """

    static func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [.target(name: "Shop")])

            """)
        try tree.write("Sources/Shop/Chip.swift", chip)
        return tree
    }

    @Test func checkPrintsEverySiteWithLineAndColumn() throws {
        let tree = try Self.makeTree()
        let run = try Executable.run(["--check", "--quiet", "Sources"], in: tree.root)
        #expect(run.status == 1)
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // One line per site, as `swiftformat --lint` prints them: path:line:column: severity: message [rule].
        #expect(lines.count == 4, "\(run.text)")
        #expect(lines[0].hasPrefix("Sources/Shop/Chip.swift:5:29: warning: "), "\(run.text)")
        #expect(lines[0].hasSuffix(" [material-background]"), "\(run.text)")
        #expect(lines[1].hasPrefix("Sources/Shop/Chip.swift:6:19: error: "), "\(run.text)")
        #expect(lines[1].hasSuffix(" [glass-availability]"), "\(run.text)")
        #expect(lines[2] == "Sources/Shop/AdaptiveGlassBackground.swift: warning: AdaptiveGlassBackground.swift would be created for material-background. Run glassmigrate --write to apply. [material-background]")
        #expect(lines[3] == "")
        #expect(run.stderr.isEmpty)
    }

    @Test func quietLeavesOnlyTheRequestedOutputInEveryMode() throws {
        for mode in ["--dry-run", "--check", "--write"] {
            for format in ["diff", "json", "sarif", "github", "xcode"] {
                let tree = try Self.makeTree()
                let loud = try Executable.run([mode, "--format", format, "Sources"], in: tree.root)
                // The same tree as it was, so absolute paths in the output are the same.
                try tree.write("Sources/Shop/Chip.swift", Self.chip)
                try? FileManager.default.removeItem(at: tree.url("Sources/Shop/AdaptiveGlassBackground.swift"))
                let quiet = try Executable.run([mode, "--quiet", "--format", format, "Sources"], in: tree.root)
                #expect(quiet.status == loud.status, "\(mode) \(format)")
                #expect(quiet.text == loud.text, "\(mode) \(format)")
                #expect(quiet.stderr.isEmpty, "\(mode) \(format): \(quiet.stderr)")
                #expect(!loud.stderr.isEmpty, "\(mode) \(format)")
            }
        }
        // Standard input too.
        let tree = try Self.makeTree()
        for mode in ["--dry-run", "--check"] {
            let run = try Executable.run([mode, "--quiet", "--stdin-path", "Sources/Shop/Chip.swift", "-"], in: tree.root,
                                         input: Array(Self.chip.utf8))
            #expect(!run.stderr.contains("warning:"), "\(mode): \(run.stderr)")
            #expect(!run.stderr.contains("processed"), "\(mode): \(run.stderr)")
        }
    }

    @Test func quietKeepsErrors() throws {
        let tree = try Self.makeTree()
        try tree.write("Sources/Shop/Broken.swift", "let a = Text(\"x\").background(.thinMaterial, in: Capsule())\nfunc f() {\n")
        let run = try Executable.run(["--check", "--quiet", "--format", "json", "Sources"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr == "glassmigrate: error: Sources/Shop/Broken.swift: cannot parse: 2:10: unbalanced '{': no matching close\n", "\(run.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(run.stdout)) is [String: Any])
    }

    @Test func aFailingRunPrintsOneErrorLine() throws {
        let tree = try Self.makeTree()
        for arguments in [["--frobnicate", "Sources"], ["--format", "yaml", "Sources"], ["--config", "missing.json", "Sources"]] {
            let run = try Executable.run(arguments, in: tree.root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(run.stderr)")
            #expect(lines.first?.hasPrefix("glassmigrate: error: ") == true, "\(arguments)")
        }
    }
}

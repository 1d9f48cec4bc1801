import Foundation
import Testing

/// The README's recipes run as written: the pre-commit hook in a temporary repository, the undo
/// after a `--write`, the install commands, and the version CHANGELOG.md names.
@Suite struct ReadmeRecipeTests {
    static let root = PluginTests.root

    /// The code between `<!-- name:begin -->` and `<!-- name:end -->` in README.md, without the fences.
    static func block(_ name: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- \(name):begin -->\n"))
        let end = try #require(readme.range(of: "<!-- \(name):end -->", range: begin.upperBound..<readme.endIndex))
        let lines = readme[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("```") == true)
        return lines.dropFirst().prefix { !$0.hasPrefix("```") }.joined(separator: "\n") + "\n"
    }

    /// `PATH` with the built glassmigrate first, as an installed one would be.
    static var pathWithTool: String {
        Executable.url.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    static func git(_ arguments: [String], in tree: TemporaryTree) throws -> ProcessOutput {
        try runTool(URL(fileURLWithPath: "/usr/bin/env"),
                    ["git", "-c", "user.email=t@example.com", "-c", "user.name=T", "-c", "init.defaultBranch=main",
                     "-c", "commit.gpgsign=false", "-c", "core.hooksPath=.git/hooks"] + arguments,
                    in: tree.root, environment: ["PATH": pathWithTool, "CI": "1"])
    }

    /// The README's Swift rule is the example package's, which CI builds and tests.
    @Test func theSwiftRuleIsTheExamplePackagesOwn() throws {
        let example = try String(contentsOf: Self.root.appendingPathComponent("Examples/CustomRule/Sources/FrostedPanel/FrostedPanelRule.swift"),
                                 encoding: .utf8)
        #expect(try Self.block("custom-rule") == example)
    }

    @Test func thePreCommitHookChecksStagedContentAndPathsWithSpaces() throws {
        let tree = try StreamTests.makeTree()
        try FileManager.default.removeItem(at: tree.url("Sources/Shop/Chip.swift"))
        #expect(try Self.git(["init", "-q"], in: tree).status == 0)
        #expect(try Self.git(["add", "Package.swift"], in: tree).status == 0)
        #expect(try Self.git(["commit", "-q", "-m", "start"], in: tree).status == 0)
        try tree.write(".git/hooks/pre-commit", try Self.block("pre-commit"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.url(".git/hooks/pre-commit").path)

        let file = "Sources/Shop/Card View's.swift"
        let bad = SelectionTests.glass
        let good = "import SwiftUI\nlet v = Text(\"a\")\n"
        // Staged: an error-level finding. Working copy: fixed but not staged. The commit is refused.
        try tree.write(file, bad)
        #expect(try Self.git(["add", file], in: tree).status == 0)
        try tree.write(file, good)
        let refused = try Self.git(["commit", "-q", "-m", "bad"], in: tree)
        #expect(refused.status != 0)
        // git shows a hook's output on stderr.
        #expect(refused.stderr.contains("Sources/Shop/Card View's.swift:2:19: error: "), "\(refused.text)\(refused.stderr)")
        #expect(refused.stderr.contains("stage the result and commit again"), "\(refused.stderr)")

        // Staged: fixed. Working copy: broken again but not staged. The commit goes through.
        #expect(try Self.git(["add", file], in: tree).status == 0)
        try tree.write(file, bad)
        let accepted = try Self.git(["commit", "-q", "-m", "good"], in: tree)
        #expect(accepted.status == 0, "\(accepted.text)\(accepted.stderr)")
        #expect(try Self.git(["show", "HEAD:\(file)"], in: tree).text == good)
    }

    @Test func theUndoRecipeRemovesRewritesAndCreatedFiles() throws {
        let tree = try StreamTests.makeTree()
        try tree.write("Sources/Shop/With Space/Badge.swift", StreamTests.chip.replacingOccurrences(of: "Chip", with: "Badge"))
        #expect(try Self.git(["init", "-q"], in: tree).status == 0)
        #expect(try Self.git(["add", "."], in: tree).status == 0)
        #expect(try Self.git(["commit", "-q", "-m", "start"], in: tree).status == 0)
        let write = try Executable.run(["--write", "."], in: tree.root)
        #expect(write.status == 0)
        #expect(write.stderr.contains("glassmigrate: created Sources/Shop/AdaptiveGlassBackground.swift\n"), "\(write.stderr)")
        #expect(try tree.text("Sources/Shop/Chip.swift") != StreamTests.chip)

        let undo = try runTool(URL(fileURLWithPath: "/bin/sh"), ["-e", "-c", try Self.block("undo")], in: tree.root,
                               environment: ["PATH": Self.pathWithTool])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.text.contains("Would remove Sources/Shop/AdaptiveGlassBackground.swift"), "\(undo.text)")
        #expect(try Self.git(["status", "--porcelain"], in: tree).text == "")
        #expect(try tree.text("Sources/Shop/Chip.swift") == StreamTests.chip)
    }

    @Test func theInstallBuildsOnlyTheProductAndPastesAsIs() throws {
        let install = try Self.block("install")
        #expect(install.contains("swift build -c release --product glassmigrate\n"))
        // Nothing to fill in: no shell variable, no <placeholder>.
        #expect(!install.contains("$"))
        #expect(!install.contains("<"))
        #expect(install.contains(".build/release/glassmigrate"))
        // The product and the path the build writes it to are the package's.
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".executable(name: "glassmigrate""#))
    }

    @Test func versionPrintsTheVersionTheChangelogNames() throws {
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The version being prepared is named under the intro; once released it is the first `## [x.y.z]` heading.
        let named = changelog.split(separator: "\n").compactMap { line -> String? in
            for prefix in ["The version being prepared is **", "## ["] where line.hasPrefix(prefix) {
                let version = line.dropFirst(prefix.count).prefix { $0 != "*" && $0 != "]" }
                if version.first?.isNumber == true { return String(version) }
            }
            return nil
        }.first
        let version = try #require(named, "CHANGELOG.md names no version")
        let run = try Executable.run(["--version"], in: Self.root)
        #expect(run.text == "glassmigrate \(version)\n")
    }
}

/// The README's samples say what the tool really prints (issue 26, item 9).
@Suite struct ReadmeSampleTests {
    @Test func theDemoAppStderrIsWhatARunPrints() throws {
        let sample = try ReadmeRecipeTests.block("demo-stderr")
        let run = try Executable.run(["--dry-run", "Fixtures/DemoApp"], in: ReadmeRecipeTests.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == sample)
    }

    @Test func theInstallNeedsNoSudoAndRunsInAPrefix() throws {
        let install = try ReadmeRecipeTests.block("install")
        #expect(!install.contains("sudo"))
        // Its install lines, run against a home of our own with the built tool in place of the release build.
        let home = try TemporaryTree()
        try FileManager.default.createDirectory(at: home.url("checkout/.build"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: home.url("checkout/.build/release"),
                                                   withDestinationURL: Executable.url.deletingLastPathComponent())
        let script = install.split(separator: "\n").filter { !$0.hasPrefix("swift build") }.joined(separator: "\n")
        let run = try runTool(URL(fileURLWithPath: "/bin/sh"), ["-ec", script], in: home.url("checkout"), environment: ["HOME": home.root.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text.hasPrefix("glassmigrate "), "\(run.text)")
        #expect(FileManager.default.isExecutableFile(atPath: home.url(".local/bin/glassmigrate").path))
    }
}

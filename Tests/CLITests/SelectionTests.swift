import Foundation
import Testing

/// Which files a run reads: what git ignores is skipped unless named, `--exclude`/`--include` on the
/// command line, and `--changed-since REF` for pull-request checks.
@Suite struct SelectionTests {
    /// One glass call, an error-level finding at iOS 17: a file that is read is a file that is reported.
    /// (`Glass.regular` spelt out is not a spelling glass-availability's fix takes, so nothing is rewritten.)
    static let glass = "import SwiftUI\nlet v = Text(\"a\").glassEffect(Glass.regular)\n"

    static func git(_ arguments: [String], in tree: TemporaryTree) throws {
        let run = try runSystemTool("git", ["-c", "user.email=t@example.com", "-c", "user.name=T", "-c", "init.defaultBranch=main",
                                            "-c", "commit.gpgsign=false"] + arguments, in: tree.root)
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    /// A repository whose `.gitignore` ignores `Vendor/` and generated files; one vendored file is tracked anyway.
    static func makeRepository() throws -> TemporaryTree {
        let tree = try StreamTests.makeTree()
        try FileManager.default.removeItem(at: tree.url("Sources/Shop/Chip.swift"))
        try tree.write(".gitignore", "Vendor/\n*.generated.swift\n")
        for file in ["Sources/Shop/App.swift", "Sources/Shop/Model.generated.swift", "Vendor/Kit/Kit.swift",
                     "Vendor/Tracked/Tracked.swift", "Sources/Shop/With Space/Card View.swift"] {
            try tree.write(file, glass)
        }
        try git(["init", "-q"], in: tree)
        try git(["add", ".gitignore", "Package.swift", "Sources/Shop/App.swift", "Sources/Shop/With Space/Card View.swift"], in: tree)
        try git(["add", "-f", "Vendor/Tracked/Tracked.swift"], in: tree)
        try git(["commit", "-q", "-m", "start"], in: tree)
        return tree
    }

    static func reportedFiles(_ run: ProcessOutput) -> [String] {
        Array(Set(run.text.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })).sorted()
    }

    @Test func filesGitIgnoresAreSkippedUnlessNamed() throws {
        let tree = try Self.makeRepository()
        let run = try Executable.run(["--check", "--quiet", "."], in: tree.root)
        #expect(run.status == 1)
        // A tracked file in an ignored folder is not ignored (git agrees).
        #expect(Self.reportedFiles(run) == ["Sources/Shop/App.swift", "Sources/Shop/With Space/Card View.swift", "Vendor/Tracked/Tracked.swift"])

        let named = try Executable.run(["--check", "--quiet", "Sources/Shop/Model.generated.swift", "Vendor/Kit"], in: tree.root)
        #expect(Self.reportedFiles(named) == ["Sources/Shop/Model.generated.swift", "Vendor/Kit/Kit.swift"])

        // From a subfolder, git's answer is the same.
        let sub = try Executable.run(["--check", "--quiet", "Sources"], in: tree.root)
        #expect(Self.reportedFiles(sub) == ["Sources/Shop/App.swift", "Sources/Shop/With Space/Card View.swift"])
    }

    @Test func withoutGitEverythingIsRead() throws {
        let tree = try Self.makeRepository()
        // No git on PATH: the walk falls back to the folder as it is.
        let empty = try TemporaryTree()
        let noGit = try Executable.run(["--check", "--quiet", "."], in: tree.root, environment: ["CI": "1", "PATH": empty.root.path])
        #expect(Self.reportedFiles(noGit).count == 5, "\(noGit.text)")
        // Not a work tree: the same.
        try FileManager.default.removeItem(at: tree.url(".git"))
        let plain = try Executable.run(["--check", "--quiet", "."], in: tree.root)
        #expect(Self.reportedFiles(plain).count == 5, "\(plain.text)")
    }

    @Test func excludeAndIncludeOnTheCommandLine() throws {
        let tree = try Self.makeRepository()
        let excluded = try Executable.run(["--check", "--quiet", "--exclude", "Vendor/**", "--exclude=With Space", "."], in: tree.root)
        #expect(Self.reportedFiles(excluded) == ["Sources/Shop/App.swift"])
        let included = try Executable.run(["--check", "--quiet", "--include", "**/Card View.swift", "."], in: tree.root)
        #expect(Self.reportedFiles(included) == ["Sources/Shop/With Space/Card View.swift"])
        // Beside the configuration's patterns, not instead of them.
        try tree.write(".glassmigrate.json", #"{"exclude": ["Vendor/**"]}"#)
        let both = try Executable.run(["--check", "--quiet", "--exclude", "App.swift", "."], in: tree.root)
        #expect(Self.reportedFiles(both) == ["Sources/Shop/With Space/Card View.swift"])
    }

    @Test func changedSinceListsCommittedStagedUnstagedAndUntrackedFiles() throws {
        let tree = try Self.makeRepository()
        for name in ["Committed", "Staged", "Unstaged", "Untouched", "Deleted"] {
            try tree.write("Sources/Shop/\(name).swift", "struct \(name) {}\n")
        }
        try Self.git(["add", "Sources"], in: tree)
        try Self.git(["commit", "-q", "-m", "more"], in: tree)
        try Self.git(["checkout", "-q", "-b", "feature"], in: tree)
        try tree.write("Sources/Shop/Committed.swift", Self.glass)
        try Self.git(["commit", "-q", "-am", "change"], in: tree)
        try tree.write("Sources/Shop/Staged.swift", Self.glass)
        try Self.git(["add", "Sources/Shop/Staged.swift"], in: tree)
        try tree.write("Sources/Shop/Unstaged.swift", Self.glass)
        try tree.write("Sources/Shop/Untracked.swift", Self.glass)
        try tree.write("Sources/Shop/Ignored.generated.swift", Self.glass)
        try FileManager.default.removeItem(at: tree.url("Sources/Shop/Deleted.swift"))
        // main moves on after the branch: its changes are not this branch's (the merge base counts, not main's tip).
        try Self.git(["stash", "-q", "--include-untracked"], in: tree)
        try Self.git(["checkout", "-q", "main"], in: tree)
        try tree.write("Sources/Shop/Untouched.swift", Self.glass)
        try Self.git(["commit", "-q", "-am", "main moves on"], in: tree)
        try Self.git(["checkout", "-q", "feature"], in: tree)
        try Self.git(["stash", "pop", "-q", "--index"], in: tree)

        let run = try Executable.run(["--check", "--quiet", "--changed-since", "main", "."], in: tree.root)
        #expect(run.status == 1)
        #expect(Self.reportedFiles(run) == ["Sources/Shop/Committed.swift", "Sources/Shop/Staged.swift",
                                            "Sources/Shop/Unstaged.swift", "Sources/Shop/Untracked.swift"], "\(run.text)")
        let json = try Executable.run(["--format", "json", "--changed-since", "main", "Sources"], in: tree.root)
        let totals = (try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])?["totals"] as? [String: Any]
        #expect(totals?["files"] as? Int == 4)

        let unknown = try Executable.run(["--changed-since", "no-such-ref", "."], in: tree.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("glassmigrate: error: --changed-since no-such-ref: git finds no common ancestor"), "\(unknown.stderr)")
        #expect(unknown.stderr.split(separator: "\n").count == 1)

        try FileManager.default.removeItem(at: tree.url(".git"))
        let noRepository = try Executable.run(["--changed-since", "main", "."], in: tree.root)
        #expect(noRepository.status == 2)
        #expect(noRepository.stderr == "glassmigrate: error: --changed-since needs a git work tree, and . is not in one\n")
    }
}

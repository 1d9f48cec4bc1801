import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An untrusted repository: nothing its configuration names is run, nothing is written outside the
/// roots of the paths given, and no file name can inject a line into a text format.
@Suite struct SecurityTests {
    /// A git work tree whose configuration would run `evil.sh` (which leaves `PWNED` behind) from the
    /// file-system monitor, a filter driver and a diff driver, set after the commit so setting up runs none.
    static func maliciousRepository() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Sources/A.swift", "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n")
        try tree.write(".gitignore", "build/\n")
        try tree.write(".gitattributes", "*.swift filter=evil diff=evil\n")
        try tree.write("evil.sh", "#!/bin/sh\ntouch \"$(dirname \"$0\")/PWNED\"\ncat\n")
        #expect(chmod(tree.url("evil.sh").path, 0o755) == 0)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "init"]] {
            let git = try runSystemTool("git", arguments, in: tree.root)
            #expect(git.status == 0, "\(arguments): \(git.stderr)")
        }
        let evil = tree.url("evil.sh").path
        for (key, value) in [("core.fsmonitor", evil), ("filter.evil.clean", evil), ("filter.evil.smudge", evil),
                             ("filter.evil.process", evil), ("diff.evil.textconv", evil), ("core.pager", evil)] {
            #expect(try runSystemTool("git", ["config", key, value], in: tree.root).status == 0)
        }
        // The file changes after the commit, so a diff compares its content.
        try tree.write("Sources/A.swift", "import SwiftUI\nlet v = Text(\"b\").glassEffect().padding()\n")
        return tree
    }

    @Test func aDryRunRunsNothingTheRepositoryConfigures() throws {
        let tree = try Self.maliciousRepository()
        for arguments in [["Sources"], ["--changed-since", "HEAD", "Sources"], ["--check", "."]] {
            let run = try Executable.run(arguments, in: tree.root)
            #expect(run.status != 2, "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: tree.url("PWNED").path), "\(arguments) ran the repository's command")
        }
        // The check is worth something only if git itself would run it.
        _ = try runSystemTool("git", ["status", "--short"], in: tree.root)
        #expect(FileManager.default.fileExists(atPath: tree.url("PWNED").path))
    }

    @Test(arguments: ["../outside/Evil.swift", "../../outside/Evil.swift", "/tmp/glassmigrate-evil-helper/Evil.swift",
                      "Sub/../../outside/"])
    func aHelperPathOutsideTheTreeIsAnErrorNamingTheKey(helperPath: String) throws {
        let tree = try TemporaryTree()
        try tree.write("repo/app/.glassmigrate.json", #"{"helperPath": "\#(helperPath)"}"# + "\n")
        try tree.write("repo/app/Card.swift", Glass.card())
        let outside = helperPath.hasPrefix("/") ? URL(fileURLWithPath: helperPath).deletingLastPathComponent()
            : tree.url(helperPath.hasPrefix("../../") ? "outside" : "repo/outside")
        for mode in ["--write", "--dry-run", "--check"] {
            let run = try Executable.run([mode, "app"], in: tree.url("repo"))
            // A configuration error, before any file is read or written, naming the file and the key.
            #expect(run.status == 2, "\(mode): \(run.stderr)")
            #expect(run.stderr.contains("app/.glassmigrate.json:1:"), "\(run.stderr)")
            #expect(run.stderr.contains("key 'helperPath' points to"), "\(run.stderr)")
            #expect(run.stderr.contains("outside app, the folder of this configuration file"), "\(run.stderr)")
            #expect(run.text.isEmpty, "\(run.text)")
        }
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(try tree.text("repo/app/Card.swift") == Glass.card())
        // Nested configuration is read per folder: the same key under `options` is refused the same way.
        try tree.write("repo/app/.glassmigrate.json", #"{"options": {"material-background": {"helperPath": "\#(helperPath)"}}}"# + "\n")
        let nested = try Executable.run(["--write", "app"], in: tree.url("repo"))
        #expect(nested.status == 2, "\(nested.stderr)")
        #expect(nested.stderr.contains("key 'options.material-background.helperPath' points to"), "\(nested.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.path))
    }

    @Test func aHelperPathInsideItsFolderIsTaken() throws {
        let tree = try TemporaryTree()
        try tree.write("app/.glassmigrate.json", #"{"helperPath": "Shared/../Generated/"}"# + "\n")
        try tree.write("app/Card.swift", Glass.card())
        let run = try Executable.run(["--write", "app"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("app/Generated/\(Glass.helper)").path), "\(run.stderr)")
    }

    @Test func aProjectThatLinksOutOfTheTreeIsNotEditedThroughTheLink() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])])
            .write(to: tree, in: "outside")
        let before = try tree.read("outside/Demo.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: tree.url("app"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.url("app/Demo.xcodeproj").path, withDestinationPath: "../outside/Demo.xcodeproj")
        try tree.write("app/App/Card.swift", Glass.card())
        let run = try Executable.run(["--write", "app"], in: tree.root)
        #expect(try tree.read("outside/Demo.xcodeproj/project.pbxproj") == before, "\(run.stderr)")
        #expect(run.stderr.contains("Not rewritten: it needs app/Demo.xcodeproj/project.pbxproj, which is outside app, the package or project roots of the paths given (a symbolic link leads it to outside/Demo.xcodeproj/project.pbxproj)"), "\(run.stderr)")
        #expect(try tree.text("app/App/Card.swift") == Glass.card())
    }

    @Test func controlCharactersInFileNamesAreEscapedInEveryTextFormat() throws {
        let tree = try TemporaryTree()
        let name = "a\n::warning file=x::INJECTED.swift"
        try tree.write(name, "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n")
        let runs = [
            try Executable.run(["--check", "."], in: tree.root),
            try Executable.run(["--format", "xcode", "."], in: tree.root),
            try Executable.run(["--format", "github", "."], in: tree.root),
            try Executable.run(["."], in: tree.root),
        ]
        for run in runs {
            let lines = (run.text + run.stderr).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines.contains { $0.hasPrefix("::warning file=x") }, "\(run.text)\(run.stderr)")
            #expect(run.text.contains("INJECTED") || run.stderr.contains("INJECTED"))
        }
        #expect(runs[0].text.contains("a\\n::warning file=x::INJECTED.swift:2:"), "\(runs[0].text)")
    }

    @Test func controlCharactersInWrittenFileNamesAndInMessagesAreEscaped() throws {
        let tree = try TemporaryTree()
        let name = "a\n::warning file=x::INJECTED.swift"
        try tree.write(name, "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n")
        // A project in a folder so named: the finding about its unreadable project file names that path.
        let folder = "p\n::warning file=y::PROJECT"
        try tree.write("\(folder)/App.xcodeproj/project.pbxproj", "{ not a project\n")
        try tree.write("\(folder)/App/Card.swift", Glass.card())
        var written = ""
        for arguments in [["--write", "."], ["--check", folder], ["--format", "xcode", folder], [folder]] {
            let run = try Executable.run(arguments, in: tree.root)
            if arguments[0] == "--write" { written = run.stderr }
            let lines = (run.text + run.stderr).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines.contains { $0.hasPrefix("::warning") }, "\(arguments): \(run.text)\(run.stderr)")
            #expect((run.text + run.stderr).contains("PROJECT"), "\(arguments): \(run.stderr)")
        }
        #expect(written.contains("glassmigrate: rewrote a\\n::warning file=x::INJECTED.swift (1 change)"), "\(written)")
        #expect(written.contains("p\\n::warning file=y::PROJECT/App.xcodeproj/project.pbxproj cannot be read"), "\(written)")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a new file another owner"))
    func asRootANewHelperGetsTheOwnerAndGroupOfItsFolder() throws {
        let tree = try TemporaryTree()
        try tree.write("app/Card.swift", Glass.card())
        #expect(chown(tree.url("app").path, 4321, 4322) == 0)
        let run = try Executable.run(["--write", "app"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        var info = stat()
        #expect(stat(tree.url("app/\(Glass.helper)").path, &info) == 0)
        #expect(info.st_uid == 4321 && info.st_gid == 4322, "\(info.st_uid):\(info.st_gid)")
    }
}

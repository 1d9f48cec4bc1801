import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every output file (`--patch`, `--report`, `--write-baseline`) goes through one writer: streams are
/// written to, links are written through (a dangling one is refused), nothing else is replaced; and
/// none may be an input of the run or another output, refused with exit 2 before anything is written.
@Suite struct OutputFileTests {
    static func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("A.swift", "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n")
        return tree
    }

    static func kind(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test(arguments: ["--report", "--write-baseline"])
    func aNamedPipeIsWrittenToNotReplaced(option: String) throws {
        let tree = try Self.tree()
        #expect(mkfifo(tree.url("out.fifo").path, 0o644) == 0)
        let run = try runTool(URL(fileURLWithPath: "/bin/sh"),
                              ["-c", #"cat out.fifo > received & "$GM" "$OPTION" out.fifo A.swift; status=$?; wait; exit $status"#],
                              in: tree.root, environment: ["GM": Executable.url.path, "OPTION": option, "CI": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.kind(tree.url("out.fifo")) == S_IFIFO)
        #expect(!(try tree.read("received")).isEmpty)
    }

    @Test(arguments: ["--patch", "--report", "--write-baseline"])
    func aDanglingSymbolicLinkIsRefusedAndALinkIsWrittenThrough(option: String) throws {
        let tree = try Self.tree()
        try FileManager.default.createSymbolicLink(atPath: tree.url("dangling").path, withDestinationPath: "missing/out")
        let dangling = try Executable.run([option, "dangling", "A.swift"], in: tree.root)
        #expect(dangling.status == 2, "\(dangling.stderr)")
        #expect(dangling.stderr.contains("symbolic link to a missing file"), "\(dangling.stderr)")
        #expect(Self.kind(tree.url("dangling")) == S_IFLNK)

        try tree.write("real/out", "old\n")
        try FileManager.default.createSymbolicLink(atPath: tree.url("link").path, withDestinationPath: "real/out")
        let through = try Executable.run([option, "link", "A.swift"], in: tree.root)
        #expect(through.status == 0, "\(through.stderr)")
        #expect(Self.kind(tree.url("link")) == S_IFLNK)
        #expect(try tree.read("real/out") != Array("old\n".utf8))
    }

    @Test(arguments: ["--report", "--write-baseline"])
    func aSwiftInputIsRefusedAndKept(option: String) throws {
        let tree = try Self.tree()
        let before = try tree.read("A.swift")
        let run = try Executable.run(["--write", option, "A.swift", "A.swift"], in: tree.root)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("error: \(option) A.swift: is a Swift file"), "\(run.stderr)")
        #expect(try tree.read("A.swift") == before)
    }

    @Test func configurationRulesAndBaselineFilesAreRefused() throws {
        let tree = try Self.tree()
        try tree.write(".glassmigrate.json", "{}\n")
        try tree.write("other.json", "{}\n")
        try tree.write("rules.json", #"[{"id": "blurry", "summary": "S.", "match": ".blurry()", "rewrite": ".frosted()"}]"# + "\n")
        let baseline = try Executable.run(["--write-baseline", "baseline.json", "A.swift"], in: tree.root)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let cases: [([String], String)] = [
            (["--patch", ".glassmigrate.json", "A.swift"], ".glassmigrate.json"),
            (["--config", "other.json", "--patch", "other.json", "A.swift"], "other.json"),
            (["--rules", "rules.json", "--report", "rules.json", "A.swift"], "rules.json"),
            (["--baseline", "baseline.json", "--patch", "baseline.json", "A.swift"], "baseline.json"),
        ]
        for (arguments, file) in cases {
            let before = try tree.read(file)
            let run = try Executable.run(arguments, in: tree.root)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("which the run reads; nothing was written"), "\(arguments): \(run.stderr)")
            #expect(try tree.read(file) == before, "\(arguments)")
        }
    }

    @Test func aProjectFileIsRefused() throws {
        let tree = try Self.tree()
        try tree.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ }\n")
        let before = try tree.read("App.xcodeproj/project.pbxproj")
        let run = try Executable.run(["--write", "--patch", "App.xcodeproj/project.pbxproj", "A.swift"], in: tree.root)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(try tree.read("App.xcodeproj/project.pbxproj") == before)
    }

    @Test func twoOutputsOnOneFileAreRefusedBeforeEitherIsWritten() throws {
        let tree = try Self.tree()
        let run = try Executable.run(["--patch", "out", "--report", "out", "A.swift"], in: tree.root)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("--report out: is also the --patch file"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.url("out").path))
        // Streams replace nothing, so outputs may share one.
        let streams = try Executable.run(["--patch", "/dev/null", "--report", "/dev/null", "A.swift"], in: tree.root)
        #expect(streams.status == 0, "\(streams.stderr)")
    }

    @Test func aMissingFolderAndAFolderGetPlainMessages() throws {
        let tree = try Self.tree()
        let missing = try Executable.run(["--write-baseline", "nonexistent/x.json", "A.swift"], in: tree.root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "glassmigrate: error: cannot write the baseline nonexistent/x.json: its folder nonexistent does not exist; create it first or choose another path\n")
        try FileManager.default.createDirectory(at: tree.url("out"), withIntermediateDirectories: true)
        let folder = try Executable.run(["--report", "out", "A.swift"], in: tree.root)
        #expect(folder.status == 2)
        #expect(folder.stderr == "glassmigrate: error: cannot write the report out: is a directory; give the path of a file in it\n")
    }

    @Test func patchToStandardOutputInAPipeIsPrintedOnceAndApplies() throws {
        let tree = try Self.tree()
        let plain = try Executable.run(["A.swift"], in: tree.root)
        let run = try Executable.run(["--patch", "/dev/stdout", "A.swift"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == plain.stdout)
        let applied = try runTool(URL(fileURLWithPath: "/bin/sh"), ["-c", #""$GM" --patch /dev/stdout A.swift | git apply --check -"#],
                                  in: tree.root, environment: ["GM": Executable.url.path, "CI": "1", "PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(applied.status == 0, "\(applied.stderr)")
    }

    /// The `a/` and `b/` paths of a diff's headers.
    static func headerPaths(_ patch: String) -> [String] {
        patch.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("--- a/") || line.hasPrefix("+++ b/") else { return nil }
            return String(line.dropFirst(6))
        }
    }

    @Test func aPatchOfFilesOutsideTheCurrentDirectoryAppliesFromIt() throws {
        let tree = try TemporaryTree()
        try tree.write("app/A.swift", "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n")
        try FileManager.default.createDirectory(at: tree.url("work"), withIntermediateDirectories: true)
        let run = try Executable.run(["--patch", "p", "../app"], in: tree.url("work"))
        #expect(run.status == 0, "\(run.stderr)")
        let patch = try tree.text("work/p")
        #expect(Self.headerPaths(patch) == ["../app/A.swift", "../app/A.swift"], "\(patch)")
        #expect(run.stderr.contains("git apply --unsafe-paths"), "\(run.stderr)")
        let applied = try runSystemTool("git", ["apply", "--unsafe-paths", "p"], in: tree.url("work"))
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(try tree.text("app/A.swift").contains(".padding().glassEffect()"))
    }

    @Test func everyPathOfAPatchMadeBelowThePackageRootIsRelativeToOneDirectory() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

            """)
        try tree.write("Sources/App/Views/Sub/A.swift", """
            import SwiftUI

            struct A: View {
                var body: some View {
                    Text("a").background(.thinMaterial, in: Capsule())
                }
            }

            """)
        let views = tree.url("Sources/App/Views")
        let run = try Executable.run(["--patch", "p", "."], in: views)
        #expect(run.status == 0, "\(run.stderr)")
        let paths = Self.headerPaths(try tree.text("Sources/App/Views/p"))
        #expect(paths.contains("Sub/A.swift") && paths.contains("../AdaptiveGlassBackground.swift"), "\(paths)")
        #expect(!paths.contains { $0.hasPrefix("/") }, "\(paths)")
        let applied = try runSystemTool("git", ["apply", "--unsafe-paths", "p"], in: views)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("Sources/App/AdaptiveGlassBackground.swift").path))
    }
}

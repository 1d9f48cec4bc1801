import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--patch PATH` for paths that are not plain new files: streams are written to, links are
/// followed, nothing is replaced by a regular file, and the run's own files are refused.
@Suite struct PatchPathTests {
    static func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("A.swift", "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n")
        return tree
    }

    static func kind(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aNamedPipeIsWrittenToNotReplaced() throws {
        let tree = try Self.tree()
        #expect(mkfifo(tree.url("glass.fifo").path, 0o644) == 0)
        let run = try runTool(URL(fileURLWithPath: "/bin/sh"),
                              ["-c", #"cat glass.fifo > received & "$GM" --patch glass.fifo A.swift; status=$?; wait; exit $status"#],
                              in: tree.root, environment: ["GM": Executable.url.path, "CI": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.isEmpty)
        #expect(try tree.read("received") == run.stdout)
        #expect(Self.kind(tree.url("glass.fifo")) == S_IFIFO)
    }

    @Test func aSymbolicLinkIsWrittenThroughToItsTarget() throws {
        let tree = try Self.tree()
        try tree.write("patches/real.patch", "old\n")
        try FileManager.default.createSymbolicLink(atPath: tree.url("glass.patch").path, withDestinationPath: "patches/real.patch")
        let run = try Executable.run(["--patch", "glass.patch", "A.swift"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.kind(tree.url("glass.patch")) == S_IFLNK)
        #expect(try tree.read("patches/real.patch") == run.stdout)
    }

    @Test func aSymbolicLinkToANamedPipeStreamsToIt() throws {
        let tree = try Self.tree()
        #expect(mkfifo(tree.url("glass.fifo").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: tree.url("glass.patch").path, withDestinationPath: "glass.fifo")
        let run = try runTool(URL(fileURLWithPath: "/bin/sh"),
                              ["-c", #"cat glass.fifo > received & "$GM" --patch glass.patch A.swift; status=$?; wait; exit $status"#],
                              in: tree.root, environment: ["GM": Executable.url.path, "CI": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try tree.read("received") == run.stdout)
        #expect(Self.kind(tree.url("glass.patch")) == S_IFLNK)
        #expect(Self.kind(tree.url("glass.fifo")) == S_IFIFO)
    }

    @Test func devStdoutStreamsTheDiffToStandardOutput() throws {
        let tree = try Self.tree()
        let plain = try Executable.run(["A.swift"], in: tree.root)
        // A dry run prints the diff there already; with --check the patch is all the diff there is.
        let run = try Executable.run(["--patch", "/dev/stdout", "A.swift"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == plain.stdout)
        let check = try Executable.run(["--check", "--quiet", "--patch", "/dev/stdout", "A.swift"], in: tree.root)
        #expect(check.text.hasPrefix(plain.text), "\(check.text)")
        #expect(Self.kind(URL(fileURLWithPath: "/dev/stdout")) == S_IFLNK)
    }

    @Test func aCharacterDeviceIsWrittenTo() throws {
        let tree = try Self.tree()
        let run = try Executable.run(["--patch", "/dev/null", "A.swift"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.kind(URL(fileURLWithPath: "/dev/null")) == S_IFCHR)
    }

    @Test func anInputFileIsRefused() throws {
        let tree = try Self.tree()
        try tree.write("notes.txt", "keep\n")
        try FileManager.default.createSymbolicLink(atPath: tree.url("link.patch").path, withDestinationPath: "A.swift")
        let before = try tree.read("A.swift")
        for path in ["A.swift", "./A.swift", "link.patch"] {
            let run = try Executable.run(["--write", "--patch", path, "A.swift"], in: tree.root)
            #expect(run.status == 2, "\(path)")
            #expect(run.stderr.contains("glassmigrate: error: --patch \(path): "), "\(run.stderr)")
            #expect(try tree.read("A.swift") == before, "\(path)")
        }
        // Any Swift file, even one the run does not name, may be read as part of a module.
        let other = try Executable.run(["--patch", "Other.swift", "A.swift"], in: tree.root)
        #expect(other.status == 2)
        #expect(!FileManager.default.fileExists(atPath: tree.url("Other.swift").path))
    }

    @Test func aDirectoryGetsAPlainMessage() throws {
        let tree = try Self.tree()
        try FileManager.default.createDirectory(at: tree.url("out"), withIntermediateDirectories: true)
        let run = try Executable.run(["--patch", "out", "A.swift"], in: tree.root)
        #expect(run.status == 2)
        #expect(run.stderr == "glassmigrate: error: cannot write the patch file out: is a directory; give the path of a file in it\n")
    }

    @Test func anExistingPatchKeepsItsPermissions() throws {
        let tree = try Self.tree()
        try tree.write("glass.patch", "old\n")
        #expect(chmod(tree.url("glass.patch").path, 0o600) == 0)
        let run = try Executable.run(["--patch", "glass.patch", "A.swift"], in: tree.root)
        #expect(run.status == 0)
        var info = stat()
        #expect(stat(tree.url("glass.patch").path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try tree.read("glass.patch") == run.stdout)
    }
}

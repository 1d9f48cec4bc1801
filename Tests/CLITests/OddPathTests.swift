import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths that are not what they seem: special files named on the command line, names that are not
/// UTF-8, hard links, and temporary files an interrupted run left behind.
@Suite struct OddPathTests {
    static let source = "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n"
    static let migrated = "import SwiftUI\nlet v = Text(\"a\").padding().glassEffect()\n"

    @Test func namedPipesAndDevicesGivenExplicitlyAreRefusedAtOnce() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", Self.source)
        #expect(mkfifo(tree.url("Pipe.swift").path, 0o644) == 0)
        // Without the check a FIFO blocks forever and /dev/zero fills memory: a hung test is the failure.
        let run = try Executable.run(["Pipe.swift", "/dev/zero", "A.swift"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("glassmigrate: error: Pipe.swift: not a regular file (a named pipe); not read\n"), "\(run.stderr)")
        #expect(run.stderr.contains("glassmigrate: error: /dev/zero: not a regular file (a character device); not read\n"), "\(run.stderr)")
        #expect(run.stderr.contains("1 file processed, 1 file would change"), "\(run.stderr)")
    }

    /// Creates an empty file whose name is the bytes `name` (which need not be UTF-8) in `folder`.
    static func createFile(named name: [UInt8], in folder: URL) {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let created = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(created >= 0)
        close(created)
    }

    @Test func aNameThatIsNotUTF8IsReportedEscapedAndCounted() throws {
        let tree = try TemporaryTree()
        try tree.write("App/A.swift", Self.source)
        Self.createFile(named: Array("Caf".utf8) + [0xE9] + Array(".swift".utf8), in: tree.url("App"))
        let run = try Executable.run(["App"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("glassmigrate: error: App/Caf\\xE9.swift: the file's name is not valid UTF-8; not read (rename it to migrate it)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("glassmigrate: 1 file processed, 1 file would change, "), "\(run.stderr)")
        #expect(run.stderr.contains(", 1 path could not be processed, "), "\(run.stderr)")
    }

    @Test func filesThatAreNotSwiftArePassedOverWhateverTheirNames() throws {
        let tree = try TemporaryTree()
        try tree.write("App/A.swift", Self.source)
        try tree.write("App/Icon.png", "not Swift")
        try tree.write("App/.hidden", "not Swift either")
        try tree.write("App/swift", "a name without the extension")
        Self.createFile(named: Array("Caf".utf8) + [0xE9] + Array(".png".utf8), in: tree.url("App"))
        let run = try Executable.run(["App"], in: tree.root)
        #expect(!run.stderr.contains("Caf"), "\(run.stderr)")
        #expect(run.stderr.contains("glassmigrate: 1 file processed, 1 file would change, 1 finding (1 error): 1 glass-availability.\n"), "\(run.stderr)")
    }

    @Test func aNameGivenThatIsNotUTF8IsReportedEscaped() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", Self.source)
        let run = try runTool(URL(fileURLWithPath: "/bin/sh"), ["-c", #"printf 'x' > "$(printf 'Caf\351.swift')"; exec "$GM" "$(printf 'Caf\351.swift')" A.swift"#],
                              in: tree.root, environment: ["GM": Executable.url.path, "CI": "1"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("glassmigrate: error: Caf\\xE9.swift: the name is not valid UTF-8; not read (rename it to migrate it)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("1 file processed, 1 file would change"), "\(run.stderr)")
    }

    @Test func aFileWithSeveralHardLinksIsReportedAndLeftAlone() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", Self.source)
        try tree.write("B.swift", Self.source)
        #expect(link(tree.url("A.swift").path, tree.url("Backup.txt").path) == 0)
        let run = try Executable.run(["--write", "A.swift", "B.swift"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("glassmigrate: error: A.swift: has 2 hard links; left unchanged so the other names do not silently keep the old text\n"), "\(run.stderr)")
        #expect(run.stderr.contains("1 file rewritten"), "\(run.stderr)")
        #expect(try tree.text("A.swift") == Self.source)
        #expect(try tree.text("Backup.txt") == Self.source)
        #expect(try tree.text("B.swift") == Self.migrated)
    }

    @Test func aWriteRemovesTemporaryFilesAKilledRunLeft() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/A.swift", Self.source)
        try tree.write("Sources/.glassmigrate-tmp-Ab12Cd", "half of a file")
        try tree.write("Sources/.glassmigrate-tmp-Zz99Yy", "")
        let dryRun = try Executable.run(["Sources"], in: tree.root)
        #expect(dryRun.stderr.contains("glassmigrate: note: Sources/.glassmigrate-tmp-Ab12Cd: temporary file of an interrupted run found (--write removes it)\n"), "\(dryRun.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("Sources/.glassmigrate-tmp-Ab12Cd").path))
        let write = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stderr.contains("glassmigrate: note: Sources/.glassmigrate-tmp-Zz99Yy: temporary file of an interrupted run removed\n"), "\(write.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.url("Sources").path) == ["A.swift"])
        #expect(try tree.text("Sources/A.swift") == Self.migrated)
    }

    @Test func aWriteLeavesFilesThatOnlyLookLikeTemporariesAndWritesLongNames() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/A.swift", Self.source)
        try tree.write("Sources/.README.glassmigrate-backup", "mine")
        try tree.write("Sources/.A.swift.glassmigrate-Ab12Cd", "mine too")
        // 250 bytes: a temporary name built from it would pass the 255-byte limit.
        let long = String(repeating: "L", count: 244) + ".swift"
        try tree.write("Sources/\(long)", Self.source)
        let write = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try tree.text("Sources/.README.glassmigrate-backup") == "mine")
        #expect(try tree.text("Sources/.A.swift.glassmigrate-Ab12Cd") == "mine too")
        #expect(try tree.text("Sources/\(long)") == Self.migrated)
    }
}

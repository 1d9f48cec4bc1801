import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs with no natural end: endless standard input, huge or sparse files, property lists nested
/// past any real project, and text in another encoding, each stopped with a message saying why.
@Suite struct InputLimitTests {
    @Test func endlessBinaryStandardInputStopsAtOnce() throws {
        let tree = try TemporaryTree()
        // `timeout` keeps a regression from hanging the suite: reading all of /dev/zero never ends.
        let run = try runTool(URL(fileURLWithPath: "/bin/sh"), ["-c", #"timeout 60 "$GM" --stdin-path x.swift - < /dev/zero"#],
                              in: tree.root, environment: ["GM": Executable.url.path, "CI": "1", "PATH": "/usr/bin:/bin"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("standard input is not source text: it contains a NUL byte"), "\(run.stderr)")
    }

    @Test func aHugeSparseFileIsNotReadWhole() throws {
        let tree = try TemporaryTree()
        try tree.write("Big.swift", "")
        let handle = try FileHandle(forWritingTo: tree.url("Big.swift"))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let run = try Executable.run(["Big.swift"], in: tree.root)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("Big.swift: cannot read: larger than 64 MB, the limit for an input (set GLASSMIGRATE_MAX_INPUT_MB to raise it)"), "\(run.stderr)")
    }

    @Test func aHugeSparseFileUnderARaisedLimitStopsAtItsFirstNULByte() throws {
        let tree = try TemporaryTree()
        try tree.write("Big.swift", "")
        #expect(truncate(tree.url("Big.swift").path, 1 << 30) == 0)
        let run = try Executable.run(["Big.swift"], in: tree.root, environment: ["CI": "1", "GLASSMIGRATE_MAX_INPUT_MB": "2048"])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("Big.swift: binary file (contains a NUL byte); not read further"), "\(run.stderr)")
    }

    @Test func aProjectNestedPastAnyRealOneIsRefusedWithoutCrashing() throws {
        let tree = try TemporaryTree()
        try tree.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = " + String(repeating: "(", count: 80_000) + "\n")
        try tree.write("App/Card.swift", Glass.card())
        let run = try Executable.run(["App"], in: tree.root)
        #expect([0, 1, 3].contains(run.status), "\(run.status): \(run.stderr)")
        // The project, the documented limit and what to do; the run goes on for the rest.
        #expect(run.stderr.contains("App/Card.swift:5:32: warning: Not rewritten: App.xcodeproj/project.pbxproj cannot be read as an Xcode project, so the targets that compile this file are unknown: its brackets nest more than 1000 levels deep, the limit glassmigrate reads (Xcode's own project files nest a handful of levels); restore the file from version control or let Xcode write it again, then run again."), "\(run.stderr)")
    }

    @Test func utf16WithAByteOrderMarkIsNamedSo() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", [0xFF, 0xFE] + Array("let a = 1\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let run = try Executable.run(["A.swift"], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("A.swift: UTF-16 text; convert it to UTF-8"), "\(run.stderr)")
    }

    @Test func anEmptyPathIsAUsageError() throws {
        let tree = try TemporaryTree()
        let run = try Executable.run(["--write", ""], in: tree.root)
        #expect(run.status == 2)
        #expect(run.stderr == "glassmigrate: error: an empty path was given; name a file or folder (. for the current folder)\n")
    }
}

/// Errors that name the file and say what to do.
@Suite struct ClearErrorTests {
    @Test func aRuleFileThatIsNotJSONSaysWhere() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", "let a = 1\n")
        try tree.write("rules.json", "[\n  {\"id\": \"x\",\n   oops}\n]\n")
        let run = try Executable.run(["--rules", "rules.json", "A.swift"], in: tree.root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("rules.json:3:4: is not valid JSON"), "\(run.stderr)")
    }

    @Test func aConfigurationThatIsALinkLoopSaysSo() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", "let a = 1\n")
        try FileManager.default.createSymbolicLink(atPath: tree.url("loop.json").path, withDestinationPath: "loop.json")
        let run = try Executable.run(["--config", "loop.json", "A.swift"], in: tree.root)
        #expect(run.status == 2)
        #expect(!run.stderr.contains("does not exist"), "\(run.stderr)")
        #expect(run.stderr.contains("symbolic links"), "\(run.stderr)")
    }
}

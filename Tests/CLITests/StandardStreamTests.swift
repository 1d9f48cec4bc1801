import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard streams that are closed, full or broken: the command never crashes, a broken pipe ends
/// it quietly, any other write error is reported on the stream that still works with exit 3, and
/// standard input that cannot be read is a usage error.
@Suite struct StandardStreamTests {
    /// A tree with one file that changes, so a dry run writes a diff on stdout and a summary on stderr.
    static func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("A.swift", "import SwiftUI\nlet v = Text(\"a\").background(.thinMaterial, in: Capsule())\n")
        return tree
    }

    /// Runs `script` with `/bin/sh -c`, with `$GM` naming the built command.
    static func shell(_ script: String, in tree: TemporaryTree) throws -> ProcessOutput {
        try runTool(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: tree.root,
                    environment: ["GM": Executable.url.path, "CI": "1"])
    }

    @Test func closedStandardOutputIsReportedOnStandardError() throws {
        let run = try Self.shell(#"exec "$GM" --dry-run A.swift >&-"#, in: Self.tree())
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("glassmigrate: error: cannot write to standard output"), "\(run.stderr)")
        #expect(!run.stderr.contains("Fatal error"))
    }

    @Test func fullStandardOutputIsReportedOnStandardError() throws {
        let run = try Self.shell(#"exec "$GM" --dry-run A.swift >/dev/full"#, in: Self.tree())
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("glassmigrate: error: cannot write to standard output: No space left on device"), "\(run.stderr)")
    }

    @Test func closedStandardErrorIsReportedOnStandardOutput() throws {
        let run = try Self.shell(#"exec "$GM" --dry-run A.swift 2>&-"#, in: Self.tree())
        #expect(run.status == 3)
        #expect(run.text.hasPrefix("diff --git a/A.swift b/A.swift\n"), "\(run.text)")
        #expect(run.text.hasSuffix("glassmigrate: error: cannot write to standard error: it is closed\n"), "\(run.text)")
    }

    @Test func fullStandardErrorIsReportedOnStandardOutput() throws {
        let run = try Self.shell(#"exec "$GM" --dry-run A.swift 2>/dev/full"#, in: Self.tree())
        #expect(run.status == 3)
        #expect(run.text.hasSuffix("glassmigrate: error: cannot write to standard error: No space left on device\n"), "\(run.text)")
    }

    @Test func bothStreamsClosedEndWithStatusThree() throws {
        let tree = try Self.tree()
        let run = try Self.shell(#""$GM" --dry-run A.swift >&- 2>&-; echo "status $?""#, in: tree)
        #expect(run.text == "status 3\n", "\(run.text) \(run.stderr)")
    }

    @Test func aWriteWithClosedStreamsStillWritesEveryFile() throws {
        let tree = try Self.tree()
        let reference = try tree.copy()
        let run = try Self.shell(#""$GM" --write A.swift >&- 2>&-; echo "status $?""#, in: tree)
        #expect(run.text == "status 3\n", "\(run.text) \(run.stderr)")
        #expect(try Executable.run(["--write", "A.swift"], in: reference.root).status == 0)
        // Files opened while a standard stream was closed must not take its descriptor number and get its output.
        for file in ["A.swift", "AdaptiveGlassBackground.swift"] {
            #expect(try tree.read(file) == reference.read(file), "\(file)")
        }
    }

    @Test func brokenPipeEndsTheRunQuietly() throws {
        let tree = try Self.tree()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])  // nobody will ever read: every write gets EPIPE
        let process = Process()
        process.executableURL = Executable.url
        process.arguments = ["--dry-run", "A.swift"]
        process.currentDirectoryURL = tree.root
        process.environment = ["CI": "1"]
        let errors = Pipe()
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        process.standardError = errors
        try process.run()
        close(ends[1])
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(stderr == "")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE,
                "\(process.terminationReason) \(process.terminationStatus)")
    }

    @Test func closedStandardInputIsAUsageError() throws {
        let run = try Self.shell(#"exec "$GM" --stdin-path A.swift - <&-"#, in: Self.tree())
        #expect(run.status == 2)
        #expect(run.stderr == "glassmigrate: error: cannot read standard input: it is closed\n")
    }

    @Test func standardInputThatIsADirectoryIsAUsageError() throws {
        let run = try Self.shell(#"exec "$GM" --stdin-path A.swift - < ."#, in: Self.tree())
        #expect(run.status == 2)
        #expect(run.stderr == "glassmigrate: error: cannot read standard input: Is a directory\n")
    }

    @Test func standardInputStillWorks() throws {
        let run = try Self.shell(#"printf 'let x = 1\n' | "$GM" --stdin-path A.swift -"#, in: Self.tree())
        #expect(run.status == 0)
        #expect(run.text == "let x = 1\n")
    }
}

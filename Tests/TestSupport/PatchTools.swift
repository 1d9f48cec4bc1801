import Foundation

/// Runs `git apply` and `patch -p1` on a diff in a scratch directory, for round-trip tests.
public enum PatchTools {
    /// The absolute path of an executable found on PATH, or nil.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public static let git = find("git")
    public static let patch = find("patch")

    /// Whether both tools are installed; tests that need them are skipped otherwise.
    public static var available: Bool { git != nil && patch != nil }

    /// The exit status and combined stdout and stderr of one run.
    public struct Outcome {
        public var status: Int32
        public var output: String
    }

    public static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // A user's or machine's git config must not change how the patch applies.
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = directory.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

/// A temporary directory with a working directory `work/` (a git repository when asked) where
/// patches are applied, and the patch file beside it; removed on deinit.
public final class Scratch {
    public let root: URL
    public var work: URL { root.appendingPathComponent("work", isDirectory: true) }

    public init(gitRepository: Bool) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("glassmigrate-diff-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("work"), withIntermediateDirectories: true)
        // git apply in a subdirectory of a repository reads paths from the repository's top and
        // silently skips the rest, so the repository is the working directory itself.
        if gitRepository, let git = PatchTools.git {
            let outcome = try PatchTools.run(git, ["init", "-q", "."], in: work)
            guard outcome.status == 0 else { throw ScratchError(message: "git init: \(outcome.output)") }
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes `bytes` at `path`, or removes the file when `bytes` is nil.
    public func write(_ bytes: [UInt8]?, at path: String) throws {
        let url = root.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: url)
        guard let bytes else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The bytes at `path`, or nil if there is no file.
    public func read(_ path: String) -> [UInt8]? {
        (try? Data(contentsOf: root.appendingPathComponent(path))).map { Array($0) }
    }
}

public struct ScratchError: Error, CustomStringConvertible {
    public var message: String

    /// Creates an error with `message`.
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// What applying a diff with one tool produced.
public struct ApplyResult: Equatable {
    /// The file's bytes after applying, nil if the tool failed or left no file.
    public var bytes: [UInt8]?
    /// The tool's output when it failed.
    public var failure: String?

    /// Creates a result.
    public init(bytes: [UInt8]?, failure: String?) {
        self.bytes = bytes
        self.failure = failure
    }
}

extension Scratch {
    /// Puts `old` at `oldPath` (nothing for a new file), applies `diff` with `git apply --check` then
    /// `git apply`, and returns what is at `newPath`.
    public func gitApply(_ diff: [UInt8], old: [UInt8]?, oldPath: String?, newPath: String) throws -> ApplyResult {
        try apply(diff, old: old, oldPath: oldPath, newPath: newPath, commands: [
            (PatchTools.git!, ["apply", "--check", "../diff.patch"]),
            (PatchTools.git!, ["apply", "../diff.patch"]),
        ])
    }

    /// The same with `patch -p1`.
    public func patchApply(_ diff: [UInt8], old: [UInt8]?, oldPath: String?, newPath: String) throws -> ApplyResult {
        try apply(diff, old: old, oldPath: oldPath, newPath: newPath, commands: [
            (PatchTools.patch!, ["-p1", "--batch", "--silent", "--no-backup-if-mismatch", "-i", "../diff.patch"]),
        ])
    }

    private func apply(_ diff: [UInt8], old: [UInt8]?, oldPath: String?, newPath: String,
                       commands: [(String, [String])]) throws -> ApplyResult {
        // The patch sits beside the working directory so that it is never among the files patched.
        if let oldPath { try write(nil, at: "work/" + oldPath) }
        try write(nil, at: "work/" + newPath)
        if let oldPath, let old { try write(old, at: "work/" + oldPath) }
        try Data(diff).write(to: root.appendingPathComponent("diff.patch"))
        for (executable, arguments) in commands {
            let outcome = try PatchTools.run(executable, arguments, in: work)
            if outcome.status != 0 {
                return ApplyResult(bytes: nil, failure: "\(arguments.joined(separator: " ")): \(outcome.output)")
            }
        }
        return ApplyResult(bytes: read("work/" + newPath), failure: nil)
    }
}

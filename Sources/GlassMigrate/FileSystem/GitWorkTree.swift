import Dispatch
import Foundation

/// Paths git ignores below a directory: untracked files that `.gitignore` (or `info/exclude`, or the
/// global excludes file) matches, and untracked directories it matches whole.
package struct IgnoredPaths: Sendable, Equatable {
    /// Ignored files, relative to the directory.
    package var files: Set<String>
    /// Ignored directories, relative to the directory, without a trailing slash.
    package var directories: Set<String>

    /// Creates a set of ignored paths.
    package init(files: Set<String> = [], directories: Set<String> = []) {
        self.files = files
        self.directories = directories
    }

    /// Whether `relative` (a `/`-separated path below the directory) is ignored.
    package func contains(_ relative: String) -> Bool {
        files.contains(relative) || directories.contains(relative)
    }
}

/// A `--changed-since` that cannot be answered: no git, no work tree, or an unknown ref.
package struct GitError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with git's own words where it gave some.
    package var description: String
}

/// What git knows about a work tree, asked through the `git` command (found on `PATH`).
///
/// glassmigrate has no package dependencies, so git is a subprocess; where it is not installed or a
/// path is not in a work tree, callers fall back to walking the folder as it is.
package enum GitWorkTree {
    /// The paths git ignores below `directory`, relative to it; nil when git is not installed,
    /// `directory` is not in a work tree, or git fails. A directory that is itself ignored as a whole
    /// ignores nothing below it: the user named it.
    package static func ignoredPaths(under directory: String) -> IgnoredPaths? {
        guard mayBeInWorkTree(directory), let top = topLevel(of: directory), let real = Paths.real(directory),
              let prefix = Paths.components(of: real, below: top)?.joined(separator: "/") else { return nil }
        let listed = run(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory", "--",
                          prefix.isEmpty ? "." : prefix], in: top)
        guard let listed, listed.status == 0 else { return nil }
        var ignored = IgnoredPaths()
        for entry in listed.output.split(separator: 0) {
            var path = String(decoding: entry, as: UTF8.self)
            let isDirectory = path.hasSuffix("/")
            if isDirectory { path.removeLast() }
            if !prefix.isEmpty {
                guard path.hasPrefix(prefix + "/") else { continue }
                path.removeFirst(prefix.count + 1)
            }
            if isDirectory { ignored.directories.insert(path) } else { ignored.files.insert(path) }
        }
        return ignored
    }

    /// The absolute (symlink-resolved) paths of the files that changed in the work tree holding
    /// `directory` since `ref`: every file that differs between the merge base of `ref` and `HEAD` and
    /// the work tree (committed on this branch, staged, or not staged yet), plus untracked files that
    /// are not ignored. Deleted files are not listed.
    package static func changedFiles(since ref: String, in directory: String) throws(GitError) -> Set<String> {
        guard gitExecutable != nil else { throw GitError(description: "--changed-since needs git, and git is not on PATH") }
        guard let top = topLevel(of: directory) else {
            throw GitError(description: "--changed-since needs a git work tree, and \(ReportPath.relative(directory)) is not in one")
        }
        let base = run(["merge-base", ref, "HEAD"], in: top)
        guard let base, base.status == 0 else {
            let detail = base?.error ?? ""
            throw GitError(description: "--changed-since \(ref): git finds no common ancestor of '\(ref)' and HEAD"
                + (detail.isEmpty ? "" : " (\(detail))")
                + "; is the ref fetched? A shallow CI checkout needs its history (fetch-depth: 0)")
        }
        let commit = String(decoding: base.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let tracked = run(["diff", "--name-only", "-z", "--no-ext-diff", "--no-textconv", "--diff-filter=d", commit, "--"], in: top),
              tracked.status == 0,
              let untracked = run(["ls-files", "-z", "--others", "--exclude-standard"], in: top), untracked.status == 0 else {
            throw GitError(description: "--changed-since \(ref): git could not list the changed files")
        }
        var files: Set<String> = []
        for entry in (tracked.output + [0] + untracked.output).split(separator: 0) {
            files.insert(Paths.join(top, String(decoding: entry, as: UTF8.self)))
        }
        return files
    }

    /// Whether `directory` may be in a git work tree: some folder from it up to `/` has a `.git` entry,
    /// or the environment names a repository (`GIT_DIR`, `GIT_WORK_TREE`). Where neither holds, git
    /// would find no work tree, and asking it costs starting a process.
    static func mayBeInWorkTree(_ directory: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if environment["GIT_DIR"] != nil || environment["GIT_WORK_TREE"] != nil { return true }
        var folder: String? = Paths.real(directory) ?? ReportPath.absolute(directory)
        while let current = folder {
            var info = stat()
            if lstat(Paths.join(current, ".git"), &info) == 0 { return true }
            folder = Paths.parent(current)
        }
        return false
    }

    /// The top folder of the work tree holding `directory`, symlinks resolved; nil outside one.
    static func topLevel(of directory: String) -> String? {
        guard let result = run(["rev-parse", "--show-toplevel"], in: directory), result.status == 0 else { return nil }
        let top = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        return top.isEmpty ? nil : Paths.real(top) ?? top
    }

    // MARK: - Running git

    /// `git` on `PATH`, or nil.
    static var gitExecutable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { Paths.join(String($0), "git") }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private struct Output {
        var status: Int32
        var output: [UInt8]
        var error: String
    }

    /// Settings that keep git from running any command a repository's configuration names: the
    /// file-system monitor (which `ls-files` and `diff` start), hooks, the pager, an external diff, and
    /// the clean, smudge and process commands of filter drivers and the textconv and command of diff
    /// drivers (which `diff` may run on files whose content it compares), for every driver configured.
    static func disabledCommands(in directory: String) -> [String] {
        var settings = ["core.fsmonitor=false", "core.hooksPath=/dev/null", "core.pager=cat", "diff.external=",
                        "core.untrackedCache=false", "core.sshCommand=", "credential.helper="]
        // `git config` only reads the configuration; it runs none of it.
        if let listed = output(of: ["config", "--null", "--name-only", "--get-regexp", #"^(filter|diff|merge)\..*\."#], in: directory) {
            var drivers: Set<String> = []
            for entry in listed.split(separator: 0) {
                let name = String(decoding: entry, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard let last = name.lastIndex(of: ".") else { continue }
                drivers.insert(String(name[..<last]))
            }
            for driver in drivers.sorted() {
                if driver.hasPrefix("filter.") {
                    settings += ["\(driver).clean=", "\(driver).smudge=", "\(driver).process=", "\(driver).required=false"]
                } else if driver.hasPrefix("diff.") {
                    settings += ["\(driver).textconv=", "\(driver).command="]
                } else {
                    settings += ["\(driver).driver="]
                }
            }
        }
        return settings.flatMap { ["-c", $0] }
    }

    /// The standard output of `git arguments` run with the configuration alone (no settings added).
    private static func output(of arguments: [String], in directory: String) -> [UInt8]? {
        guard let result = start(["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"] + arguments, in: directory),
              result.status == 0 else { return nil }
        return result.output
    }

    /// Runs `git arguments` in `directory`; nil when git is missing or cannot start.
    private static func run(_ arguments: [String], in directory: String) -> Output? {
        // Paths are taken literally, never as pathspec magic or globs; nothing the repository's
        // configuration names is run.
        start(["--literal-pathspecs"] + disabledCommands(in: directory) + arguments, in: directory)
    }

    private static func start(_ arguments: [String], in directory: String) -> Output? {
        guard let git = gitExecutable else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_PAGER"] = "cat"
        environment.removeValue(forKey: "GIT_EXTERNAL_DIFF")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Waited for through the termination handler: `waitUntilExit` polls a run loop and, on Linux,
        // adds up to 50 ms to every run.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        // Both pipes are drained at once, so a chatty stderr cannot block git while stdout is read.
        let errors = PipeReader(err.fileHandleForReading)
        let output = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        exited.wait()
        let errorText = String(decoding: errors.finish(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Output(status: process.terminationStatus, output: output, error: errorText)
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let group = DispatchGroup()

    init(_ handle: FileHandle) {
        group.enter()
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.group.leave()
        }
    }

    func finish() -> Data {
        group.wait()
        return data
    }
}

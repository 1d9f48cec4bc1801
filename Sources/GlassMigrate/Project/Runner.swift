import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Options and results

/// What one run is asked to do: which paths, which configuration, how many files at once.
public struct RunOptions: Sendable {
    /// Files and directories to process (directories are walked for Swift files).
    public var paths: [String]
    /// A configuration file used for every file instead of the nearest `.glassmigrate.json`.
    public var configurationFile: String?
    /// How many files are processed at once (at least 1).
    public var jobs: Int
    /// Changes applied to every loaded configuration, e.g. command-line flags that win over files.
    public var adjustConfiguration: @Sendable (inout Configuration) -> Void
    /// Called after each file with the number of files done and the total, from any thread.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// Creates options for `paths` with one job per core and configuration files as found.
    public init(paths: [String], configurationFile: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                adjustConfiguration: @escaping @Sendable (inout Configuration) -> Void = { _ in },
                progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.paths = paths
        self.configurationFile = configurationFile
        self.jobs = jobs
        self.adjustConfiguration = adjustConfiguration
        self.progress = progress
    }
}

/// A generated support file the run will create, and where.
public struct PlannedSupportFile: Sendable, Equatable {
    /// Where it goes, as a path usable from the current directory.
    public var path: String
    /// What the transform asked for.
    public var file: SupportFile

    /// Creates a plan to write `file` at `path`.
    public init(path: String, file: SupportFile) {
        self.path = path
        self.file = file
    }
}

/// What reporters need to know about a rule: its id, summary, kind and default severity.
public struct RuleDescriptor: Sendable, Equatable {
    /// The kebab-case id.
    public var id: String
    /// One sentence saying what it does.
    public var summary: String
    /// Whether it rewrites or only reports.
    public var kind: TransformKind
    /// The severity of its findings unless configured otherwise.
    public var defaultSeverity: Severity

    /// Describes `transform`.
    public init(_ transform: any Transform) {
        self.init(id: transform.id, summary: transform.summary, kind: transform.kind, defaultSeverity: transform.defaultSeverity)
    }

    /// Creates a descriptor.
    public init(id: String, summary: String, kind: TransformKind, defaultSeverity: Severity) {
        self.id = id
        self.summary = summary
        self.kind = kind
        self.defaultSeverity = defaultSeverity
    }
}

/// Everything a run produced: one result per file in path order, support files to create, and problems.
public struct RunReport: Sendable {
    /// Per-file results, sorted by path.
    public var files: [FileResult]
    /// Generated files to create, sorted by path.
    public var supportFiles: [PlannedSupportFile]
    /// Paths that could not be looked into (missing, unreadable directories, link loops).
    public var problems: [PathProblem]
    /// Every rule known to the run (built-in and loaded from rule files), sorted by id.
    public var rules: [RuleDescriptor]

    /// Creates a report.
    public init(files: [FileResult], supportFiles: [PlannedSupportFile] = [], problems: [PathProblem] = [],
                rules: [RuleDescriptor] = []) {
        self.files = files
        self.supportFiles = supportFiles
        self.problems = problems
        self.rules = rules
    }

    /// Files whose bytes would change.
    public var changedFiles: [FileResult] { files.filter(\.changed) }
    /// Every finding of every file, in path order.
    public var findings: [Finding] { files.flatMap(\.findings) }
    /// Every file error and discovery problem, in path order.
    public var allProblems: [PathProblem] {
        problems + files.compactMap { result in result.error.map { PathProblem(path: result.path, reason: $0) } }
    }
    /// Whether anything would be written: a changed file or a support file.
    public var hasChanges: Bool { !supportFiles.isEmpty || files.contains(where: \.changed) }
    /// Whether a finding is at `error` severity.
    public var hasErrorFindings: Bool { files.contains { $0.findings.contains { $0.severity == .error } } }
    /// Whether some path could not be processed.
    public var hasProblems: Bool { !problems.isEmpty || files.contains { $0.error != nil } }
}

/// A configuration that could not be loaded, or a bad request; the run did nothing.
public struct RunConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The whole message, naming the file, the key and what was expected.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

// MARK: - Runner

/// Runs transforms over files and directories: discovers files, loads configuration and deployment
/// targets, processes files in parallel, plans support files, renders diffs and writes safely.
public struct Runner: Sendable {
    /// Every known transform in run order; each file's configuration decides which run.
    ///
    /// Rules loaded from rule files (`rules` in the configuration) run before these, so these see
    /// the code those rules produce within the same run.
    public var transforms: [any Transform]

    /// Creates a runner over `transforms`.
    public init(transforms: [any Transform]) {
        self.transforms = transforms
    }

    /// Processes `options.paths` without writing anything.
    ///
    /// Throws `RunConfigurationError` before processing any file when a configuration file is invalid.
    public func run(_ options: RunOptions) throws -> RunReport {
        let configurations = RunSettings(transforms: transforms, options: options)
        var problems: [PathProblem] = []
        var paths: [String] = []
        var seen = Set<String>()
        for root in options.paths {
            let discovery = FileDiscovery(configuration: try configurations.setting(forPath: root).configuration)
            let found = discovery.discover([root])
            problems += found.problems.map { PathProblem(path: $0.path, reason: $0.reason) }
            for path in found.files where seen.insert(path).inserted { paths.append(path) }
        }
        paths.sort()
        // Load every configuration first so a bad file stops the run before any work is done.
        let engines = try paths.map { try configurations.setting(forPath: $0).engine }
        let targets = DeploymentTargetReader()

        let results = ResultBox(count: paths.count)
        let next = Counter()
        let done = Counter()
        let workers = max(1, min(options.jobs, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.increment() - 1
                if index >= paths.count { break }
                let path = paths[index]
                let engine = engines[index]
                let result: FileResult
                switch SafeFile.read(path) {
                case .failure(let problem):
                    result = .unchanged(path: path, bytes: [], error: problem.reason)
                case .success(let bytes):
                    result = engine.run(path: path, bytes: bytes, deploymentTargets: targets.deploymentTargets(forFile: path))
                }
                results.set(index, result)
                options.progress?(done.increment(), paths.count)
            }
        }
        let files = results.values.sorted { $0.path < $1.path }
        let supportFiles = SupportFilePlanner(targets: targets, settings: configurations)
            .plan(for: files, problems: &problems)
        return RunReport(files: files, supportFiles: supportFiles, problems: problems, rules: configurations.rules)
    }

    /// Processes source text that did not come from disk (standard input), as if it were at `path`:
    /// configuration and deployment targets are looked up from there. Support files are not planned.
    public func run(bytes: [UInt8], as path: String, options: RunOptions) throws -> RunReport {
        let settings = RunSettings(transforms: transforms, options: options)
        let engine = try settings.setting(forPath: path).engine
        let result = engine.run(path: path, bytes: bytes, deploymentTargets: DeploymentTargetReader().deploymentTargets(forFile: path))
        return RunReport(files: [result], rules: settings.rules)
    }

    // MARK: Diff and write

    /// The unified diff of every changed file and new support file, paths relative to the current
    /// directory so that `git apply` and `patch -p1` work from there.
    public static func diff(_ report: RunReport) -> [UInt8] {
        var out: [UInt8] = []
        for file in report.files where file.changed {
            let path = ReportPath.relative(file.path)
            out += UnifiedDiff.makeBytes(oldPath: path, newPath: path, old: file.original, new: file.output)
        }
        for support in report.supportFiles {
            out += UnifiedDiff.makeBytes(oldPath: nil, newPath: ReportPath.relative(support.path), old: [],
                                         new: Array(support.file.contents.utf8))
        }
        return out
    }

    /// Writes every changed file and support file of `report`; returns what could not be written.
    ///
    /// Each write is atomic and keeps the file's permissions; a file that is not writable, or whose
    /// bytes changed since they were read, is left alone and reported.
    public static func write(_ report: RunReport) -> [PathProblem] {
        var problems: [PathProblem] = []
        for file in report.files where file.changed {
            if let reason = SafeFile.replace(file.path, expecting: file.original, with: file.output) {
                problems.append(PathProblem(path: file.path, reason: reason))
            }
        }
        for support in report.supportFiles {
            if let reason = SafeFile.create(support.path, contents: Array(support.file.contents.utf8)) {
                problems.append(PathProblem(path: support.path, reason: reason))
            }
        }
        return problems
    }
}

// MARK: - Paths in output

/// Turns paths into the form reports and diffs show: relative to the current directory when inside it.
public enum ReportPath {
    /// `path` relative to the current directory (no leading `./`), or absolute when outside it.
    public static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let full = Self.absolute(path, from: directory)
        let base = Self.absolute(directory, from: "/")
        if full == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory containing `path` (absolute form).
    static func directory(of path: String) -> String {
        let absolute = absolute(path)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }
}

// MARK: - Configuration per directory

/// The configuration and engine for each configuration file of a run, built once each.
final class RunSettings: @unchecked Sendable {
    /// A file's configuration (adjusted) and the engine that runs it.
    struct Setting {
        var configuration: Configuration
        var file: String?
        var engine: Engine
    }

    private let loader: ConfigurationLoader
    private let transforms: [any Transform]
    private let adjust: @Sendable (inout Configuration) -> Void
    private var byFile: [String: Setting] = [:]
    private let lock = NSLock()

    /// Every rule of every engine built so far, sorted by id.
    var rules: [RuleDescriptor] {
        lock.lock()
        defer { lock.unlock() }
        var byID: [String: RuleDescriptor] = [:]
        for transform in transforms { byID[transform.id] = RuleDescriptor(transform) }
        for setting in byFile.values {
            for transform in setting.engine.transforms { byID[transform.id] = RuleDescriptor(transform) }
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    init(transforms: [any Transform], options: RunOptions) {
        self.loader = ConfigurationLoader(explicitPath: options.configurationFile)
        self.transforms = transforms
        self.adjust = options.adjustConfiguration
    }

    /// The setting for a file or directory; throws `RunConfigurationError` for a bad configuration or rule file.
    func setting(forPath path: String) throws -> Setting {
        let loaded: LoadedConfiguration
        do {
            loaded = try loader.load(forFile: path)
        } catch {
            throw RunConfigurationError(error.description)
        }
        lock.lock()
        defer { lock.unlock() }
        if let cached = byFile[loaded.file ?? ""] { return cached }
        var configuration = loaded.configuration
        // Rule paths in a configuration file are relative to it; those added by `adjust` are taken as given.
        let base = loaded.file.map(ReportPath.directory(of:)) ?? FileManager.default.currentDirectoryPath
        configuration.rules = configuration.rules.map { ReportPath.absolute($0, from: base) }
        adjust(&configuration)
        var fromFiles: [any Transform] = []
        for ruleFile in configuration.rules {
            do {
                for rule in try RuleFile.load(ruleFile) {
                    if (transforms + fromFiles).contains(where: { $0.id == rule.id }) {
                        throw RunConfigurationError("\(ruleFile): rule '\(rule.id)': the id is already used by another rule")
                    }
                    fromFiles.append(rule)
                }
            } catch let error as RunConfigurationError {
                throw error
            } catch {
                throw RunConfigurationError("\(error)")
            }
        }
        // Rule-file rules run first: they turn project-specific code into SwiftUI, and the built-in
        // transforms (reordering, availability and placement checks) must see that code in the same
        // run, or a second run would change the output again.
        let setting = Setting(configuration: configuration, file: loaded.file,
                              engine: Engine(transforms: fromFiles + transforms, configuration: configuration))
        byFile[loaded.file ?? ""] = setting
        return setting
    }
}

// MARK: - Support files

/// Decides where each requested support file goes: once per module, never where the module has it.
struct SupportFilePlanner {
    var targets: DeploymentTargetReader
    var settings: RunSettings

    func plan(for files: [FileResult], problems: inout [PathProblem]) -> [PlannedSupportFile] {
        let requesting = files.filter { !$0.supportFiles.isEmpty && $0.error == nil }
        guard !requesting.isEmpty else { return [] }
        // Group requesting files by module: the package target directory, else one group for the rest.
        var modules: [String: [FileResult]] = [:]
        var looseFiles: [FileResult] = []
        for file in requesting {
            if let root = targets.moduleRoot(forFile: file.path) {
                modules[root, default: []].append(file)
            } else {
                looseFiles.append(file)
            }
        }
        if !looseFiles.isEmpty {
            modules[Self.commonDirectory(of: looseFiles.map(\.path)), default: []] += looseFiles
        }
        var planned: [PlannedSupportFile] = []
        for root in modules.keys.sorted() {
            let members = modules[root]!
            var requests: [SupportFile] = []
            for file in members {
                for request in file.supportFiles where !requests.contains(where: { $0.name == request.name }) {
                    requests.append(request)
                }
            }
            let moduleSources = Self.moduleSources(root: root, runFiles: files)
            for request in requests {
                if moduleSources.contains(where: { Engine.contains($0, request.marker) }) { continue }
                let path = destination(of: request, moduleRoot: root, requester: members[0].path)
                if FileManager.default.fileExists(atPath: path) {
                    problems.append(PathProblem(path: path, reason: "exists but does not declare '\(request.marker)'; the generated \(request.name) was not written"))
                    continue
                }
                if !planned.contains(where: { $0.path == path }) {
                    planned.append(PlannedSupportFile(path: ReportPath.relative(path), file: request))
                }
            }
        }
        return planned.sorted { $0.path < $1.path }
    }

    /// `helperPath` from the requester's configuration (relative to that file) when set, else the module root.
    private func destination(of request: SupportFile, moduleRoot: String, requester: String) -> String {
        if let loaded = try? settings.setting(forPath: requester), let helper = loaded.configuration.helperPath {
            let base = loaded.file.map(ReportPath.directory(of:)) ?? FileManager.default.currentDirectoryPath
            let target = ReportPath.absolute(helper, from: base)
            return helper.hasSuffix(".swift") ? target : target + "/" + request.name
        }
        return moduleRoot + "/" + request.name
    }

    /// The bytes of every Swift file of the module: the run's own files inside it and others on disk.
    private static func moduleSources(root: String, runFiles: [FileResult]) -> [[UInt8]] {
        var sources: [[UInt8]] = []
        var seen = Set<String>()
        for file in runFiles where ReportPath.absolute(file.path).hasPrefix(root + "/") {
            seen.insert(ReportPath.absolute(file.path))
            sources.append(file.original)
        }
        for path in FileDiscovery().discover([root]).files where !seen.contains(ReportPath.absolute(path)) {
            if case .success(let bytes) = SafeFile.read(path) { sources.append(bytes) }
        }
        return sources
    }

    /// The deepest directory containing every path.
    static func commonDirectory(of paths: [String]) -> String {
        let directories = paths.map { ReportPath.directory(of: $0).split(separator: "/") }
        guard var common = directories.first else { return FileManager.default.currentDirectoryPath }
        for directory in directories.dropFirst() {
            var count = 0
            while count < min(common.count, directory.count) && common[count] == directory[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "/" + common.joined(separator: "/")
    }
}

// MARK: - Safe reading and writing

/// Reads and writes files with POSIX calls so every failure has the system's reason.
public enum SafeFile {
    /// The bytes of the file at `path`, or why they could not be read.
    public static func read(_ path: String) -> Result<[UInt8], PathProblem> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(PathProblem(path: path, reason: "cannot read: \(errorText())")) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return .failure(PathProblem(path: path, reason: "cannot read: is a directory"))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(PathProblem(path: path, reason: "cannot read: \(errorText())"))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// Replaces the file at `path` (through symbolic links) with `bytes`, atomically and keeping its
    /// permissions, unless it is read-only or no longer holds `expected`; returns the reason it did not.
    public static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) -> String? {
        guard let target = realPath(path) else { return "cannot write: \(errorText()); file left unchanged" }
        var info = stat()
        guard stat(target, &info) == 0 else { return "cannot write: \(errorText()); file left unchanged" }
        // Checked explicitly: a rename would replace a read-only file, and root passes access(2).
        if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(target, W_OK) != 0 {
            return "cannot write: the file is read-only; file left unchanged"
        }
        switch read(target) {
        case .failure(let problem): return "\(problem.reason); file left unchanged"
        case .success(let current) where current != expected:
            return "changed on disk since it was read; not overwritten"
        case .success: break
        }
        return writeAtomically(target, bytes: bytes, mode: info.st_mode & 0o7777)
    }

    /// Creates a new file at `path` (and its directory) atomically; refuses to replace an existing file.
    public static func create(_ path: String, contents: [UInt8]) -> String? {
        if FileManager.default.fileExists(atPath: path) { return "already exists; not overwritten" }
        let directory = ReportPath.directory(of: path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot create its directory: \(error.localizedDescription)"
        }
        let mask = umask(0)
        umask(mask)
        return writeAtomically(ReportPath.absolute(path), bytes: contents, mode: 0o666 & ~mask)
    }

    /// Writes a temporary file beside `path`, then renames it over `path`.
    private static func writeAtomically(_ path: String, bytes: [UInt8], mode: mode_t) -> String? {
        let directory = ReportPath.directory(of: path)
        let name = String(path[path.index(after: path.lastIndex(of: "/")!)...])
        var template = Array("\(directory)/.\(name).glassmigrate-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return "cannot write: \(errorText()); file left unchanged" }
        let temporary = String(cString: template)
        var failure: String?
        var written = 0
        while written < bytes.count && failure == nil {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { failure = "cannot write: \(errorText()); file left unchanged" }
            } else {
                written += count
            }
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = "cannot set permissions: \(errorText()); file left unchanged" }
        if failure == nil && fsync(descriptor) != 0 { failure = "cannot write: \(errorText()); file left unchanged" }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = "cannot replace: \(errorText()); file left unchanged" }
        if failure != nil { unlink(temporary) }
        return failure
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

// Foundation's `read`/`write` names are overloaded on some platforms; these reach the C functions.
@inline(__always) private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always) private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

// MARK: - Concurrency helpers

/// A thread-safe counter handing out 1, 2, 3….
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Per-index results written from worker threads.
private final class ResultBox: @unchecked Sendable {
    private var slots: [FileResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: FileResult) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [FileResult] { slots.compactMap { $0 } }
}

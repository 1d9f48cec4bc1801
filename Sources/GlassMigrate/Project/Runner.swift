import Dispatch
import Foundation

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
        var staleTemporaries = Set<String>()
        var changed = ChangedFiles(ref: options.changedSince)
        for root in options.paths {
            var discovery = FileDiscovery(configuration: try configurations.setting(forPath: root).configuration)
            discovery.respectsGitIgnore = options.respectsGitIgnore
            let found = discovery.discover([root])
            problems += found.problems.map { PathProblem(path: $0.path, reason: $0.reason) }
            for path in found.files where try changed.contains(path, under: root) && seen.insert(path).inserted {
                if Paths.isDirectory(root), try !configurations.keeps(path, walkedFrom: root) { continue }
                paths.append(path)
            }
            staleTemporaries.formUnion(found.staleTemporaries)
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
                    result = Self.process(bytes, at: path, engine: engine, targets: targets)
                }
                results.set(index, result)
                options.progress?(done.increment(), paths.count)
            }
        }
        let files = results.values.sorted { $0.path < $1.path }
        let supportFiles = SupportFilePlanner(targets: targets, settings: configurations)
            .plan(for: files, problems: &problems)
        return RunReport(files: files, supportFiles: supportFiles, problems: problems, rules: configurations.rules,
                         staleTemporaries: staleTemporaries.sorted())
    }

    /// The rules a run over `path` uses, in the order they run: those from the rule files of its
    /// configuration (and `options`), then `transforms`; throws `RunConfigurationError` for a bad file.
    public func rules(forPath path: String, options: RunOptions) throws -> [any Transform] {
        try RunSettings(transforms: transforms, options: options).setting(forPath: path).engine.transforms
    }

    /// Processes source text that did not come from disk (standard input), as if it were at `path`:
    /// configuration, deployment targets and the module are looked up from there.
    ///
    /// A support file the output needs and the module lacks is planned as for a file on disk, so a
    /// caller can tell that the output alone would not compile.
    public func run(bytes: [UInt8], as path: String, options: RunOptions) throws -> RunReport {
        let settings = RunSettings(transforms: transforms, options: options)
        let engine = try settings.setting(forPath: path).engine
        let targets = DeploymentTargetReader()
        let result = Self.process(bytes, at: path, engine: engine, targets: targets)
        var problems: [PathProblem] = []
        let supportFiles = SupportFilePlanner(targets: targets, settings: settings).plan(for: [result], problems: &problems)
        return RunReport(files: [result], supportFiles: supportFiles, problems: problems, rules: settings.rules)
    }

    /// One file's result: text that is not UTF-8 is refused before any rule looks at it.
    private static func process(_ bytes: [UInt8], at path: String, engine: Engine, targets: DeploymentTargetReader) -> FileResult {
        if let reason = SourceBytes.problem(in: bytes) { return .unchanged(path: path, bytes: bytes, error: reason) }
        return engine.run(path: path, bytes: bytes, deploymentTargets: targets.deploymentTargets(forFile: path))
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

    /// The reason given for each file a write left alone because `shouldStop` said so.
    public static let interruptedReason = "not written: the run was interrupted"

    /// Writes every changed file and support file of `report`; returns what could not be written.
    ///
    /// Each write is atomic and keeps the file's permissions, owner, group and extended attributes; a
    /// file that is not writable, has several hard links, or whose bytes changed since they were read,
    /// is left alone and reported. Temporary files an interrupted run left are removed first. When
    /// `shouldStop` returns true (checked before each file) the rest is left alone and reported with
    /// `interruptedReason`.
    public static func write(_ report: RunReport, until shouldStop: () -> Bool = { false }) -> [PathProblem] {
        for path in report.staleTemporaries { SafeFile.removeStaleTemporary(path) }
        var problems: [PathProblem] = []
        for file in report.files where file.changed {
            if shouldStop() {
                problems.append(PathProblem(path: file.path, reason: interruptedReason))
                continue
            }
            if let reason = SafeFile.replace(file.path, expecting: file.original, with: file.output) {
                problems.append(PathProblem(path: file.path, reason: reason))
            }
        }
        for support in report.supportFiles {
            if shouldStop() {
                problems.append(PathProblem(path: support.path, reason: interruptedReason))
                continue
            }
            if let reason = SafeFile.create(support.path, contents: Array(support.file.contents.utf8)) {
                problems.append(PathProblem(path: support.path, reason: reason))
            }
        }
        return problems
    }
}

// MARK: - Changed files

/// `--changed-since`: the files git lists as changed, asked once per work tree.
private struct ChangedFiles {
    let ref: String?
    private var byRoot: [String: Set<String>] = [:]
    private var byTopLevel: [String: Set<String>] = [:]

    init(ref: String?) { self.ref = ref }

    /// Whether `path`, found under the given `root`, is to be processed: always without a ref.
    mutating func contains(_ path: String, under root: String) throws -> Bool {
        guard let ref else { return true }
        if byRoot[root] == nil { byRoot[root] = try files(under: root, ref: ref) }
        return byRoot[root]!.contains(Paths.real(path) ?? ReportPath.absolute(path))
    }

    private mutating func files(under root: String, ref: String) throws -> Set<String> {
        let directory = Paths.isDirectory(root) ? root : ReportPath.directory(of: root)
        guard GitWorkTree.gitExecutable != nil else { throw RunConfigurationError("--changed-since needs git, and git is not on PATH") }
        guard let top = GitWorkTree.topLevel(of: directory) else {
            throw RunConfigurationError("--changed-since needs a git work tree, and \(ReportPath.relative(root)) is not in one")
        }
        if let known = byTopLevel[top] { return known }
        do {
            let files = try GitWorkTree.changedFiles(since: ref, in: top)
            byTopLevel[top] = files
            return files
        } catch {
            throw RunConfigurationError(error.description)
        }
    }
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

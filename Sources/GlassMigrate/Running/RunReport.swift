import Foundation

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
    /// Whether directories in a git work tree skip what git ignores (files named explicitly never are).
    public var respectsGitIgnore = true
    /// A git ref: only files changed since it (see `GitWorkTree.changedFiles(since:in:)`) are processed.
    public var changedSince: String?

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
    /// What the rule asked for.
    public var file: SupportFile

    /// Creates a plan to write `file` at `path`.
    public init(path: String, file: SupportFile) {
        self.path = path
        self.file = file
    }
}

/// A project file the run changes so that a target compiles a support file, such as an Xcode
/// `project.pbxproj` that gains the generated helper.
public struct PlannedProjectEdit: Sendable, Equatable {
    /// The project file, as a path usable from the current directory.
    public var path: String
    /// Its bytes as read.
    public var original: [UInt8]
    /// Its bytes after the change.
    public var output: [UInt8]
    /// What changes, e.g. `adds AdaptiveGlassBackground.swift to the Sources of App, Widget`.
    public var summary: String
    /// The files the change lists, as paths usable from the current directory; those the run creates
    /// must exist before it is written.
    public var addedFiles: [String]

    /// Creates a planned change of the file at `path` from `original` to `output`.
    public init(path: String, original: [UInt8], output: [UInt8], summary: String, addedFiles: [String] = []) {
        self.path = path
        self.original = original
        self.output = output
        self.summary = summary
        self.addedFiles = addedFiles
    }
}

/// Everything a run produced: one result per file in path order, support files to create, and problems.
public struct RunReport: Sendable {
    /// Per-file results, sorted by path.
    public var files: [FileResult]
    /// Generated files to create, sorted by path.
    public var supportFiles: [PlannedSupportFile]
    /// Project files to change so that their targets compile the support files, sorted by path.
    public var projectFiles: [PlannedProjectEdit]
    /// For each rewritten file that needs them (by its path as in `files`), the paths of the support
    /// and project files that must be written first; it is not rewritten when one of them cannot be.
    public var dependencies: [String: [String]]
    /// Paths that could not be looked into (missing, unreadable directories, link loops).
    public var problems: [PathProblem]
    /// The description of every rule known to the run (built-in and loaded from rule files), sorted by id.
    public var rules: [RuleDescription]
    /// Findings and rewrite sites a baseline hides from every report and from the `--check` verdict;
    /// the diff and `--write` are unaffected.
    public var hidden: Set<ReportItemKey>
    /// Temporary files an interrupted earlier write left beside the run's files, which `Runner.write`
    /// removes, sorted.
    public var staleTemporaries: [String]
    /// The folders `Runner.write` may write in (the package or project roots of the run's paths); nil
    /// for a report that no run over paths made, which is written wherever it says.
    public var writeRoots: WriteRoots?

    /// Creates a report.
    public init(files: [FileResult], supportFiles: [PlannedSupportFile] = [], projectFiles: [PlannedProjectEdit] = [],
                dependencies: [String: [String]] = [:], problems: [PathProblem] = [], rules: [RuleDescription] = [],
                hidden: Set<ReportItemKey> = [], staleTemporaries: [String] = []) {
        self.files = files
        self.supportFiles = supportFiles
        self.projectFiles = projectFiles
        self.dependencies = dependencies
        self.problems = problems
        self.rules = rules
        self.hidden = hidden
        self.staleTemporaries = staleTemporaries
    }

    /// Files whose bytes would change.
    public var changedFiles: [FileResult] { files.filter(\.changed) }
    /// Every finding of every file not hidden by a baseline, in path order.
    public var findings: [Finding] { files.flatMap(findings(of:)) }

    /// The findings of one file that a baseline does not hide.
    public func findings(of file: FileResult) -> [Finding] {
        hidden.isEmpty ? file.findings : file.findings.compactMap { $0.keeping(notIn: hidden) }
    }
    /// Every file error and discovery problem, in path order.
    public var allProblems: [PathProblem] {
        problems + files.compactMap { result in result.error.map { PathProblem(path: result.path, reason: $0) } }
    }
    /// Whether anything would be written: a changed file, a support file or a project file.
    public var hasChanges: Bool { !supportFiles.isEmpty || !projectFiles.isEmpty || files.contains(where: \.changed) }
    /// Whether a finding not hidden by a baseline is at `error` severity.
    public var hasErrorFindings: Bool { files.contains { findings(of: $0).contains { $0.severity == .error } } }
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

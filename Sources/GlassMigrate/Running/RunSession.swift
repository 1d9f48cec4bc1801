/// Runs of single buffers that share what they learn of the workspace: the configuration files and
/// engines (`RunSettings`) and the packages and Xcode projects read (`DeploymentTargetReader`).
///
/// A long-lived caller (the language server) keeps one session while the files it read stay as they
/// were, and starts a new one when one of them changes; each run answers as
/// `Runner.run(bytes:as:options:)` does for the same bytes.
public final class RunSession: @unchecked Sendable {
    /// The runner whose rules the session runs.
    public let runner: Runner
    /// The options every run of the session uses (`paths` is not read).
    public let options: RunOptions
    private let settings: RunSettings
    private let targets = DeploymentTargetReader()
    /// What the files of the modules mention, for the helper's placement: read again only when one changes.
    let diskMentions = DiskMentions()

    /// Creates a session with nothing read yet.
    public init(runner: Runner, options: RunOptions) {
        self.runner = runner
        self.options = options
        settings = RunSettings(rules: runner.rules, options: options)
    }

    /// The configuration files and rule files a run over `path` reads (absolute paths), which a caller
    /// keeping the session watches: when one changes, the session's answers are out of date.
    public func configurationFiles(forFile path: String) -> [String] {
        settings.inputFiles(forPath: path)
    }

    /// The report `Runner.run(bytes:as:options:)` gives for `bytes` at `path`, from what the session has read.
    public func run(bytes: [UInt8], as path: String) throws -> RunReport {
        try Runner.run(bytes: bytes, as: path, settings: settings, targets: targets, jobs: options.jobs, diskMentions: diskMentions)
    }

    /// The report `Runner.run(_:accepting:options:)` gives, from what the session has read.
    public func run(_ report: RunReport, accepting accepted: [String: Set<Change.Key>]) throws -> RunReport {
        try Runner.run(report, accepting: accepted, settings: settings, targets: targets, jobs: options.jobs, diskMentions: diskMentions)
    }
}

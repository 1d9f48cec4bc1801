import Foundation
import GlassMigrate

/// The documented exit statuses.
enum ExitStatus: Int32 {
    /// Done; with `--check`, nothing would change and no error-level finding.
    case success = 0
    /// `--check` found a change or an error-level finding.
    case checkFailed = 1
    /// Usage or configuration error; nothing was processed.
    case usage = 2
    /// Some files could not be processed; the rest were.
    case partialFailure = 3

    /// The status of a finished run: problems first, then the `--check` verdict.
    /// With `strict`, a warning fails `--check` as an error does.
    static func of(_ report: RunReport, mode: Options.Mode, writeProblems: [PathProblem], strict: Bool = false) -> ExitStatus {
        if report.hasProblems || !writeProblems.isEmpty { return .partialFailure }
        if mode == .check && (report.hasReportedChanges || report.hasErrorFindings) { return .checkFailed }
        if mode == .check && strict && report.findings.contains(where: { $0.severity >= .warning }) { return .checkFailed }
        return .success
    }
}

/// Runs one command line: parses it, acts on it, prints, and returns the exit status.
struct Command {
    var options: Options
    var rules: [any Rule]
    var console: Console
    /// The name and version the tool gives itself in help, messages, `--version` and reports.
    var tool = ToolIdentity.glassmigrate
    /// Arguments that were not valid UTF-8, as escaped in `arguments` (`Caf\xE9.swift`): no file has
    /// that name, so as paths they are reported, never looked up.
    var undecodableArguments: Set<String> = []
    /// Where `--interactive` reads its answers.
    var prompt = PromptInput.system
    /// Whether the run's results are kept to the end of the process rather than freed when the command
    /// is done: a process that exits next frees them all at once, faster than one by one.
    var keepsResultsUntilExit = false

    /// Parses `arguments` and runs them.
    static func main(arguments: [String], rules: [any Rule], console: Console, tool: ToolIdentity = .glassmigrate,
                     undecodableArguments: Set<String> = [], keepsResultsUntilExit: Bool = false) -> Int32 {
        if arguments.first == "lsp" {
            return LanguageServerCommand.main(arguments: Array(arguments.dropFirst()), rules: rules, console: console, tool: tool)
        }
        do {
            let options = try OptionParser.parse(arguments, rules: rules)
            return Command(options: options, rules: rules, console: console, tool: tool,
                           undecodableArguments: undecodableArguments, keepsResultsUntilExit: keepsResultsUntilExit).run().rawValue
        } catch {
            console.writeError("\(tool.name): error: \(ReportPath.escapingControlCharacters("\(error)"))\n")
            return ExitStatus.usage.rawValue
        }
    }

    func run() -> ExitStatus {
        if options.showHelp {
            console.out(Help.text(rules: rules, naming: tool.name))
            return .success
        }
        if options.showVersion {
            console.out("\(tool.name) \(tool.version)\n")
            return .success
        }
        if let shell = options.completions {
            console.out(CompletionScript.script(for: shell, rules: rules, naming: tool.name))
            return .success
        }
        if let file = options.dumpTokensFile { return dumpTokens(file) }
        do {
            if options.listRules { return try listRules() }
            if options.printConfig { return try printConfiguration() }
            guard !options.paths.isEmpty else { throw UsageError(message: "no paths given; see --help") }
            if options.paths.contains("") {
                throw UsageError(message: "an empty path was given; name a file or folder (. for the current folder)")
            }
            if options.interactive && !prompt.isTerminal { throw UsageError(message: InteractiveReview.refusal) }
            return options.readsStandardInput ? try runStandardInput() : try runFiles()
        } catch let error as RunConfigurationError {
            // A rule file reports all its problems at once, one line each.
            for line in error.message.split(separator: "\n") { console.writeError("\(tool.name): error: \(line)\n") }
            return .usage
        } catch {
            console.writeError("\(tool.name): error: \(ReportPath.escapingControlCharacters("\(error)"))\n")
            return .usage
        }
    }

    private var runOptions: RunOptions {
        let options = self.options
        var runOptions = RunOptions(paths: options.paths, configurationFile: options.configFile, jobs: options.jobs,
                                    adjustConfiguration: { options.adjust(&$0) })
        runOptions.changedSince = options.changedSince
        return runOptions
    }

    // MARK: - Files

    private func runFiles() throws -> ExitStatus {
        var runOptions = self.runOptions
        let progress = ProgressLine(console: console, toolName: tool.name)
        if console.allowsProgress && !options.quiet {
            runOptions.progress = { done, total in progress.update(done: done, total: total) }
        }
        let undecodable = runOptions.paths.filter(undecodableArguments.contains)
        runOptions.paths.removeAll(where: undecodableArguments.contains)
        var report = try Runner(rules: rules).run(runOptions)
        report.problems += undecodable.map {
            PathProblem(path: $0, reason: "the name is not valid UTF-8; not read (rename it to migrate it)")
        }
        progress.finish()
        try checkRuleIDs(known: report.rules)
        try OutputPaths(options).check(report: report, options: options, rules: rules)
        try applyBaseline(&report)
        if options.interactive { return try runInteractive(report, runOptions: runOptions, color: colorsOutput) }

        let diff = report.unifiedDiffBytes(jobs: options.jobs)
        // The diff a dry run prints is the patch already when the patch goes to standard output.
        let printsPatch = options.mode == .dryRun && options.format == .diff
        if let patchFile = options.patchFile, !(printsPatch && SafeFile.isStandardOutput(patchFile)) {
            if let reason = SafeFile.writeOutput(diff, to: patchFile) {
                throw UsageError(message: "cannot write the patch file \(patchFile): \(reason)")
            }
        }
        if options.patchFile != nil && !options.quiet && report.diffLeavesCurrentDirectory {
            console.writeError("\(tool.name): note: the patch names files outside the current directory with '..'; apply it from here with 'git apply --unsafe-paths' (patch refuses such names)\n")
        }
        try writeReportFile(report)
        var writeProblems: [PathProblem] = []
        if options.mode == .write {
            writeProblems = Interruption.stoppingBetweenWrites { Runner.write(report, until: { Interruption.isRequested }) }
        }
        if let signal = Interruption.signal { endInterrupted(by: signal, report: report, writeProblems: writeProblems) }
        if !report.staleTemporaries.isEmpty && !options.quiet {
            let action = options.mode == .write ? "removed" : "found (--write removes it)"
            for path in report.staleTemporaries {
                console.writeError("\(tool.name): note: \(ReportPath.shown(path)): temporary file of an interrupted run \(action)\n")
            }
        }
        printResults(report, diff: diff, writeProblems: writeProblems)
        if keepsResultsUntilExit { KeptUntilExit.keep((report, diff)) }
        return ExitStatus.of(report, mode: options.mode, writeProblems: writeProblems, strict: options.strict)
    }

    /// Says what an interrupted write left, then ends the process by the signal that interrupted it.
    func endInterrupted(by signal: Int32, report: RunReport, writeProblems: [PathProblem]) -> Never {
        let (written, total, left) = Self.interruptedCounts(report, writeProblems: writeProblems)
        let message = options.mode == .write
            ? "\(tool.name): interrupted by \(Interruption.name(of: signal)): \(written) of \(total) files written, \(left) left unchanged; run the same command again to finish.\n"
            : "\(tool.name): interrupted by \(Interruption.name(of: signal)).\n"
        console.writeError(message)
        Interruption.end(by: signal)
    }

    /// The files an interrupted write wrote, would have written and left for the signal: sources,
    /// support files and project files, each counted once however many problems it has.
    static func interruptedCounts(_ report: RunReport, writeProblems: [PathProblem]) -> (written: Int, total: Int, left: Int) {
        let total = report.changedFiles.count + report.supportFiles.count + report.projectFiles.count
        let left = Set(writeProblems.filter { $0.reason == Runner.interruptedReason }.map(\.path)).count
        return (max(0, total - Set(writeProblems.map(\.path)).count), total, left)
    }

    private func printResults(_ report: RunReport, diff: [UInt8], writeProblems: [PathProblem]) {
        switch options.format {
        case .json: console.out(JSONReporter.render(report, tool: tool))
        case .sarif: console.out(SARIFReporter.render(report, options: sarifOptions))
        case .github: console.out(GitHubReporter.render(report))
        case .xcode: console.out(XcodeReporter.render(report))
        case .html: console.out(HTMLReporter.render(report, options: htmlOptions()))
        case .diff:
            switch options.mode {
            case .dryRun:
                console.writeOutput(colorsOutput ? Array(UnifiedDiff.colorize(String(decoding: diff, as: UTF8.self)).utf8) : diff)
                if !options.quiet { console.writeError(findingLines(report)) }
            case .write:
                if !options.quiet { console.writeError(findingLines(report)) }
            case .check:
                console.out(siteLines(report))
            }
        }
        for problem in report.allProblems + writeProblems {
            console.writeError("\(tool.name): error: \(ReportPath.shown(problem.path)): \(ReportPath.escapingControlCharacters(problem.reason))\n")
        }
        if options.mode == .write && !options.quiet {
            // What the run created, so an undo can remove it (README: "Undoing a run").
            for support in report.supportFiles where !writeProblems.contains(where: { $0.path == support.path }) {
                console.writeError("\(tool.name): created \(ReportPath.shown(support.path))\n")
            }
        }
        if options.mode == .write && !options.quiet { console.writeError(WriteSummary(report: report, writeProblems: writeProblems, toolName: tool.name).text) }
        if !options.quiet { console.writeError(Summary(report: report, mode: options.mode, writeProblems: writeProblems, toolName: tool.name).text) }
    }

    private var sarifOptions: SARIFOptions {
        SARIFOptions(documentationURL: options.docsURL,
                     documentedRuleIDs: Set(rules.map(\.id) + [Engine.suppressionRuleID]), tool: tool)
    }

    /// Records the run's findings with `--write-baseline`, then hides those `--baseline` names.
    private func applyBaseline(_ report: inout RunReport) throws {
        if let file = options.writeBaselineFile {
            do {
                try Baseline.record(report).write(to: file)
            } catch {
                throw UsageError(message: error.description)
            }
        }
        if let file = options.baselineFile {
            do {
                report.hidden = try Baseline.read(file).hiddenItems(in: report)
            } catch {
                throw UsageError(message: error.description)
            }
        }
    }

    private var colorsOutput: Bool {
        switch options.color {
        case .always: return true
        case .never: return false
        case .auto:
            return console.outputIsTerminal && console.environment["NO_COLOR"] == nil && console.environment["TERM"] != "dumb"
        }
    }

    /// Findings as `path:line:col: severity: message [id]`, paths relative to the current directory.
    private func findingLines(_ report: RunReport) -> String {
        var text = ""
        for finding in report.findings {
            text += "\(ReportPath.shown(finding.path)):\(finding.location): \(finding.severity.rawValue): \(ReportPath.escapingControlCharacters(finding.message)) [\(finding.ruleID)]\n"
        }
        return text
    }

    /// Every finding and pending rewrite, one `path:line:col: severity: message [id]` line each, in file
    /// order (as `swiftformat --lint` lists them); a support file to create has no line and column.
    private func siteLines(_ report: RunReport) -> String {
        var text = ""
        for item in report.reportItems {
            // Files that could not be processed are errors, printed on stderr with the others.
            guard let ruleID = item.ruleID else { continue }
            let location = item.location.map { ":\($0)" } ?? ""
            text += "\(ReportPath.shown(item.path))\(location): \(item.severity.rawValue): \(ReportPath.escapingControlCharacters(item.message)) [\(ruleID)]\n"
        }
        return text
    }

    // MARK: - Standard input

    private func runStandardInput() throws -> ExitStatus {
        let path = options.stdinPath ?? "<stdin>"
        let input = try console.readInput()
        var report = try Runner(rules: rules).run(bytes: input, as: path, options: runOptions)
        try checkRuleIDs(known: report.rules)
        try OutputPaths(options).check(report: report, options: options, rules: rules)
        try applyBaseline(&report)
        try writeReportFile(report)
        let result = report.files[0]
        if options.format == .diff && options.mode != .check {
            // Code that calls a helper its module does not declare would not compile: print the input as it was.
            let complete = report.supportFiles.isEmpty && report.projectFiles.isEmpty && report.problems.isEmpty
            console.writeOutput(complete ? result.output : input)
            if !options.quiet { console.writeError(findingLines(report)) }
            if let error = result.error { console.writeError("\(tool.name): error: \(path): \(error)\n") }
            for problem in report.problems {
                console.writeError("\(tool.name): error: \(ReportPath.shown(problem.path)): \(ReportPath.escapingControlCharacters(problem.reason))\n")
            }
            for support in report.supportFiles {
                console.writeError("\(tool.name): error: \(path): needs \(support.file.name), which its module does not have yet; printed unchanged. Run '\(tool.name) --write' on the module once to create \(support.path).\n")
            }
            for project in report.projectFiles {
                console.writeError("\(tool.name): error: \(path): its target does not compile the helper it would call yet; printed unchanged. Run '\(tool.name) --write' on the module once: \(project.path) \(project.summary).\n")
            }
            return complete ? ExitStatus.of(report, mode: options.mode, writeProblems: [], strict: options.strict) : .partialFailure
        } else {
            printResults(report, diff: report.unifiedDiffBytes, writeProblems: [])
        }
        return ExitStatus.of(report, mode: options.mode, writeProblems: [], strict: options.strict)
    }

    // MARK: - Informational modes

    private func dumpTokens(_ file: String) -> ExitStatus {
        switch SafeFile.read(file) {
        case .failure(let problem):
            console.writeError("\(tool.name): error: \(problem)\n")
            return .partialFailure
        case .success(let bytes):
            var text = ""
            for token in Lexer.tokenize(bytes) { text += "\(token.start) \(token.end) \(token.kind)\n" }
            console.out(text)
            return .success
        }
    }

    /// The rules of a run over the first path (or `.`): rule files from `--rules` and the
    /// configuration found there, then the built-ins, in run order.
    private func knownRules() throws -> [any Rule] {
        try Runner(rules: rules).rules(forPath: options.paths.first ?? ".", options: runOptions)
    }

    private func listRules() throws -> ExitStatus {
        // Built-in rules first, then those of rule files (which run before them), as SwiftLint lists custom rules last.
        let builtIn = Set(self.rules.map(\.id))
        let known = try knownRules()
        let rules = known.filter { builtIn.contains($0.id) } + known.filter { !builtIn.contains($0.id) }
        let idWidth = rules.map(\.id.count).max() ?? 2
        var text = ""
        for rule in rules {
            let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let kind = rule.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let off = rule.isEnabledByDefault ? "" : " (off by default)"
            text += "\(id)  \(kind)  \(severity)  \(rule.summary)\(off)\n"
        }
        console.out(text)
        return .success
    }

    private func printConfiguration() throws -> ExitStatus {
        let path = options.printConfigPath ?? "."
        let loader = ConfigurationLoader(explicitPath: options.configFile, rules: rules)
        let loaded: LoadedConfiguration
        do {
            loaded = try loader.load(forFile: path)
        } catch {
            throw RunConfigurationError(error.description)
        }
        var configuration = loaded.configuration
        options.adjust(&configuration)
        console.out(ConfigurationLoader.renderWithOrigins(loaded, adjusted: configuration, rules: rules))
        return .success
    }

    /// `--enable` and `--disable` must name rules that exist (built in, or from a rule file of the run),
    /// so a typo does not pass silently; checked before anything is written or printed.
    private func checkRuleIDs(known rules: [RuleDescription]) throws {
        let known = Set(rules.map(\.id))
        for id in options.enable + options.disable + options.onlyRules where !known.contains(id) {
            throw UsageError(message: "unknown rule id '\(id)'; see --list-rules")
        }
    }
}

/// Values kept alive to the end of the process, never freed.
enum KeptUntilExit {
    static func keep(_ value: some Any) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

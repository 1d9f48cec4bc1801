import Foundation
import GlassMigrate

// The command's hooks for reviewing a migration: the HTML report (`--format html`, `--report FILE`)
// and `--interactive`.
extension Command {
    /// The report's options for a run in the current mode.
    func htmlOptions() -> HTMLReporter.Options {
        let mode: String
        switch options.mode {
        case .dryRun: mode = "Dry run: nothing was written; this is what --write would do."
        case .check: mode = "Check: nothing was written; this is what --write would do."
        case .write:
            mode = options.interactive
                ? "Interactive review: only the accepted changes shown here were written."
                : "Written with --write: the changes shown here were made."
        }
        return HTMLReporter.Options(mode: mode, documentationURL: options.docsURL,
                                    documentedRuleIDs: Set(rules.map(\.id)), tool: tool)
    }

    /// Writes the HTML report to `--report FILE`, if asked; throws `UsageError` when it cannot.
    func writeReportFile(_ report: RunReport) throws {
        guard let file = options.reportFile else { return }
        if let reason = SafeFile.writeOutput(Array(HTMLReporter.render(report, options: htmlOptions()).utf8), to: file) {
            throw UsageError(message: "cannot write the report \(file): \(reason)")
        }
    }

    /// Asks about every change of `report`, then writes the accepted ones exactly as `--write` would.
    func runInteractive(_ report: RunReport, runOptions: RunOptions, color: Bool) throws -> ExitStatus {
        let review = InteractiveReview(report: report, color: color, output: console.out, input: prompt)
        let outcome = review.run()
        var reviewed = try Runner(rules: rules).run(report, accepting: outcome.accepted, options: runOptions)
        reviewed.staleTemporaries = report.staleTemporaries
        try writeReportFile(reviewed)
        let writeProblems = Interruption.stoppingBetweenWrites { Runner.write(reviewed, until: { Interruption.isRequested }) }
        if let signal = Interruption.signal { endInterrupted(by: signal, report: reviewed, writeProblems: writeProblems) }
        let made = Set(reviewed.files.flatMap { $0.changes.map(\.key) })
        for (path, keys) in outcome.accepted.sorted(by: { $0.key < $1.key }) {
            // A later rule's change that only existed on top of a skipped one is not made without it.
            for key in keys where !made.contains(key) {
                let line = report.files.first { $0.path == path }?.changes.first { $0.key == key }?.location.line ?? 0
                console.writeError("\(tool.name): warning: \(ReportPath.shown(path)):\(line): the accepted \(key.ruleID) change was not made: it only exists together with a change that was skipped\n")
            }
        }
        for problem in reviewed.allProblems + writeProblems {
            console.writeError("\(tool.name): error: \(ReportPath.shown(problem.path)): \(ReportPath.escapingControlCharacters(problem.reason))\n")
        }
        if !options.quiet {
            // As --write says what it created, so an undo can remove it.
            for support in reviewed.supportFiles where !writeProblems.contains(where: { $0.path == support.path }) {
                console.writeError("\(tool.name): created \(ReportPath.shown(support.path))\n")
            }
            let applied = reviewed.files.reduce(0) { $0 + $1.changes.count }
            let stop = outcome.quit ? " (quit before the end)" : ""
            console.writeError("\(tool.name): \(applied) of \(outcome.siteCount) changes accepted and written\(stop).\n")
            console.writeError(Summary(report: reviewed, mode: .write, writeProblems: writeProblems, toolName: tool.name).text)
        }
        return ExitStatus.of(reviewed, mode: .write, writeProblems: writeProblems)
    }
}

import Foundation
import GlassMigrate
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--interactive` reads its answers: one line each from a terminal.
struct PromptInput: Sendable {
    /// Whether the answers come from a terminal (a person), not a pipe or a file.
    var isTerminal: Bool
    /// The next line without its line break, or nil at the end of input.
    var readLine: @Sendable () -> String?

    /// Standard input.
    static var system: PromptInput {
        PromptInput(isTerminal: isatty(STDIN_FILENO) == 1, readLine: { Swift.readLine(strippingNewline: true) })
    }
}

/// `--interactive`: shows every change in file order and asks whether to make it.
///
/// Answers are a letter and Return: `y` apply, `n` skip, `a` apply this and the rest of the file,
/// `d` skip the rest of the file, `q` quit (what was accepted is still written), `?` help.
/// Findings that no change answers are shown as information and need no answer.
struct InteractiveReview {
    /// The run to review.
    var report: RunReport
    /// Whether hunks are coloured.
    var color: Bool
    var output: (String) -> Void
    var input: PromptInput

    /// What the review decided.
    struct Outcome {
        /// The accepted sites by file path.
        var accepted: [String: Set<Change.Key>] = [:]
        /// How many sites were accepted, and how many the run had.
        var acceptedCount = 0
        var siteCount = 0
        /// Whether the user quit before the end.
        var quit = false
    }

    static let help = """
    y - apply this change
    n - skip this change
    a - apply this change and every later change in this file
    d - skip this change and every later change in this file
    q - quit; the changes accepted so far are written, nothing else
    ? - print this help

    """

    static let refusal = "--interactive asks about each change, so it needs a terminal on standard input; "
        + "use --dry-run to read the changes as a diff, or --write to make them all"

    /// Combinations `--interactive` cannot honour, refused before anything runs.
    static func validate(_ options: Options) throws {
        guard options.interactive else { return }
        if options.readsStandardInput {
            throw UsageError(message: "--interactive reads answers from standard input, so it cannot also read source from it")
        }
        if options.format != .diff {
            throw UsageError(message: "--interactive prints its questions on standard output, so it cannot print --format \(options.format.rawValue) there; use --report FILE for an HTML report")
        }
        if options.patchFile != nil {
            throw UsageError(message: "--patch cannot be combined with --interactive; write a patch with --dry-run --patch FILE")
        }
    }

    private enum Answer { case yes, no, all, done, quit }

    /// Asks about every site; returns what was accepted.
    func run() -> Outcome {
        var outcome = Outcome()
        // Findings a baseline hides are not shown; changes all are, as --write makes them all.
        let files = report.files.map { file in
            var visible = file
            visible.findings = report.findings(of: file)
            return visible
        }.filter { $0.error == nil && (!$0.changes.isEmpty || !$0.findings.isEmpty) }
        outcome.siteCount = files.reduce(0) { $0 + $1.changes.count }
        var number = 0
        var announced = Set<String>()
        fileLoop: for file in files {
            let path = ReportPath.shown(file.path)
            output(paint("── \(path) ──", UnifiedDiff.Color.bold) + "\n")
            var rest: Answer?
            var accepted = Set<Change.Key>()
            var sharedMade = Set<Edit>()
            for item in file.reviewItems {
                switch item {
                case .information(let finding):
                    // Shown after `a` or `d` too: an answer for the rest of the file decides changes, not what is said.
                    output(information(finding, path: path))
                case .change(let change, let findings):
                    number += 1
                    var answer = rest
                    if answer == nil {
                        let needsShared = !change.sharedEdits.allSatisfy(sharedMade.contains)
                        output(describe(change, findings: findings, in: file, path: path, number: number,
                                        total: outcome.siteCount, includingShared: needsShared, announced: announced))
                        answer = ask()
                    } else {
                        for finding in findings { output(information(finding, path: path)) }
                    }
                    switch answer! {
                    case .yes: break
                    case .no: continue
                    case .all: rest = .yes
                    case .done: rest = .no; continue
                    case .quit:
                        outcome.quit = true
                        record(accepted, for: file, in: &outcome)
                        break fileLoop
                    }
                    if rest == .no { continue }
                    accepted.insert(change.key)
                    sharedMade.formUnion(change.sharedEdits)
                    announced.formUnion(change.supportFiles)
                }
            }
            record(accepted, for: file, in: &outcome)
        }
        return outcome
    }

    private func record(_ accepted: Set<Change.Key>, for file: FileResult, in outcome: inout Outcome) {
        guard !accepted.isEmpty else { return }
        outcome.accepted[file.path] = accepted
        outcome.acceptedCount += accepted.count
    }

    /// Reads answers until one is understood; the end of input quits.
    private func ask() -> Answer {
        while true {
            output("Apply this change [y,n,a,d,q,?]? ")
            guard let line = input.readLine() else {
                output("\n(end of input: quitting)\n")
                return .quit
            }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return .yes
            case "n", "no": return .no
            case "a": return .all
            case "d": return .done
            case "q", "quit": return .quit
            default: output(paint(Self.help, UnifiedDiff.Color.red))
            }
        }
    }

    // MARK: - Printing

    private func describe(_ change: Change, findings: [Finding], in file: FileResult, path: String, number: Int, total: Int,
                          includingShared: Bool, announced: Set<String>) -> String {
        var text = "\n" + paint("[\(number)/\(total)] \(path):\(file.reportLocation(of: change))  \(change.ruleID)", UnifiedDiff.Color.bold) + "\n"
        if findings.isEmpty {
            let summary = report.rules.first { $0.id == change.ruleID }?.summary ?? "A change made by \(change.ruleID)."
            text += summary + "\n"
        }
        for finding in findings {
            text += "\(finding.severity.rawValue): \(ReportPath.escapingControlCharacters(finding.message)) [\(finding.ruleID)]\n"
        }
        let hunks = file.hunks(of: change, includingShared: includingShared)
        text += color ? UnifiedDiff.colorize(hunks) : hunks
        if !hunks.hasSuffix("\n") { text += "\n" }
        for name in change.supportFiles where !announced.contains(name) {
            let planned = report.supportFiles.filter { $0.file.name == name }
            // Planned nowhere: the module has the file already, so the change brings nothing with it.
            guard !planned.isEmpty else { continue }
            let place = planned.count == 1 ? planned[0].path : "its module"
            text += paint("Accepting it also creates \(name) (\(place)), which the change calls.", UnifiedDiff.Color.cyan) + "\n"
        }
        return text
    }

    /// A finding as a compiler prints it, its one severity label coloured.
    private func information(_ finding: Finding, path: String) -> String {
        "\(path):\(finding.location): " + paint("\(finding.severity.rawValue):", severityColor(finding.severity))
            + " \(ReportPath.escapingControlCharacters(finding.message)) [\(finding.ruleID)]\n"
    }

    private func severityColor(_ severity: Severity) -> String {
        switch severity {
        case .error: return UnifiedDiff.Color.red
        case .warning: return UnifiedDiff.Color.bold
        case .info: return UnifiedDiff.Color.cyan
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? code + text + UnifiedDiff.Color.reset : text
    }
}

import Foundation
import GlassMigrate

/// The human summary printed on stderr.
struct Summary {
    var report: RunReport
    var mode: Options.Mode
    var writeProblems: [PathProblem]
    var toolName = ToolIdentity.glassmigrate.name

    var text: String {
        let changed = report.changedFiles.count - writeProblems.filter { problem in report.files.contains { $0.path == problem.path } }.count
        let created = report.supportFiles.filter { support in !writeProblems.contains { $0.path == support.path } }.count
        let projects = report.projectFiles.filter { project in !writeProblems.contains { $0.path == project.path } }.count
        let findings = report.findings
        let errors = findings.filter { $0.severity == .error }.count
        let failed = report.allProblems.count + writeProblems.count
        var parts = ["\(count(report.files.count, "file")) processed"]
        switch mode {
        case .write:
            parts.append("\(count(changed, "file")) rewritten")
            if created > 0 { parts.append("\(count(created, "support file")) created") }
            if projects > 0 { parts.append("\(count(projects, "project file")) updated") }
        case .dryRun, .check:
            parts.append("\(count(report.changedFiles.count, "file")) would change")
            if created > 0 { parts.append("\(count(created, "support file")) would be created") }
            if projects > 0 { parts.append("\(count(projects, "project file")) would be updated") }
        }
        if failed > 0 { parts.append("\(count(failed, "path")) could not be processed") }
        // Findings come last, so their per-rule list ends the line.
        parts.append("\(count(findings.count, "finding"))" + (errors > 0 ? " (\(count(errors, "error")))" : ""))
        var text = "\(toolName): " + parts.joined(separator: ", ") + perRule(findings)
        // After the per-rule list, set apart from it, so it cannot read as a rule's count.
        if !report.hidden.isEmpty { text += (findings.isEmpty ? ", " : "; ") + "\(report.hidden.count) hidden by the baseline" }
        return text + ".\n"
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `: 6 glass-availability, 5 material-background/review`, most first (ties by id); empty without findings.
    private func perRule(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        let counts = Dictionary(grouping: findings, by: \.ruleID).mapValues(\.count)
        let ordered = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        return ": " + ordered.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }
}

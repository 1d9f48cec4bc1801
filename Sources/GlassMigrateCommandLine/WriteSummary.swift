import GlassMigrate

/// What `--write` did, on stderr before the summary line: each file it rewrote or updated, and the
/// changes it wrote per rule (as SwiftFormat and SwiftLint's autocorrect name what they changed).
struct WriteSummary {
    var report: RunReport
    var writeProblems: [PathProblem]
    var toolName: String

    var text: String {
        let failed = Set(writeProblems.map(\.path))
        let written = report.changedFiles.filter { !failed.contains($0.path) }
        var text = ""
        for file in written {
            text += "\(toolName): rewrote \(ReportPath.shown(file.path)) (\(count(file.changes.count, "change")))\n"
        }
        for project in report.projectFiles where !failed.contains(project.path) {
            text += "\(toolName): updated \(ReportPath.shown(project.path))\n"
        }
        let counts = Dictionary(grouping: written.flatMap(\.changes), by: \.ruleID).mapValues(\.count)
        guard !counts.isEmpty else { return text }
        let ordered = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let total = counts.values.reduce(0, +)
        return text + "\(toolName): \(count(total, "change")) written: " + ordered.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ".\n"
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

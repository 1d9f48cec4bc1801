import Foundation

/// Renders the rules documentation table from the transforms themselves, so it cannot drift.
public enum RulesTable {
    /// A Markdown table: id, kind, default severity, on by default, summary; one row per transform.
    public static func markdown(_ transforms: [any Transform]) -> String {
        var lines = [
            "| Rule | Kind | Default severity | On by default | What it does |",
            "| --- | --- | --- | --- | --- |",
        ]
        for transform in transforms {
            let summary = transform.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| `\(transform.id)` | \(transform.kind.rawValue) | \(transform.defaultSeverity.rawValue) | \(transform.isEnabledByDefault ? "yes" : "no") | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

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

    /// A Markdown section per transform not in `documented`, headed by its id so that `Rules.md#<id>`
    /// links to it (the HTML report's and SARIF's rule links do): kind, default severity, whether it
    /// is on, and its summary.
    public static func sections(_ transforms: [any Transform], excluding documented: Set<String> = []) -> String {
        transforms.filter { !documented.contains($0.id) }.map { transform in
            let enabled = transform.isEnabledByDefault ? "on by default" : "off by default"
            return "### `\(transform.id)`\n\n\(transform.kind.rawValue) · default severity \(transform.defaultSeverity.rawValue) · \(enabled)\n\n"
                + "\(transform.summary)\n\nExamples: [Fixtures/\(transform.id)](../Fixtures/\(transform.id)/)\n"
        }.joined(separator: "\n")
    }
}

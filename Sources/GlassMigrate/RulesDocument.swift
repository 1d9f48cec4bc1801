import Foundation

/// Renders Documentation/Rules.md's rule reference from the rules themselves, so it cannot drift.
public enum RulesDocument {
    /// An index table (id, kind, default severity, on by default, summary), then one section per rule:
    /// its facts, details, wrong/right examples, rationale and sources, options and how to suppress it.
    public static func markdown(_ rules: [any Rule]) -> String {
        var text = table(rules)
        for rule in rules { text += "\n" + section(rule) }
        return text
    }

    /// The index table, one row per rule, each id linking to its section.
    public static func table(_ rules: [any Rule]) -> String {
        var lines = [
            "| Rule | Kind | Default severity | On by default | What it does |",
            "| --- | --- | --- | --- | --- |",
        ]
        for rule in rules {
            lines.append("| [`\(rule.id)`](#\(rule.id)) | \(rule.kind.rawValue) | \(rule.defaultSeverity.rawValue) | "
                + "\(rule.isEnabledByDefault ? "yes" : "no") | \(cell(rule.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule's section.
    public static func section(_ rule: any Rule) -> String {
        let documentation = rule.ruleDescription
        var parts: [String] = []
        parts.append("## \(rule.id)")
        parts.append(rule.summary)
        parts.append("| Kind | Default severity | On by default |\n| --- | --- | --- |\n"
            + "| \(rule.kind.rawValue) | \(rule.defaultSeverity.rawValue) | "
            + (rule.isEnabledByDefault ? "yes" : "no (`--enable \(rule.id)` or `\"enable\": [\"\(rule.id)\"]`)") + " |")
        if !documentation.details.isEmpty { parts.append(documentation.details) }
        for (number, example) in documentation.examples.enumerated() {
            let suffix = documentation.examples.count > 1 ? " \(number + 1)" : ""
            let place = example.fileName.map { "in `\($0)`" } ?? describe(example.targets)
            let language = example.fileName.map { $0.hasSuffix(".plist") ? "xml" : "" } ?? "swift"
            parts.append("**Wrong\(suffix)** (\(place)):\n\n" + code(example.wrong, language: language))
            parts.append("**Right\(suffix)**:\n\n" + code(example.right, language: language))
        }
        if !documentation.rationale.isEmpty { parts.append("**Why.** " + documentation.rationale) }
        if !documentation.sources.isEmpty {
            parts.append("**Sources.**\n\n" + documentation.sources.map { source in
                let title = source.url.map { "[\(source.title)](\($0))" } ?? source.title
                return "- \(title): \(source.point)"
            }.joined(separator: "\n"))
        }
        if documentation.options.isEmpty {
            parts.append("**Options.** None besides `enable`, `disable` and `severity`, which every rule takes.")
        } else {
            let place = documentation.options.contains { $0.placement != .runSetting }
                ? " (in `.glassmigrate.json` under `\"options\": {\"\(rule.id)\": {…}}`, besides `enable`, `disable` and `severity`)"
                : " (besides `enable`, `disable` and `severity`)"
            var lines = ["**Options**\(place):", "",
                         "| Key | Flag | Values | What it does |", "| --- | --- | --- | --- |"]
            for option in documentation.options {
                let key = "`\(option.key)`" + (option.placement == .runSetting ? " (top level, for the whole run)" : "")
                lines.append("| \(key) | \(option.flag.map { "`\($0)`" } ?? "") | \(cell(option.values)) | \(cell(option.summary)) |")
            }
            parts.append(lines.joined(separator: "\n"))
        }
        if rule is any BuildSettingsRule {
            parts.append("**Suppress.** A settings file takes no suppression comments: disable the rule "
                + "(`\"disable\": [\"\(rule.id)\"]`) or leave the file out with `exclude` in `.glassmigrate.json`.")
            return parts.joined(separator: "\n\n") + "\n"
        }
        var suppress = "**Suppress.** `// glassmigrate:disable:next \(rule.id)` above the line, "
            + "`// glassmigrate:disable:this \(rule.id)` at its end, or a `disable` … `enable` region"
        if documentation.subFindings.isEmpty {
            suppress += "."
        } else {
            suppress += "; a specific finding by its own id:\n\n" + documentation.subFindings.map { "- `\($0.id)`: \($0.summary)" }
                .joined(separator: "\n")
        }
        parts.append(suppress)
        return parts.joined(separator: "\n\n") + "\n"
    }

    private static func code(_ text: String, language: String) -> String {
        "```" + language + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "```"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    private static func describe(_ targets: DeploymentTargets) -> String {
        let names = Platform.allCases.compactMap { platform in targets.minimums[platform].map { "\(platform.rawValue) \($0)" } }
        return names.isEmpty ? "deployment target unknown" : "built for " + names.joined(separator: ", ")
    }
}

import Foundation

extension ConfigurationLoader {
    /// The configuration as pretty JSON with sorted keys, every key present (`platforms` only when set) and,
    /// under `options`, every option of `rules` that has a value (set or default) and every other option
    /// set, ending in a line break; reading it back (with the same rules) gives the configuration with
    /// those defaults set.
    public static func render(_ configuration: Configuration, rules: [any Rule] = []) -> String {
        var members: [(String, String)] = [
            ("disable", array(configuration.disable)),
            ("enable", array(configuration.enable)),
            ("exclude", array(configuration.exclude)),
            ("include", array(configuration.include)),
            ("options", optionsObject(RuleOptionCatalog(rules: rules).effective(configuration.options))),
            ("rules", array(configuration.rules)),
            ("severity", severityObject(configuration.severities)),
        ]
        if let platforms = configuration.platforms { members.append(("platforms", array(platforms.map(\.rawValue)))) }
        members.sort { $0.0 < $1.0 }
        let body = members.map { "  \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n" + body + "\n}\n"
    }

    private static func array(_ items: [String]) -> String {
        if items.isEmpty { return "[]" }
        return "[\n" + items.map { "    " + quoted($0) }.joined(separator: ",\n") + "\n  ]"
    }

    private static func optionsObject(_ options: [(ruleID: String, values: [(key: String, value: RuleOptionValue)])]) -> String {
        if options.isEmpty { return "{}" }
        let rules = options.map { rule in
            "    \(quoted(rule.ruleID)): {\n" + rule.values.map { "      \(quoted($0.key)): \($0.value.json)" }.joined(separator: ",\n") + "\n    }"
        }
        return "{\n" + rules.joined(separator: ",\n") + "\n  }"
    }

    private static func severityObject(_ severities: [String: Severity]) -> String {
        if severities.isEmpty { return "{}" }
        let lines = severities.keys.sorted().map { "    \(quoted($0)): \(quoted(severities[$0]!.rawValue))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n  }"
    }

    /// `text` as a JSON string, escaped as the JSON writer escapes it.
    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}

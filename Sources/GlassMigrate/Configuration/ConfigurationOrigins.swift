import Foundation

extension ConfigurationLoader {
    /// The configuration in force (`loaded` merged, then `adjusted` by the command line) as JSON, each
    /// value followed by a `//` comment naming where it came from: a configuration file (relative to the
    /// current directory), `command line`, or `default`.
    ///
    /// Every option of `rules` that has a value (set or default) is shown under `options` by rule id, and
    /// so is every other option set, however a file wrote it (at the top level too). Paths in `rules` and
    /// path options are shown relative to the current directory. The comments are allowed in
    /// configuration files, so the output reads back as a configuration.
    public static func renderWithOrigins(_ loaded: LoadedConfiguration, adjusted: Configuration, rules: [any Rule] = []) -> String {
        let origins = Origins(levels: loaded.levels, merged: loaded.configuration, adjusted: adjusted)
        let catalog = RuleOptionCatalog(rules: rules)
        let configuration = adjusted
        let display = { (path: String) in ReportPath.relative(path) }
        var members: [(key: String, lines: [String])] = [
            ("disable", origins.list("disable", configuration.disable)),
            ("enable", origins.list("enable", configuration.enable)),
            ("exclude", origins.list("exclude", configuration.exclude)),
            ("include", origins.list("include", configuration.include)),
            ("options", origins.options(catalog.effective(configuration.options)) { ruleID, key, value in
                guard case .string(let path) = value, catalog.options(of: ruleID)?.first(where: { $0.key == key })?.kind == .path else {
                    return value.json
                }
                return quoted(display(path))
            }),
            ("rules", origins.list("rules", configuration.rules, shown: display)),
            ("severity", origins.severities(configuration.severities)),
        ]
        if let platforms = configuration.platforms {
            members.append(("platforms", origins.platforms(platforms)))
        }
        members.sort { $0.key < $1.key }
        var text = "{\n"
        for (index, member) in members.enumerated() {
            var lines = member.lines
            lines[0] = "\(quoted(member.key)): " + lines[0]
            text += Origins.join(lines, comma: index < members.count - 1, indent: "  ")
        }
        return text + "}\n"
    }

    /// Where each value of a merged configuration was set.
    private struct Origins {
        let levels: [ConfigurationLevel]
        let merged: Configuration
        let adjusted: Configuration

        /// The comment for a value set by the last level with `key`, or by the command line.
        func source(_ key: String, changedByCommandLine: Bool, inLevel: (ConfigurationLevel) -> Bool) -> String {
            if changedByCommandLine { return "command line" }
            if let level = levels.last(where: inLevel) { return ReportPath.relative(level.file) }
            return "default"
        }

        /// The `options` object: a rule per line pair, each option with the origin of its value (a file
        /// sets it at the top level or under `options`; the levels hold both as options).
        func options(_ rules: [(ruleID: String, values: [(key: String, value: RuleOptionValue)])],
                     shown: (String, String, RuleOptionValue) -> String) -> [String] {
            if rules.isEmpty { return ["{}"] }
            var lines = ["{"]
            for (index, rule) in rules.enumerated() {
                lines.append("  \(quoted(rule.ruleID)): {")
                for (valueIndex, option) in rule.values.enumerated() {
                    let changed = merged.option(option.key, of: rule.ruleID) != adjusted.option(option.key, of: rule.ruleID)
                    let origin = source(option.key, changedByCommandLine: changed) {
                        $0.configuration.option(option.key, of: rule.ruleID) != nil
                    }
                    let comma = valueIndex < rule.values.count - 1 ? "," : ""
                    lines.append("    \(quoted(option.key)): \(shown(rule.ruleID, option.key, option.value))\(comma)  // \(origin)")
                }
                lines.append(index < rules.count - 1 ? "  }," : "  }")
            }
            return lines + ["}"]
        }

        func list(_ key: String, _ items: [String], shown: (String) -> String = { $0 }) -> [String] {
            if items.isEmpty { return ["[]"] }
            let before = Self.items(key, of: merged)
            return ["["] + items.map { item in
                "  " + quoted(shown(item)) + "\u{0}" + source(key, changedByCommandLine: !before.contains(item)) {
                    Self.items(key, of: $0.configuration).contains(item)
                }
            } + ["]"]
        }

        /// The list replaces outer ones whole (see `ConfigurationLoader.merge`), so each item has the
        /// origin of the list.
        func platforms(_ platforms: [Platform]) -> [String] {
            let origin = source("platforms", changedByCommandLine: merged.platforms != adjusted.platforms) {
                $0.keys.contains("platforms")
            }
            return ["["] + platforms.map { "  " + quoted($0.rawValue) + "\u{0}" + origin } + ["]"]
        }

        func severities(_ severities: [String: Severity]) -> [String] {
            if severities.isEmpty { return ["{}"] }
            return ["{"] + severities.keys.sorted().map { id in
                "  \(quoted(id)): \(quoted(severities[id]!.rawValue))" + "\u{0}"
                    + source("severity", changedByCommandLine: merged.severities[id] != severities[id]) {
                        $0.configuration.severities[id] != nil
                    }
            } + ["}"]
        }

        static func items(_ key: String, of configuration: Configuration) -> [String] {
            switch key {
            case "disable": return configuration.disable
            case "enable": return configuration.enable
            case "exclude": return configuration.exclude
            case "include": return configuration.include
            case "rules": return configuration.rules
            default: return []
            }
        }

        /// Lines of one member, indented, the comma after its last line, each `value\0origin` made `value,  // origin`.
        static func join(_ lines: [String], comma: Bool, indent: String) -> String {
            var text = ""
            let itemCount = lines.filter { $0.contains("\u{0}") }.count
            var itemIndex = 0
            for (index, line) in lines.enumerated() {
                let isLast = index == lines.count - 1
                let parts = line.split(separator: "\u{0}", omittingEmptySubsequences: false)
                var value = String(parts[0])
                let isItem = parts.count > 1 && lines.count > 1
                if isItem {
                    itemIndex += 1
                    if itemIndex < itemCount { value += "," }
                } else if isLast && comma {
                    value += ","
                }
                text += indent + value + (parts.count > 1 ? "  // " + parts[1] : "") + "\n"
            }
            return text
        }
    }
}

/// The options a run's rules declare, which its configuration files may set: what the loader checks
/// `options` (and the top-level keys some options keep) against.
struct RuleOptionCatalog: Sendable {
    /// The options each rule declares (run settings left out), by rule id, sorted by id and then key.
    private(set) var byRule: [(ruleID: String, options: [RuleOption])] = []
    /// The options also written as top-level keys, by key, with their rule (the first that declares the key).
    private(set) var topLevel: [String: (ruleID: String, option: RuleOption)] = [:]

    /// The catalog of `rules`; the first rule of an id counts, as in the engine.
    init(rules: [any Rule]) {
        var seen: Set<String> = []
        for rule in rules where seen.insert(rule.id).inserted {
            let options = rule.ruleDescription.options.filter { $0.placement != .runSetting }
            guard !options.isEmpty else { continue }
            byRule.append((rule.id, options.sorted { $0.key < $1.key }))
            for option in options where option.placement == .ruleOrTopLevel
                && !ConfigurationLoader.knownKeys.contains(option.key) && topLevel[option.key] == nil {
                topLevel[option.key] = (rule.id, option)
            }
        }
        byRule.sort { $0.ruleID < $1.ruleID }
    }

    /// The options `ruleID` declares, nil for a rule without options or not in the catalog.
    func options(of ruleID: String) -> [RuleOption]? {
        byRule.first { $0.ruleID == ruleID }?.options
    }

    /// Reads the value of the `options` key: an object of rule ids, each an object of that rule's options.
    func read(_ reader: ConfigurationLoader.ValueReader,
              into positions: inout [String: SourceLocation]) throws(ConfigurationError) -> [String: [String: RuleOptionValue]] {
        let path = reader.path
        guard case .object(let rules) = reader.node.value else {
            throw reader.error("must be an object mapping rule ids to their options (found \(reader.node.kind))")
        }
        let ruleIDs = byRule.map(\.ruleID)
        var result: [String: [String: RuleOptionValue]] = [:]
        for rule in rules.sorted(by: { $0.key < $1.key }) {
            guard let declared = options(of: rule.key) else {
                var message = "key 'options' names '\(rule.key)', which is not a rule with options"
                if let guess = ruleIDs.first(where: { EditDistance.between($0, rule.key) <= 2 }) {
                    message += "; did you mean '\(guess)'?"
                }
                message += ruleIDs.isEmpty ? " (no rule has options)" : " (rules with options: \(ruleIDs.joined(separator: ", ")))"
                throw ConfigurationError(path: path, key: "options", message: message,
                                         line: rule.keyPosition.line, column: rule.keyPosition.column)
            }
            let ruleKey = "options.\(rule.key)"
            guard case .object(let members) = rule.value.value else {
                let found = ConfigurationLoader.ValueReader(path: path, key: ruleKey, node: rule.value)
                throw found.error("must be an object of the rule's options (found \(rule.value.kind))")
            }
            positions["options:\(rule.key)"] = rule.keyPosition
            let keys = declared.map(\.key)
            var values: [String: RuleOptionValue] = [:]
            for member in members.sorted(by: { $0.key < $1.key }) {
                guard let option = declared.first(where: { $0.key == member.key }) else {
                    throw ConfigurationLoader.unknownKey(member.key, known: keys, shown: "\(ruleKey).\(member.key)",
                                                         path: path, at: member.keyPosition)
                }
                let value = ConfigurationLoader.ValueReader(path: path, key: "\(ruleKey).\(member.key)", node: member.value)
                values[member.key] = try value.value(of: option)
                positions["options:\(rule.key).\(member.key)"] = member.keyPosition
            }
            if !values.isEmpty { result[rule.key] = values }
        }
        return result
    }

    /// `options` with every path option made absolute against `base` (a trailing `/` kept).
    func absolutePaths(in configured: [String: [String: RuleOptionValue]], from base: String) -> [String: [String: RuleOptionValue]] {
        var result = configured
        for (ruleID, values) in configured {
            for (key, value) in values {
                guard case .string(let path) = value, options(of: ruleID)?.first(where: { $0.key == key })?.kind == .path else {
                    continue
                }
                let absolute = ReportPath.absolute(path, from: base)
                result[ruleID]?[key] = .string(path.hasSuffix("/") ? absolute + "/" : absolute)
            }
        }
        return result
    }

    /// Every option with a value, sorted by rule id and key: those set in `options`, and the defaults of
    /// the catalog's other options.
    func effective(_ configured: [String: [String: RuleOptionValue]]) -> [(ruleID: String, values: [(key: String, value: RuleOptionValue)])] {
        var ruleIDs = Set(configured.keys)
        for rule in byRule { ruleIDs.insert(rule.ruleID) }
        return ruleIDs.sorted().compactMap { ruleID in
            let declared = options(of: ruleID) ?? []
            var keys = Set(configured[ruleID].map { Array($0.keys) } ?? [])
            for option in declared where option.defaultValue != nil { keys.insert(option.key) }
            let values = keys.sorted().compactMap { key -> (key: String, value: RuleOptionValue)? in
                guard let value = configured[ruleID]?[key] ?? declared.first(where: { $0.key == key })?.defaultValue else {
                    return nil
                }
                return (key, value)
            }
            return values.isEmpty ? nil : (ruleID, values)
        }
    }
}

/// Everything a run can be told: which rules run, their severities and options, paths.
public struct Configuration: Sendable, Equatable {
    /// Ids of rules to run in addition to those on by default.
    public var enable: [String] = []
    /// Ids of rules not to run.
    public var disable: [String] = []
    /// When not empty, the only rules that run (`--only-rule`), whatever `enable` and `disable` say.
    public var only: [String] = []
    /// Glob patterns of paths to skip.
    public var exclude: [String] = []
    /// Glob patterns of paths to process; empty means every Swift file.
    public var include: [String] = []
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    /// The options set for each rule, by rule id and then by key (see `RuleOption`); an option not
    /// set here has its rule's default.
    public var options: [String: [String: RuleOptionValue]] = [:]
    /// Paths of declarative rule files.
    public var rules: [String] = []
    /// The platforms the team ships, when it ships fewer than the build lists (nil: every platform the
    /// package or project builds for). Findings about other platforms are not reported; rewrites still
    /// compile for every platform the build has.
    public var platforms: [Platform]?

    /// The default configuration.
    public init() {}

    /// Whether a rule runs: named in `only` when it names any; else enabled by default and not
    /// disabled, or enabled explicitly.
    public func isEnabled(_ id: String, byDefault: Bool) -> Bool {
        if !only.isEmpty { return only.contains(id) }
        if disable.contains(id) { return false }
        return byDefault || enable.contains(id)
    }

    /// Whether findings about `platform` are reported: no `platforms` list, or it names the platform.
    public func ships(_ platform: Platform) -> Bool {
        platforms?.contains(platform) ?? true
    }

    /// The value set for option `key` of the rule `ruleID`, or nil when it is not set.
    public func option(_ key: String, of ruleID: String) -> RuleOptionValue? {
        options[ruleID]?[key]
    }

    /// Sets option `key` of the rule `ruleID` (nil: back to the rule's default).
    public mutating func setOption(_ key: String, of ruleID: String, to value: RuleOptionValue?) {
        options[ruleID, default: [:]][key] = value
        if options[ruleID]?.isEmpty == true { options[ruleID] = nil }
    }

    /// The value of option `key` of the rule `ruleID`, as the rule reads it; setting nil unsets it.
    public subscript<Value>(key: RuleOption.Key<Value>, of ruleID: String) -> Value {
        get { RuleOptions(values: options[ruleID] ?? [:])[key] }
        set { setOption(key.option.key, of: ruleID, to: newValue.optionValue) }
    }

    /// The severity a rule's findings get: the configured override, else `fallback`.
    public func severity(for id: String, default fallback: Severity) -> Severity {
        severities[id] ?? fallback
    }
}

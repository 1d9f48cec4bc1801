/// A value a configuration gives one of a rule's options.
public enum RuleOptionValue: Sendable, Equatable, Hashable {
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// Text: a free string, one of a choice's names, or a path (absolute once read from a configuration file).
    case string(String)

    /// The value as JSON text.
    public var json: String {
        switch self {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .string(let text): return JSONWriter.quoted(text)
        }
    }
}

/// What values a rule option takes, which the configuration loader and the command line check.
public enum RuleOptionKind: Sendable, Equatable {
    /// `true` or `false`; as a command-line flag, the flag alone sets it to `true`.
    case bool
    /// A whole number.
    case integer
    /// Any string.
    case string
    /// One of these names.
    case choice([String])
    /// A folder or file path, written relative to the configuration file that sets it and read as an
    /// absolute path (a trailing `/` is kept).
    case path
}

/// A setting that changes what one rule does: declared in the rule's `RuleDescription`, set in
/// `.glassmigrate.json` under `options` by the rule's id (`{"options": {"rule-id": {"key": value}}}`)
/// or with its command-line flag, and read by the rule through `RuleContext.options`.
public struct RuleOption: Sendable {
    /// Where a configuration file sets an option.
    public enum Placement: Sendable, Equatable {
        /// Under `options` by the rule's id.
        case rule
        /// Under `options` by the rule's id, and also as a top-level key of the file, where it was
        /// written before options were per rule (four options of the built-in rules); new options
        /// should not use it.
        case ruleOrTopLevel
        /// A top-level key the whole run reads (such as `platforms`), listed with the rule because it
        /// changes what the rule does; the rule reads it from `RuleContext.configuration`, and the
        /// loader and the command line know it already.
        case runSetting
    }

    /// The key, a camel-case word such as `maximumCount`.
    public var key: String
    /// The values it takes.
    public var kind: RuleOptionKind
    /// Its value when no configuration sets it; nil for none (a path option without one).
    public var defaultValue: RuleOptionValue?
    /// The command-line flag that sets it for one run, if there is one.
    public var flag: String?
    /// Where a configuration file sets it.
    public var placement: Placement
    /// The values it takes and its default, for documentation (Markdown).
    public var values: String
    /// What it changes, a sentence.
    public var summary: String

    /// Creates an option; `values` is written from `kind` and `defaultValue` unless given.
    public init(key: String, kind: RuleOptionKind, default defaultValue: RuleOptionValue? = nil, flag: String? = nil,
                placement: Placement = .rule, values: String? = nil, summary: String) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue ?? (kind == .bool ? .bool(false) : nil)
        self.flag = flag
        self.placement = placement
        self.summary = summary
        self.values = values ?? Self.describe(kind, default: self.defaultValue)
    }

    /// A top-level key the whole run reads, listed with a rule it changes (see `Placement.runSetting`).
    public static func runSetting(key: String, flag: String? = nil, values: String, summary: String) -> RuleOption {
        RuleOption(key: key, kind: .string, flag: flag, placement: .runSetting, values: values, summary: summary)
    }

    /// `` `true` or `false` (default)``, `` `auto` (default), `adaptive` ``, …
    private static func describe(_ kind: RuleOptionKind, default value: RuleOptionValue?) -> String {
        func name(_ text: String, isDefault: Bool) -> String { "`\(text)`" + (isDefault ? " (default)" : "") }
        switch kind {
        case .bool:
            return name("true", isDefault: value == .bool(true)) + " or " + name("false", isDefault: value == .bool(false))
        case .choice(let names):
            return names.map { name($0, isDefault: value == .string($0)) }.joined(separator: ", ")
        case .integer, .string, .path:
            let what = kind == .integer ? "a whole number" : kind == .path ? "a path relative to the configuration file" : "a string"
            return what + (value.map { "; default: `\($0.json)`" } ?? "")
        }
    }
}

/// The options of the rule being run, as configured for the file: what `RuleContext.options` gives a rule.
public struct RuleOptions: Sendable {
    /// The values the configuration sets, by key.
    public var values: [String: RuleOptionValue]

    /// Creates the options of a rule with the configured `values`.
    public init(values: [String: RuleOptionValue] = [:]) {
        self.values = values
    }

    /// The configured value of `key` when it is one the option takes, else the key's default.
    public subscript<Value>(key: RuleOption.Key<Value>) -> Value {
        values[key.option.key].flatMap(key.read) ?? key.defaultValue
    }
}

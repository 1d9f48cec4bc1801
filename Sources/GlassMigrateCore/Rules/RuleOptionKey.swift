/// A type whose values a rule option holds, which `RuleOption.Key` reads from a configured value.
public protocol RuleOptionValueConvertible: Sendable {
    /// The kind of option that holds values of this type.
    static var optionKind: RuleOptionKind { get }
    /// The value `optionValue` holds, or nil when it is of another kind.
    init?(optionValue: RuleOptionValue)
    /// The value as a configuration holds it; nil for none.
    var optionValue: RuleOptionValue? { get }
}

/// A rule option's value that is one of a fixed set of names: an enum with a case per name.
public protocol RuleOptionChoice: RuleOptionValueConvertible, RawRepresentable, CaseIterable where RawValue == String {}

extension RuleOptionChoice {
    /// A choice of the cases' names.
    public static var optionKind: RuleOptionKind { .choice(allCases.map(\.rawValue)) }

    /// The case `optionValue` names, or nil.
    public init?(optionValue: RuleOptionValue) {
        guard case .string(let name) = optionValue else { return nil }
        self.init(rawValue: name)
    }

    /// The case's name.
    public var optionValue: RuleOptionValue? { .string(rawValue) }
}

extension Bool: RuleOptionValueConvertible {
    /// A boolean option.
    public static var optionKind: RuleOptionKind { .bool }

    /// The flag `optionValue` holds, or nil.
    public init?(optionValue: RuleOptionValue) {
        guard case .bool(let flag) = optionValue else { return nil }
        self = flag
    }

    /// The flag as an option value.
    public var optionValue: RuleOptionValue? { .bool(self) }
}

extension Int: RuleOptionValueConvertible {
    /// A whole-number option.
    public static var optionKind: RuleOptionKind { .integer }

    /// The number `optionValue` holds, or nil.
    public init?(optionValue: RuleOptionValue) {
        guard case .integer(let number) = optionValue else { return nil }
        self = number
    }

    /// The number as an option value.
    public var optionValue: RuleOptionValue? { .integer(self) }
}

extension String: RuleOptionValueConvertible {
    /// A string option.
    public static var optionKind: RuleOptionKind { .string }

    /// The text `optionValue` holds, or nil.
    public init?(optionValue: RuleOptionValue) {
        guard case .string(let text) = optionValue else { return nil }
        self = text
    }

    /// The text as an option value.
    public var optionValue: RuleOptionValue? { .string(self) }
}

extension Optional: RuleOptionValueConvertible where Wrapped: RuleOptionValueConvertible {
    /// The kind of the wrapped type.
    public static var optionKind: RuleOptionKind { Wrapped.optionKind }

    /// The wrapped value `optionValue` holds, or nil (not `.some(nil)`) when it is of another kind.
    public init?(optionValue: RuleOptionValue) {
        guard let wrapped = Wrapped(optionValue: optionValue) else { return nil }
        self = .some(wrapped)
    }

    /// The wrapped value's, or nil for none.
    public var optionValue: RuleOptionValue? { self?.optionValue }
}

extension RuleOption {
    /// An option declared once with the type of its value: the rule lists its `option` in
    /// `RuleDescription.options` and reads it as `context.options[key]`.
    ///
    /// ```swift
    /// static let fixContainers = RuleOption.Key<Bool>("fixContainers", default: false, flag: "--fix-containers",
    ///                                                 summary: "Wraps each reported stack in a container.")
    /// ```
    public struct Key<Value: RuleOptionValueConvertible>: Sendable {
        /// The declaration: key, kind, default, flag, placement and documentation.
        public let option: RuleOption
        /// The value when the configuration sets none, or sets one the option does not take.
        public let defaultValue: Value

        /// Declares an option of `Value.optionKind` (a choice of the cases' names for a `RuleOptionChoice`).
        public init(_ key: String, default defaultValue: Value, flag: String? = nil, placement: Placement = .rule,
                    values: String? = nil, summary: String) {
            self.init(key, kind: Value.optionKind, default: defaultValue, flag: flag, placement: placement,
                      values: values, summary: summary)
        }

        private init(_ key: String, kind: RuleOptionKind, default defaultValue: Value, flag: String?, placement: Placement,
                     values: String?, summary: String) {
            self.option = RuleOption(key: key, kind: kind, default: defaultValue.optionValue, flag: flag, placement: placement,
                                     values: values, summary: summary)
            self.defaultValue = defaultValue
        }

        /// The configured `value` when it is one the option takes (of its kind, and for a choice one of
        /// its names), else nil.
        func read(_ value: RuleOptionValue) -> Value? {
            if case .choice(let names) = option.kind, case .string(let name) = value, !names.contains(name) { return nil }
            return Value(optionValue: value)
        }
    }
}

extension RuleOption.Key where Value == String {
    /// Declares an option whose value is one of `choices`, read as the name itself.
    public init(_ key: String, choices: [String], default defaultValue: String, flag: String? = nil,
                placement: RuleOption.Placement = .rule, values: String? = nil, summary: String) {
        self.init(key, kind: .choice(choices), default: defaultValue, flag: flag, placement: placement,
                  values: values, summary: summary)
    }
}

extension RuleOption.Key where Value == String? {
    /// Declares a path option (see `RuleOptionKind.path`), nil when the configuration sets none.
    public init(path key: String, flag: String? = nil, placement: RuleOption.Placement = .rule, values: String? = nil,
                summary: String) {
        self.init(key, kind: .path, default: nil, flag: flag, placement: placement, values: values, summary: summary)
    }
}

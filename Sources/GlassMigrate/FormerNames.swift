// The names the rule API had before it was called "rule" throughout, kept so code written against
// them still compiles (with a deprecation warning that names the replacement).

/// The former name of `Rule`.
@available(*, deprecated, renamed: "Rule")
public typealias Transform = Rule

/// The former name of `RuleKind`.
@available(*, deprecated, renamed: "RuleKind")
public typealias TransformKind = RuleKind

/// The former name of `RuleContext`.
@available(*, deprecated, renamed: "RuleContext")
public typealias TransformContext = RuleContext

extension Engine {
    /// Creates an engine running `transforms`; the former spelling of `init(rules:configuration:)`.
    @available(*, deprecated, renamed: "init(rules:configuration:)")
    public init(transforms: [any Rule], configuration: Configuration = Configuration()) {
        self.init(rules: transforms, configuration: configuration)
    }

    /// The former name of `enabledRules`.
    @available(*, deprecated, renamed: "enabledRules")
    public var enabledTransforms: [any Rule] { enabledRules }

    /// The former name of `rules`.
    @available(*, deprecated, renamed: "rules")
    public var transforms: [any Rule] {
        get { rules }
        set { rules = newValue }
    }
}

extension Runner {
    /// Creates a runner of `transforms`; the former spelling of `init(rules:)`.
    @available(*, deprecated, renamed: "init(rules:)")
    public init(transforms: [any Rule]) {
        self.init(rules: transforms)
    }

    /// The former name of `rules`.
    @available(*, deprecated, renamed: "rules")
    public var transforms: [any Rule] {
        get { rules }
        set { rules = newValue }
    }
}

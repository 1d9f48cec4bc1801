/// Code that shows what a rule acts on: the code it reports or rewrites, and code it accepts.
///
/// For a rewrite, `right` is exactly what the rule writes for `wrong`. A test runs every built-in
/// rule's examples, so the documentation cannot show a case the rule gets wrong.
public struct RuleExample: Sendable {
    /// Code the rule reports or rewrites.
    public var wrong: String
    /// Code the rule leaves alone (for a rewrite, its output for `wrong`).
    public var right: String
    /// The deployment targets the example is built for.
    public var targets: DeploymentTargets
    /// The name of the build settings file the example is (`Info.plist`, `Base.xcconfig`), for a
    /// `BuildSettingsRule`; nil for Swift source.
    public var fileName: String?

    /// Creates an example built for `targets` (iOS 17 unless given), of Swift source unless `fileName`
    /// names a build settings file.
    public init(wrong: String, right: String, targets: DeploymentTargets = DeploymentTargets([.iOS: OSVersion(17)]),
                fileName: String? = nil) {
        self.wrong = wrong
        self.right = right
        self.targets = targets
        self.fileName = fileName
    }
}

/// Where a rule's reasoning comes from: the seed article's checklist or Apple's documentation.
public struct RuleSource: Sendable {
    /// The document's title.
    public var title: String
    /// Its public address, nil for a document without one.
    public var url: String?
    /// What it says that the rule relies on, in our own words.
    public var point: String

    /// Creates a source.
    public init(title: String, url: String? = nil, point: String) {
        self.title = title
        self.url = url
        self.point = point
    }
}

/// A rule described by one value: what `--list-rules`, Documentation/Rules.md, SARIF rule metadata and the
/// meta-tests say about it. A rule's file holds it, the rule's logic and its messages.
public struct RuleDescription: Sendable {
    /// A stable kebab-case id, also the `Fixtures/` folder name and the suppression-comment name.
    public var id: String
    /// One sentence saying what the rule does, ending in a period.
    public var summary: String
    /// Whether it rewrites or only reports.
    public var kind: RuleKind
    /// The severity of its findings unless configured otherwise.
    public var defaultSeverity: Severity
    /// Whether it runs without being enabled explicitly.
    public var isEnabledByDefault: Bool
    /// Byte strings of which at least one must occur in a file for the rule to have anything to do;
    /// files containing none are skipped before lexing. Empty means every file is looked at.
    public var triggers: [String]
    /// Whether findings of this rule with the same message in one file are reported once, at the first
    /// site, naming the others (for rules whose every site needs the same fix).
    public var groupsIdenticalFindings: Bool
    /// What the rule reports or rewrites, and what it leaves alone (Markdown).
    public var details: String
    /// Why: the checklist item or guidance the rule enforces (Markdown).
    public var rationale: String
    /// Where the reasoning comes from.
    public var sources: [RuleSource]
    /// Wrong and right code.
    public var examples: [RuleExample]
    /// Settings that change what the rule does (beyond `enable`, `disable` and `severity`).
    public var options: [RuleOption]
    /// Ids of specific findings (`material-background/full-bleed`), each with what it means.
    public var subFindings: [(id: String, summary: String)]
    /// Ids of rules whose output this rule must see: where they run too, the engine runs them first
    /// (`glass-effect-order` after `glass-beta-api`, so it reorders code that compiles).
    public var runsAfter: [String] = []

    /// Creates a description; a rule is on by default, reports at `warning`, looks at every file and
    /// reports each finding where it is unless it says otherwise.
    public init(id: String, summary: String, kind: RuleKind, defaultSeverity: Severity = .warning,
                isEnabledByDefault: Bool = true, triggers: [String] = [], groupsIdenticalFindings: Bool = false,
                details: String = "", rationale: String = "", sources: [RuleSource] = [], examples: [RuleExample] = [],
                options: [RuleOption] = [], subFindings: [(id: String, summary: String)] = []) {
        self.id = id
        self.summary = summary
        self.kind = kind
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.triggers = triggers
        self.groupsIdenticalFindings = groupsIdenticalFindings
        self.details = details
        self.rationale = rationale
        self.sources = sources
        self.examples = examples
        self.options = options
        self.subFindings = subFindings
    }

    /// This description, for a rule that runs after the rules `ids` names (see `runsAfter`).
    public func runningAfter(_ ids: [String]) -> RuleDescription {
        var description = self
        description.runsAfter = ids
        return description
    }
}

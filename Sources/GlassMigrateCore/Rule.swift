/// Whether a rule rewrites code or only reports.
public enum RuleKind: String, Sendable, Codable {
    /// Produces edits (and may report sites it leaves alone).
    case rewrite
    /// Reports findings; may attach fixes.
    case lint
}

/// A migration or lint rule: it reads a parsed file and returns fixes, reporting findings through the context.
///
/// Built-in rules in `Transforms/` are written against this public API only, exactly as a
/// library user writes their own.
public protocol Rule: Sendable {
    /// Everything about the rule but its logic: id, summary, kind, defaults, triggers, options and
    /// examples. `--list-rules`, Documentation/Rules.md, SARIF rule metadata and the meta-tests read it.
    var ruleDescription: RuleDescription { get }

    /// The support files this rule may ask for, so a run can also give them to code that already calls
    /// them (after an interrupted write) and to declarative rules whose rewrite calls them.
    var supportFileRecipes: [SupportFileRecipe] { get }

    /// The facts this rule reads from `RuleContext.moduleDeclarations` (`DeclaredNames.fact(_:)`), which a
    /// run gathers over each module's files before any rule runs.
    var moduleFacts: [any ModuleFact.Type] { get }

    /// The fixes this rule proposes for `file`, of which the engine makes those the run keeps; findings
    /// go to `context.report`.
    func apply(to file: ParsedFile, context: RuleContext) -> [Fix]
}

extension Rule {
    /// The description's id: a stable kebab-case id, also the `Fixtures/` folder name and the suppression-comment name.
    public var id: String { ruleDescription.id }
    /// The description's one-sentence summary.
    public var summary: String { ruleDescription.summary }
    /// Whether it rewrites or only reports.
    public var kind: RuleKind { ruleDescription.kind }
    /// The severity of its findings unless configured otherwise.
    public var defaultSeverity: Severity { ruleDescription.defaultSeverity }
    /// Whether it runs without being enabled explicitly.
    public var isEnabledByDefault: Bool { ruleDescription.isEnabledByDefault }
    /// Byte strings of which at least one must occur in a file for the rule to have anything to do.
    public var triggers: [String] { ruleDescription.triggers }
    /// Whether identical findings in one file are reported once, naming the other sites.
    public var groupsIdenticalFindings: Bool { ruleDescription.groupsIdenticalFindings }
    /// No support files.
    public var supportFileRecipes: [SupportFileRecipe] { [] }
    /// No module facts.
    public var moduleFacts: [any ModuleFact.Type] { [] }
}

/// What a rule knows about the run and where it reports: configuration, deployment targets, findings.
public final class RuleContext: @unchecked Sendable {
    /// The configuration in force for this file.
    public let configuration: Configuration
    /// The options of the rule being run: those the configuration sets for it, else the defaults it declares.
    public let options: RuleOptions
    /// The deployment targets of the module the file belongs to.
    public let deploymentTargets: DeploymentTargets
    /// The id of the rule being run; findings default to it.
    public let ruleID: String
    /// The severity findings get unless a call says otherwise.
    public let defaultSeverity: Severity
    /// The id of every rule the run knows (enabled or not), which suppression comments may name.
    public let knownRuleIDs: Set<String>
    /// What the rest of the module declares (the run's other files of the same package target or
    /// Xcode project), so a rule can tell the module's own API from a framework's; see `DeclaredNames`.
    public let moduleDeclarations: DeclaredNames
    /// Findings reported so far.
    public private(set) var findings: [Finding] = []
    /// Support files requested so far with `require`, outside any fix.
    public private(set) var supportFiles: [SupportFile] = []
    /// The support files the run's rules may ask for (see `Rule.supportFileRecipes`).
    public internal(set) var supportFileRecipes: [SupportFileRecipe] = []
    /// What the run's rules have worked out about the file and share (see `FileAnalyses`).
    package internal(set) var analyses = FileAnalyses()

    /// Creates a context for running the rule `ruleID`.
    public init(configuration: Configuration, deploymentTargets: DeploymentTargets, ruleID: String,
                defaultSeverity: Severity, knownRuleIDs: Set<String> = [],
                moduleDeclarations: DeclaredNames = DeclaredNames()) {
        self.configuration = configuration
        self.options = RuleOptions(values: configuration.options[ruleID] ?? [:])
        self.deploymentTargets = deploymentTargets
        self.ruleID = ruleID
        self.knownRuleIDs = knownRuleIDs.union([ruleID])
        self.moduleDeclarations = moduleDeclarations
        self.defaultSeverity = configuration.severity(for: ruleID, default: defaultSeverity)
    }

    /// Reports a finding at byte `offset` of `file`.
    ///
    /// `subID` names a specific finding of the rule (reported as `rule-id/sub-id`);
    /// a configured severity for either id wins over `severity`.
    public func report(_ message: String, at offset: Int, in file: ParsedFile, subID: String? = nil,
                       severity: Severity? = nil, fix: [Edit] = []) {
        report(finding(message, at: offset, in: file, subID: subID, severity: severity, fix: fix))
    }

    /// Reports `finding` (made with `finding(_:at:in:subID:severity:fix:subject:)`).
    public func report(_ finding: Finding) {
        findings.append(finding)
    }

    /// The finding `report(_:at:in:subID:severity:fix:)` would report, without reporting it: for a fix
    /// that stands in for it (see `Fix.finding`).
    ///
    /// `subject` is the code the finding is about, when that is more than the place it starts (see `Finding.subject`).
    public func finding(_ message: String, at offset: Int, in file: ParsedFile, subID: String? = nil,
                        severity: Severity? = nil, fix: [Edit] = [], subject: Range<Int>? = nil) -> Finding {
        let (id, resolved) = findingID(subID: subID, severity: severity)
        var finding = Finding(ruleID: id, severity: resolved, message: message, path: file.source.path,
                              offset: offset, location: file.source.location(of: offset), fix: fix)
        finding.subject = subject
        return finding
    }

    /// The id a finding with `subID` gets, and its severity: a configured one for either id wins over `severity`.
    func findingID(subID: String?, severity: Severity?) -> (String, Severity) {
        let id = subID.map { "\(ruleID)/\($0)" } ?? ruleID
        return (id, configuration.severities[id] ?? configuration.severities[ruleID] ?? severity ?? defaultSeverity)
    }

    /// Asks for a support file to be written once for the module (if it does not exist yet).
    ///
    /// A file only some fixes need is better named in their `Fix.supportFiles`, so that skipping those
    /// fixes (or suppressing them) does not leave the file behind.
    public func require(_ file: SupportFile) {
        if !supportFiles.contains(file) { supportFiles.append(file) }
    }
}

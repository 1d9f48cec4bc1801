/// Reports suppression comments that have no effect: an id that names no rule, a directive without
/// ids, or a command that is not `disable`/`enable` with an optional `:next`, `:this` or `:previous`.
///
/// The engine runs it on every file before any other rule (on the file as read), whatever the list of
/// transforms it was given, so a library user's own rules are checked too. Like any rule it can be
/// disabled, given a severity, and suppressed (`// glassmigrate:disable invalid-suppression`).
public struct InvalidSuppression: Transform {
    /// `invalid-suppression`.
    public let id = "invalid-suppression"
    /// What the rule reports.
    public let summary = "Reports suppression comments that name no known rule or are not a glassmigrate directive."
    /// A lint rule: it reports and never rewrites.
    public let kind = TransformKind.lint
    /// A suppression that silences nothing is likely a typo.
    public let defaultSeverity = Severity.warning
    /// Only files with a directive marker.
    public let triggers = ["glassmigrate:"]

    /// Creates the rule.
    public init() {}

    /// Reports each directive problem of `file`; never edits.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        for problem in Suppressions(file, knownIDs: context.knownRuleIDs).problems {
            context.report(problem.message, at: problem.offset, in: file)
        }
        return []
    }
}

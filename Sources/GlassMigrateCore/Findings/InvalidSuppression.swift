/// Reports suppression comments that have no effect: an id that names no rule, a directive without
/// ids, or a command that is not `disable`/`enable` with an optional `:next`, `:this` or `:previous`.
///
/// The engine runs it on every file before any other rule (on the file as read), whatever the list of
/// rules it was given, so a library user's own rules are checked too. Like any rule it can be
/// disabled, given a severity, and suppressed (`// glassmigrate:disable invalid-suppression`).
public struct InvalidSuppression: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "invalid-suppression",
        summary: "Reports suppression comments that name no known rule or are not a glassmigrate directive.",
        kind: .lint,
        defaultSeverity: .warning,
        triggers: ["glassmigrate:"],
        details: """
            A directive is `glassmigrate:` directly followed by `disable` or `enable`, an optional `:next`, `:this` \
            or `:previous`, rule ids separated by commas or spaces (or `all`), and an optional ` - reason`, in a \
            `//` comment or on the first line of a `/* */` comment. The rule reports an id that names no rule \
            (with the nearest id when one is close), a directive without ids, and a command other than those. \
            Anything else that mentions the tool is prose and never reported: `// Test data for glassmigrate: a \
            small app`, `glassmigrate:disabled`, doc comments, lines further down a block comment.
            """,
        rationale: """
            A suppression that names no rule silences nothing: the finding it was written for comes back, and the \
            comment suggests it is handled. The form is SwiftLint's, which Swift teams already write.
            """,
        sources: [
            RuleSource(title: "SwiftLint: disable rules in code", url: "https://github.com/realm/SwiftLint#disable-rules-in-code",
                       point: "swiftlint:disable/enable with an optional :previous, :this or :next, rule ids or all, and a trailing explanation; glassmigrate reads the same form."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Card: View {
                        var body: some View {
                            // glassmigrate:disable:next glass-on-glas
                            Text("Card").padding()
                        }
                    }

                    """,
                right: """
                    // Test data for glassmigrate: a card on a plain background.
                    struct Card: View {
                        var body: some View {
                            // glassmigrate:disable:next glass-on-glass - the card sits on a plain background
                            Text("Card").padding()
                        }
                    }

                    """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports each directive problem of `file`; never edits.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        for problem in Suppressions(file, knownIDs: context.knownRuleIDs).problems {
            context.report(problem.message, at: problem.offset, in: file)
        }
        return []
    }

}

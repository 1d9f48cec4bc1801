import GlassMigrate

extension GlassEffectOrder {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Moves the run of layout and appearance modifiers (`padding`, `frame`, `font`, `foregroundStyle`, …) \
                that directly follows a `glassEffect` in the same chain to just before it, keeping line breaks, \
                indentation and comments. Any other modifier (a gesture, `offset`, `shadow`, `overlay`, `background`, \
                accessibility, …) or an `#if` line ends the run; a movable modifier after such a stop, or one whose \
                move would lose a comment, is reported instead of moved. A `frame` with an alignment or an \
                `.infinity` bound positions the glass and is left where it is.
                """,
            rationale: """
                `glassEffect` anchors the glass to the view's bounds as they are when it is applied, so layout applied \
                after it is outside the glass: the material is measured against an unfinished layout and clips at the \
                wrong edge. The checklist asks that glassEffect come after the layout modifiers.
                """,
            sources: [
                RuleSources.seedArticle("Mistake 4 and the checklist: glassEffect goes after the layout modifiers (padding, frame, font), not before."),
                RuleSources.glassEffect("SwiftUI anchors the glass to the view's bounds; in Apple's example the padding comes first, so the material fills the padded frame."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Hint: View {
                            var body: some View {
                                Text("Swipe to archive")
                                    .glassEffect()
                                    .padding()
                            }
                        }

                        """,
                    right: """
                        struct Hint: View {
                            var body: some View {
                                Text("Swipe to archive")
                                    .padding()
                                    .glassEffect()
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

import GlassMigrate

extension GlassContentLayer {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Reports a `glassEffect` on a photo or other non-symbol image (`Image("name")`, `Image(uiImage:)`, \
                `AsyncImage(…)`, …) and on the root view of a list row (a top-level view of a `List`, or of a \
                `ForEach` or `Section` in one). SF Symbols, images inside a `Button`, `Link`, `Menu`, `NavigationLink`, \
                `Toggle` or `ShareLink`, toolbar content and `Button` rows are controls and stay silent.
                """,
            rationale: """
                Liquid Glass belongs to the functional layer (navigation, toolbars, controls, transient overlays); \
                article covers, photos and message lists are content, and glass on them makes the interface harder to \
                read, not richer.
                """,
            sources: [
                RuleSources.seedArticle("Mistake 2 and the first checklist item: glass goes only on the functional layer; an article cover, a profile photo or a player background is content."),
                RuleSources.materialsGuidelines,
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Cover: View {
                            var body: some View {
                                Image("cover")
                                    .resizable()
                                    .glassEffect(in: .rect(cornerRadius: 12))
                            }
                        }

                        """,
                    right: """
                        struct Cover: View {
                            var body: some View {
                                Image("cover")
                                    .resizable()
                                    .clipShape(.rect(cornerRadius: 12))
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

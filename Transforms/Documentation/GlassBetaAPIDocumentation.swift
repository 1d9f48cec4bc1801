import GlassMigrate

extension GlassBetaAPI {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Rewrites `.glassEffect(g, in: s, isEnabled: x)` to `.glassEffect(x ? g : .identity, in: s)` (`.regular` \
                when there is no glass argument; a literal `true` is dropped, a literal `false` gives `.identity`), and \
                reports each site as an error with the fix. A call with comments among its arguments is reported, not \
                rewritten.
                """,
            rationale: """
                The `isEnabled:` parameter existed only in the iOS 26 betas; the shipping SDK has none, so such code \
                does not compile. `Glass.identity` is the shipping way to switch the glass off. (The seed article still \
                shows `isEnabled:`.)
                """,
            sources: [
                RuleSources.glassEffect("The shipping signature is glassEffect(_:in:), with a Glass and a shape and nothing else."),
                RuleSources.apple("SwiftUI: Glass", "swiftui/glass", "Glass is the value that configures the effect; its identity variant draws no glass."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Pill: View {
                            var showsGlass: Bool

                            var body: some View {
                                Text("Pill").padding().glassEffect(.regular, in: .capsule, isEnabled: showsGlass)
                            }
                        }

                        """,
                    right: """
                        struct Pill: View {
                            var showsGlass: Bool

                            var body: some View {
                                Text("Pill").padding().glassEffect(showsGlass ? .regular : .identity, in: .capsule)
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

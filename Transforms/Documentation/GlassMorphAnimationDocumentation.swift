import GlassMigrate

extension GlassMorphAnimation {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Reports the first `glassEffectID` of a view type (with its extensions in the file) that owns state \
                (`@State`, `@StateObject`) and never animates it: no `withAnimation` or `withTransaction`, no \
                `.animation(…)` modifier, no binding animation (`$flag.animation()`), no `.transaction`. A type that \
                owns no state gets its changes from outside, where the animation may be, and is not reported. One \
                finding per type.
                """,
            rationale: """
                Morphing needs three things: the views in one `GlassEffectContainer`, a `glassEffectID` in a shared \
                namespace, and the state change inside `withAnimation`. Without the animation the glass swaps \
                abruptly; the checklist ends with it.
                """,
            sources: [
                RuleSources.seedArticle("Checklist: morphing between states is wrapped in withAnimation; without it the effect does not run."),
                RuleSources.apple("SwiftUI: glassEffectID(_:in:)", "swiftui/view/glasseffectid(_:in:)",
                                  "With a GlassEffectContainer, SwiftUI uses the identifier to animate glass shapes to and from each other during transitions."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Expander: View {
                            @State private var isExpanded = false
                            @Namespace private var glass

                            var body: some View {
                                GlassEffectContainer {
                                    Button("More") { isExpanded.toggle() }
                                        .glassEffect()
                                        .glassEffectID("more", in: glass)
                                }
                            }
                        }

                        """,
                    right: """
                        struct Expander: View {
                            @State private var isExpanded = false
                            @Namespace private var glass

                            var body: some View {
                                GlassEffectContainer {
                                    Button("More") { withAnimation { isExpanded.toggle() } }
                                        .glassEffect()
                                        .glassEffectID("more", in: glass)
                                }
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

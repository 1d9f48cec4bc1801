import GlassMigrate

extension GlassContainer {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Reports an `HStack`, `VStack`, `ZStack` or `ForEach` with two or more sibling views that get a \
                `glassEffect` and no enclosing `GlassEffectContainer` (branches of an `if` count once, a `Group`'s \
                views count as the stack's own, glass button styles are not counted). Rows of a `List`, `Form`, \
                `Section` or `Table` are content and not reported. Nothing is reported in a module that declares its \
                own `glassEffect`. With `fixContainers` the stack, modifiers included, is wrapped in \
                `GlassEffectContainer(spacing:)` with the stack's own spacing, so layout does not change; no fix is \
                offered when the container would sit outside the availability check its glass needs.
                """,
            rationale: """
                Separate glass views each render on their own: it costs more and the blending and morphing the \
                container gives never happen. The checklist asks that neighbouring glass elements share a container.
                """,
            sources: [
                RuleSources.seedArticle("Mistake 3 and the checklist: neighbouring glass elements are wrapped in a GlassEffectContainer."),
                RuleSources.apple("SwiftUI: GlassEffectContainer", "swiftui/glasseffectcontainer",
                                  "Views with glass effects inside one container are rendered together, which performs better and lets their shapes blend and morph into one another."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Actions: View {
                            var body: some View {
                                HStack(spacing: 12) {
                                    Button("Share") {}.padding().glassEffect()
                                    Button("Save") {}.padding().glassEffect()
                                }
                            }
                        }

                        """,
                    right: """
                        struct Actions: View {
                            var body: some View {
                                GlassEffectContainer(spacing: 12) {
                                    HStack(spacing: 12) {
                                        Button("Share") {}.padding().glassEffect()
                                        Button("Save") {}.padding().glassEffect()
                                    }
                                }
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ],
            options: [
                RuleOption(key: "fixContainers", flag: "--fix-containers", values: "`true` or `false` (default)",
                           summary: "Wraps each reported stack in a GlassEffectContainer with the stack's spacing instead of only reporting it."),
            ])
    }
}

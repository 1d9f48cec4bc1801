import GlassMigrate

extension GlassInteractiveMotion {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Off by default. Reports a `Glass` value made interactive with no condition (`.interactive()` or \
                `.interactive(true)`) in a view type that reads neither `accessibilityReduceMotion` nor \
                `accessibilityReduceTransparency` (nor another name containing `reduceMotion`, `reducedMotion` or \
                `reduceTransparency`, such as `UIAccessibility.isReduceMotionEnabled`), once per call. \
                `.interactive(x)` with any other argument already decides and is silent, and so is a value chosen by a \
                condition on those settings (`reduceTransparency ? .regular : .regular.interactive()`). Code outside a \
                type (a `#Preview`, a free function) is not a component and is not looked at.
                """,
            rationale: """
                The interactive bounce is motion, a separate accessibility concern from transparency: the seed \
                article's accessible surface reads Reduce Transparency and drops only the extra `.interactive()` \
                bounce, since the system already frosts the glass for that setting. Native glass also adapts to \
                Reduce Motion by itself, so a component that ignores both settings is a design-review hint, not a \
                defect; the rule is opt-in and reports at `info`.
                """,
            sources: [
                RuleSources.seedArticle("Accessibility section: do not switch glassEffect off for Reduce Transparency (the system frosts it), but take the setting into account when deciding whether to add .interactive(), because the spring animation is a separate accessibility concern."),
                RuleSources.apple("SwiftUI: Glass.interactive(_:)", "swiftui/glass/interactive(_:)",
                                  "Interactivity is a Boolean a caller can pass, so a component can make it depend on the user's settings."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Knob: View {
                            var body: some View {
                                Image(systemName: "dial.medium")
                                    .padding()
                                    .glassEffect(.regular.interactive(), in: .circle)
                            }
                        }

                        """,
                    right: """
                        struct Knob: View {
                            @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                            var body: some View {
                                Image(systemName: "dial.medium")
                                    .padding()
                                    .glassEffect(.regular.interactive(!reduceMotion), in: .circle)
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

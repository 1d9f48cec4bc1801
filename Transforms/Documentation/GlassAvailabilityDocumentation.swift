import GlassMigrate

extension GlassAvailability {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Reports `glassEffect`, `glassEffectID`, `glassEffectUnion`, `glassEffectTransition`, \
                `GlassEffectContainer` and `.buttonStyle(.glass/.glassProminent)` where some platform the code is built \
                for is below 26 and no enclosing `if #available`, `guard #available` or `@available` names that \
                platform at 26 (a platform a check does not name is matched by its `*` at the deployment target). \
                On visionOS, which has no Liquid Glass API, only an `#if !os(visionOS)` or a declaration marked \
                `@available(visionOS, unavailable)` keeps the code out. Deployment targets come from the package or \
                Xcode target that compiles the file; an unknown target counts as iOS below 26. Left alone: names the \
                module declares itself (a wrapper package's `struct GlassEffectContainer`, an app's \
                `func glassEffect(radius:)`, in this file or another file of the run in the same package target or \
                Xcode project), calls whose labels fit no SwiftUI signature, and calls through a compatibility wrapper \
                (`view.backport.glassEffect()`). Identical findings in one file are reported once, at the first site, \
                naming the others (`Also at 40:12 and 52:9 in this file.`; JSON `otherSites`, SARIF \
                `relatedLocations`).
                """,
            rationale: """
                The code does not compile for the platforms the message names, so this is an error. The checklist asks \
                for an `#available(iOS 26, *)` fallback to the same material in the same shape; the message names the \
                exact check the build needs.
                """,
            sources: [
                RuleSources.seedArticle("Checklist: an #available(iOS 26, *) fallback to Material with the same shape geometry exists."),
                RuleSources.glassEffect("The Liquid Glass API is available from iOS, iPadOS, Mac Catalyst, macOS, tvOS and watchOS 26.0, and not on visionOS."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Badge: View {
                            var body: some View {
                                Text("New")
                                    .padding(8)
                                    .glassEffect()
                            }
                        }

                        """,
                    right: """
                        struct Badge: View {
                            var body: some View {
                                if #available(iOS 26.0, *) {
                                    Text("New")
                                        .padding(8)
                                        .glassEffect()
                                } else {
                                    Text("New")
                                        .padding(8)
                                        .background(.thinMaterial, in: Capsule())
                                }
                            }
                        }

                        """),
            ],
            options: [
                RuleOption(key: "platforms", flag: "--platforms", values: "platform names (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `macCatalyst`); default: every platform the build lists",
                           summary: "The platforms the team ships; findings about the others (say, visionOS listed in the package but never shipped) are not reported. Rewrites still compile for every platform the build has."),
            ])
    }
}

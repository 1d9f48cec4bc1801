import GlassMigrate

extension GlassOnGlass {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Reports a `glassEffect` inside toolbar content (`.toolbar { … }`, `ToolbarItem`, `ToolbarItemGroup`), \
                on the single root view of a `.sheet` or `.popover` (whose system background is glass on iOS 26), \
                and glass (a `glassEffect` or a glass button style) inside a view that gets its own `glassEffect` \
                in the same expression. Silent for a toolbar item with `.sharedBackgroundVisibility(.hidden)`, a \
                sheet whose content sets `.presentationBackground(…)`, a `.glassEffect(.identity)`, and anything in \
                a pre-26 branch (the `else` of `if #available(iOS 26…)`, `if #unavailable`, `guard #available … else`), \
                where Liquid Glass does not exist. A glass button style (`.buttonStyle(.glass)`, `.glassProminent`) in \
                toolbar content is not reported: Apple documents these styles as drawing their glass from the button's \
                context, and in a navigation bar or window toolbar that context is the shared glass background the bar \
                gives its items, so the style picks how the item's own glass looks instead of adding a second surface. \
                Only one expression is judged: a custom view whose body adds glass is not followed.
                """,
            rationale: """
                Glass on glass turns into a muddy grey patch and text on it loses contrast; the checklist asks that \
                no glass sit on glass, checked against real sheets and navigation stacks.
                """,
            sources: [
                RuleSources.seedArticle("Mistake 1 and the checklist: no glass on glass; a custom card with glassEffect inside a system sheet or a NavigationStack with a glass toolbar becomes an opaque grey smear."),
                RuleSources.apple("SwiftUI: sharedBackgroundVisibility(_:)", "swiftui/customizabletoolbarcontent/sharedbackgroundvisibility(_:)",
                                  "In a navigation bar on iOS and a window toolbar on macOS, toolbar items get a glass background shared with the other items of their group; hiding it puts the item in a group of its own."),
                RuleSources.apple("SwiftUI: glass and glassProminent button styles", "swiftui/primitivebuttonstyle/glass",
                                  "Both styles apply Liquid Glass according to the button's context (the prominent one like borderedProminent), which is why a glass style on a toolbar button is the bar's item glass, not a second layer."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Inbox: View {
                            var body: some View {
                                NavigationStack {
                                    Text("Inbox")
                                        .toolbar {
                                            ToolbarItem {
                                                Image(systemName: "line.3.horizontal.decrease")
                                                    .padding(8)
                                                    .glassEffect()
                                            }
                                        }
                                }
                            }
                        }

                        """,
                    right: """
                        struct Inbox: View {
                            var body: some View {
                                NavigationStack {
                                    Text("Inbox")
                                        .toolbar {
                                            ToolbarItem {
                                                Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                                                    .buttonStyle(.glassProminent)
                                            }
                                        }
                                }
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

import GlassMigrateCore

/// Keeps material bar and sheet backgrounds only before iOS 26, where they would cover the system's Liquid
/// Glass, and reports colours and UIKit bar appearances that cover it (`ruleDescription` says which forms).
public struct BarBackground: Rule {
    /// Creates the rule.
    public init() {}

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "bar-background",
        summary: "Keeps material bar and sheet backgrounds only before iOS 26 and reports colours that cover the system's Liquid Glass.",
        kind: .rewrite,
        triggers: ["toolbarBackground", "presentationBackground", "containerBackground", "BarAppearance"],
        details: """
            **Rewrites**, where `M` is a plain material (`.ultraThinMaterial`, `Material.bar`, … as \
            `material-background` reads them) and one bar is named:

            | Written | A deployment target below 26 | Every target 26 or later |
            | --- | --- | --- |
            | `.toolbarBackground(M, for: bar)` | `.toolbarBackgroundBeforeGlass(M, for: bar)` | the modifier is removed |
            | `.presentationBackground(M)` | `.presentationBackgroundBeforeGlass(M)` | the modifier is removed |

            The helpers (`BarBackgroundBeforeGlass.swift`, written once per module like the adaptive helper) set \
            the very same material before iOS 26 and nothing from 26 on (visionOS, which has no Liquid Glass, keeps \
            it); the call site stays one line.

            **Reports and leaves** (`bar-background/colour`): a colour (`Color…`, `.indigo`, `.blue.gradient`…) \
            given to `toolbarBackground(_:for:)` or `presentationBackground(_:)`, which is a brand decision; \
            `toolbarBackground(.visible, for:)` (`bar-background/visible`); `containerBackground(_:for: .navigation)` \
            with a material or a colour, a material background naming several bars or none, and a material \
            `presentationBackground` on content that applies its own glass earlier in the chain, which would be \
            glass on the sheet's glass once the material goes (`bar-background/review`); in UIKit code, `configureWithOpaqueBackground()`, `backgroundEffect =` and \
            `backgroundColor =` on a `UINavigationBarAppearance`, `UITabBarAppearance` or `UIToolbarAppearance` \
            the file creates (`bar-background/uikit`); a material background that would be rewritten in code of a \
            target that sets `UIDesignRequiresCompatibility` to true, whose bars keep the design of before iOS 26 \
            while the key is set (`bar-background/design-compatibility`, info; `material-background`'s \
            `migrateOptedOut` rewrites it anyway).

            **Leaves silently**: `.hidden` and `.automatic` visibility, a style held in a variable, a background \
            inside the fallback of an `if #available(… 26 …)` check (already adaptive), and a module that \
            declares a function of a helper's name.
            """,
        rationale: """
            On iOS 26 the system draws navigation bars, tab bars, toolbars and sheets in Liquid Glass. A custom \
            background set on them is drawn instead of that glass, so the app keeps its old look on 26; Apple's \
            guidance is to remove such custom backgrounds and let the system draw the bars. Before iOS 26 the \
            material is what the app looked like, so it stays there.
            """,
        sources: [
            RuleSources.apple("SwiftUI: toolbarBackground(_:for:)", "swiftui/view/toolbarbackground(_:for:)",
                              "The style is the preferred background of a bar managed by SwiftUI; it flows up to the nearest container that renders a bar (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0)."),
            RuleSources.apple("SwiftUI: presentationBackground(_:)", "swiftui/view/presentationbackground(_:)",
                              "It sets the presentation background of the enclosing sheet (iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0)."),
            RuleSources.apple("SwiftUI: containerBackground(_:for:)", "swiftui/view/containerbackground(_:for:)",
                              "It sets the container background of the enclosing container; the navigation placement is iOS 18.0 and watchOS 10.0."),
            RuleSources.apple("UIKit: configureWithOpaqueBackground()", "uikit/uibarappearance/configurewithopaquebackground()",
                              "It configures the bar appearance with opaque colors, replacing any previous values."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Inbox: View {
                        var body: some View {
                            NavigationStack {
                                List { Text("Mail") }
                                    .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
                            }
                        }
                    }

                    """,
                right: """
                    struct Inbox: View {
                        var body: some View {
                            NavigationStack {
                                List { Text("Mail") }
                                    .toolbarBackgroundBeforeGlass(.ultraThinMaterial, for: .navigationBar)
                            }
                        }
                    }

                    """),
        ],
        subFindings: [
            (id: "bar-background/colour", summary: "a colour covers the bar's or sheet's glass; a brand decision, not rewritten."),
            (id: "bar-background/visible", summary: "`toolbarBackground(.visible, for:)` forces the bar's own background on."),
            (id: "bar-background/design-compatibility", summary: "a material bar background of a target that sets UIDesignRequiresCompatibility to true, left unchanged (info; `material-background`'s `migrateOptedOut` migrates it)."),
            (id: "bar-background/review", summary: "a background the rule cannot rewrite safely (several bars, a container background)."),
            (id: "bar-background/uikit", summary: "a UIKit bar appearance with an opaque background, a background effect or a colour."),
        ]
    )

    /// The support file the rewrites call.
    public var supportFileRecipes: [SupportFileRecipe] { [BarBackgroundHelper.recipe] }

    /// Rewrites material bar and sheet backgrounds and reports the rest.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        var rewriter = BarBackgroundRewriter(file: file, context: context, ruleID: id)
        for name in ["toolbarBackground", "presentationBackground", "containerBackground"] {
            for (chain, index) in file.links(named: name) { rewriter.visit(chain, index) }
        }
        BarAppearanceFinder(file: file, context: context).report()
        return rewriter.fixes
    }
}

// MARK: - Messages

extension BarBackground {
    static func colour(_ modifier: String, _ surface: String) -> String {
        "`\(modifier)` gives the \(surface) a colour, which on iOS 26 is drawn instead of the system's Liquid Glass. "
            + "A colour is a brand decision, so it is left as it is: to show the glass on iOS 26, drop it there "
            + "(`if #available(iOS 26, *)`), or tint the content rather than the \(surface)."
    }

    static let visible = "`toolbarBackground(.visible, for:)` forces the bar's own background on, which on iOS 26 is drawn "
        + "instead of the system's Liquid Glass; left as it is: drop it on iOS 26 unless the bar must stay opaque."

    static let severalBars = "This material bar background names several bars or none, which the generated helper does not take; "
        + "it is left as it is: on iOS 26 it covers the bars' Liquid Glass, so give each bar its own "
        + "`toolbarBackground(_:for:)` to have it migrated, or review it by hand."

    static let presentationUnknown = "This material `presentationBackground` is not inside a `.sheet` or `.popover` of this file, "
        + "so whether iOS 26 gives the presentation a Liquid Glass background is not known (a full-screen cover has none); "
        + "left as it is: drop it on iOS 26 only where it backs a sheet or popover."

    static let presentationOverGlass = "This sheet's content applies its own Liquid Glass, so dropping this material "
        + "`presentationBackground` on iOS 26 would put that glass on the sheet's system glass (glass on glass); left as it is: "
        + "remove the content's glass and then the background, or keep both."

    static let container = "`containerBackground(_:for: .navigation)` replaces the navigation container's background, which "
        + "on iOS 26 sits under the system's Liquid Glass bars; left as it is: review whether it still belongs on iOS 26."

    static func designCompatibility(_ origin: String) -> String {
        "This material bar background is left unchanged: a target that compiles it sets UIDesignRequiresCompatibility to true "
            + "(\(origin)), so its bars and sheets keep the design of before iOS 26 while the key is set. Adopt the new design, "
            + "remove the key, and run glassmigrate again; material-background's migrateOptedOut migrates it anyway."
    }

    static let helperNameTaken = "The module declares its own function named like the generated helper "
        + "(`toolbarBackgroundBeforeGlass` or `presentationBackgroundBeforeGlass`), so this material background is left as it is; "
        + "on iOS 26 it covers the system's Liquid Glass: review it by hand."

    static func uikit(_ what: String) -> String {
        "\(what) on a UIKit bar appearance draws the bar's own background, which on iOS 26 is drawn instead of the "
            + "system's Liquid Glass; UIKit appearance code is reported, not rewritten: drop it on iOS 26 "
            + "(`if #available(iOS 26, *)`) unless the bar must stay opaque."
    }
}

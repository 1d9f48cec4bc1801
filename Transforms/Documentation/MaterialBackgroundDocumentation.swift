import GlassMigrate

extension MaterialBackground {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                Rewrites `.background(M, in: S)`, `.background(M)` followed by `.clipShape(S)` or `.cornerRadius(r)`, \
                and `.background { S.fill(M) }` (and its `foregroundStyle` and non-closure spellings) to Liquid Glass \
                in the configured style, carrying the material and shape over verbatim: before iOS 26 the view draws \
                exactly what it drew. A shape-less `.background(M)` is migrated only with `migrateFullBleed`. Left \
                alone: a material in the `else` of `if #available(iOS 26…)` or in a modifier that already chooses \
                glass, code only visionOS compiles, chains that already apply glass, and every site the tool is not \
                sure of, which is reported with the reason.
                """,
            rationale: """
                The checklist asks for glass on iOS 26 with an `#available` fallback to the same material in the same \
                shape, so the geometry does not change between iOS versions. The `adaptive` style writes exactly that \
                pattern once per module (the `AdaptiveGlassBackground` helper) instead of two view trees per site.
                """,
            sources: [
                RuleSources.seedArticle("Fallback section and checklist: keep one view tree, decide in a single #available modifier, glassEffect on iOS 26 and the same-shaped material before."),
                RuleSources.apple("SwiftUI: Applying Liquid Glass to custom views", "swiftui/applying-liquid-glass-to-custom-views",
                                  "Custom components adopt Liquid Glass with glassEffect(_:in:), in the shape they choose."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Badge: View {
                            var body: some View {
                                Text("New")
                                    .padding(8)
                                    .background(.thinMaterial, in: Capsule())
                            }
                        }

                        """,
                    right: """
                        struct Badge: View {
                            var body: some View {
                                Text("New")
                                    .padding(8)
                                    .adaptiveGlassBackground(.thinMaterial, in: Capsule())
                            }
                        }

                        """),
            ],
            options: [
                RuleOption(key: "style", flag: "--style", values: "`auto` (default), `adaptive`, `liquidglass`, `native`",
                           summary: "What the rewrite writes: the generated adaptive helper, the LiquidGlass package's modifier, or plain glassEffect (only when every deployment target is 26); auto picks native or adaptive."),
                RuleOption(key: "migrateFullBleed", flag: "--migrate-full-bleed", values: "`true` or `false` (default)",
                           summary: "Also migrates shape-less, full-bleed material backgrounds, with Rectangle()."),
                RuleOption(key: "helperPath", values: "a folder or `.swift` path relative to the configuration file; default: the module's root",
                           summary: "Where the generated AdaptiveGlassBackground.swift is written."),
            ],
            subFindings: [
                ("material-background/full-bleed", "a shape-less material left unchanged (info)."),
                ("material-background/review", "a site left unchanged because the tool is not sure of the rewrite; the message says why."),
                ("material-background/fill-style", "a `fillStyle:` argument, which glass has no counterpart for."),
                ("material-background/native-unavailable", "the `native` style asked for where a deployment target is below 26 (error)."),
                ("material-background/liquidglass-look", "the LiquidGlass package would draw a different material before iOS 26."),
                ("material-background/liquidglass-shape", "a shape the LiquidGlass package cannot draw, migrated with the adaptive helper instead."),
                ("material-background/liquidglass-platform", "a platform the LiquidGlass package does not support, migrated with the adaptive helper instead."),
            ])
    }
}

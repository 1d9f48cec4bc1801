import GlassMigrate

extension MaterialBackground {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                **Rewrites** (shown in the `adaptive` style; `native` writes `.glassEffect(.regular, in: S)`,
                `liquidglass` writes `.glass(style:…)`), where `M` is a plain material (`.thinMaterial`,
                `Material.thin`, `.bar`, a parenthesised one, or a ternary between materials) and `S` the
                shape, both carried over verbatim:

                | Written | Becomes |
                | --- | --- |
                | `.background(M, in: S)` | `.adaptiveGlassBackground(M, in: S)` |
                | `.background(M, in: S, fillStyle: FillStyle())` | the same; the default argument is dropped |
                | `.background(M).clipShape(S)`, `.cornerRadius(r)` (`S` = `RoundedRectangle(cornerRadius: r)`), `.clipped()` (`S` = `Rectangle()`) | `.adaptiveGlassBackground(M, in: S)`; the clip goes |
                | the same with only style, event or accessibility modifiers between background and clip (`.foregroundStyle`, `.font`, `.onTapGesture`, `.accessibilityLabel`…) | the same; those modifiers stay where they were |
                | `.background(M, ignoresSafeAreaEdges: E)` followed by such a clip | the same; the clip trims the safe-area extension anyway |
                | `.background { S.fill(M) }`, `.background(S.fill(M))`, `foregroundStyle` for `fill` | `.adaptiveGlassBackground(M, in: S)` |
                | `.background(M)` (or `ignoresSafeAreaEdges: .all`) with no shape anywhere, only with `migrateFullBleed` | `.adaptiveGlassBackground(M, in: Rectangle())` |

                A clip is merged only when nothing else needs it. `glassEffect` and `background(_:in:)`
                draw behind the view and clip nothing, so the clip may go only when the view itself stays
                off its edge: `padding` insets every edge of it by more than zero before the background
                (in one modifier or several; style modifiers, fixed frames and earlier clips aside), or it
                is `Text(…)`, `Label(…)` or `Image(systemName:…)`, which draw inside their frame. A
                `padding(.horizontal, 8)` alone leaves the top and bottom edges to the clip, and
                `padding(isCompact ? 0 : 10)` may inset nothing.

                **Reports and leaves** (`material-background/review`, each message naming the reason):

                - a modifier between the material and a later clip that depends on it: one that draws
                  inside it (`overlay`, `border`, `background`, `shadow`…), one that changes the bounds the
                  clip's shape is laid out in (`padding`, `frame`, `offset`, `scaleEffect`…), or one the tool
                  does not know; a `mask` instead of a clip;
                - a clip that would also have to keep trimming the view: a list, scroll view, resizable
                  image, stack or `content` not padded on every edge before the background, or a `background`,
                  `overlay` or `border` drawn before the material;
                - a shape-less material inside a view that is clipped later in its own chain
                  (`ZStack { … }.cornerRadius(10)`, the view a `.background { }` belongs to): named with
                  that clip and its line, never migrated with `Rectangle()`;
                - an argument without a Liquid Glass counterpart, by label and value (`ignoresSafeAreaEdges: .top`,
                  `clipShape(_:style: FillStyle(eoFill: true))`, `cornerRadius(_:antialiased: false)`,
                  `alignment:` of `background { }`); `fillStyle:` other than the default is
                  `material-background/fill-style`;
                - a style that is not a plain material: the modifier applied to it (`.opacity`, `.shadow`),
                  both branches of a choice that is not between materials, or the expression;
                - a shape content the rule cannot carry over: the modifier on the filled shape (`.shadow`,
                  `.opacity`), an unknown shape type, extra `fill` arguments;
                - glass already in the chain, named with its line (SwiftUI's `glassEffect`, the helper,
                  LiquidGlass's `.glass(style:)`; an app's own `glassEffect` is named as such), or an
                  earlier material of the chain that becomes glass;
                - `#if` lines after the material, comments the rewrite would lose, platforms the
                  deployment targets do not name.

                **Leaves silently**: a pre-26 fallback (the `else` of `if #available(… 26 …)`, an
                `if #unavailable(… 26 …)` body, the `else` of `guard #available(… 26 …)`), also when it is
                reached through a name: a computed property, method or type of the same file whose every
                use in the file sits in such a fallback, directly or through another such name. Only the
                file is read, so a name used in other files too is judged by its uses here (leaving the
                code is the careful side). Also left: a `ViewModifier` or extension that already calls
                `glassEffect` (the helper itself), code only visionOS compiles, and backgrounds that are not
                materials.

                **Full-bleed** (`material-background/full-bleed`, info): said only of a material with no
                shape anywhere: no clip after it in its chain and none on a view around it in the same
                expression. A clip applied where the view is used, in another declaration or file, is not
                seen; such a material is still called full-bleed, and the message says what the tool saw
                (no shape in the chain or around it) and what to do if such a clip shapes it (write the
                shape into `background(_:in:)`), without claiming the view is a bar.
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

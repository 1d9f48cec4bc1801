import GlassMigrate

extension GlassEffectOrder {
    /// What Documentation/Rules.md says about the rule.
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            details: """
                **Moves** the seed article's mistake, glass applied to content that has no layout yet:
                `padding` and `frame` (a fixed size; not one with `alignment:` or an `.infinity` bound,
                which positions the glass) that follow the glass go before it, when all of these hold:

                - the call is SwiftUI's `glassEffect` (its labels fit `glassEffect(_:in:)`, it is not read
                  off a wrapper such as `.backport`, and no `func glassEffect` in the same file takes the
                  same labels; a declaration in another file of the module is not seen, so there the labels
                  decide);
                - it has the default shape (no `in:`);
                - the view under it is bare `Text(…)`, `Image(…)` or `Label(…)` with only appearance
                  modifiers between it and the glass.

                | Written | Becomes |
                | --- | --- |
                | `Text("Hi").glassEffect().padding()` | `Text("Hi").padding().glassEffect()` |
                | `Text("Hi").font(.caption).glassEffect().foregroundStyle(.secondary).padding(6)` | `Text("Hi").font(.caption).padding(6).glassEffect().foregroundStyle(.secondary)` |
                | `Image(systemName: "x").glassEffect().frame(width: 44, height: 44)` | `Image(systemName: "x").frame(width: 44, height: 44).glassEffect()` |

                **Stays in place**: appearance modifiers (`font`, `fontWeight`, `fontDesign`, `bold`,
                `italic`, `foregroundStyle`, `foregroundColor`, `tint`, `imageScale`, `lineLimit`,
                `multilineTextAlignment`, `labelStyle`, … — `GlassEffectOrder.appearanceModifiers`) and
                further `glassEffect` calls; they set environment values that reach the content from after
                the glass too, so moving them would change nothing. Any other modifier (a gesture,
                `offset`, `shadow`, `overlay`, `background`, `clipShape`, accessibility, `id`, `animation`,
                `fixedSize`, `aspectRatio`…), a positioning `frame` or a `#if` line ends the run; a
                `padding` or `frame` after that stop is reported (warning), because moving it across the
                stop would change what the stop applies to.

                **Leaves, without a finding**:

                - content that already has its layout: anything but an appearance modifier between the
                  view and the glass sizes it or may. The sizing modifiers real code uses there are
                  `padding`, `safeAreaPadding`, `scenePadding`, `frame` (every form), `containerRelativeFrame`,
                  `fixedSize`, `aspectRatio`, `scaledToFit`, `scaledToFill`, `Image.resizable()`, `position`,
                  `ignoresSafeArea`, `safeAreaInset`, and styles that pad a control (`buttonStyle(.bordered)`,
                  `textFieldStyle(.roundedBorder)`, `controlSize`); since any modifier the rule does not know
                  as appearance counts, the list needs no completeness to be safe. A `padding` after such
                  glass is a margin around the finished glass
                  (`.padding(12).glassEffect(…).padding(.bottom, 6)`);
                - a glass with an explicit shape (`in:`): that is the form a material background in a
                  shape takes when `material-background` migrates it natively, and what follows it is the
                  margin the material had; moving it would change the glass, and a second run would
                  rework the tool's own output;
                - a view whose layout the tool cannot see: a property (`bubble.glassEffect().padding()`),
                  a custom view, a stack, a `ViewModifier`'s `content`, a `Button`;
                - an app's own `glassEffect`: labels that fit no SwiftUI signature (`glassEffect(radius: 8)`),
                  a member of a wrapper (`.backport.glassEffect()`), or a `func glassEffect` the file
                  declares (an app that declares `glassEffect()` itself shadows SwiftUI's in its module).

                No finding is made for an outer margin after glass that is already sized. It was
                considered as an opt-in `info` finding and left out: a margin there is the normal, correct
                way to space a finished glass surface, so the finding would be wrong wherever the code is
                right (all five such findings on the real-world corpus were), and the article's mistake it
                would point at is already moved or reported where the tool can see it.
                """,
            rationale: """
                `glassEffect` anchors the glass to the view's bounds as they are when it is applied, so layout applied \
                after it is outside the glass: the material is measured against an unfinished layout and clips at the \
                wrong edge. The checklist asks that glassEffect come after the layout modifiers.
                """,
            sources: [
                RuleSources.seedArticle("Mistake 4 and the checklist: glassEffect goes after the layout modifiers (padding, frame, font), not before."),
                RuleSources.glassEffect("SwiftUI anchors the glass to the view's bounds; in Apple's example the padding comes first, so the material fills the padded frame."),
            ],
            examples: [
                RuleExample(
                    wrong: """
                        struct Hint: View {
                            var body: some View {
                                Text("Swipe to archive")
                                    .glassEffect()
                                    .padding()
                            }
                        }

                        """,
                    right: """
                        struct Hint: View {
                            var body: some View {
                                Text("Swipe to archive")
                                    .padding()
                                    .glassEffect()
                            }
                        }

                        """,
                    targets: DeploymentTargets([.iOS: OSVersion(26)])),
            ])
    }
}

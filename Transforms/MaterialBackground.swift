import GlassMigrate

/// Turns SwiftUI material backgrounds into Liquid Glass that keeps the original material and shape before iOS 26 (`ruleDescription` says which forms).
public struct MaterialBackground: Rule {
    /// Creates the rule.
    public init() {}

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "material-background",
        summary: "Turns material backgrounds into Liquid Glass, keeping the same material in the same shape before iOS 26.",
        kind: .rewrite,
        // `.background(` too: a material may come from a `Material` property declared in another file.
        triggers: ["Material", ".bar", ".background("],
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

            `M` may also be a property the module declares with the type `Material` and no other
            (`static let popup: Material = .thin`, in any file of the package target or project), reached as
            `Tokens.popup` or `self.popup`; a bare `popup` may be a parameter or a local of another type and
            is left alone.

            A clip is merged only when nothing else needs it. `glassEffect` and `background(_:in:)`
            draw behind the view and clip nothing, so the clip may go only when the view itself stays
            off its edge: `padding` insets every edge of it by more than zero before the background
            (in one modifier or several; style modifiers, fixed frames and earlier clips aside), or it
            is `Text(…)`, `Label(…)` or `Image(systemName:…)`, which draw inside their frame. A
            `padding(.horizontal, 8)` alone leaves the top and bottom edges to the clip, and
            `padding(isCompact ? 0 : 10)` may inset nothing. A known limit: a round shape can still
            cut the corners of such a view's frame (a `Circle()` around a symbol that fills its square,
            or around wide text; a `Capsule()` around unpadded text), and after the merge those
            corners show before iOS 26 too. In the apps of Documentation/RealWorld.md such views sit in
            a fixed frame well inside the shape; pad such a view, or keep its clip, where one does not.

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
            - a material reached through a view property or method of the file
              (`.background(cardBackground)`, `.background { cardBackground }`): named with its line, and
              with the `background(_:in:)` to write when its body is one filled shape; never rewritten through
              the name, since other uses may need it;
            - a `background { }` that chooses what it draws with `if`, `switch` or `#if`, or draws a material
              inside other content, unless every material in it is in a pre-26 fallback;
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

            **Content layer** (`material-background/content-layer`, info): Apple's Human Interface
            Guidelines put Liquid Glass on the functional layer and keep standard materials for the content
            layer ("Liquid Glass forms a distinct functional layer for controls and navigation elements —
            like tab bars and sidebars — that floats above the content layer"; "the standard materials help
            with visual differentiation within the content layer", Materials). A material on content stays a
            material, which is still right on iOS 26: a row of a `List` or `Form`, a cell of a `LazyVGrid`,
            `LazyHGrid` or `Grid`, a `ForEach` item in a `ScrollView`, `LazyVStack` or `LazyHStack` (a card
            in scrolling content), a view type whose name ends in `Bubble`, or a view type, property or
            method that the file uses only in such places. The closures around the site decide, innermost
            first: a control (`Button`, `Link`, `Menu`, `NavigationLink`, `Toggle`, `ShareLink`) and its
            label, an `overlay`, a view laid over the first view of a `ZStack`, a `safeAreaInset`, toolbar or
            ornament, and a presented view are functional and migrate as before. The finding names the
            container that makes the site content. A view used both as content and elsewhere in the file is
            left with a `review` finding saying where. `migrateContentLayer` migrates content sites too.
            `glass-content-layer` asks the same question of `glassEffect`.

            **Full-bleed** (`material-background/full-bleed`, info): said only of a material with no
            shape anywhere: no clip after it in its chain and none on a view around it in the same
            expression. A clip applied where the view is used, in another declaration or file, is not
            seen; such a material is still called full-bleed, and the message says what the tool saw
            (no shape in the chain or around it) and what to do if such a clip shapes it (write the
            shape into `background(_:in:)`). It says the system draws bars in Liquid Glass only of a
            material that looks like a bar's (`.bar`, or inside a `safeAreaInset` or toolbar), naming the
            platforms the code is built for among the deployment targets (`macOS 26` for code under
            `#if os(macOS)`); of any other view it says that glass needs a shape the tool cannot see.
            A view that draws nothing (`Color.clear`, `EmptyView()`, `Spacer()`, a `GeometryReader` whose
            content draws nothing) never keeps a clip from merging.
            """,
        rationale: """
            The checklist asks for glass on iOS 26 with an `#available` fallback to the same material in the same \
            shape, so the geometry does not change between iOS versions. The `adaptive` style writes exactly that \
            pattern once per module (the `AdaptiveGlassBackground` helper) instead of two view trees per site.
            """,
        sources: [
            RuleSources.seedArticle("Fallback section and checklist: keep one view tree, decide in a single #available modifier, glassEffect on iOS 26 and the same-shaped material before."),
            RuleSources.materialsGuidelines,
            RuleSources.seedArticle("The key architectural rule: Liquid Glass is a material of the functional layer (navigation, toolbars, controls, transient overlays), not of the content layer; an article card, a photo in a gallery, a message list are content."),
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
            RuleOption(key: Option.style, kind: .choice(OutputStyle.allCases.map(\.rawValue)), default: .string(OutputStyle.auto.rawValue),
                       flag: "--style", placement: .ruleOrTopLevel,
                       summary: "What the rewrite writes: the generated adaptive helper, the LiquidGlass package's modifier, or plain glassEffect (only when every deployment target is 26); auto picks native or adaptive."),
            RuleOption(key: Option.migrateFullBleed, kind: .bool, flag: "--migrate-full-bleed", placement: .ruleOrTopLevel,
                       summary: "Also migrates shape-less, full-bleed material backgrounds, with Rectangle()."),
            RuleOption(key: Option.migrateContentLayer, kind: .bool, flag: "--migrate-content-layer", placement: .ruleOrTopLevel,
                       summary: "Also migrates material backgrounds on content (list rows, grid cells, cards in scrolling content, message bubbles), which otherwise stay materials."),
            RuleOption(key: Option.helperPath, kind: .path, placement: .ruleOrTopLevel,
                       values: "a folder or `.swift` path relative to the configuration file; default: the module's root",
                       summary: "Where the generated AdaptiveGlassBackground.swift is written."),
        ],
        subFindings: [
            ("material-background/full-bleed", "a shape-less material left unchanged (info)."),
            ("material-background/content-layer", "a material on content (a row, a cell, a card in scrolling content, a bubble) left a material (info)."),
            ("material-background/review", "a site left unchanged because the tool is not sure of the rewrite; the message says why."),
            ("material-background/fill-style", "a `fillStyle:` argument, which glass has no counterpart for."),
            ("material-background/native-unavailable", "the `native` style asked for where a deployment target is below 26 (error)."),
            ("material-background/liquidglass-look", "the LiquidGlass package would draw a different material before iOS 26."),
            ("material-background/liquidglass-shape", "a shape the LiquidGlass package cannot draw, migrated with the adaptive helper instead."),
            ("material-background/liquidglass-platform", "a platform the LiquidGlass package does not support, migrated with the adaptive helper instead."),
        ]
    )
    /// The `adaptive` style's generated helper.
    public var supportFileRecipes: [SupportFileRecipe] { [AdaptiveGlassHelper.recipe] }

    /// Rewrites every recognised material background in `file` in the configured style.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        var finder = MaterialSiteFinder(file: file, context: context)
        var decider = MaterialSiteDecider(file: file, context: context, syntax: finder.syntax)
        var writer = MaterialSiteWriter(file: file, context: context, ruleID: id, syntax: finder.syntax)
        for (chain, index) in file.links(named: "background") {
            guard let site = finder.site(chain, index) else { continue }
            let proposed = writer.proposedSites
            if let output = decider.decide(site) { writer.write(site, as: output) }
            if writer.proposedSites > proposed { finder.markGlassed(chain) }
        }
        finder.reportReceiverlessCalls()
        return writer.finish()
    }
}

// MARK: - Messages

// What the steps report about a site they leave or change; the reasons recognition gives for a site it
// cannot rewrite are written where each is found (MaterialRecognition, FollowingClip).
extension MaterialBackground {
    /// A `fillStyle:` other than the default.
    static func fillStyle(_ argument: String) -> String {
        "`\(argument)` has no Liquid Glass counterpart, so this material background is left unchanged; review it by hand."
    }

    /// A material background with no shape anywhere around it: a bar's on `barPlatforms`, or, when nil, a view that is not a bar.
    static func fullBleed(barPlatforms: [String]?) -> String {
        let seen = "This material background has no shape: nothing after it in its chain, or around it in this expression, clips it, so it fills its view's whole frame and any safe area that frame touches"
        guard let barPlatforms else {
            return "\(seen). It is left unchanged, since glass needs a shape and the tool cannot tell which one this view has where it is used; if the view is clipped there, give the material that shape with `background(_:in:)` to have it migrated, or set migrateFullBleed to migrate it with Rectangle()."
        }
        let names = barPlatforms.map { "\($0) 26" }
        let subject = names.count == 1 ? "\(names[0]) draws" : "\(names.dropLast().joined(separator: ", ")) and \(names.last!) draw"
        return "\(seen), as a bar's does. It is left unchanged, since \(subject) system bars in Liquid Glass already; if the view is clipped where it is used, give the material that shape with `background(_:in:)` to have it migrated, or set migrateFullBleed to migrate it with Rectangle()."
    }

    /// A material background on content, which `reason` says what makes it.
    static func contentLayer(_ reason: String) -> String {
        "This material background is on content: it is in \(reason). Liquid Glass belongs to the functional layer (bars, controls, floating overlays), not to content, and a material is still right for content on iOS 26, so it is left unchanged; set migrateContentLayer to migrate it anyway."
    }

    /// A material background on a view used both as content and elsewhere, as `reason` says.
    static func contentLayerUnsure(_ reason: String) -> String {
        "Whether this material background is on content cannot be told: \(reason). It is left unchanged; review it by hand (Liquid Glass belongs to the functional layer: bars, controls, floating overlays, not content)."
    }

    /// A second material background in a chain whose first one becomes glass.
    static let earlierInChain = "An earlier material background in this chain becomes Liquid Glass, so this one would put glass on glass; it is left unchanged; review it by hand."

    /// `background(…)` without a receiver in view code.
    static let noReceiver = "This `background` call has no receiver, so it cannot be known to be SwiftUI's modifier on `self`; it is left unchanged (write `self.background(…)` to have it migrated)."

    /// A chain that calls a `glassEffect` which is not SwiftUI's, at `line`.
    static func otherGlassEffect(line: Int) -> String {
        "This chain also calls `.glassEffect` (line \(line)), which is not SwiftUI's (an app's own modifier or a compatibility wrapper) and may draw glass itself, so its material background is left unchanged; review it by hand."
    }

    /// A chain that already applies glass with the modifier `name` at `line`.
    static func alreadyGlass(_ name: String, line: Int) -> String {
        "This chain already applies Liquid Glass with `.\(name)` (line \(line)), so its material background is left unchanged to avoid glass on glass; review it by hand."
    }

    /// Code built for `platforms` that the deployment targets (`targets`, described) do not name.
    static func unnamedPlatforms(_ platforms: String, targets: String) -> String {
        "This code is built for \(platforms), which \(targets) do not name, so neither the adaptive helper's availability check nor plain glass would compile there; it is left unchanged (declare the platform in Package.swift or the Xcode project, or review it by hand)."
    }

    /// The `native` style where a deployment target (`targets`, described) is below 26.
    static func nativeUnavailable(targets: String) -> String {
        "The native style writes `.glassEffect` with no fallback, which needs every deployment target at 26 or later, but \(targets) are not; this site is left unchanged (use the adaptive or auto style)."
    }

    /// A comment in the material that `.regular` would replace.
    static let nativeLosesComment = "A comment inside this material expression would be lost by replacing it with `.regular`; review it by hand."

    /// The `liquidglass` style on code also built for `platforms`.
    static func liquidGlassPlatform(_ platforms: String) -> String {
        "The LiquidGlass package is made for iOS and macOS, but this code is also built for \(platforms), so this background keeps its material there through the adaptive helper instead."
    }

    /// The `liquidglass` style on a shape the package cannot draw.
    static let liquidGlassShape = "The LiquidGlass package only draws continuous rounded rectangles, so this background keeps its shape through the adaptive helper instead."

    /// A comment in a call that `.glass(style:)` would replace.
    static let liquidGlassLosesComment = "A comment inside this material background would be lost by rewriting it to `.glass(style:)`; review it by hand."

    /// The package's own pre-26 material (`drawn`) instead of the original one.
    static func liquidGlassLook(drawn: String, original: String) -> String {
        "Before iOS 26 the LiquidGlass package draws its own \(drawn) material with a white stroke and a shadow instead of the original \(original), so the pre-iOS 26 look changes; use the adaptive style to keep it."
    }
}

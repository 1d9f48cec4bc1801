import GlassMigrateCore

/// Turns SwiftUI material backgrounds into Liquid Glass that keeps the original material and shape before iOS 26 (`ruleDescription` says which forms).
public struct MaterialBackground: Rule {
    /// Creates the rule.
    public init() {}

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: Option.ruleID,
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
              (`ZStack { … }.cornerRadius(10)`, the view a `.background { }` belongs to), or where the
              view, property or method holding it is used in the file (`.overlay { Frost() }.clipShape(…)`),
              or followed by a modifier of the module whose body clips (`.cardStyle(radius: 14)` over
              `content.cornerRadius(radius)`): named with that clip and its line, never migrated with
              `Rectangle()`;
            - an argument without a Liquid Glass counterpart, by label and value (`ignoresSafeAreaEdges: .top`,
              `clipShape(_:style: FillStyle(eoFill: true))`, `cornerRadius(_:antialiased: false)`,
              `alignment:` of `background { }`); `fillStyle:` other than the default is
              `material-background/fill-style`;
            - a material reached through a view property or method of the file
              (`.background(cardBackground)`, `.background { cardBackground }`): named with its line, and
              with the `background(_:in:)` to write when its body is one filled shape; never rewritten through
              the name, since other uses may need it;
            - a plain material passed as an argument to a view or modifier the module declares
              (`PhotoIcon(background: .ultraThinMaterial)`, `.surface(.thickMaterial)`), which draws it in a way
              the call does not tell (`material-background/argument`, info): never followed; not said of the
              module's own glass views and modifiers, of an argument labelled as a fallback, of `.bar` (a
              member of other types too), or of SwiftUI's style modifiers a module overloads (`fill`);
            - a shape filled with a material (and perhaps framed) as the first layer of a `ZStack` that
              has other layers (`ZStack { RoundedRectangle(cornerRadius: 16).fill(.thinMaterial); HStack { … } }`):
              a background drawn as a view, never rewritten, since the stack sizes the shape and whether
              the other layers take the same space is not told (on content, it is
              `material-background/content-layer`). Left as they are: a stack whose other layers only draw
              (shapes, colours, gradients), a stack that is itself drawn in a `background`, `overlay` or
              `mask` (reported there), and a layer or stack that ignores the safe area, a screen's backdrop;
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

            `#if` branches of a chain are alternatives: in `#if os(iOS) .background(A, in: S) #else
            .background(B, in: S) #endif` each branch is judged on its own, and glass in one branch is
            never glass on the material of another.

            **Glass on glass** (`material-background/glass-on-glass`, info, naming the surface): a
            material left a material because as glass it would sit on glass. The module's glass is
            known by what it does (`ModuleGlass`): SwiftUI's `glassEffect`, glass button styles, the
            generated helper, LiquidGlass's `.glass(style:)`, `GlassCard` and `GlassButton`, and any
            modifier, method or view of the module whose body applies one of these, in any file of the
            module. Left so:

            - a material inside toolbar content (`.toolbar { … }`, `ToolbarItem`, `ToolbarItemGroup`),
              which iOS 26 draws on the bar's own glass;
            - a material on the root view of a `.sheet`, `.popover` or `.fullScreenCover` (the single
              view of its content), or on the root of a view type the module presents so;
            - a material inside a view that gets glass from an ancestor: `.glassEffect`, the helper,
              `.modifier(OwnGlass())` or an own `.glassCard()` whose body applies glass, `GlassCard { … }`;
            - a material behind a view that holds glass already, or a view or modifier of the module
              (`.field()`, `.modifier(FieldStyle())`) that applies glass or draws a material background of
              its own (which this rule makes glass); what a view presents in a sheet, popover, alert, menu
              or toolbar is not part of it;
            - a material inside another material of the same file that is migrated: the outer one
              becomes glass, the inner one stays.

            **Leaves silently**: a pre-26 fallback (the `else` of `if #available(… 26 …)`, an
            `if #unavailable(… 26 …)` body, the `else` of `guard #available(… 26 …)`), also when it is
            reached through a name: a computed property, method or type of the same file whose every
            use in the file sits in such a fallback, directly or through another such name. Only the
            file is read, so a name used in other files too is judged by its uses here (leaving the
            code is the careful side). Also left: a `ViewModifier` or extension that already calls
            `glassEffect` (the helper itself), code only visionOS compiles, and backgrounds that are not
            materials.

            **The `liquidglass` style** writes `.glass(style:)` of the LiquidGlass package
            (github.com/rguillen-dev/LiquidGlass; its manifest and sources read at 1.2.0) with `import
            LiquidGlass`. The style is the one whose pre-26 fallback draws the site's material:
            `.ultraThinMaterial` `.sheet`, `.thinMaterial` `.card`, `.regularMaterial` `.button`, `.bar`
            `.toolbar`, `.thickMaterial` `.sidebar`, `.ultraThickMaterial` `.overlay`; `cornerRadius:` is
            written whenever the shape's radius is not that style's default (24, 16, 12, 10, 20, 0), so
            `.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))` becomes
            `.glass(style: .card, cornerRadius: 12)`. Before iOS 26 the package draws that same material in
            the same continuous rounded rectangle and adds its own 0.5 pt white inner stroke and a drop
            shadow (no shadow for `.overlay`), and with Reduce Transparency on an opaque fill instead of the
            material: that is the look this style opts into (`material-background/liquidglass-look`, info,
            not said when every deployment target is 26 or later, where the fallback never draws). Left
            unchanged, each with its finding: a shape the package cannot draw (a capsule, a circle, an
            ellipse, `style: .circular` corners, a custom shape; `liquidglass-shape`), a material no style
            draws (a choice between materials; `liquidglass-material`), and code whose module also builds
            for a platform or version the package does not (it declares iOS 17 and macOS 14; Mac Catalyst
            from iOS 17), or whose manifest names no versions (`liquidglass-platform`); the adaptive or native
            style migrates those.

            The package is added where the rewritten file's module is built, once, and the edit is in the
            `--dry-run` diff: in Package.swift, `.package(url:from:)` in the package's `dependencies:` and
            `.product(name: "LiquidGlass", package: "LiquidGlass")` in the target's; in an Xcode project
            (classic or synchronized folders), an `XCRemoteSwiftPackageReference`, the target's
            `XCSwiftPackageProductDependency` in its `packageProductDependencies`, and a build file of the
            product in its Frameworks phase. The options `liquidGlassURL` and `liquidGlassVersion` set the
            address and the `from:` version (default 1.2.0: the package's tags start at 1.0.0, so the
            README's `from: "0.1.0"` resolves to no version, and 1.2.0 is the first to declare macOS). A
            module that has the package (any address or local path of that identity, or the product
            linked) is not edited. Where the dependency cannot be added safely (a manifest that computes its
            dependencies or targets, an XcodeGen `project.yml`, a Tuist or other generated project, a target
            without a Frameworks phase), the file keeps its sites and a `not-rewritten` finding names exactly
            what to add.

            **Content layer** (`material-background/content-layer`, info): Apple's Human Interface
            Guidelines put Liquid Glass on the functional layer and keep standard materials for the content
            layer ("Liquid Glass forms a distinct functional layer for controls and navigation elements —
            like tab bars and sidebars — that floats above the content layer"; "the standard materials help
            with visual differentiation within the content layer", Materials). A material on content stays a
            material, which is still right on iOS 26: a row of a `List` or `Form`, a cell of a `LazyVGrid`,
            `LazyHGrid` or `Grid`, a `ForEach` item in a `LazyVStack` or `LazyHStack` (a card in scrolling
            content), anything in a `ScrollView`'s content, a view type whose name ends in `Bubble`, or a
            view type, property or method used only in such places: in its file, and, for a view type or a
            method of an extension (a modifier such as `.cardStyle()`), in the other files of its module
            (`ModuleContent`), where a use at the root of a view type is judged by that type's own uses;
            uses in previews (`#Preview`, a `PreviewProvider`) do not count. A known limit: only files that
            can hold content (naming a `List`, `Form`, `ForEach`, grid or `ScrollView`) are read for those
            uses, so a modifier applied in a file without any (a section view placed in another file's
            `ScrollView`) is not seen there. The closures around the site decide, innermost first: an
            `overlay`, a view laid over the first view of a `ZStack` (unless that view is a backdrop: a colour,
            gradient, shape, image or a view named `…Background`), a `safeAreaInset`, toolbar or ornament,
            and a presented view are functional and migrate as before; so is a control (`Button`, `Link`,
            `Menu`, `NavigationLink`, `Toggle`, `ShareLink`, and the input controls `TextField`, `SecureField`, `Picker`,
            `Slider`, `Stepper`, `DatePicker`, `ColorPicker`) and its label, unless content holds the control
            (a button in a row, a cell or scrolling content), which is left with a `review` finding. The
            finding names the container that makes the site content. A view used both as content and
            elsewhere is left with a `review` finding saying where, and so is a material that nothing
            around places but that is behind a view holding a `ScrollView` or `List` of its own (a card of
            content and a floating panel look alike there), and so is any material not itself on content
            that is drawn exactly like a material on content elsewhere in the file (the same `.background`
            and the clip right after it: one card in two `if` branches, one a scrolling list's). A
            `NavigationLink`'s destination is a screen of
            its own, not content of the view holding the link. `migrateContentLayer` migrates content
            sites too. `glass-content-layer` asks the same question of `glassEffect`.

            **Opted out** (`material-background/design-compatibility`, info): a target that sets
            `UIDesignRequiresCompatibility` to true (in an Info.plist its `INFOPLIST_FILE` names, or as the
            `INFOPLIST_KEY_UIDesignRequiresCompatibility` build setting of its Xcode project) shows the design of
            before iOS 26 while the key is set, so a rewrite to glass is not what its users see today. Its
            material backgrounds stay materials; the finding names the file that sets the key: adopt the new
            design, remove the key, and run again. `migrateOptedOut` migrates these sites anyway. Swift
            packages and files no Xcode target compiles have no Info.plist of their own and are not held; a
            key set only in an `.xcconfig` file is not seen here (`compatibility-opt-out` still reports it).

            **Full-bleed** (`material-background/full-bleed`, info): said only of a material with no
            shape anywhere: no clip after it in its chain (the module's own clipping modifiers included),
            none on a view around it in the same expression, and none where the view holding it is used in
            the file. A clip applied in another file is not seen; such a material is still called
            full-bleed, and the message says what the tool saw
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
        options: [Option.style.option, Option.migrateFullBleed.option, Option.liquidGlassURL.option, Option.liquidGlassVersion.option,
                  Option.migrateContentLayer.option, Option.migrateOptedOut.option, Option.helperPath.option],
        subFindings: [
            ("material-background/full-bleed", "a shape-less material left unchanged (info)."),
            ("material-background/content-layer", "a material on content (a row, a cell, a card in scrolling content, a bubble) left a material (info)."),
            ("material-background/review", "a site left unchanged because the tool is not sure of the rewrite; the message says why."),
            ("material-background/design-compatibility", "a material left unchanged because a target that compiles it sets UIDesignRequiresCompatibility to true, so it shows the design of before iOS 26 (info)."),
            ("material-background/glass-on-glass", "a material left unchanged because as glass it would be glass on glass: in toolbar content, on a presentation's root, under or behind other glass (info)."),
            ("material-background/fill-style", "a `fillStyle:` argument, which glass has no counterpart for."),
            ("material-background/argument", "a material passed to a view or modifier the module declares, which draws it in a way the site does not tell; not followed (info)."),
            ("material-background/native-unavailable", "the `native` style asked for where a deployment target is below 26 (error)."),
            ("material-background/liquidglass-look", "what the LiquidGlass package adds before iOS 26 over the same material: its inner stroke and shadow (info; not said where every deployment target is 26 or later)."),
            ("material-background/liquidglass-shape", "a shape the LiquidGlass package cannot draw (a capsule, a circle, circular corners, a custom shape), left unchanged."),
            ("material-background/liquidglass-material", "a material no LiquidGlass style draws (a choice between materials), left unchanged."),
            ("material-background/liquidglass-platform", "code also built for a platform or version the LiquidGlass package does not build for (it declares iOS 17 and macOS 14), or whose deployment targets are unknown, left unchanged."),
        ]
    )

    /// The rule's options, as its description declares them and its steps read them.
    enum Option {
        static let ruleID = "material-background"
        static let style = RuleOption.Key<OutputStyle>(
            "style", default: .auto, flag: "--style", placement: .ruleOrTopLevel,
            summary: "What the rewrite writes: the generated adaptive helper, the LiquidGlass package's modifier, or plain glassEffect (only when every deployment target is 26); auto picks native or adaptive.")
        static let migrateFullBleed = RuleOption.Key<Bool>(
            "migrateFullBleed", default: false, flag: "--migrate-full-bleed", placement: .ruleOrTopLevel,
            summary: "Also migrates shape-less, full-bleed material backgrounds, with Rectangle().")
        static let liquidGlassURL = RuleOption.Key<String>(
            "liquidGlassURL", default: LiquidGlassPackage.defaultURL,
            summary: "The address of the LiquidGlass package that the `liquidglass` style adds as a dependency.")
        static let liquidGlassVersion = RuleOption.Key<String>(
            "liquidGlassVersion", default: LiquidGlassPackage.defaultVersion,
            summary: "The version the `liquidglass` style's dependency starts from (`from:`, up to the next major version).")
        static let migrateContentLayer = RuleOption.Key<Bool>(
            "migrateContentLayer", default: false, flag: "--migrate-content-layer", placement: .ruleOrTopLevel,
            summary: "Also migrates material backgrounds on content (list rows, grid cells, cards in scrolling content, message bubbles), which otherwise stay materials.")
        static let migrateOptedOut = RuleOption.Key<Bool>(
            "migrateOptedOut", default: false, flag: "--migrate-opted-out", placement: .ruleOrTopLevel,
            summary: "Also migrates the code of targets that set UIDesignRequiresCompatibility to true, which show the design of before iOS 26 while the key is set.")
        static let helperPath = RuleOption.Key<String?>(
            path: "helperPath", placement: .ruleOrTopLevel,
            values: "a folder or `.swift` path relative to the configuration file; default: the module's root",
            summary: "Where the generated AdaptiveGlassBackground.swift is written.")
    }

    /// The `adaptive` style's generated helper.
    public var supportFileRecipes: [SupportFileRecipe] { [AdaptiveGlassHelper.recipe] }
    /// What the module's glass is (`ModuleGlass`).
    public var moduleFacts: [any ModuleFact.Type] { [ModuleGlass.self, ModuleContent.self] }

    /// Rewrites every recognised material background in `file` in the configured style.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        var finder = MaterialSiteFinder(file: file, context: context)
        var decider = MaterialSiteDecider(file: file, context: context, syntax: finder.syntax)
        var writer = MaterialSiteWriter(file: file, context: context, ruleID: id, syntax: finder.syntax)
        var sites: [(chain: ModifierChain, index: Int, site: MaterialSite)] = []
        for (chain, index) in file.links(named: "background") {
            if let site = finder.site(chain, index) { sites.append((chain, index, site)) }
        }
        // Outer sites first (a site after every site whose view holds it), so that a material inside
        // another that becomes glass stays a material.
        // Found in one sweep over the sites' view ranges, so a file of many sites stays linear.
        let ranges = sites.map { site in
            let dot = file.tokens[site.chain.links[site.index].dot].start
            return (site.chain.receiverTokens.map { file.tokens[$0.lowerBound].start } ?? dot)..<dot
        }
        let containing = GlassOnGlass.rangesContaining(sites.map { file.tokens[$0.site.link.dot].start }, in: ranges)
        let outers = sites.indices.map { inner in
            containing[inner].filter { outer in
                sites[outer].chain.links[0].dot != sites[inner].chain.links[0].dot
                    && finder.isInside(sites[inner].site.link, sites[outer].chain, at: sites[outer].index)
            }
        }
        var migrated = Set<Int>()
        for position in sites.indices.sorted(by: { (outers[$0].count, $0) < (outers[$1].count, $1) }) {
            let (chain, index, site) = sites[position]
            if let outer = outers[position].first(where: migrated.contains) {
                let line = file.source.location(of: file.tokens[sites[outer].site.link.nameToken].start).line
                finder.report(MaterialBackground.insideMigrated(line: line), at: site.link, subID: "glass-on-glass", severity: .info)
                continue
            }
            let proposed = writer.proposedSites
            if let output = decider.decide(site) { writer.write(site, as: output) }
            if writer.proposedSites > proposed {
                finder.markGlassed(chain, at: index)
                migrated.insert(position)
            }
        }
        finder.reportReceiverlessCalls()
        finder.reportStackLayers()
        finder.reportMaterialArguments()
        return writer.finish()
    }
}


import GlassMigrateCore

/// Reports Liquid Glass API used below a 26 deployment target without an availability check (`ruleDescription` says where and what it leaves).
public struct GlassAvailability: Rule {
    /// Modifiers that exist only from iOS 26 on.
    static let modifiers: Set<String> = ["glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition"]
    /// Types that exist only from iOS 26 on.
    static let types: Set<String> = ["GlassEffectContainer"]
    /// Button styles, as written in `.buttonStyle(.name)`, that exist only from iOS 26 on.
    static let buttonStyles: Set<String> = ["glass", "glassProminent"]
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "actor", "protocol", "typealias", "extension",
    ]

    /// `modifiers` and `types`, looked up by a token's bytes before a string is made of it: a file has
    /// thousands of identifiers and few of these.
    static let names = WordSet(modifiers.union(types).sorted())

    /// Creates the rule.
    public init() {}

    /// What the module's glass is (`ModuleGlass`).
    public var moduleFacts: [any ModuleFact.Type] { [ModuleGlass.self] }

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-availability",
        summary: "Reports Liquid Glass API used below a 26 deployment target without an availability check.",
        kind: .lint,
        defaultSeverity: .error,
        triggers: ["glassEffect", "GlassEffectContainer", ".glass"],
        groupsIdenticalFindings: true,
        details: """
            Reports `glassEffect`, `glassEffectID`, `glassEffectUnion`, `glassEffectTransition`, \
            `GlassEffectContainer` and `.buttonStyle(.glass/.glassProminent)` where some platform the code is built \
            for is below 26 and no enclosing `if #available`, `guard #available` or `@available` names that \
            platform at 26 (a platform a check does not name is matched by its `*` at the deployment target). \
            On visionOS, which has no Liquid Glass API, only an `#if !os(visionOS)` or a declaration marked \
            `@available(visionOS, unavailable)` keeps the code out. Deployment targets come from the package or \
            Xcode target that compiles the file; an unknown target counts as iOS below 26. Left alone: names the \
            module declares itself (a wrapper package's `struct GlassEffectContainer`, in this file or another file \
            of the run in the same package target or Xcode project), calls whose labels fit no SwiftUI signature, \
            calls that reach a `func glassEffect` the module declares on views (`extension View`, `extension Shape`) \
            with labels that fit it (a wrapper type's method of that name, such as a `Backport`'s, shadows nothing a \
            view calls), and calls through a compatibility wrapper \
            (`view.backport.glassEffect()`). Nested checks and several `@available` attributes add up; Mac Catalyst \
            takes iOS's version unless a check names it. Code in an `#if os(…)` branch is judged only for the \
            platforms that compile it (a condition such as `DEBUG` restricts nothing), and platforms the \
            configuration's `platforms` list leaves out are not reported. \
            A module's own `glass` names shadow `.buttonStyle(.glass)` only as static members of its own \
            `ButtonStyle` or `PrimitiveButtonStyle` extensions, where that call can reach them. \
            **Fixes** an ungated `.buttonStyle(.glass)` or `.buttonStyle(.glassProminent)` (nothing else in the call) \
            to `.adaptiveGlassButtonStyle()` or `.adaptiveGlassProminentButtonStyle()`, from a generated \
            `AdaptiveGlassButtonStyle.swift` written once per module: the glass style where `#available` holds, \
            `.bordered` or `.borderedProminent` before 26 and on visionOS; such code did not build, so no look it \
            had changes. The same way, from a generated `AdaptiveGlassEffect.swift`: `glassEffect(_:in:)` becomes \
            `adaptiveGlassEffect(_:in:fallback:)` (the glass on 26; before 26 and on visionOS the `fallbackMaterial` \
            in the same shape, a capsule when no shape is given; only the name changes and `fallback:` is added, \
            and only where the deployment targets are known and the glass is spelled `.regular`, `.clear` or `.identity` with any `.tint(…)` and \
            `.interactive(…)`, which the helper's `AdaptiveGlassEffectStyle` spells alike, and every target has the \
            material shorthands: iOS 15, macOS 12, tvOS 15, watchOS 10); `GlassEffectContainer { … }` becomes \
            `AdaptiveGlassEffectContainer { … }` (its content as it is before 26); `glassEffectID`, \
            `glassEffectUnion` and `glassEffectTransition` (with `.matchedGeometry`, `.materialize` or \
            `.identity`) become `adaptiveGlassEffectID`, `adaptiveGlassEffectUnion` and \
            `adaptiveGlassEffectTransition`, which do nothing before 26. A module that declares one of the \
            helper's names itself keeps its code and the finding. \
            **Inside a check that leaves platforms out** (`if #available(iOS 26, *)` or `guard #available(…)` \
            built for macOS 14 too), the fix names those platforms in the check instead (`#available(iOS 26, \
            macOS 26.0, *)`), one edit for every site of the check, so that before 26 they take the author's own \
            fallback as the named platforms do; not for an `@available` attribute (its callers would change), \
            visionOS (no Liquid Glass API to check for) or a check that names the platform at another version. \
            With no deployment target known, a generated helper's check names iOS, macOS, tvOS and watchOS, so \
            it compiles whichever of them the code is built for. \
            **Renamed versions:** a holding check around Liquid Glass code that names `iOS 19`, `macOS 16`, \
            `watchOS 12`, `tvOS 19`, `visionOS 3` (or Mac Catalyst 19), the numbers of the 2025 releases before \
            Apple named them 26, counts as 26, as the compiler reads it (swiftlang/swift#82153 remaps them; \
            its test `availability_versions_canonical` accepts 26 API under `#available(iOS 19, …)`), and is \
            reported (`glass-availability/renamed-version`, info) with a fix writing 26, the same check. \
            Identical findings in one file are reported once, at the first site, \
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
            RuleSource(title: "swiftlang/swift#82153: Upstream support for the Xcode 26 SDKs", url: "https://github.com/swiftlang/swift/pull/82153",
                       point: "Re-maps the macOS 16 aligned availability versions to 26: watchOS 12, visionOS 3, macOS 16, iOS 19 and tvOS 19 become 26 (and the compiled #available queries keep their numbers)."),
            RuleSources.apple("SwiftUI: bordered", "swiftui/primitivebuttonstyle/bordered",
                              "The bordered button style the fix falls back to (iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0); borderedProminent is iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0."),
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
            Option.fallbackMaterial.option,
            RuleOption.runSetting(key: "platforms", flag: "--platforms", values: "platform names (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `macCatalyst`); default: every platform the build lists",
                                  summary: "The platforms the team ships; findings about the others (say, visionOS listed in the package but never shipped) are not reported. Rewrites still compile for every platform the build has."),
        ]
    )

    /// The support files the fixes call.
    public var supportFileRecipes: [SupportFileRecipe] { [GlassButtonStyleHelper.recipe, GlassEffectHelper.recipe] }

    /// The rule's options, as its description declares them and its logic reads them.
    enum Option {
        static let fallbackMaterial = RuleOption.Key<String>(
            "fallbackMaterial", choices: GlassEffectHelper.fallbackMaterials, default: "ultraThinMaterial",
            summary: "The material an ungated glassEffect's fix draws before iOS 26 and on visionOS, in the glass's shape (the seed article's choice is the default).")
    }

    /// Reports every unguarded use; an ungated glass button style is also fixed.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let targets = context.deploymentTargets
        guard !targets.allSupportLiquidGlass else { return [] }
        // Asked of both sets: merging the module's names into the file's would copy them for every file.
        let own = file.declaredNames
        let declared = { (name: String) in own.contains(name) || context.moduleDeclarations.contains(name) }
        // The module's own `glassEffect` shadows SwiftUI's only where a call can reach it: on a view, with
        // its labels (`SwiftUIGlassEffect`); a wrapper type's method of that name shadows nothing.
        lazy var viewGlassEffects = ModuleGlass.of(file, context: context).viewGlassEffects
        let helperFix = GlassEffectHelperFix(file: file, ruleID: id, fallback: fallbackMaterial(context), declared: declared)
        let fallbackCompiles = Self.fallbackCompiles(for: targets)
        // With no deployment target known, neither are the platforms the helper's check must name.
        let writesHelper = !targets.minimums.isEmpty
        var sites: [(token: Int, what: String, fix: (edits: [Edit], recipe: SupportFileRecipe)?)] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && Self.names.contains(token: index, in: file.source) {
            let name = file.text(ofToken: index)
            guard name == "glassEffect" || !declared(name) else { continue }
            let previous = file.previousSignificant(before: index)
            let next = file.nextSignificant(after: index)
            if let previous, file.tokens[previous].kind == .identifier,
               Self.declarationKeywords.contains(file.text(ofToken: previous)) { continue }
            if let next, file.tokens[next].kind == .colon { continue }  // an argument label
            if Self.modifiers.contains(name) {
                let isMember = previous.map { file.tokens[$0].kind == .period } ?? false
                let isCall = next.map { file.tokens[$0].kind == .leftParen } ?? false
                // A modifier is always called: `self.glassEffect` uncalled is a property of the module's own.
                guard isCall else { continue }
                if isMember, let dot = previous, isOnCompatibilityWrapper(dot: dot, in: file) { continue }
                if isCall, let open = next {
                    let arguments = ArgumentList(file, open: open)
                    if !Self.fitsAppleSignature(name, arguments: arguments) { continue }
                    if name == "glassEffect", SwiftUIGlassEffect.isShadowed(arguments.labels, by: viewGlassEffects) { continue }
                }
                let compiles = name != "glassEffect" || fallbackCompiles
                let edits = isCall && compiles && writesHelper ? helperFix.modifier(name, at: index) : nil
                sites.append((index, "`\(name)`", edits.map { ($0, GlassEffectHelper.recipe) }))
            } else {
                let edits = writesHelper ? helperFix.container(at: index) : nil
                sites.append((index, "`\(name)`", edits.map { ($0, GlassEffectHelper.recipe) }))
            }
        }
        for (chain, index) in file.links(named: "buttonStyle") {
            guard let argument = chain.links[index].arguments?.arguments.first, argument.label == nil,
                  let dot = argument.valueTokens.first, file.tokens[dot].kind == .period,
                  let name = file.nextSignificant(after: dot), file.tokens[name].kind == .identifier else { continue }
            let style = file.text(ofToken: name)
            // The module's own `glass` shadows the call only as a member of a button-style extension.
            guard Self.buttonStyles.contains(style), !ModuleGlass.of(file, context: context).buttonStyleMembers.contains(style),
                  !isOnCompatibilityWrapper(dot: chain.links[index].dot, in: file) else { continue }
            let fix = buttonStyleFix(chain.links[index], style: style, in: file, declared: declared)
            sites.append((name, "`.buttonStyle(.\(style))`", fix.map { ([$0], GlassButtonStyleHelper.recipe) }))
        }
        let gate = LiquidGlassGate(file, targets: targets)
        var fixes: [Fix] = []
        var renamed: [Int: RenamedVersionFix.Site] = [:]
        var extendedChecks: Set<Int> = []
        for site in sites.sorted(by: { $0.token < $1.token }) {
            for found in RenamedVersionFix.sites(around: site.token, in: file, ruleID: id) { renamed[found.token] = found }
            // Platforms the team does not ship (`platforms` in the configuration) are not reported.
            let lacking = gate.platformsLacking(at: site.token).filter(context.configuration.ships)
            guard !lacking.isEmpty else { continue }
            let text: String
            if lacking == [.visionOS] {
                text = visionMessage(for: site.what)
            } else if file.scopes.isGuardedForLiquidGlass(site.token) {
                text = partialMessage(for: site.what, uncovered: lacking, targets: targets)
                // The check's own `else` is the author's fallback: naming the platforms there is the fix.
                if let edit = PartialCheckFix.edit(at: site.token, adding: lacking, in: file, ruleID: id) {
                    // One edit fixes every site of the check: it goes with the first.
                    let first = extendedChecks.insert(edit.range.lowerBound).inserted
                    context.report(text + Self.checkFixed(lacking), at: file.tokens[site.token].start, in: file,
                                   fix: first ? [edit] : [])
                    if first { fixes.append(Fix([edit])) }
                    continue
                }
            } else {
                text = message(for: site.what, platforms: lacking, targets: targets, suggestingHelper: site.fix == nil)
            }
            guard let fix = site.fix else {
                context.report(text, at: file.tokens[site.token].start, in: file)
                continue
            }
            let fixed = fix.recipe.name == GlassButtonStyleHelper.fileName
                ? Self.buttonStyleFixed(fix.edits[0].replacement) : Self.helperFixed(fix.edits[0].replacement)
            context.report(text + fixed, at: file.tokens[site.token].start, in: file, fix: fix.edits)
            fixes.append(Fix(fix.edits, requiring: [fix.recipe.file(for: targets, ruleID: id)]))
        }
        for site in renamed.values.sorted(by: { $0.token < $1.token }) {
            context.report(RenamedVersionFix.message(site.platform), at: file.tokens[site.token].start, in: file,
                           subID: "renamed-version", severity: .info, fix: [site.edit])
            fixes.append(Fix([site.edit]))
        }
        return fixes
    }

    /// The material `fallbackMaterial` names.
    private func fallbackMaterial(_ context: RuleContext) -> String {
        context.options[Option.fallbackMaterial]
    }

    /// Whether a material fallback written at the call site compiles for every target: the material
    /// shorthands are iOS 15, macOS 12, tvOS 15 and watchOS 10.
    static func fallbackCompiles(for targets: DeploymentTargets) -> Bool {
        let oldest: [Platform: OSVersion] = [.iOS: OSVersion(15), .macCatalyst: OSVersion(15), .macOS: OSVersion(12),
                                             .tvOS: OSVersion(15), .watchOS: OSVersion(10)]
        return targets.minimums.allSatisfy { platform, version in oldest[platform].map { version >= $0 } ?? true }
    }

    /// What a finding fixed by naming `platforms` in its check adds to its message.
    static func checkFixed(_ platforms: [Platform]) -> String {
        " Fix: the check names `\(PartialCheckFix.names(platforms))` too, so before 26 there it takes the check's own fallback, as the platforms it names do."
    }

    /// What a finding fixed through `AdaptiveGlassEffect.swift` adds to its message; `helper` is the name written.
    static func helperFixed(_ helper: String) -> String {
        switch helper {
        case GlassEffectHelper.effectModifier:
            return " Fix: `.\(helper)(…, fallback: …)`, from the generated \(GlassEffectHelper.fileName), is this glass on 26 and the fallback material in the same shape before."
        case GlassEffectHelper.container:
            return " Fix: `\(helper)`, from the generated \(GlassEffectHelper.fileName), is this container on 26 and passes its content through before."
        default:
            return " Fix: `.\(helper)(…)`, from the generated \(GlassEffectHelper.fileName), does this on 26 and nothing before."
        }
    }

    /// The edit turning `.buttonStyle(.glass)` (the link `link`) into the adaptive helper's call, nil
    /// when the call holds anything else (a comment, another argument) or the module declares the name.
    private func buttonStyleFix(_ link: ModifierLink, style: String, in file: ParsedFile, declared: (String) -> Bool) -> Edit? {
        guard let helper = GlassButtonStyleHelper.modifier(forStyle: style), !declared(helper),
              let arguments = link.arguments, arguments.arguments.count == 1, link.trailingClosures.isEmpty,
              !file.hasComment(between: arguments.open, and: arguments.close),
              arguments.arguments[0].valueTokens.filter({ !file.tokens[$0].kind.isTrivia }).count == 2 else { return nil }
        return Edit(range: file.tokens[link.nameToken].start..<file.tokens[link.lastToken].end, replacement: "\(helper)()", ruleID: id)
    }

    /// What a fixed button-style finding adds to its message.
    static func buttonStyleFixed(_ call: String) -> String {
        " Fix: `.\(call)`, from the generated AdaptiveGlassButtonStyle.swift, is the glass style on 26 and the bordered one before."
    }

    /// The argument labels SwiftUI's other Liquid Glass modifiers accept (nil: unlabeled):
    /// `glassEffectID(_:in:)`, `glassEffectUnion(id:namespace:)`, `glassEffectTransition(_:)`;
    /// `glassEffect`'s are `SwiftUIGlassEffect`'s.
    private static let appleLabels: [String: [[String?]]] = [
        "glassEffectID": [[nil, "in"]],
        "glassEffectUnion": [["id", "namespace"]],
        "glassEffectTransition": [[nil]],
    ]

    /// Whether a call's labels fit SwiftUI's signature; one that fits none (`glassEffect(radius: 8)`) is
    /// the app's own API, even where the declaration is not in the run.
    private static func fitsAppleSignature(_ name: String, arguments: ArgumentList) -> Bool {
        let labels = arguments.arguments.map(\.label)
        if name == "glassEffect" { return SwiftUIGlassEffect.fitsSwiftUISignature(labels) }
        guard let accepted = appleLabels[name] else { return true }
        // A trailing closure after the parentheses is not in the list; SwiftUI's glass modifiers take none.
        return accepted.contains(labels)
    }

    /// Whether the member access whose `.` is at `dot` is made on a compatibility wrapper, not a view:
    /// a property named like a backport (`view.backport.glassEffect(…)`, the wrapper declared elsewhere)
    /// or any bare property read off a call's result (`….padding().compat.glassEffect(…)`), which
    /// SwiftUI's modified views do not have. Such wrappers check availability themselves.
    private func isOnCompatibilityWrapper(dot: Int, in file: ParsedFile) -> Bool {
        guard let property = file.previousSignificant(before: dot), file.tokens[property].kind == .identifier,
              let propertyDot = file.previousSignificant(before: property), file.tokens[propertyDot].kind == .period
        else { return false }
        if file.text(ofToken: property).lowercased().contains("backport") { return true }
        guard let base = file.previousSignificant(before: propertyDot) else { return false }
        return file.tokens[base].kind == .rightParen || file.tokens[base].kind == .rightBrace
    }

    // MARK: - Messages

    private func describe(_ platforms: [Platform], targets: DeploymentTargets) -> String {
        if targets.minimums.isEmpty {
            let other = platforms.filter { $0 != .iOS }.map(\.rawValue)
            return other.isEmpty ? "the deployment target is unknown (treated as iOS below 26)"
                : "the deployment target is unknown and this code is built for \(other.joined(separator: ", "))"
        }
        let names = platforms.map { platform -> String in
            let version = targets.minimums[platform].map { " \($0)" } ?? ""
            return platform == .visionOS ? "visionOS\(version) (which has no Liquid Glass)" : "\(platform.rawValue)\(version)"
        }
        return "the code is built for \(names.joined(separator: ", "))"
    }

    private func message(for what: String, platforms: [Platform], targets: DeploymentTargets, suggestingHelper: Bool) -> String {
        let helper = what == "`glassEffect`" && suggestingHelper ? ", or use the adaptive helper (`.modifier(AdaptiveGlassBackground(…))`)" : ""
        return "\(what) needs iOS 26 / macOS 26 and nothing checks availability here, but \(describe(platforms, targets: targets)); "
            + "wrap it in `if #available(\(checkArguments(naming: platforms, targets: targets)))` with a fallback\(helper)."
    }

    /// The arguments of a check naming every platform the targets name and every uncovered one.
    private func checkArguments(naming platforms: [Platform], targets: DeploymentTargets) -> String {
        let named = Platform.allCases.filter { platform in
            platform != .visionOS && platform != .macCatalyst
                && (targets.availabilityPlatforms.contains(platform) || platforms.contains(platform))
        }
        return (named.map { "\($0.rawValue) 26.0" } + ["*"]).joined(separator: ", ")
    }

    private func visionMessage(for what: String) -> String {
        "\(what) does not exist on visionOS, which this code is built for, whatever `#available` says; "
            + "keep it out of visionOS builds with `#if !os(visionOS)` (visionOS has its own glassBackgroundEffect)."
    }

    private func partialMessage(for what: String, uncovered: [Platform], targets: DeploymentTargets) -> String {
        let names = uncovered.map(\.rawValue).joined(separator: ", ")
        return "\(what) needs iOS 26 / macOS 26, but the availability check around it does not name \(names) and "
            + "\(describe(uncovered, targets: targets)), so there its `*` is true at the deployment target, where the API "
            + "does not exist; name every platform in the check: `#available(\(checkArguments(naming: uncovered, targets: targets)))`."
    }
}

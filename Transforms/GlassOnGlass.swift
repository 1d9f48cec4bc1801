import GlassMigrateCore

/// Reports glass drawn on a surface that is already glass: toolbar content, a sheet's or popover's root, another glass view (`ruleDescription` says when).
public struct GlassOnGlass: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-on-glass",
        summary: "Reports glass inside toolbars, on sheet and popover roots, and inside another glass view.",
        kind: .lint,
        defaultSeverity: .warning,
        triggers: ["glassEffect", "adaptiveGlassEffect", "buttonStyle(.glass", "GlassButtonStyle", "GlassProminentButtonStyle"],
        details: """
            Reports a `glassEffect` inside toolbar content (`.toolbar { … }`, `ToolbarItem`, `ToolbarItemGroup`), \
            on the single root view of a `.sheet`, `.popover` or `.fullScreenCover` or of a view type the module \
            presents so (whose system background is glass on iOS 26), and glass (a `glassEffect` or a glass button \
            style) inside a view that gets its own glass in the same expression or inside a glass view's content \
            (`GlassCard { … }`). Glass is known by what it does (`ModuleGlass`): besides SwiftUI's `glassEffect`, \
            the generated `adaptiveGlassBackground`, LiquidGlass's `.glass(style:)`, and any modifier, method or \
            view of the module whose body applies glass (`.modifier(OwnGlass())`, an own `.glassCard()`), in any \
            file of the module, count as glass. `#if` branches are alternatives: glass in one branch is never \
            reported against glass in another. Silent for a toolbar item with `.sharedBackgroundVisibility(.hidden)`, a \
            sheet whose content sets `.presentationBackground(…)`, a `.glassEffect(.identity)`, and anything in \
            a pre-26 branch (the `else` of `if #available(iOS 26…)`, `if #unavailable`, `guard #available … else`), \
            where Liquid Glass does not exist. A glass button style (`.buttonStyle(.glass)`, `.glassProminent`) in \
            toolbar content is not reported: Apple documents these styles as drawing their glass from the button's \
            context, and in a navigation bar or window toolbar that context is the shared glass background the bar \
            gives its items, so the style picks how the item's own glass looks instead of adding a second surface. \
            Only one expression is judged for nesting: glass inside the body of a custom view used inside a glass \
            view is not reported.
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
        ]
    )

    /// Creates the rule.
    public init() {}

    /// What the module's glass is (`ModuleGlass`).
    public var moduleFacts: [any ModuleFact.Type] { [ModuleGlass.self] }

    private static let presentations: Set<String> = ["sheet", "popover", "fullScreenCover"]
    private static let toolbarItems: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let module = ModuleGlass.of(file, context: context)
        let views = ViewStructure.withModuleGlass(file, context: context)
        let viewRanges = views.glassApplications.map { file.tokens[$0.viewStart].start..<file.tokens[$0.link.dot].start }
        let presentationBackgrounds = file.links(named: "presentationBackground").map { $0.chain.links[$0.index].dot }
        let containing = Self.rangesContaining(views.glassApplications.map { file.tokens[$0.link.nameToken].start }, in: viewRanges)
        // A pre-26 branch runs where Liquid Glass does not exist: what it draws is never glass on glass.
        for (position, application) in views.glassApplications.enumerated()
        where !file.scopes.isInLiquidGlassFallback(application.link.nameToken) {
            if let reason = reason(for: application, views: views, module: module, viewRanges: containing[position],
                                   presentationBackgrounds: presentationBackgrounds) {
                context.report(reason, at: file.tokens[application.link.nameToken].start, in: file)
            }
        }
        return []
    }

    /// For each offset, the indices (ascending) of the ranges that contain it, found in one sweep so a
    /// file with many glass views stays linear (the ranges around one place are few).
    static func rangesContaining(_ offsets: [Int], in ranges: [Range<Int>]) -> [[Int]] {
        let byStart = ranges.indices.sorted { ranges[$0].lowerBound < ranges[$1].lowerBound }
        var result = [[Int]](repeating: [], count: offsets.count)
        var active: [Int] = []
        var next = 0
        for query in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = offsets[query]
            while next < byStart.count && ranges[byStart[next]].lowerBound <= offset {
                active.append(byStart[next])
                next += 1
            }
            active.removeAll { ranges[$0].upperBound <= offset }
            result[query] = active.sorted()
        }
        return result
    }

    /// Why `application` is glass on glass, or nil; `viewRanges` are the indices of the glass applications
    /// whose glassed view contains it, ascending, and `presentationBackgrounds` the `.` tokens of the
    /// file's `.presentationBackground` links.
    private func reason(for application: GlassApplication, views: ViewStructure, module: ModuleGlass, viewRanges: [Int],
                        presentationBackgrounds: [Int]) -> String? {
        let file = views.file
        let site = application.link.nameToken
        for owner in views.enclosingClosures(of: site) {
            let isToolbar = (owner.isModifier && owner.name == "toolbar") || (!owner.isModifier && Self.toolbarItems.contains(owner.name))
            // A glass button style picks the look of the bar's own glass item; only a glassEffect adds a surface.
            if isToolbar && application.kind == .buttonStyle { return nil }
            if owner.isModifier && owner.name == "toolbar" {
                return Self.inToolbarContent
            }
            if !owner.isModifier && Self.toolbarItems.contains(owner.name) {
                if hasSharedBackgroundHidden(owner, views: views) { return nil }
                return Self.inToolbarItem
            }
            if owner.isModifier && Self.presentations.contains(owner.name) && owner.label != "onDismiss" {
                guard application.kind != .buttonStyle, isRoot(application, of: owner, views: views),
                      !presentationBackgrounds.contains(where: { $0 > owner.open && $0 < owner.close }) else { return nil }
                return Self.onPresentationRoot(owner.name)
            }
            if owner.isModifier && ViewStructure.detachedModifiers.contains(owner.name) { break }
        }
        if application.kind != .buttonStyle, let type = presentedType(rootedIn: application, views: views, module: module) {
            return Self.onPresentedRoot(type)
        }
        // `#if` branches are alternatives: glass in one is never on the glass of another.
        let branches = file.platformBranches
        for position in viewRanges {
            let outer = views.glassApplications[position]
            if outer.kind != .buttonStyle && outer.link.nameToken != site && !branches.areAlternatives(outer.link.nameToken, site)
                && views.isInsideGlassedView(site, of: outer) {
                let line = file.source.location(of: file.tokens[outer.link.nameToken].start).line
                return Self.insideGlassedView(line: line)
            }
        }
        for owner in views.glassViewClosures where owner.open < site && site < owner.close {
            if views.enclosingClosures(of: site).contains(where: { $0.open > owner.open && $0.isModifier
                && ViewStructure.detachedModifiers.contains($0.name) }) { continue }
            let line = file.source.location(of: file.tokens[owner.nameToken].start).line
            return Self.insideGlassView(owner.name, line: line)
        }
        return nil
    }

    /// The view type whose `body` has the glassed view as its single root, when the module presents that
    /// type as the root of a sheet, popover or full-screen cover and nothing in the body sets a
    /// presentation background.
    private func presentedType(rootedIn application: GlassApplication, views: ViewStructure, module: ModuleGlass) -> String? {
        let scopes = views.file.scopes
        guard let block = scopes.innermostBlock(containing: application.viewStart), scopes.blocks[block].kind == .property,
              scopes.blocks[block].name == "body", let parent = scopes.blocks[block].parent,
              scopes.blocks[parent].kind == .type, let type = scopes.blocks[parent].name, module.isPresented(type) else { return nil }
        let statements = views.statements(inBlockAt: scopes.blocks[block].open)
        guard statements.count == 1, views.rootGlass(of: statements[0]).contains(application),
              !application.chain.links.contains(where: { $0.name == "presentationBackground" }) else { return nil }
        return type
    }

    /// Whether the glass is on the single root view of the presentation's content closure.
    private func isRoot(_ application: GlassApplication, of owner: ClosureOwner, views: ViewStructure) -> Bool {
        let statements = views.statements(inBlockAt: owner.open)
        guard statements.count == 1 else { return false }
        return views.rootGlass(of: statements[0]).contains(application)
    }

    /// Whether the toolbar item is followed by `.sharedBackgroundVisibility(…)`, which removes its system glass.
    private func hasSharedBackgroundHidden(_ owner: ClosureOwner, views: ViewStructure) -> Bool {
        guard let chain = views.chain(startingAt: owner.nameToken) else { return false }
        return chain.links.contains { $0.name == "sharedBackgroundVisibility" }
    }
}

// MARK: - Messages

extension GlassOnGlass {
    /// Glass in `.toolbar { … }` content.
    static let inToolbarContent =
        "Glass inside toolbar content sits on the toolbar's own Liquid Glass and turns muddy; remove it and let the system style the item."

    /// Glass in a `ToolbarItem` or `ToolbarItemGroup`.
    static let inToolbarItem =
        "Glass inside a toolbar item sits on the toolbar's own Liquid Glass and turns muddy; remove it and let the system style the item."

    /// Glass on the root view of a sheet or popover.
    static func onPresentationRoot(_ presentation: String) -> String {
        "The root of a .\(presentation) already has a system Liquid Glass background on iOS 26; glass on it is glass on glass, so remove this glassEffect."
    }

    /// Glass on the root view of `type`, which the module presents.
    static func onPresentedRoot(_ type: String) -> String {
        "The root of `\(type)`, which this module presents as a sheet, popover or full-screen cover, already has a system Liquid Glass background on iOS 26; glass on it is glass on glass, so remove this glass."
    }

    /// Glass inside the content of `name`, a view that applies glass, at `line`.
    static func insideGlassView(_ name: String, line: Int) -> String {
        "This glass is inside `\(name)` (line \(line)), which applies its own glass; glass on glass turns muddy, so keep only the outer glass or use a GlassEffectContainer of separate glass views."
    }

    /// Glass inside a view whose own glass is at `line`.
    static func insideGlassedView(line: Int) -> String {
        "This glass is inside a view that gets its own glassEffect (line \(line)); glass on glass turns muddy, so keep only the outer glass or use a GlassEffectContainer of separate glass views."
    }
}

import GlassMigrate

/// Reports glass drawn on a surface that is already glass: inside toolbar content, on the root view of a
/// sheet or popover (whose system background is glass on iOS 26), or inside another view that gets a
/// `glassEffect` in the same expression.
///
/// Glass here means `.glassEffect(…)` (not `.glassEffect(.identity)`) or a glass button style. Only what is
/// visible in one expression is judged: a custom view whose own body adds glass is not followed. A toolbar
/// item with `.sharedBackgroundVisibility(.hidden)` has no system glass behind it, and a sheet whose
/// content sets `.presentationBackground(…)` has no system glass background, so glass there is silent.
/// A glass button style in toolbar content is silent too: Apple's glass button styles draw their glass
/// from the button's context, and in a bar that context is the bar's own glass item. Nothing in a pre-26
/// branch (the `else` of `if #available(… 26 …)`, `if #unavailable`, `guard #available … else`) is
/// judged, since Liquid Glass does not exist there.
public struct GlassOnGlass: Transform {
    /// The rule id.
    public let id = "glass-on-glass"
    /// What the rule reports.
    public let summary = "Reports glass inside toolbars, on sheet and popover roots, and inside another glass view."
    /// A lint rule: it reports and never rewrites on its own.
    public let kind = TransformKind.lint
    /// The severity of its findings unless configured otherwise.
    public let defaultSeverity = Severity.warning
    /// Files without any of these strings are skipped.
    public let triggers = ["glassEffect", "buttonStyle(.glass", "GlassButtonStyle", "GlassProminentButtonStyle"]

    /// Creates the rule.
    public init() {}

    private static let presentations: Set<String> = ["sheet", "popover"]
    private static let toolbarItems: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        let views = ViewStructure(file)
        let viewRanges = views.glassApplications.map { file.tokens[$0.viewStart].start..<file.tokens[$0.link.dot].start }
        let presentationBackgrounds = file.links(named: "presentationBackground").map { $0.chain.links[$0.index].dot }
        let containing = Self.rangesContaining(views.glassApplications.map { file.tokens[$0.link.nameToken].start }, in: viewRanges)
        // A pre-26 branch runs where Liquid Glass does not exist: what it draws is never glass on glass.
        for (position, application) in views.glassApplications.enumerated()
        where !file.scopes.isInLiquidGlassFallback(application.link.nameToken) {
            if let reason = reason(for: application, views: views, viewRanges: containing[position],
                                   presentationBackgrounds: presentationBackgrounds) {
                context.report(reason, at: file.tokens[application.link.nameToken].start, in: file)
            }
        }
        return []
    }

    /// For each offset, the indices (ascending) of the ranges that contain it, found in one sweep so a
    /// file with many glass views stays linear (the ranges around one place are few).
    private static func rangesContaining(_ offsets: [Int], in ranges: [Range<Int>]) -> [[Int]] {
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
    private func reason(for application: GlassApplication, views: ViewStructure, viewRanges: [Int],
                        presentationBackgrounds: [Int]) -> String? {
        let file = views.file
        let site = application.link.nameToken
        for owner in views.enclosingClosures(of: site) {
            let isToolbar = (owner.isModifier && owner.name == "toolbar") || (!owner.isModifier && Self.toolbarItems.contains(owner.name))
            // A glass button style picks the look of the bar's own glass item; only a glassEffect adds a surface.
            if isToolbar && application.kind == .buttonStyle { return nil }
            if owner.isModifier && owner.name == "toolbar" {
                return "Glass inside toolbar content sits on the toolbar's own Liquid Glass and turns muddy; remove it and let the system style the item."
            }
            if !owner.isModifier && Self.toolbarItems.contains(owner.name) {
                if hasSharedBackgroundHidden(owner, views: views) { return nil }
                return "Glass inside a toolbar item sits on the toolbar's own Liquid Glass and turns muddy; remove it and let the system style the item."
            }
            if owner.isModifier && Self.presentations.contains(owner.name) && owner.label != "onDismiss" {
                guard application.kind == .effect, isRoot(application, of: owner, views: views),
                      !presentationBackgrounds.contains(where: { $0 > owner.open && $0 < owner.close }) else { return nil }
                return "The root of a .\(owner.name) already has a system Liquid Glass background on iOS 26; glass on it is glass on glass, so remove this glassEffect."
            }
            if owner.isModifier && ViewStructure.detachedModifiers.contains(owner.name) { break }
        }
        for position in viewRanges {
            let outer = views.glassApplications[position]
            if outer.kind == .effect && outer.link.nameToken != site && views.isInsideGlassedView(site, of: outer) {
                let line = file.source.location(of: file.tokens[outer.link.nameToken].start).line
                return "This glass is inside a view that gets its own glassEffect (line \(line)); glass on glass turns muddy, so keep only the outer glass or use a GlassEffectContainer of separate glass views."
            }
        }
        return nil
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

import GlassMigrate
import GlassMigrateTransforms

/// Rewrites the design system's `.frostedPanel(cornerRadius: r)` into glassmigrate's adaptive glass
/// helper with the same material and shape, so the panel keeps its pre-iOS 26 look.
public struct FrostedPanelRule: Rule {
    /// The rule: its id (also usable in `// glassmigrate:disable:next frosted-panel`), what it does, that it
    /// rewrites code, and the modifier without which a file is skipped before lexing.
    public let ruleDescription = RuleDescription(
        id: "frosted-panel",
        summary: "Frosted panels become adaptive Liquid Glass with the same material and shape.",
        kind: .rewrite,
        triggers: ["frostedPanel"]
    )

    /// Creates the rule.
    public init() {}

    /// Replaces each `.frostedPanel(cornerRadius: r)`; other argument lists are reported, not guessed at.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        // The rewritten code calls the generated helper; the run writes it once per module unless it
        // exists, and only when a fix that needs it is made.
        let helper = AdaptiveGlassHelper.supportFile(for: context.deploymentTargets, ruleID: id)
        var fixes: [Fix] = []
        for (chain, index) in file.links(named: "frostedPanel") {
            let link = chain.links[index]
            guard let arguments = link.arguments, arguments.labels == ["cornerRadius"],
                  link.trailingClosures.isEmpty,
                  !file.hasComment(between: arguments.open, and: arguments.close) else {
                context.report("This frostedPanel call has a form the migration does not know; migrate it by hand.",
                               at: file.tokens[link.dot].start, in: file)
                continue
            }
            let radius = file.text(arguments.arguments[0].valueRange)
            let replacement = ".adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: \(radius), style: .continuous))"
            fixes.append(Fix([Edit(range: link.range, replacement: replacement, ruleID: id)], requiring: [helper]))
        }
        return fixes
    }
}

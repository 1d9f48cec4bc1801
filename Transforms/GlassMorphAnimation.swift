import GlassMigrateCore

/// Reports `glassEffectID` in a view type whose own state changes are never animated, so the glass cannot morph (`ruleDescription` says when).
public struct GlassMorphAnimation: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-morph-animation",
        summary: "Reports glassEffectID in a view whose state changes are never animated, so the glass cannot morph.",
        kind: .lint,
        defaultSeverity: .warning,
        triggers: ["glassEffectID", "adaptiveGlassEffectID"],
        details: """
            Reports the first `glassEffectID` of a view type (with its extensions in the file) that owns state \
            (`@State`, `@StateObject`) and never animates it: no `withAnimation` or `withTransaction`, no \
            `.animation(…)` modifier, no binding animation (`$flag.animation()`), no `.transaction`. A type that \
            owns no state gets its changes from outside, where the animation may be, and is not reported. One \
            finding per type.
            """,
        rationale: """
            Morphing needs three things: the views in one `GlassEffectContainer`, a `glassEffectID` in a shared \
            namespace, and the state change inside `withAnimation`. Without the animation the glass swaps \
            abruptly; the checklist ends with it.
            """,
        sources: [
            RuleSources.seedArticle("Checklist: morphing between states is wrapped in withAnimation; without it the effect does not run."),
            RuleSources.apple("SwiftUI: glassEffectID(_:in:)", "swiftui/view/glasseffectid(_:in:)",
                              "With a GlassEffectContainer, SwiftUI uses the identifier to animate glass shapes to and from each other during transitions."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Expander: View {
                        @State private var isExpanded = false
                        @Namespace private var glass

                        var body: some View {
                            GlassEffectContainer {
                                Button("More") { isExpanded.toggle() }
                                    .glassEffect()
                                    .glassEffectID("more", in: glass)
                            }
                        }
                    }

                    """,
                right: """
                    struct Expander: View {
                        @State private var isExpanded = false
                        @Namespace private var glass

                        var body: some View {
                            GlassEffectContainer {
                                Button("More") { withAnimation { isExpanded.toggle() } }
                                    .glassEffect()
                                    .glassEffectID("more", in: glass)
                            }
                        }
                    }

                    """,
                targets: DeploymentTargets([.iOS: OSVersion(26)])),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        var reportedTypes: Set<String> = []
        // The generated helper's `adaptiveGlassEffectID` (`GlassEffectHelper`) morphs as SwiftUI's does.
        let links = file.links(named: "glassEffectID") + file.links(named: "adaptiveGlassEffectID")
        for (chain, index) in links.sorted(by: { $0.0.links[$0.1].nameToken < $1.0.links[$1.1].nameToken }) {
            let link = chain.links[index]
            guard file.isCode(link.nameToken), link.arguments != nil,
                  let type = file.scopes.enclosingType(of: link.nameToken), let name = type.name,
                  !reportedTypes.contains(name) else { continue }
            reportedTypes.insert(name)
            let blocks = file.scopes.blocks.filter {
                ($0.kind == .type || $0.kind == .extension) && $0.name == name && $0.parent == type.parent
            }
            guard ownsState(blocks, in: file), !animates(blocks, in: file) else { continue }
            context.report(Self.neverAnimated(name), at: file.tokens[link.nameToken].start, in: file)
        }
        return []
    }

    private func tokens(of blocks: [Block]) -> [Int] {
        blocks.flatMap { Array(($0.open + 1)..<$0.close) }
    }

    private func ownsState(_ blocks: [Block], in file: ParsedFile) -> Bool {
        tokens(of: blocks).contains { file.token($0, is: "@State") || file.token($0, is: "@StateObject") }
    }

    private func animates(_ blocks: [Block], in file: ParsedFile) -> Bool {
        for index in tokens(of: blocks) where file.tokens[index].kind == .identifier && file.isCode(index) {
            if file.token(index, is: "withAnimation") || file.token(index, is: "withTransaction") { return true }
            if file.token(index, is: "animation") || file.token(index, is: "transaction"),
               let previous = file.previousSignificant(before: index), file.tokens[previous].kind == .period,
               let next = file.nextSignificant(after: index),
               file.tokens[next].kind == .leftParen || file.tokens[next].kind == .leftBrace {
                return true
            }
        }
        return false
    }
}

// MARK: - Messages

extension GlassMorphAnimation {
    /// A type that gives views a `glassEffectID` but never animates its state.
    static func neverAnimated(_ name: String) -> String {
        "\(name) gives views a glassEffectID but never animates its state changes; change the state inside withAnimation (or add .animation(_:value:)) so the glass morphs instead of jumping."
    }
}

import GlassMigrateCore

/// Reports unconditionally interactive glass in a view type that reads neither Reduce Motion nor Reduce Transparency (`ruleDescription` says when).
public struct GlassInteractiveMotion: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-interactive-motion",
        summary: "Reports unconditionally interactive glass in a custom component that reads neither Reduce Motion nor Reduce Transparency.",
        kind: .lint,
        defaultSeverity: .info,
        isEnabledByDefault: false,
        triggers: ["interactive"],
        details: """
            Off by default. Reports a `Glass` value made interactive with no condition (`.interactive()` or \
            `.interactive(true)`) in a view type that reads neither `accessibilityReduceMotion` nor \
            `accessibilityReduceTransparency` (nor another name containing `reduceMotion`, `reducedMotion` or \
            `reduceTransparency`, such as `UIAccessibility.isReduceMotionEnabled`), once per call. \
            `.interactive(x)` with any other argument already decides and is silent, and so is a value chosen by a \
            condition on those settings (`reduceTransparency ? .regular : .regular.interactive()`). Code outside a \
            type (a `#Preview`, a free function) is not a component and is not looked at.
            """,
        rationale: """
            The interactive bounce is motion, a separate accessibility concern from transparency: the seed \
            article's accessible surface reads Reduce Transparency and drops only the extra `.interactive()` \
            bounce, since the system already frosts the glass for that setting. Native glass also adapts to \
            Reduce Motion by itself, so a component that ignores both settings is a design-review hint, not a \
            defect; the rule is opt-in and reports at `info`.
            """,
        sources: [
            RuleSources.seedArticle("Accessibility section: do not switch glassEffect off for Reduce Transparency (the system frosts it), but take the setting into account when deciding whether to add .interactive(), because the spring animation is a separate accessibility concern."),
            RuleSources.apple("SwiftUI: Glass.interactive(_:)", "swiftui/glass/interactive(_:)",
                              "Interactivity is a Boolean a caller can pass, so a component can make it depend on the user's settings."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Knob: View {
                        var body: some View {
                            Image(systemName: "dial.medium")
                                .padding()
                                .glassEffect(.regular.interactive(), in: .circle)
                        }
                    }

                    """,
                right: """
                    struct Knob: View {
                        @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                        var body: some View {
                            Image(systemName: "dial.medium")
                                .padding()
                                .glassEffect(.regular.interactive(!reduceMotion), in: .circle)
                        }
                    }

                    """,
                targets: DeploymentTargets([.iOS: OSVersion(26)])),
        ]
    )

    /// Creates the rule.
    public init() {}

    private static let accessibilitySpellings = ["reducemotion", "reducedmotion", "reducetransparency"]
    private static let glassValues: Set<String> = ["regular", "clear"]

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        // Whether a type (with its extensions: the blocks of that name beside it) reads an accessibility setting,
        // read once per name and place, so a file with many sites or many types stays linear.
        var typeMentions: [TypeKey: Bool] = [:]
        var blocksByType: [TypeKey: [Block]]?
        for (chain, index) in file.links(named: "interactive") {
            let link = chain.links[index]
            guard file.isCode(link.nameToken), let arguments = link.arguments, isUnconditional(arguments, in: file),
                  isGlassValue(chain, in: file),
                  let type = file.scopes.enclosingType(of: link.nameToken), let name = type.name else { continue }
            let key = TypeKey(name: name, parent: type.parent)
            if blocksByType == nil {
                blocksByType = Dictionary(grouping: file.scopes.blocks.filter { ($0.kind == .type || $0.kind == .extension) && $0.name != nil }) {
                    TypeKey(name: $0.name!, parent: $0.parent)
                }
            }
            let typeMentionsASetting = typeMentions[key] ?? (blocksByType?[key] ?? []).contains {
                mentionsAccessibilitySetting(($0.open + 1)..<$0.close, in: file)
            }
            typeMentions[key] = typeMentionsASetting
            if typeMentionsASetting { continue }
            if let open = file.enclosingOpen(of: chain.links[0].dot), file.tokens[open].kind == .leftParen,
               let close = file.partner(of: open), mentionsAccessibilitySetting((open + 1)..<close, in: file) {
                continue
            }
            if isChosenByACondition(chain, type: type, in: file) { continue }
            context.report(Self.message, at: file.tokens[link.nameToken].start, in: file)
        }
        return []
    }

    /// A type and its extensions: blocks of one name with the same enclosing block.
    private struct TypeKey: Hashable {
        var name: String
        var parent: Int?
    }

    /// Whether the chain is a `Glass` value: `.regular…`, `.clear…` or `Glass.regular…`.
    private func isGlassValue(_ chain: ModifierChain, in file: ParsedFile) -> Bool {
        if let receiver = chain.receiverTokens {
            return receiver.count == 1 && file.token(receiver.lowerBound, is: "Glass")
                && Self.glassValues.contains(chain.links[0].name)
        }
        return Self.glassValues.contains(chain.links[0].name) && chain.links[0].arguments == nil
    }

    /// Whether the glass value is one arm of a ternary, or sits in an `if`/`else` branch of the component
    /// (an availability check aside): then something decides whether the glass is interactive.
    private func isChosenByACondition(_ chain: ModifierChain, type: Block, in file: ParsedFile) -> Bool {
        let start = chain.receiverTokens?.lowerBound ?? chain.links[0].dot
        if let previous = file.previousSignificant(before: start), isTernaryArm(after: previous, in: file) { return true }
        for blockIndex in file.scopes.enclosingBlocks(of: start) {
            let block = file.scopes.blocks[blockIndex]
            if block.open <= type.open { break }
            switch block.kind {
            case .ifBranch where block.availability == nil:
                return true
            case .elseBranch where block.earlierBranches.contains { file.scopes.blocks[$0].availability == nil }:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// Whether the token before a value is the `?` of a ternary, or a `:` that closes one.
    private func isTernaryArm(after previous: Int, in file: ParsedFile) -> Bool {
        if file.tokens[previous].kind == .operator { return file.token(previous, is: "?") }
        guard file.tokens[previous].kind == .colon else { return false }
        // A ternary's `:` has its `?` earlier at the same nesting level, before the `(`, `,`, `{` or `:` that
        // starts the expression; brackets in between are skipped whole.
        var index = previous
        while let before = file.previousSignificant(before: index) {
            let kind = file.tokens[before].kind
            if kind == .operator && file.token(before, is: "?") { return true }
            if kind == .leftParen || kind == .leftBrace || kind == .leftBracket || kind == .comma || kind == .colon { return false }
            if let open = file.partner(of: before), kind == .rightParen || kind == .rightBracket || kind == .rightBrace {
                index = open
                continue
            }
            index = before
        }
        return false
    }

    /// `()` or `(true)`: the bounce is on whatever the user's settings.
    private func isUnconditional(_ arguments: ArgumentList, in file: ParsedFile) -> Bool {
        guard let only = arguments.arguments.first else { return true }
        return arguments.arguments.count == 1 && only.label == nil && file.text(only.valueRange) == "true"
    }

    private func mentionsAccessibilitySetting(_ range: Range<Int>, in file: ParsedFile) -> Bool {
        range.contains { index in
            file.tokens[index].kind == .identifier && file.isCode(index)
                && Self.accessibilitySpellings.contains(where: file.text(ofToken: index).lowercased().contains)
        }
    }
}

// MARK: - Messages

extension GlassInteractiveMotion {
    /// Unconditionally interactive glass in a type that reads neither setting.
    static let message = "This glass bounces on every touch whatever the user's settings, and the component reads neither Reduce Motion nor Reduce Transparency; if the bounce is not essential, read @Environment(\\.accessibilityReduceMotion) and pass .interactive(!reduceMotion)."
}

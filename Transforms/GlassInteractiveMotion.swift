import GlassMigrate

/// Reports interactive glass (`.regular.interactive()`, `Glass.clear.tint(c).interactive()`) in a custom
/// view type that never looks at Reduce Motion.
///
/// The interactive bounce is motion, a separate accessibility concern from transparency: a component
/// that drops it for `accessibilityReduceTransparency` still bounces for users who asked for reduced
/// motion, so that is reported too. Silent when the enclosing type (with its extensions in the file)
/// mentions `accessibilityReduceMotion` (e.g. `@Environment(\.accessibilityReduceMotion)`),
/// `isReduceMotionEnabled` or another name containing `reduceMotion`/`reducedMotion`, or when the parentheses around the glass value mention reduce motion
/// (`.interactive(!reduceMotion)`, `reduceMotion ? .regular : .regular.interactive()`). Code outside a
/// type (a `#Preview`, a free function) is not a component and is not looked at.
public struct GlassInteractiveMotion: Transform {
    /// The rule id.
    public let id = "glass-interactive-motion"
    /// What the rule reports.
    public let summary = "Reports interactive glass in a custom component that does not respect Reduce Motion."
    /// A lint rule: it reports and never rewrites on its own.
    public let kind = TransformKind.lint
    /// The severity of its findings unless configured otherwise.
    public let defaultSeverity = Severity.info
    /// Files without any of these strings are skipped.
    public let triggers = ["interactive"]

    /// Creates the rule.
    public init() {}

    private static let reduceMotionSpellings = ["reducemotion", "reducedmotion"]
    private static let glassValues: Set<String> = ["regular", "clear"]

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        // Whether a type (with its extensions: the blocks of that name beside it) mentions reduce motion,
        // read once per name and place, so a file with many sites or many types stays linear.
        var typeMentions: [TypeKey: Bool] = [:]
        var blocksByType: [TypeKey: [Block]]?
        for (chain, index) in file.links(named: "interactive") {
            let link = chain.links[index]
            guard file.isCode(link.nameToken), link.arguments != nil, isGlassValue(chain, in: file),
                  let type = file.scopes.enclosingType(of: link.nameToken), let name = type.name else { continue }
            let key = TypeKey(name: name, parent: type.parent)
            if blocksByType == nil {
                blocksByType = Dictionary(grouping: file.scopes.blocks.filter { ($0.kind == .type || $0.kind == .extension) && $0.name != nil }) {
                    TypeKey(name: $0.name!, parent: $0.parent)
                }
            }
            let typeMentionsReduceMotion = typeMentions[key] ?? (blocksByType?[key] ?? []).contains {
                mentionsReduceMotion(($0.open + 1)..<$0.close, in: file)
            }
            typeMentions[key] = typeMentionsReduceMotion
            if typeMentionsReduceMotion { continue }
            if let open = file.enclosingOpen(of: chain.links[0].dot), file.tokens[open].kind == .leftParen,
               let close = file.partner(of: open), mentionsReduceMotion((open + 1)..<close, in: file) {
                continue
            }
            context.report(
                "Interactive glass bounces on touch, which is motion; read @Environment(\\.accessibilityReduceMotion) and pass .interactive(!reduceMotion) (Reduce Transparency is a different setting).",
                at: file.tokens[link.nameToken].start, in: file)
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

    private func mentionsReduceMotion(_ range: Range<Int>, in file: ParsedFile) -> Bool {
        range.contains { index in
            file.tokens[index].kind == .identifier && file.isCode(index)
                && Self.reduceMotionSpellings.contains(where: file.text(ofToken: index).lowercased().contains)
        }
    }
}

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
        // Whether a type (with its extensions) mentions reduce motion, by the `{` of the block enclosing
        // a site, so a type with many sites is read once.
        var typeMentions: [Int: Bool] = [:]
        for (chain, index) in file.links(named: "interactive") {
            let link = chain.links[index]
            guard file.isCode(link.nameToken), link.arguments != nil, isGlassValue(chain, in: file),
                  let type = file.scopes.enclosingType(of: link.nameToken), let name = type.name else { continue }
            let typeMentionsReduceMotion = typeMentions[type.open] ?? file.scopes.blocks.contains {
                ($0.kind == .type || $0.kind == .extension) && $0.name == name && $0.parent == type.parent
                    && mentionsReduceMotion(($0.open + 1)..<$0.close, in: file)
            }
            typeMentions[type.open] = typeMentionsReduceMotion
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

import GlassMigrateCore

/// The edits that turn an ungated Liquid Glass call into a call of the generated `AdaptiveGlassEffect.swift`
/// (`GlassEffectHelper`), or nil where the call is one the helper does not take verbatim.
///
/// Only the name changes (and `glassEffect` gains its `fallback:` material), so every argument, comment
/// and line break of the call stays as written, and the call site stays one line where it was one.
struct GlassEffectHelperFix {
    let file: ParsedFile
    let ruleID: String
    /// The material `glassEffect`'s fallback draws, as `ShapeStyle` spells it (`ultraThinMaterial`).
    let fallback: String
    /// Whether the module (or this file) declares the name.
    let declared: (String) -> Bool

    /// The edits for the modifier `name` (`glassEffect`, `glassEffectID`, …) whose name is the token `index`.
    func modifier(_ name: String, at index: Int) -> [Edit]? {
        guard let helper = GlassEffectHelper.modifiers[name], !GlassEffectHelper.isNameTaken(helper, declared: declared),
              let open = file.nextSignificant(after: index), file.tokens[open].kind == .leftParen else { return nil }
        let arguments = ArgumentList(file, open: open)
        guard arguments.arguments.last?.comma == nil, !hasTrailingClosure(after: arguments.close) else { return nil }
        let rename = Edit(range: file.tokens[index].start..<file.tokens[index].end, replacement: helper, ruleID: ruleID)
        switch name {
        case "glassEffect":
            if let first = arguments.arguments.first, first.label == nil, !isGlassSpelling(first.valueTokens) { return nil }
            let material = "fallback: .\(fallback)"
            guard let last = arguments.arguments.last else {
                return [rename, .insert(material, at: file.tokens[open].end, ruleID: ruleID)]
            }
            return [rename, .insert(", " + material, at: last.range.upperBound, ruleID: ruleID)]
        case "glassEffectTransition":
            guard let value = arguments.arguments.first?.valueTokens, isMember(of: Self.transitions, value) else { return nil }
            return [rename]
        default:
            return [rename]
        }
    }

    /// The edits for `GlassEffectContainer` (the token `index`) written as a view: `GlassEffectContainer {`
    /// or `GlassEffectContainer(spacing: …) {`, not qualified, not generic.
    func container(at index: Int) -> [Edit]? {
        guard !GlassEffectHelper.isNameTaken(GlassEffectHelper.container, declared: declared),
              let next = file.nextSignificant(after: index),
              file.tokens[next].kind == .leftParen || file.tokens[next].kind == .leftBrace else { return nil }
        if let previous = file.previousSignificant(before: index), file.tokens[previous].kind == .period { return nil }
        if file.tokens[next].kind == .leftParen {
            let labels = ArgumentList(file, open: next).arguments.map(\.label)
            guard [[], ["spacing"], ["content"], ["spacing", "content"]].contains(labels) else { return nil }
        }
        return [Edit(range: file.tokens[index].start..<file.tokens[index].end, replacement: GlassEffectHelper.container, ruleID: ruleID)]
    }

    // MARK: - Spellings the helper takes

    private static let variants: Set<String> = ["regular", "clear", "identity"]
    private static let adjustments: Set<String> = ["tint", "interactive"]
    private static let transitions: Set<String> = ["matchedGeometry", "materialize", "identity"]

    /// Whether the tokens are `.regular`, `.clear` or `.identity`, followed by any `.tint(…)` and
    /// `.interactive(…)`: what `AdaptiveGlassEffectStyle` spells as `Glass` does.
    private func isGlassSpelling(_ tokens: Range<Int>) -> Bool {
        var index: Int? = tokens.lowerBound
        var first = true
        while let dot = index, dot < tokens.upperBound {
            guard file.tokens[dot].kind == .period, let name = file.nextSignificant(after: dot), name < tokens.upperBound,
                  file.tokens[name].kind == .identifier else { return false }
            let word = file.text(ofToken: name)
            if first {
                guard Self.variants.contains(word) else { return false }
                first = false
                index = file.nextSignificant(after: name)
                continue
            }
            guard Self.adjustments.contains(word), let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen,
                  let close = file.partner(of: open), close < tokens.upperBound else { return false }
            index = file.nextSignificant(after: close)
        }
        return !first
    }

    /// Whether the tokens are exactly `.name` for a name in `names`.
    private func isMember(of names: Set<String>, _ tokens: Range<Int>) -> Bool {
        guard file.tokens[tokens.lowerBound].kind == .period, let name = file.nextSignificant(after: tokens.lowerBound),
              name == tokens.upperBound - 1 else { return false }
        return names.contains(file.text(ofToken: name))
    }

    /// Whether a `{` follows the call's `)`: a trailing closure, which SwiftUI's glass modifiers do not take.
    private func hasTrailingClosure(after close: Int) -> Bool {
        guard let next = file.nextSignificant(after: close) else { return false }
        return file.tokens[next].kind == .leftBrace && !file.hasLineBreak(between: close, and: next)
    }
}

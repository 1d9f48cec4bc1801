import GlassMigrateCore

/// Tells calls of SwiftUI's own `glassEffect(_:in:)` apart from an app's API of the same name.
///
/// A `.glassEffect(…)` link is SwiftUI's when its labels fit SwiftUI's signature
/// (`glassEffect(_ glass: Glass = .regular, in shape: some Shape = …)`, plus the betas' `isEnabled:`,
/// which `glass-beta-api` rewrites), it is not read off a compatibility wrapper
/// (`view.backport.glassEffect()`, `….compat.glassEffect()`), and no `func glassEffect` that the module
/// declares on views (in an `extension View` or `extension Shape`) takes the same labels: such a method
/// shadows SwiftUI's for views, and which one a call reaches cannot be told from the text. A
/// `glassEffect` declared on another type (a `Backport` wrapper's method) shadows nothing a view calls.
/// The declarations are the file's and, given a `ModuleGlass`, those of the rest of its module.
public struct SwiftUIGlassEffect {
    /// One parameter of a function declaration: its argument label and whether it has a default value.
    struct Parameter: Hashable, Sendable {
        var label: String?
        var hasDefault: Bool
    }

    /// SwiftUI's parameters, with the betas' `isEnabled:` (still Apple's API, and rewritten by `glass-beta-api`).
    private static let swiftUIParameters = [
        Parameter(label: nil, hasDefault: true), Parameter(label: "in", hasDefault: true),
        Parameter(label: "isEnabled", hasDefault: true),
    ]

    /// Extended types whose `func glassEffect` a view's `.glassEffect(…)` may reach.
    private static let viewTypes: Set<String> = ["View", "SwiftUI.View", "Shape", "SwiftUI.Shape"]

    private let file: ParsedFile
    /// The parameter lists of every `func glassEffect` declared on views in the file and its module.
    private let declared: [[Parameter]]

    /// Reads the `func glassEffect` declarations of `file` (and, given `module`, of the rest of its module).
    public init(_ file: ParsedFile, module: ModuleGlass? = nil) {
        self.file = file
        self.declared = Self.viewDeclarations(in: file) + (module?.viewGlassEffects ?? [])
    }

    /// The parameter lists of the `func glassEffect` declarations of `file` made on views.
    static func viewDeclarations(in file: ParsedFile) -> [[Parameter]] {
        var declared: [[Parameter]] = []
        // Most files name no `glassEffect`: one search of the bytes spares a look at every token.
        guard Engine.contains(file.source.bytes, "glassEffect") else { return declared }
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && file.token(index, is: "glassEffect") {
            guard let keyword = file.previousSignificant(before: index), file.token(keyword, is: "func"), file.isCode(keyword),
                  let open = Self.parameterClauseOpen(after: index, in: file) else { continue }
            guard let type = file.scopes.enclosingType(of: keyword), type.kind == .extension,
                  viewTypes.contains(type.name ?? "") else { continue }
            declared.append(Self.parameters(open: open, in: file))
        }
        return declared
    }

    /// Whether a view's `.glassEffect(…)` call with argument `labels` reaches one of these declarations.
    static func isShadowed(_ labels: [String?], by declared: [[Parameter]]) -> Bool {
        declared.contains { fits(labels, $0) }
    }

    /// Whether the link at `index` of `chain` calls SwiftUI's `glassEffect`.
    public func isCall(in chain: ModifierChain, at index: Int) -> Bool {
        let link = chain.links[index]
        guard link.name == "glassEffect", let arguments = link.arguments, link.trailingClosures.isEmpty,
              file.isCode(link.nameToken) else { return false }
        let labels = arguments.labels
        guard Self.fits(labels, Self.swiftUIParameters) else { return false }
        if Self.isShadowed(labels, by: declared) { return false }
        return !isOnWrapper(chain, at: index)
    }

    /// Whether the link is read off a compatibility wrapper rather than a view: a property named like a
    /// back-port (`view.backport.glassEffect()`) or any bare property read off a call's result
    /// (`….padding().compat.glassEffect()`), which SwiftUI's modified views do not have.
    private func isOnWrapper(_ chain: ModifierChain, at index: Int) -> Bool {
        guard index > 0 else { return false }
        let property = chain.links[index - 1]
        guard property.arguments == nil, property.trailingClosures.isEmpty else { return false }
        if property.name.lowercased().contains("backport") { return true }
        guard let base = file.previousSignificant(before: property.dot) else { return false }
        let kind = file.tokens[base].kind
        return kind == .rightParen || kind == .rightBrace || kind == .rightBracket
    }

    /// Whether a `glassEffect` call with argument `labels` (nil: unlabeled) fits SwiftUI's signature,
    /// whatever the file declares.
    static func fitsSwiftUISignature(_ labels: [String?]) -> Bool { fits(labels, swiftUIParameters) }

    /// Whether a call with `labels` can call a function with `parameters`: the labels are the
    /// parameters' labels in order, skipping only parameters with a default value.
    static func fits(_ labels: [String?], _ parameters: [Parameter]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count && labels[next] == parameter.label {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == labels.count
    }

    /// The parameters of the function declared by `block` (none when its clause cannot be found).
    static func parameters(of block: Block, in file: ParsedFile) -> [Parameter] {
        guard let keyword = block.keyword, let name = file.nextSignificant(after: keyword),
              let open = parameterClauseOpen(after: name, in: file) else { return [] }
        return parameters(open: open, in: file)
    }

    /// The `(` of the parameter clause after a declared name, past any generic parameters.
    private static func parameterClauseOpen(after name: Int, in file: ParsedFile) -> Int? {
        var index = name + 1
        while index < file.tokens.count {
            switch file.tokens[index].kind {
            case .leftParen: return index
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: index += 1
            }
        }
        return nil
    }

    /// The parameters between the `(` at `open` and its partner.
    private static func parameters(open: Int, in file: ParsedFile) -> [Parameter] {
        ArgumentList(file, open: open).arguments.map { argument in
            // `label name: Type = default`, `_ name: Type`, `name: Type`, maybe after attributes.
            var words: [Int] = []
            var hasDefault = false
            var index = argument.valueTokens.lowerBound
            if let labelToken = argument.labelToken { words.append(labelToken) }
            var afterColon = argument.labelToken != nil
            while index < argument.valueTokens.upperBound {
                let kind = file.tokens[index].kind
                if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                    index = (file.partner(of: index) ?? index) + 1
                    continue
                }
                if kind == .colon { afterColon = true }
                if !afterColon && kind == .identifier && file.isCode(index) { words.append(index) }
                if afterColon && kind == .operator && file.token(index, is: "=") { hasDefault = true }
                index += 1
            }
            let label = words.first.map { file.text(ofToken: $0) }
            return Parameter(label: label == "_" ? nil : label, hasDefault: hasDefault)
        }
    }
}

import GlassMigrateCore

extension MaterialSiteFinder {
    /// Reports each plain material passed as an argument to a view or modifier the module declares
    /// (`PhotoIcon(background: .ultraThinMaterial)`, `.surface(.thickMaterial)`): it is drawn there, in
    /// a way this site does not tell, and it is never followed or rewritten.
    mutating func reportMaterialArguments() {
        let tokens = file.tokens
        // From each material's name to the call whose argument it may be: a file has few materials.
        for member in tokens.indices where tokens[member].kind == .identifier && Self.materialNames.contains(token: member, in: file.source) {
            guard let open = file.enclosingOpen(of: member), tokens[open].kind == .leftParen,
                  let index = file.previousSignificant(before: open), tokens[index].kind == .identifier,
                  !file.hasLineBreak(between: index, and: open), file.isCode(index) else { continue }
            let name = file.text(ofToken: index)
            let isMember = file.previousSignificant(before: index).map { tokens[$0].kind == .period } ?? false
            let isType = file.source.bytes[tokens[index].start].isUppercaseASCII
            if let previous = file.previousSignificant(before: index), !isMember,
               Self.declarationKeywords.contains(file.text(ofToken: previous)) { continue }
            guard isMember != isType, !ModuleGlass.swiftUINames.contains(name), !Self.swiftUIStyleModifiers.contains(name),
                  declaresOwn(name) else { continue }
            // A view or modifier that applies glass itself takes the material as its own fallback.
            if moduleGlass.appliesGlass(isType ? .call(name) : .modifier(name)) { continue }
            // `.bar` is also other types' member (`NSProgressIndicator.Style.bar`), and a material labelled
            // a fallback is one by its author's word.
            guard let argument = ArgumentList(file, open: open).arguments.first(where: { $0.valueTokens.contains(member) }),
                  syntax.isMaterialExpression(argument.valueTokens), syntax.compactText(argument.valueTokens) != ".bar",
                  argument.label?.lowercased().contains("fallback") != true,
                  argument.valueTokens.first(where: { Self.materialNames.contains(token: $0, in: file.source) }) == member
            else { continue }
            let value = argument.valueTokens.lowerBound
            guard !file.scopes.isInLiquidGlassFallback(value), !isVisionOSOnly(value),
                  !fallbackReach.isReachedOnlyFromFallback(value) else { continue }
            let message = isType
                ? MaterialBackground.passedToView(name, label: argument.label)
                : MaterialBackground.passedToModifier(name)
            context.report(message, at: tokens[value].start, in: file, subID: "argument", severity: .info)
        }
    }

    /// Whether the module (this file included) declares `name`, and SwiftUI does not: a call of it is the
    /// module's own view or modifier.
    private func declaresOwn(_ name: String) -> Bool {
        file.declaredNames.contains(name) || context.moduleDeclarations.contains(name)
    }

    private static let materialNames = WordSet(Array(MaterialSyntax.materialMembers))
    private static let declarationKeywords: Set<String> = ["func", "struct", "class", "enum", "init", "case", "var", "let"]
    /// SwiftUI's modifiers that take a style, which a module may overload under the same name: a call of
    /// one by its name is SwiftUI's as far as this report goes.
    private static let swiftUIStyleModifiers: Set<String> = [
        "fill", "stroke", "strokeBorder", "foregroundStyle", "backgroundStyle", "listRowBackground", "presentationBackground",
        "containerBackground", "toolbarBackground", "scrollContentBackground", "tint", "shadow", "border", "overlay",
    ]
}

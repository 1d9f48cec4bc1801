import GlassMigrateCore

/// Reports UIKit bar appearances a file creates that draw their own background: `configureWithOpaqueBackground()`,
/// `backgroundEffect = …` and `backgroundColor = …` on a `UINavigationBarAppearance`, `UITabBarAppearance` or
/// `UIToolbarAppearance`, unless it runs only below iOS 26.
struct BarAppearanceFinder {
    let file: ParsedFile
    let context: RuleContext

    // Matched by their bytes, as the compiler matches names: most files name none, and a string made
    // and hashed for each identifier of the file cost more than the rest of the rule.
    static let appearanceTypes = WordSet(["UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance"])
    /// Bytes every name of `appearanceTypes` holds.
    private static let appearanceScreen = "arAppearance"

    /// Reports every such call or assignment on a name the file declares as one of those appearances.
    func report() {
        let names = appearanceNames()
        guard !names.isEmpty else { return }
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && names.contains(file.text(ofToken: index)) {
            guard let dot = file.nextSignificant(after: index), tokens[dot].kind == .period,
                  let member = file.nextSignificant(after: dot), let next = file.nextSignificant(after: member) else { continue }
            // Code that runs only below iOS 26 (after `if #available(iOS 26, *) { return }`) is already gated.
            if file.scopes.isInLiquidGlassFallback(member) { continue }
            let name = file.text(ofToken: member)
            let offset = tokens[member].start
            switch name {
            case "configureWithOpaqueBackground" where tokens[next].kind == .leftParen:
                context.report(BarBackground.uikit("`configureWithOpaqueBackground()`"), at: offset, in: file, subID: "uikit")
            case "backgroundEffect", "backgroundColor":
                guard tokens[next].kind == .operator, file.token(next, is: "="), !assignsNothing(after: next) else { continue }
                context.report(BarBackground.uikit("Setting `\(name)`"), at: offset, in: file, subID: "uikit")
            default:
                continue
            }
        }
    }

    /// The names declared as `let name = UINavigationBarAppearance(…)` or `name: UITabBarAppearance`.
    private func appearanceNames() -> Set<String> {
        var names = Set<String>()
        guard Engine.contains(file.source.bytes, Self.appearanceScreen) else { return names }
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && Self.appearanceTypes.contains(token: index, in: file.source) {
            guard let before = file.previousSignificant(before: index), let name = file.previousSignificant(before: before),
                  tokens[name].kind == .identifier else { continue }
            let isAssigned = tokens[before].kind == .operator && file.token(before, is: "=")
            if isAssigned || tokens[before].kind == .colon { names.insert(file.text(ofToken: name)) }
        }
        return names
    }

    /// Whether the value after the `=` at `equals` draws nothing: `nil` or `.clear`.
    private func assignsNothing(after equals: Int) -> Bool {
        guard let first = file.nextSignificant(after: equals) else { return false }
        if file.token(first, is: "nil") { return true }
        guard file.tokens[first].kind == .period, let second = file.nextSignificant(after: first) else { return false }
        return file.token(second, is: "clear")
    }
}

import GlassMigrate

/// Reports Liquid Glass API used where the deployment target is below 26 and nothing checks availability.
///
/// The API (`glassEffect`, `glassEffectID`, `glassEffectUnion`, `glassEffectTransition`,
/// `GlassEffectContainer`, `.buttonStyle(.glass…)`) exists from iOS 26 / macOS 26 on, so below that
/// the compiler rejects it unless an enclosing `if #available(… 26 …)`, `guard #available(… 26 …)`
/// or `@available(… 26 …)` declaration guards it. An unknown deployment target counts as below 26.
/// A name the file declares itself (a back-port shim, an app's own `.glass` style) is left alone.
public struct GlassAvailability: Transform {
    /// Modifiers that exist only from iOS 26 on.
    static let modifiers: Set<String> = ["glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition"]
    /// Types that exist only from iOS 26 on.
    static let types: Set<String> = ["GlassEffectContainer"]
    /// Button styles, as written in `.buttonStyle(.name)`, that exist only from iOS 26 on.
    static let buttonStyles: Set<String> = ["glass", "glassProminent"]
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "actor", "protocol", "typealias", "extension",
    ]

    /// Creates the rule.
    public init() {}

    /// `glass-availability`.
    public var id: String { "glass-availability" }
    /// One sentence for `--list-rules`.
    public var summary: String { "Reports Liquid Glass API used below a 26 deployment target without an availability check." }
    /// Reports only.
    public var kind: TransformKind { .lint }
    /// It does not compile, so it is an error.
    public var defaultSeverity: Severity { .error }
    /// Only files that mention the API.
    public var triggers: [String] { ["glassEffect", "GlassEffectContainer", ".glass"] }

    /// Reports every unguarded use; never edits.
    public func apply(to file: ParsedFile, context: TransformContext) -> [Edit] {
        let targets = context.deploymentTargets
        guard !targets.allSupportLiquidGlass else { return [] }
        let declared = declaredNames(in: file)
        var sites: [(token: Int, what: String)] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let name = file.text(ofToken: index)
            guard Self.modifiers.contains(name) || Self.types.contains(name), !declared.contains(name) else { continue }
            let previous = file.previousSignificant(before: index)
            let next = file.nextSignificant(after: index)
            if let previous, file.tokens[previous].kind == .identifier,
               Self.declarationKeywords.contains(file.text(ofToken: previous)) { continue }
            if let next, file.tokens[next].kind == .colon { continue }  // an argument label
            if Self.modifiers.contains(name) {
                let isMember = previous.map { file.tokens[$0].kind == .period } ?? false
                let isCall = next.map { file.tokens[$0].kind == .leftParen } ?? false
                guard isMember || isCall else { continue }
                sites.append((index, "`\(name)`"))
            } else {
                sites.append((index, "`\(name)`"))
            }
        }
        for (chain, index) in file.links(named: "buttonStyle") {
            guard let argument = chain.links[index].arguments?.arguments.first, argument.label == nil,
                  let dot = argument.valueTokens.first, file.tokens[dot].kind == .period,
                  let name = file.nextSignificant(after: dot), file.tokens[name].kind == .identifier else { continue }
            let style = file.text(ofToken: name)
            guard Self.buttonStyles.contains(style), !declared.contains(style) else { continue }
            sites.append((name, "`.buttonStyle(.\(style))`"))
        }
        for site in sites.sorted(by: { $0.token < $1.token }) where !file.scopes.isGuardedForLiquidGlass(site.token) {
            context.report(message(for: site.what, targets: targets), at: file.tokens[site.token].start, in: file)
        }
        return []
    }

    /// Names the file itself declares (`func glassEffect`, `static var glass`), which then are not Apple's.
    private func declaredNames(in file: ParsedFile) -> Set<String> {
        var names: Set<String> = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard Self.declarationKeywords.contains(file.text(ofToken: index)), !file.token(index, is: "extension"),
                  let name = file.nextSignificant(after: index), file.tokens[name].kind == .identifier else { continue }
            let text = file.text(ofToken: name)
            if Self.modifiers.contains(text) || Self.types.contains(text) || Self.buttonStyles.contains(text) {
                names.insert(text)
            }
        }
        return names
    }

    private func message(for what: String, targets: DeploymentTargets) -> String {
        let why: String
        if targets.minimums.isEmpty {
            why = "the deployment target is unknown (treated as below 26)"
        } else {
            let below = Platform.allCases.compactMap { platform -> String? in
                guard let version = targets.minimums[platform] else { return nil }
                if platform == .visionOS { return "visionOS \(version) (which has no Liquid Glass)" }
                return version < .liquidGlass ? "\(platform.rawValue) \(version)" : nil
            }
            why = "the code is built for \(below.joined(separator: ", "))"
        }
        let helper = what == "`glassEffect`" ? ", or use the adaptive helper (`.modifier(AdaptiveGlassBackground(…))`)" : ""
        return "\(what) needs iOS 26 / macOS 26 and nothing checks availability here, but \(why); "
            + "wrap it in `if #available(\(targets.liquidGlassAvailabilityArguments))` with a fallback\(helper)."
    }
}

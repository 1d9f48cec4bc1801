import GlassMigrate

/// Reports Liquid Glass API used where the deployment target is below 26 and nothing checks availability.
///
/// The API (`glassEffect`, `glassEffectID`, `glassEffectUnion`, `glassEffectTransition`,
/// `GlassEffectContainer`, `.buttonStyle(.glass…)`) exists from iOS 26 / macOS 26 on, so below that
/// the compiler rejects it unless an enclosing `if #available(… 26 …)`, `guard #available(… 26 …)`
/// or `@available(… 26 …)` declaration guards it. An unknown deployment target counts as iOS below 26.
/// A name the file declares itself (a back-port shim, an app's own `.glass` style) is left alone.
///
/// The check must cover each platform the code is compiled for below 26, as the compiler requires:
/// a platform a check does not name is matched by its `*` at that platform's deployment target, so
/// `if #available(macOS 26, *)` does not guard the iOS 17 build. Nested checks and several
/// `@available` attributes add up; Mac Catalyst takes iOS's version unless the check names it. Code in
/// an `#if os(…)` branch is only judged for the platforms that compile it (a condition that is not
/// about the platform, such as `DEBUG`, restricts nothing). visionOS, which has no Liquid Glass, counts
/// as covered by any Liquid Glass check, as it did before per-platform matching.
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
        let needingCheck = Self.platformsNeedingCheck(targets)
        let branches = PlatformBranches(file)
        for site in sites.sorted(by: { $0.token < $1.token }) {
            let compiled = needingCheck.filter { branches.mayCompile(site.token, for: $0) }
            guard !compiled.isEmpty else { continue }
            let isChecked = file.scopes.isGuardedForLiquidGlass(site.token)
            let facts = isChecked ? file.scopes.availability(at: site.token).filter(\.isAvailable).map(\.condition) : []
            let uncovered = compiled.filter { platform in !facts.contains { Self.covers($0, platform) } }
            guard !uncovered.isEmpty else { continue }
            let text = isChecked ? partialMessage(for: site.what, uncovered: uncovered, targets: targets)
                                 : message(for: site.what, platforms: uncovered, targets: targets)
            context.report(text, at: file.tokens[site.token].start, in: file)
        }
        return []
    }

    // MARK: - Platforms

    /// The platforms built below 26, each of which a check must cover (iOS when nothing is known).
    static func platformsNeedingCheck(_ targets: DeploymentTargets) -> [Platform] {
        if targets.minimums.isEmpty { return [.iOS] }
        return Platform.allCases.filter { platform in
            guard let version = targets.minimums[platform] else { return false }
            return platform == .visionOS || version < .liquidGlass
        }
    }

    /// Whether a holding availability condition makes Liquid Glass available on `platform`.
    static func covers(_ condition: AvailabilityCondition, _ platform: Platform) -> Bool {
        switch platform {
        case .visionOS:
            return condition.requiresLiquidGlass
        case .macCatalyst:
            // Catalyst code is iOS code unless the check names Catalyst itself.
            return (condition.versions[.macCatalyst] ?? condition.versions[.iOS]).map { $0 >= .liquidGlass } ?? false
        default:
            return condition.versions[platform].map { $0 >= .liquidGlass } ?? false
        }
    }

    private func describe(_ platforms: [Platform], targets: DeploymentTargets) -> String {
        if targets.minimums.isEmpty { return "the deployment target is unknown (treated as iOS below 26)" }
        let names = platforms.map { platform -> String in
            let version = targets.minimums[platform].map { " \($0)" } ?? ""
            return platform == .visionOS ? "visionOS\(version) (which has no Liquid Glass)" : "\(platform.rawValue)\(version)"
        }
        return "the code is built for \(names.joined(separator: ", "))"
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

    private func message(for what: String, platforms: [Platform], targets: DeploymentTargets) -> String {
        let helper = what == "`glassEffect`" ? ", or use the adaptive helper (`.modifier(AdaptiveGlassBackground(…))`)" : ""
        return "\(what) needs iOS 26 / macOS 26 and nothing checks availability here, but \(describe(platforms, targets: targets)); "
            + "wrap it in `if #available(\(targets.liquidGlassAvailabilityArguments))` with a fallback\(helper)."
    }

    private func partialMessage(for what: String, uncovered: [Platform], targets: DeploymentTargets) -> String {
        let names = uncovered.map(\.rawValue).joined(separator: ", ")
        return "\(what) needs iOS 26 / macOS 26, but the availability check around it does not name \(names) and "
            + "\(describe(uncovered, targets: targets)), so there its `*` is true at the deployment target, where the API "
            + "does not exist; name every platform in the check: `#available(\(targets.liquidGlassAvailabilityArguments))`."
    }
}

// MARK: - #if os(…) branches

/// Which platforms compile each part of a file, from its `#if`/`#elseif`/`#else` conditions on `os(…)`.
///
/// A condition is read with three values per platform (true, false, unknown): `os(name)`, `!`, `&&`,
/// `||` and parentheses are understood; anything else (`DEBUG`, `canImport(UIKit)`) is unknown, so a
/// branch is ruled out for a platform only when its condition is certainly false there.
struct PlatformBranches {
    private enum Truth { case yes, no, unknown }

    /// One `#if` block being read: the conditions of its earlier branches, and the current branch's.
    private struct Frame {
        var earlier: [[Int]] = []
        var current: [Int]?
    }

    /// For each directive, in file order: its token index and the branch conditions in force after it.
    private var states: [(token: Int, conditions: [(earlier: [[Int]], current: [Int]?)])] = []
    private let file: ParsedFile

    init(_ file: ParsedFile) {
        self.file = file
        var stack: [Frame] = []
        for index in file.tokens.indices where file.tokens[index].kind == .directive {
            let condition = conditionTokens(after: index)
            switch file.text(ofToken: index) {
            case "#if":
                stack.append(Frame(earlier: [], current: condition))
            case "#elseif":
                guard var frame = stack.popLast() else { continue }
                if let current = frame.current { frame.earlier.append(current) }
                frame.current = condition
                stack.append(frame)
            case "#else":
                guard var frame = stack.popLast() else { continue }
                if let current = frame.current { frame.earlier.append(current) }
                frame.current = nil
                stack.append(frame)
            case "#endif":
                _ = stack.popLast()
            default:
                continue
            }
            states.append((index, stack.map { ($0.earlier, $0.current) }))
        }
    }

    /// Whether the token at `index` may be compiled when building for `platform`.
    func mayCompile(_ index: Int, for platform: Platform) -> Bool {
        var low = 0
        var high = states.count
        while low < high {
            let middle = (low + high) / 2
            if states[middle].token < index { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return true }
        for branch in states[low - 1].conditions {
            if branch.earlier.contains(where: { evaluate($0, platform) == .yes }) { return false }
            if let current = branch.current, evaluate(current, platform) == .no { return false }
        }
        return true
    }

    private func conditionTokens(after directive: Int) -> [Int] {
        var result: [Int] = []
        var index = directive + 1
        while index < file.tokens.count, file.tokens[index].kind != .newline {
            if !file.tokens[index].kind.isTrivia { result.append(index) }
            index += 1
        }
        return result
    }

    // MARK: Evaluation

    private func evaluate(_ tokens: [Int], _ platform: Platform) -> Truth {
        var position = 0
        let value = disjunction(tokens, &position, platform)
        return position == tokens.count ? value : .unknown
    }

    private func disjunction(_ tokens: [Int], _ position: inout Int, _ platform: Platform) -> Truth {
        var value = conjunction(tokens, &position, platform)
        while position < tokens.count, file.token(tokens[position], is: "||") {
            position += 1
            let right = conjunction(tokens, &position, platform)
            value = value == .yes || right == .yes ? .yes : (value == .no && right == .no ? .no : .unknown)
        }
        return value
    }

    private func conjunction(_ tokens: [Int], _ position: inout Int, _ platform: Platform) -> Truth {
        var value = unary(tokens, &position, platform)
        while position < tokens.count, file.token(tokens[position], is: "&&") {
            position += 1
            let right = unary(tokens, &position, platform)
            value = value == .no || right == .no ? .no : (value == .yes && right == .yes ? .yes : .unknown)
        }
        return value
    }

    private func unary(_ tokens: [Int], _ position: inout Int, _ platform: Platform) -> Truth {
        guard position < tokens.count else { return .unknown }
        let token = tokens[position]
        if file.token(token, is: "!") {
            position += 1
            switch unary(tokens, &position, platform) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if file.tokens[token].kind == .leftParen {
            position += 1
            let value = disjunction(tokens, &position, platform)
            guard position < tokens.count, file.tokens[tokens[position]].kind == .rightParen else {
                position = tokens.count + 1
                return .unknown
            }
            position += 1
            return value
        }
        // An atom: `name` or `name(arguments)`.
        position += 1
        var arguments: [Int] = []
        if position < tokens.count, file.tokens[tokens[position]].kind == .leftParen {
            position += 1
            while position < tokens.count, file.tokens[tokens[position]].kind != .rightParen {
                arguments.append(tokens[position])
                position += 1
            }
            position += 1
        }
        guard file.token(token, is: "os"), arguments.count == 1 else { return .unknown }
        return osMatches(file.text(ofToken: arguments[0]), platform)
    }

    /// `os(name)` on `platform`: Mac Catalyst compiles `os(iOS)` code.
    private func osMatches(_ name: String, _ platform: Platform) -> Truth {
        let names: [Platform: Set<String>] = [
            .iOS: ["iOS"], .macCatalyst: ["iOS"], .macOS: ["macOS", "OSX"], .tvOS: ["tvOS"],
            .watchOS: ["watchOS"], .visionOS: ["visionOS", "xrOS"],
        ]
        return names[platform, default: []].contains(name) ? .yes : .no
    }
}

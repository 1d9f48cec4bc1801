/// Which platforms compile each part of a file, from its `#if`/`#elseif`/`#else` conditions on `os(…)`.
///
/// A condition is read with three values per platform (true, false, unknown): `os(name)`, `!`, `&&`,
/// `||` and parentheses are understood; anything else (`DEBUG`, `canImport(UIKit)`) is unknown, so a
/// branch is ruled out for a platform only when its condition is certainly false there.
public struct PlatformBranches {
    private enum Truth { case yes, no, unknown }

    /// One branch of an `#if` block. Branches form a tree shared by every directive after them, so
    /// the state after each directive is one index however deeply the blocks nest.
    private struct Branch {
        /// The condition's tokens; nil for `#else`.
        var condition: [Int]?
        /// The branch before this one in the same block (`#if` or `#elseif`), or -1.
        var previous: Int
        /// The enclosing block's current branch, or -1 at the top level.
        var parent: Int
        /// The first branch (`#if`) of the block this branch belongs to.
        var block: Int
    }

    private var branches: [Branch] = []
    /// For each directive, in file order: its token index and the innermost branch in force after it (-1: none).
    private var states: [(token: Int, branch: Int)] = []
    /// The source only, not the `ParsedFile`, which caches this value: no reference cycle.
    private let source: SourceFile

    /// Reads the `#if` conditions of `file`.
    public init(_ file: ParsedFile) {
        self.source = file.source
        var current = -1
        for index in source.tokens.indices where source.tokens[index].kind == .directive {
            switch source.text(ofToken: index) {
            case "#if":
                branches.append(Branch(condition: conditionTokens(after: index), previous: -1, parent: current, block: branches.count))
            case "#elseif":
                guard current >= 0 else { continue }
                branches.append(Branch(condition: conditionTokens(after: index), previous: current, parent: branches[current].parent,
                                       block: branches[current].block))
            case "#else":
                guard current >= 0 else { continue }
                branches.append(Branch(condition: nil, previous: current, parent: branches[current].parent, block: branches[current].block))
            case "#endif":
                if current >= 0 {
                    states.append((index, branches[current].parent))
                    current = branches[current].parent
                } else {
                    states.append((index, -1))
                }
                continue
            default:
                continue
            }
            current = branches.count - 1
            states.append((index, current))
        }
    }

    /// Whether the token at `index` may be compiled when building for `platform`.
    public func mayCompile(_ index: Int, for platform: Platform) -> Bool {
        var branch = innermostBranch(at: index)
        while branch >= 0 {
            if let condition = branches[branch].condition, evaluate(condition, platform) == .no { return false }
            var earlier = branches[branch].previous
            while earlier >= 0 {
                if let condition = branches[earlier].condition, evaluate(condition, platform) == .yes { return false }
                earlier = branches[earlier].previous
            }
            branch = branches[branch].parent
        }
        return true
    }

    /// Whether the tokens at `first` and `second` are in different branches of one `#if` block (at any
    /// depth), so no build compiles both: `#if os(iOS) .a() #else .b() #endif` are alternatives.
    public func areAlternatives(_ first: Int, _ second: Int) -> Bool {
        var firstPath: [Int: Int] = [:]
        var branch = innermostBranch(at: first)
        while branch >= 0 {
            firstPath[branches[branch].block] = branch
            branch = branches[branch].parent
        }
        branch = innermostBranch(at: second)
        while branch >= 0 {
            if let other = firstPath[branches[branch].block], other != branch { return true }
            branch = branches[branch].parent
        }
        return false
    }

    /// The innermost branch in force at the token at `index`, or -1.
    private func innermostBranch(at index: Int) -> Int {
        let low = states.partitionIndex { $0.token < index }
        return low > 0 ? states[low - 1].branch : -1
    }

    private func conditionTokens(after directive: Int) -> [Int] {
        var result: [Int] = []
        var index = directive + 1
        while index < source.tokens.count, source.tokens[index].kind != .newline {
            if !source.tokens[index].kind.isTrivia { result.append(index) }
            index += 1
        }
        return result
    }

    // MARK: Evaluation

    /// How deep `(` and `!` may nest in one condition before it counts as unknown; the parser recurses
    /// once per level, and a pathological line must not exhaust the stack.
    private static let maximumNesting = 100

    private func evaluate(_ tokens: [Int], _ platform: Platform) -> Truth {
        var position = 0
        let value = disjunction(tokens, &position, platform, depth: 0)
        return position == tokens.count ? value : .unknown
    }

    private func disjunction(_ tokens: [Int], _ position: inout Int, _ platform: Platform, depth: Int) -> Truth {
        var value = conjunction(tokens, &position, platform, depth: depth)
        while position < tokens.count, source.token(tokens[position], is: "||") {
            position += 1
            let right = conjunction(tokens, &position, platform, depth: depth)
            value = value == .yes || right == .yes ? .yes : (value == .no && right == .no ? .no : .unknown)
        }
        return value
    }

    private func conjunction(_ tokens: [Int], _ position: inout Int, _ platform: Platform, depth: Int) -> Truth {
        var value = unary(tokens, &position, platform, depth: depth)
        while position < tokens.count, source.token(tokens[position], is: "&&") {
            position += 1
            let right = unary(tokens, &position, platform, depth: depth)
            value = value == .no || right == .no ? .no : (value == .yes && right == .yes ? .yes : .unknown)
        }
        return value
    }

    private func unary(_ tokens: [Int], _ position: inout Int, _ platform: Platform, depth: Int) -> Truth {
        guard position < tokens.count else { return .unknown }
        guard depth < Self.maximumNesting else {
            position = tokens.count + 1
            return .unknown
        }
        let token = tokens[position]
        if source.token(token, is: "!") {
            position += 1
            switch unary(tokens, &position, platform, depth: depth + 1) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if source.tokens[token].kind == .leftParen {
            position += 1
            let value = disjunction(tokens, &position, platform, depth: depth + 1)
            guard position < tokens.count, source.tokens[tokens[position]].kind == .rightParen else {
                position = tokens.count + 1
                return .unknown
            }
            position += 1
            return value
        }
        // An atom: `name` or `name(arguments)`.
        position += 1
        var arguments: [Int] = []
        if position < tokens.count, source.tokens[tokens[position]].kind == .leftParen {
            position += 1
            while position < tokens.count, source.tokens[tokens[position]].kind != .rightParen {
                arguments.append(tokens[position])
                position += 1
            }
            position += 1
        }
        guard source.token(token, is: "os"), arguments.count == 1 else { return .unknown }
        return osMatches(source.text(ofToken: arguments[0]), platform)
    }

    /// The `os(…)` names each platform answers to: Mac Catalyst compiles `os(iOS)` code.
    private static let osNames: [Platform: Set<String>] = [
        .iOS: ["iOS"], .macCatalyst: ["iOS"], .macOS: ["macOS", "OSX"], .tvOS: ["tvOS"],
        .watchOS: ["watchOS"], .visionOS: ["visionOS", "xrOS"],
    ]

    private func osMatches(_ name: String, _ platform: Platform) -> Truth {
        Self.osNames[platform, default: []].contains(name) ? .yes : .no
    }
}

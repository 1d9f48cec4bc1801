/// Which platforms compile each part of a file, from its `#if`/`#elseif`/`#else` conditions on `os(…)`.
///
/// A condition is read with three values per platform (true, false, unknown): `os(name)`, `!`, `&&`,
/// `||` and parentheses are understood; anything else (`DEBUG`, `canImport(UIKit)`) is unknown, so a
/// branch is ruled out for a platform only when its condition is certainly false there.
public struct PlatformBranches {
    private enum Truth { case yes, no, unknown }

    /// One `#if` block being read: the conditions of its earlier branches, and the current branch's.
    private struct Frame {
        var earlier: [[Int]] = []
        var current: [Int]?
    }

    /// For each directive, in file order: its token index and the branch conditions in force after it.
    private var states: [(token: Int, conditions: [(earlier: [[Int]], current: [Int]?)])] = []
    private let file: ParsedFile

    /// Reads the `#if` conditions of `file`.
    public init(_ file: ParsedFile) {
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
    public func mayCompile(_ index: Int, for platform: Platform) -> Bool {
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
        while position < tokens.count, file.token(tokens[position], is: "||") {
            position += 1
            let right = conjunction(tokens, &position, platform, depth: depth)
            value = value == .yes || right == .yes ? .yes : (value == .no && right == .no ? .no : .unknown)
        }
        return value
    }

    private func conjunction(_ tokens: [Int], _ position: inout Int, _ platform: Platform, depth: Int) -> Truth {
        var value = unary(tokens, &position, platform, depth: depth)
        while position < tokens.count, file.token(tokens[position], is: "&&") {
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
        if file.token(token, is: "!") {
            position += 1
            switch unary(tokens, &position, platform, depth: depth + 1) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if file.tokens[token].kind == .leftParen {
            position += 1
            let value = disjunction(tokens, &position, platform, depth: depth + 1)
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

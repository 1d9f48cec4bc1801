/// What a `{ }` block is.
public enum BlockKind: Sendable, Equatable {
    /// The body of a `struct`, `class`, `enum`, `actor` or `protocol`.
    case type
    /// The body of an `extension`.
    case `extension`
    /// The body of a `func`, `init`, `subscript` or `deinit`.
    case function
    /// The getter body of a computed `var` (such as `var body: some View { … }`).
    case property
    /// A closure, trailing or not (`VStack { … }`, `.background { … }`).
    case closure
    /// The body of an `if` (or `else if`) branch.
    case ifBranch
    /// The body of a plain `else`.
    case elseBranch
    /// The `else` body of a `guard`.
    case guardElse
    /// Any other statement body: loops, `switch`, `do`, `catch`, `defer`, accessors.
    case statement
}

/// One `{ }` block with what introduced it.
public struct Block: Sendable {
    /// Token index of `{`.
    public var open: Int
    /// Token index of the matching `}`.
    public var close: Int
    /// What the block is.
    public var kind: BlockKind
    /// Index in `Scopes.blocks` of the enclosing block, nil at top level.
    public var parent: Int?
    /// For declarations: the keyword token (`struct`, `func`, `var`…); for statements, the statement keyword.
    public var keyword: Int?
    /// For declarations: the declared name (`body`, `ContentView`, the extended type).
    public var name: String?
    /// For types and extensions: the names after `:` (`View`, `ViewModifier`).
    public var inheritance: [String]
    /// For declarations: attribute tokens written before the declaration (`@available`, `@MainActor`).
    public var attributes: [Int]
    /// For `if`/`guard` blocks with `#available`/`#unavailable`: the condition; `@available` for declarations.
    public var availability: AvailabilityCondition?
    /// For `if #unavailable`: true.
    public var isUnavailableCheck: Bool
    /// For `else` and `else if` blocks: the indices of the earlier branches of the same `if` chain.
    public var earlierBranches: [Int]

    /// Whether the block declares something (type, extension, function or property).
    public var isDeclaration: Bool {
        kind == .type || kind == .extension || kind == .function || kind == .property
    }
}

/// The blocks of a file and queries on them: enclosing declarations, closures and availability branches.
public struct Scopes: Sendable {
    /// Every block in source order of its `{`.
    public let blocks: [Block]
    /// For every `{` token, the index of its block in `blocks`; -1 for other tokens.
    private let blockByOpen: [Int32]
    /// `guard #available(…) else { … }` statements per enclosing block (key -1 for the file level), in source
    /// order: from the token after the guard's `}` to the end of that block, the condition holds.
    private let guardsByBlock: [Int: GuardList]
    /// The same for `guard #unavailable(…) else { … }` and `if #available(…) { return }`: from the token
    /// after the `}` on, the code is the check's fallback.
    private let exitsByBlock: [Int: GuardList]
    private let parent: [Int32]
    private let tokenKinds: [TokenKind]

    /// Builds the blocks of `file` in one pass over its tokens.
    public init(_ file: ParsedFile) {
        var builder = ScopeBuilder(file)
        builder.build()
        self.blocks = builder.blocks
        self.blockByOpen = builder.blockByOpen
        var guardsByBlock: [Int: GuardList] = [:]
        var exitsByBlock: [Int: GuardList] = [:]
        for guardFact in builder.guards {
            let key = guardFact.block ?? -1
            if guardFact.isAvailable {
                guardsByBlock[key, default: GuardList()].append(from: guardFact.from, condition: guardFact.condition)
            } else {
                exitsByBlock[key, default: GuardList()].append(from: guardFact.from, condition: guardFact.condition)
            }
        }
        self.guardsByBlock = guardsByBlock
        self.exitsByBlock = exitsByBlock
        self.parent = file.brackets.parent
        self.tokenKinds = file.tokens.map(\.kind)
    }

    /// Whether the `{` at token `open` is the body of a statement (`if`, `guard`, `for`, `while`,
    /// `switch`, declaration bodies), so it can never be a trailing closure.
    public func isStatementBody(_ open: Int) -> Bool {
        guard let block = block(openedBy: open) else { return false }
        return blocks[block].kind != .closure
    }

    /// The index of the block whose `{` is the token `open`.
    public func block(openedBy open: Int) -> Int? {
        guard open >= 0 && open < blockByOpen.count else { return nil }
        let value = blockByOpen[open]
        return value >= 0 ? Int(value) : nil
    }

    /// The index of the innermost block containing the token at `index`.
    public func innermostBlock(containing index: Int) -> Int? {
        var open = Int(parent[index])
        var steps = 1
        defer { WorkMeter.count(steps) }
        while open >= 0 {
            if tokenKinds[open] == .leftBrace, let block = block(openedBy: open) { return block }
            open = Int(parent[open])
            steps += 1
        }
        return nil
    }

    /// The indices of the blocks containing the token at `index`, innermost first.
    public func enclosingBlocks(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = innermostBlock(containing: index)
        while let block = current {
            result.append(block)
            current = blocks[block].parent
        }
        WorkMeter.count(result.count)
        return result
    }

    /// The innermost declaration (type, extension, function or property) containing the token.
    public func enclosingDeclaration(of index: Int) -> Block? {
        enclosingBlocks(of: index).lazy.map { blocks[$0] }.first { $0.isDeclaration }
    }

    /// The innermost type or extension containing the token.
    public func enclosingType(of index: Int) -> Block? {
        enclosingBlocks(of: index).lazy.map { blocks[$0] }.first { $0.kind == .type || $0.kind == .extension }
    }

    /// The innermost closure containing the token (`VStack { … }`, `.background { … }`), if any.
    public func enclosingClosure(of index: Int) -> Block? {
        enclosingBlocks(of: index).lazy.map { blocks[$0] }.first { $0.kind == .closure }
    }

    /// The availability facts that hold at the token, innermost first.
    public func availability(at index: Int) -> [AvailabilityFact] {
        var facts: [AvailabilityFact] = []
        _ = visitFacts(at: index) { facts.append($0); return false }
        return facts
    }

    /// Whether the token is inside code that runs only where `version` (or later) of some platform
    /// is available: an `if #available(… version …)` body, after such a `guard`, or an
    /// `@available(… version …)` declaration.
    public func isGuarded(_ index: Int, atLeast version: OSVersion) -> Bool {
        visitFacts(at: index, firstGuardAtLeast: version) { $0.isAvailable && $0.condition.requires(atLeast: version) }
    }

    /// Whether the token is inside the fallback of a check for `version` (or later): the `else` of
    /// `if #available(… version …)` or an `if #unavailable(… version …)` body.
    public func isInFallback(_ index: Int, ofAtLeast version: OSVersion) -> Bool {
        visitFacts(at: index, firstGuardAtLeast: version) { !$0.isAvailable && $0.condition.requires(atLeast: version) }
    }

    /// Calls `visit` with each fact holding at the token, innermost first, until it returns true.
    ///
    /// With `firstGuardAtLeast`, a block's guards are reported through the first one that asks for
    /// that version alone, so a block with thousands of guards costs one lookup.
    private func visitFacts(at index: Int, firstGuardAtLeast threshold: OSVersion? = nil,
                            _ visit: (AvailabilityFact) -> Bool) -> Bool {
        func visitGuards(of key: Int) -> Bool {
            visitGuards(guardsByBlock[key], isAvailable: true) || visitGuards(exitsByBlock[key], isAvailable: false)
        }
        func visitGuards(_ list: GuardList?, isAvailable: Bool) -> Bool {
            guard let list else { return false }
            if let threshold {
                guard let first = list.first(atLeast: threshold), first.from <= index else { return false }
                return visit(AvailabilityFact(condition: first.condition, isAvailable: isAvailable))
            }
            for guardFact in list.entries {
                if guardFact.from > index { break }
                if visit(AvailabilityFact(condition: guardFact.condition, isAvailable: isAvailable)) { return true }
            }
            return false
        }
        var current = innermostBlock(containing: index)
        while let blockIndex = current {
            let block = blocks[blockIndex]
            if visitGuards(of: blockIndex) { return true }
            switch block.kind {
            case .ifBranch:
                if let condition = block.availability,
                   visit(AvailabilityFact(condition: condition, isAvailable: !block.isUnavailableCheck)) { return true }
            case .guardElse:
                if let condition = block.availability,
                   visit(AvailabilityFact(condition: condition, isAvailable: block.isUnavailableCheck)) { return true }
            case .type, .extension, .function, .property:
                if let condition = block.availability, visit(AvailabilityFact(condition: condition, isAvailable: true)) {
                    return true
                }
            default:
                break
            }
            for earlier in block.earlierBranches {
                if let condition = blocks[earlier].availability,
                   visit(AvailabilityFact(condition: condition, isAvailable: blocks[earlier].isUnavailableCheck)) { return true }
            }
            current = block.parent
        }
        return visitGuards(of: -1)
    }
}

/// The guards of one block, in source order, each holding from `from` to the end of the block.
struct GuardList: Sendable {
    private(set) var entries: [(from: Int, condition: AvailabilityCondition)] = []
    /// The highest version named by each guard or an earlier one, so the first guard that asks for a
    /// version is found by binary search (a block may have thousands).
    private var highestVersionSoFar: [OSVersion] = []

    mutating func append(from: Int, condition: AvailabilityCondition) {
        entries.append((from, condition))
        highestVersionSoFar.append(max(highestVersionSoFar.last ?? OSVersion(0), condition.versions.values.max() ?? OSVersion(0)))
    }

    /// The first guard that asks for `version` or later.
    func first(atLeast version: OSVersion) -> (from: Int, condition: AvailabilityCondition)? {
        let low = highestVersionSoFar.partitionIndex { $0 < version }
        return low < entries.count ? entries[low] : nil
    }
}

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
    /// For declarations: the declared name (`body`, `AdaptiveGlassBackground`, the extended type).
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
    /// Statements `guard #available(…) else { … }`: from the token after the guard's `}` to the end of
    /// the enclosing block, the condition holds.
    private let guards: [(block: Int?, from: Int, condition: AvailabilityCondition)]
    private let parent: [Int32]
    private let tokenKinds: [TokenKind]

    /// Builds the blocks of `file` in one pass over its tokens.
    public init(_ file: ParsedFile) {
        var builder = ScopeBuilder(file)
        builder.build()
        self.blocks = builder.blocks
        self.blockByOpen = builder.blockByOpen
        self.guards = builder.guards
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
        while open >= 0 {
            if tokenKinds[open] == .leftBrace, let block = block(openedBy: open) { return block }
            open = Int(parent[open])
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

    /// The availability facts that hold at the token, innermost first.
    public func availability(at index: Int) -> [AvailabilityFact] {
        var facts: [AvailabilityFact] = []
        let enclosing = enclosingBlocks(of: index)
        for blockIndex in enclosing {
            let block = blocks[blockIndex]
            for guardFact in guards where guardFact.block == blockIndex && guardFact.from <= index {
                facts.append(AvailabilityFact(condition: guardFact.condition, isAvailable: true))
            }
            switch block.kind {
            case .ifBranch:
                if let condition = block.availability {
                    facts.append(AvailabilityFact(condition: condition, isAvailable: !block.isUnavailableCheck))
                }
            case .guardElse:
                if let condition = block.availability {
                    facts.append(AvailabilityFact(condition: condition, isAvailable: block.isUnavailableCheck))
                }
            case .type, .extension, .function, .property:
                if let condition = block.availability {
                    facts.append(AvailabilityFact(condition: condition, isAvailable: true))
                }
            default:
                break
            }
            for earlier in block.earlierBranches {
                if let condition = blocks[earlier].availability {
                    facts.append(AvailabilityFact(condition: condition, isAvailable: blocks[earlier].isUnavailableCheck))
                }
            }
        }
        for guardFact in guards where guardFact.block == nil && guardFact.from <= index {
            facts.append(AvailabilityFact(condition: guardFact.condition, isAvailable: true))
        }
        return facts
    }

    /// Whether the token is inside code that runs only where Liquid Glass exists
    /// (an `if #available(… 26 …)` body, after such a `guard`, or an `@available(… 26 …)` declaration).
    public func isGuardedForLiquidGlass(_ index: Int) -> Bool {
        availability(at: index).contains { $0.isAvailable && $0.condition.requiresLiquidGlass }
    }

    /// Whether the token is inside the fallback of a Liquid Glass check (the `else` of
    /// `if #available(… 26 …)`, an `if #unavailable(… 26 …)` body), i.e. already-adaptive code.
    public func isInLiquidGlassFallback(_ index: Int) -> Bool {
        availability(at: index).contains { !$0.isAvailable && $0.condition.requiresLiquidGlass }
    }
}

// MARK: - Building

/// One forward pass keeping, per nesting level, what the statement being read has said so far.
private struct ScopeBuilder {
    struct Header {
        var declarationKeyword: Int?
        var sawEquals = false
        var statementKeyword: Int?
        var isElse = false
        var availability: AvailabilityCondition?
        var isUnavailable = false
        var attributes: [Int] = []
        var pendingAttributes: [Int] = []
        var lastClosedBlock: Int?
        var chainBranches: [Int] = []
    }

    let file: ParsedFile
    var blocks: [Block] = []
    var blockByOpen: [Int32]
    var guards: [(block: Int?, from: Int, condition: AvailabilityCondition)] = []

    init(_ file: ParsedFile) {
        self.file = file
        self.blockByOpen = [Int32](repeating: -1, count: file.tokens.count)
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "deinit", "subscript", "var", "let",
    ]
    private static let statementKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "repeat", "do", "catch", "defer", "else",
        "get", "set", "willSet", "didSet", "_read", "_modify",
    ]

    mutating func build() {
        let tokens = file.tokens
        // One header per open bracket level; index 0 is the file level.
        var headers: [Header] = [Header()]
        var openBlocks: [Int?] = [nil]  // block index per level (nil for ( and [ levels and the file)
        var previous: Int?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind.isTrivia {
                index += 1
                continue
            }
            let isMember = previous.map { tokens[$0].kind == .period } ?? false
            switch token.kind {
            case .identifier where !isMember:
                let word = file.text(ofToken: index)
                if Self.declarationKeywords.contains(word) {
                    var header = headers[headers.count - 1]
                    header.declarationKeyword = index
                    header.sawEquals = false
                    header.statementKeyword = nil
                    header.attributes = header.pendingAttributes
                    header.pendingAttributes = []
                    headers[headers.count - 1] = header
                } else if Self.statementKeywords.contains(word) {
                    if word == "else" {
                        headers[headers.count - 1].isElse = true
                    } else if word == "if" && headers[headers.count - 1].isElse {
                        headers[headers.count - 1].statementKeyword = index
                    } else {
                        let closed = headers[headers.count - 1].lastClosedBlock
                        headers[headers.count - 1] = Header()
                        headers[headers.count - 1].statementKeyword = index
                        headers[headers.count - 1].lastClosedBlock = closed
                    }
                }
            case .attribute:
                headers[headers.count - 1].pendingAttributes.append(index)
            case .poundKeyword:
                let isAvailable = file.token(index, is: "#available")
                let isUnavailable = file.token(index, is: "#unavailable")
                if (isAvailable || isUnavailable), headers[headers.count - 1].availability == nil,
                   let open = file.nextSignificant(after: index), tokens[open].kind == .leftParen {
                    headers[headers.count - 1].availability = AvailabilityCondition.parse(file, keyword: index, open: open)
                    headers[headers.count - 1].isUnavailable = isUnavailable
                }
            case .operator:
                if token.end - token.start == 1 && file.source.bytes[token.start] == UInt8(ascii: "=") {
                    headers[headers.count - 1].sawEquals = true
                }
            case .semicolon:
                headers[headers.count - 1] = Header()
            case .leftBrace:
                let header = headers[headers.count - 1]
                let blockIndex = blocks.count
                blocks.append(makeBlock(open: index, header: header, parent: openBlocks.last ?? nil))
                blockByOpen[index] = Int32(blockIndex)
                headers.append(Header())
                openBlocks.append(blockIndex)
            case .leftParen, .leftBracket, .stringStart, .interpolationStart:
                headers.append(Header())
                openBlocks.append(openBlocks.last ?? nil)
            case .rightParen, .rightBracket, .stringEnd, .interpolationEnd:
                if headers.count > 1 {
                    headers.removeLast()
                    openBlocks.removeLast()
                }
            case .rightBrace:
                if headers.count > 1 {
                    headers.removeLast()
                    let closedBlock = openBlocks.removeLast()
                    finishStatement(after: index, closedBlock: closedBlock, headers: &headers)
                }
            default:
                break
            }
            previous = index
            index += 1
        }
    }

    /// After a block's `}`: a declaration or statement ends unless an `else` follows.
    private mutating func finishStatement(after close: Int, closedBlock: Int?, headers: inout [Header]) {
        guard let closedBlock else { return }
        blocks[closedBlock].close = close
        let block = blocks[closedBlock]
        let level = headers.count - 1
        switch block.kind {
        case .ifBranch:
            var header = Header()
            header.lastClosedBlock = closedBlock
            header.chainBranches = block.earlierBranches + [closedBlock]
            headers[level] = header
        case .guardElse:
            if let condition = block.availability, !block.isUnavailableCheck {
                guards.append((block: block.parent, from: close + 1, condition: condition))
            }
            headers[level] = Header()
        case .closure:
            // A trailing closure leaves the expression open: `Button { } label: { }`, `.map { }.filter`.
            headers[level].pendingAttributes = []
        default:
            headers[level] = Header()
        }
    }

    private func makeBlock(open: Int, header: Header, parent: Int?) -> Block {
        var block = Block(open: open, close: open, kind: .closure, parent: parent, keyword: nil, name: nil,
                          inheritance: [], attributes: [], availability: nil, isUnavailableCheck: false,
                          earlierBranches: [])
        if let keyword = header.statementKeyword {
            let word = file.text(ofToken: keyword)
            block.keyword = keyword
            switch word {
            case "if":
                block.kind = .ifBranch
                block.availability = header.availability
                block.isUnavailableCheck = header.isUnavailable
                if header.isElse { block.earlierBranches = header.chainBranches }
            case "guard":
                block.kind = .guardElse
                block.availability = header.availability
                block.isUnavailableCheck = header.isUnavailable
            default:
                block.kind = .statement
            }
            return block
        }
        if header.isElse {
            block.kind = .elseBranch
            block.earlierBranches = header.chainBranches
            return block
        }
        if let keyword = header.declarationKeyword, !header.sawEquals,
           let previous = file.previousSignificant(before: open), !isClosureOpener(previous) {
            let word = file.text(ofToken: keyword)
            switch word {
            case "struct", "class", "enum", "actor", "protocol": block.kind = .type
            case "extension": block.kind = .extension
            case "var", "let": block.kind = .property
            default: block.kind = .function
            }
            block.keyword = keyword
            block.attributes = header.attributes
            if let nameToken = file.nextSignificant(after: keyword), nameToken < open {
                let nameKind = file.tokens[nameToken].kind
                if nameKind == .identifier || nameKind == .backtickIdentifier {
                    block.name = file.text(ofToken: nameToken)
                }
                if block.kind == .type || block.kind == .extension {
                    block.inheritance = inheritance(from: nameToken, to: open)
                }
            }
            for attribute in header.attributes where file.token(attribute, is: "@available") {
                if let parenthesis = file.nextSignificant(after: attribute), file.tokens[parenthesis].kind == .leftParen {
                    block.availability = AvailabilityCondition.parse(file, keyword: attribute, open: parenthesis)
                }
            }
            return block
        }
        return block
    }

    /// Whether a `{` after this token must be a closure whatever came before (`(`, `,`, `=`, `in`, `return`).
    private func isClosureOpener(_ index: Int) -> Bool {
        switch file.tokens[index].kind {
        case .leftParen, .leftBracket, .comma, .colon, .operator: return true
        case .identifier: return file.token(index, is: "return") || file.token(index, is: "in")
        default: return false
        }
    }

    /// The type names after the `:` of a type or extension header, up to `where` or `{`.
    private func inheritance(from nameToken: Int, to open: Int) -> [String] {
        var names: [String] = []
        var index = nameToken + 1
        var afterColon = false
        var depth = 0
        while index < open {
            let kind = file.tokens[index].kind
            if kind == .colon && depth == 0 { afterColon = true }
            if kind == .operator {
                let text = file.text(ofToken: index)
                if text.hasPrefix("<") { depth += text.filter { $0 == "<" }.count }
                if text.hasPrefix(">") { depth -= text.filter { $0 == ">" }.count }
            }
            if kind == .identifier && afterColon && depth == 0 {
                if file.token(index, is: "where") { break }
                let previous = file.previousSignificant(before: index).map { file.tokens[$0].kind }
                if previous != .period { names.append(file.text(ofToken: index)) }
            }
            index += 1
        }
        return names
    }
}

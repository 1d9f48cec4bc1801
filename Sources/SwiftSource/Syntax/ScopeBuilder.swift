/// One forward pass keeping, per nesting level, what the statement being read has said so far.
struct ScopeBuilder {
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
        /// After `case …` or `default` up to its `:`.
        var isCaseClause = false
        /// Right after the `}` of `repeat { }`, where `while` ends the statement.
        var afterRepeat = false

        /// A declaration starts at the keyword `index`, taking the attributes written before it.
        /// Changed in place, as the headers' array holds it, so the header is not copied.
        mutating func startDeclaration(at index: Int) {
            declarationKeyword = index
            sawEquals = false
            statementKeyword = nil
            isCaseClause = false
            attributes = pendingAttributes
            pendingAttributes = []
        }
    }

    let file: ParsedFile
    var blocks: [Block] = []
    var blockByOpen: [Int32]
    /// Availability facts that hold from `from` to the end of `block`: after `guard #available … else`
    /// (available), `guard #unavailable … else` (not), and an `if` on availability alone whose body
    /// always exits (the opposite of its check).
    var guards: [(block: Int?, from: Int, condition: AvailabilityCondition, isAvailable: Bool)] = []

    init(_ file: ParsedFile) {
        self.file = file
        self.blockByOpen = [Int32](repeating: -1, count: file.tokens.count)
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "deinit", "subscript", "var", "let",
    ]
    private static let statementKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "repeat", "do", "catch", "defer", "else", "precedencegroup",
    ]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    /// Accessor names; they open a statement body only directly inside a property or subscript body.
    private static let accessorKeywords: Set<String> = [
        "get", "set", "willSet", "didSet", "init", "_read", "_modify", "read", "modify", "unsafeAddress",
        "unsafeMutableAddress",
    ]
    /// Declarations without a body: their attributes must not leak to the next declaration.
    private static let bodylessDeclarationKeywords: Set<String> = [
        "typealias", "associatedtype", "import", "macro", "operator",
    ]
    /// Every word the pass acts on; any other identifier leaves the headers as they are, so it is
    /// turned down by its bytes before any text is made of it.
    private static let words = WordSet(Array(declarationKeywords.union(statementKeywords).union(accessorKeywords)
        .union(bodylessDeclarationKeywords).union(["case", "default"])).sorted())

    /// A word of `words` with the kinds of keyword it is, worked out once rather than by hashing the
    /// word each time the pass asks.
    struct Keyword {
        let text: String
        let isDeclaration: Bool
        let isStatement: Bool
        let isType: Bool
        let isAccessor: Bool
        let isBodyless: Bool
    }

    /// `words.words` as keywords, by position.
    private static let keywords = words.words.map { word in
        Keyword(text: word, isDeclaration: declarationKeywords.contains(word), isStatement: statementKeywords.contains(word),
                isType: typeKeywords.contains(word), isAccessor: accessorKeywords.contains(word),
                isBodyless: bodylessDeclarationKeywords.contains(word))
    }

    /// The keyword the token at `index` spells when it is one of `words`.
    private func keyword(_ index: Int) -> Keyword? {
        Self.keyword(index, in: file.source)
    }

    /// The keyword the token at `index` of `source` spells when it is one of the words the pass acts on.
    ///
    /// `TypeBodies` and `StatementBodies` read the keywords before a `{` with it to tell a type or
    /// extension body, or a statement body, without this pass: a change to what makes a block one must
    /// be made there too (their tests compare them with this pass).
    static func keyword(_ index: Int, in source: SourceFile) -> Keyword? {
        words.index(ofToken: index, in: source).map { keywords[$0] }
    }

    mutating func build() {
        let tokens = file.tokens
        // One header per open bracket level; index 0 is the file level.
        var headers: [Header] = [Header()]
        var openBlocks: [Int?] = [nil]  // block index per level (nil for ( and [ levels and the file)
        var isBraceLevel: [Bool] = [true]  // whether the level is the file or a `{ }` (statements live there)
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
            case .identifier where !isMember && isBraceLevel[isBraceLevel.count - 1]:
                guard let found = keyword(index) else { break }
                let word = found.text
                let level = headers.count - 1
                // `get:` in `Binding(get:set:)` and `func get()` name things; they start nothing.
                let isLabel = file.nextSignificant(after: index).map { tokens[$0].kind == .colon } ?? false
                let isDeclaredName = previous.map { isDeclarationIntroducer($0) } ?? false
                if word == "case" || word == "default" {
                    // A `switch` clause (or enum case) starts afresh unless it is `if case`/`for case`.
                    if headers[level].statementKeyword == nil {
                        headers[level] = Header()
                        headers[level].isCaseClause = true
                    }
                    break
                }
                if (isLabel || isDeclaredName) && !found.isDeclaration { break }
                if found.isAccessor, let block = openBlocks[level],
                   isAccessorContainer(block), headers[level].declarationKeyword == nil,
                   headers[level].statementKeyword == nil {
                    headers[level] = Header()
                    headers[level].statementKeyword = index
                } else if found.isDeclaration {
                    // `if let`, `guard var`, `catch let`, `while let`: a binding inside the statement's condition.
                    if (word == "let" || word == "var") && headers[level].statementKeyword != nil { break }
                    // `struct InlineArray<let count: Int, Element>`: a value generic parameter.
                    if (word == "let" || word == "var"), let introducer = headers[level].declarationKeyword,
                       keyword(introducer)?.isType == true,
                       let previous, tokens[previous].kind != .identifier { break }
                    headers[level].startDeclaration(at: index)
                } else if found.isStatement {
                    if word == "else" {
                        headers[level].isElse = true
                    } else if word == "if" && headers[level].isElse {
                        headers[level].statementKeyword = index
                    } else if word == "while" && headers[level].afterRepeat {
                        // `repeat { } while condition` ends the statement; no body follows.
                        headers[level] = Header()
                    } else {
                        let closed = headers[level].lastClosedBlock
                        headers[level] = Header()
                        headers[level].statementKeyword = index
                        headers[level].lastClosedBlock = closed
                    }
                } else if found.isBodyless {
                    headers[level] = Header()
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
            case .colon where headers[headers.count - 1].isCaseClause:
                headers[headers.count - 1] = Header()
            case .leftBrace:
                let header = headers[headers.count - 1]
                let blockIndex = blocks.count
                blocks.append(makeBlock(open: index, header: header, parent: openBlocks.last ?? nil))
                blockByOpen[index] = Int32(blockIndex)
                headers.append(Header())
                openBlocks.append(blockIndex)
                isBraceLevel.append(true)
            case .leftParen, .leftBracket, .stringStart, .interpolationStart:
                headers.append(Header())
                openBlocks.append(openBlocks.last ?? nil)
                isBraceLevel.append(false)
            case .rightParen, .rightBracket, .stringEnd, .interpolationEnd:
                if headers.count > 1 {
                    headers.removeLast()
                    openBlocks.removeLast()
                    isBraceLevel.removeLast()
                }
            case .rightBrace:
                if headers.count > 1 {
                    headers.removeLast()
                    isBraceLevel.removeLast()
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
        // The fields are read where the blocks' array holds them: a copy of a block retains its arrays.
        let level = headers.count - 1
        switch blocks[closedBlock].kind {
        case .ifBranch:
            var header = Header()
            header.lastClosedBlock = closedBlock
            header.chainBranches = blocks[closedBlock].earlierBranches + [closedBlock]
            headers[level] = header
            if let condition = blocks[closedBlock].availability, blocks[closedBlock].earlierBranches.isEmpty,
               isAvailabilityAlone(blocks[closedBlock]), !isCaseOfSwitch(blocks[closedBlock].parent),
               exitsAlways(open: blocks[closedBlock].open, close: close) {
                guards.append((block: blocks[closedBlock].parent, from: close + 1, condition: condition,
                               isAvailable: blocks[closedBlock].isUnavailableCheck))
            }
        case .guardElse:
            if let condition = blocks[closedBlock].availability {
                if !blocks[closedBlock].isUnavailableCheck {
                    guards.append((block: blocks[closedBlock].parent, from: close + 1, condition: condition, isAvailable: true))
                } else if !isCaseOfSwitch(blocks[closedBlock].parent) {
                    guards.append((block: blocks[closedBlock].parent, from: close + 1, condition: condition, isAvailable: false))
                }
            }
            headers[level] = Header()
        case .statement where blocks[closedBlock].keyword.map { file.token($0, is: "repeat") } ?? false:
            headers[level] = Header()
            headers[level].afterRepeat = true
        case .closure:
            // A trailing closure leaves the expression open: `Button { } label: { }`, `.map { }.filter`.
            headers[level].pendingAttributes = []
        default:
            headers[level] = Header()
        }
    }

    /// Whether the condition of the `if` `block` is its `#available(…)` or `#unavailable(…)` alone: with
    /// another clause (`, flag`), failing the whole condition does not mean failing the check.
    private func isAvailabilityAlone(_ block: Block) -> Bool {
        guard let keyword = block.keyword, let check = block.availability?.token, file.nextSignificant(after: keyword) == check,
              let open = file.nextSignificant(after: check), let close = file.partner(of: open) else { return false }
        return file.nextSignificant(after: close) == block.open
    }

    /// Whether `block` is a `switch` body, where an exit in one case says nothing about the others (a
    /// case is no block of its own).
    private func isCaseOfSwitch(_ block: Int?) -> Bool {
        guard let block, let keyword = blocks[block].keyword else { return false }
        return file.token(keyword, is: "switch")
    }

    /// Whether the body between the braces `open` and `close` always leaves the enclosing code: it has a
    /// `return`, `throw`, `break` or `continue` of its own (not in a nested block or closure), and no
    /// `#if` that could leave it out.
    private func exitsAlways(open: Int, close: Int) -> Bool {
        var index = open + 1
        var exits = false
        while index < close {
            switch file.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                guard let partner = file.partner(of: index) else { return false }
                index = partner
            case .directive:
                return false
            case .identifier:
                if file.token(index, is: "return") || file.token(index, is: "throw") || file.token(index, is: "break")
                    || file.token(index, is: "continue") {
                    exits = true
                }
            default:
                break
            }
            index += 1
        }
        return exits
    }

    private func makeBlock(open: Int, header: Header, parent: Int?) -> Block {
        var block = Block(open: open, close: open, kind: .closure, parent: parent, keyword: nil, name: nil,
                          inheritance: [], attributes: [], availability: nil, isUnavailableCheck: false,
                          earlierBranches: [])
        if let keyword = header.statementKeyword {
            // The keyword was found among `words`, which spell it byte for byte: no text is made.
            let word = self.keyword(keyword)?.text ?? file.text(ofToken: keyword)
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
        if let keyword = header.declarationKeyword, Self.isDeclarationBody(open, keyword: keyword, sawEquals: header.sawEquals, in: file) {
            // The keyword was found among `words`, which spell it byte for byte: no text is made.
            let word = self.keyword(keyword)?.text ?? file.text(ofToken: keyword)
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
            // Several `@available` attributes add up: `@available(iOS 26, *) @available(macOS, unavailable)`.
            for attribute in header.attributes where file.token(attribute, is: "@available") {
                if let parenthesis = file.nextSignificant(after: attribute), file.tokens[parenthesis].kind == .leftParen {
                    let parsed = AvailabilityCondition.parse(file, keyword: attribute, open: parenthesis)
                    if var merged = block.availability {
                        merged.versions.merge(parsed.versions) { first, _ in first }
                        merged.unavailable.formUnion(parsed.unavailable)
                        block.availability = merged
                    } else {
                        block.availability = parsed
                    }
                }
            }
            return block
        }
        return block
    }
}

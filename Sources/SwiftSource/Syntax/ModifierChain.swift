/// A closure after a call: `{ … }` or, for later trailing closures, `label: { … }`.
public struct TrailingClosure: Sendable, Equatable {
    /// The label of an additional trailing closure (`label` in `} label: {`), nil for the first one.
    public var label: String?
    /// Token index of the label, if any.
    public var labelToken: Int?
    /// Token index of `{`.
    public var open: Int
    /// Token index of `}`.
    public var close: Int
}

/// One `.name(arguments) { closures }` member access in a chain.
public struct ModifierLink: Sendable, Equatable {
    /// Token index of the `.`.
    public var dot: Int
    /// Token index of the name.
    public var nameToken: Int
    /// The member name, e.g. `background`.
    public var name: String
    /// The parenthesised arguments, if the member is called with parentheses.
    public var arguments: ArgumentList?
    /// Trailing closures in order.
    public var trailingClosures: [TrailingClosure]
    /// Token index of the link's last token (`)`, `}`, the name, or a postfix `?`/`!`/subscript).
    public var lastToken: Int
    /// Bytes from the `.` to the end of the link.
    public var range: Range<Int>
    /// Bytes from the end of what precedes the link (receiver or previous link) to its end:
    /// the link plus the line breaks, indentation, comments and directives before it.
    public var fullRange: Range<Int>
    /// Token indices of `#if`/`#elseif`/`#else`/`#endif` lines between the previous link and this one.
    public var directivesBefore: [Int]

    /// Whether anything but whitespace and line breaks lies before the link in `fullRange`.
    public func hasCommentsOrDirectivesBefore(in file: ParsedFile) -> Bool {
        !directivesBefore.isEmpty || file.hasComment(between: file.tokenIndex(at: fullRange.lowerBound) - 1, and: dot)
    }
}

/// A receiver followed by member accesses: `Text("Hi").padding().background(…)`; for an implicit
/// member expression (`.red.opacity(0.5)`, `.rect(cornerRadius: 8)`), the receiver is absent.
public struct ModifierChain: Sendable, Equatable {
    /// Token indices of the receiver expression (first..<last+1), nil for an implicit member expression.
    public var receiverTokens: Range<Int>?
    /// The links in source order.
    public var links: [ModifierLink]

    /// Bytes of the receiver, if any.
    public func receiverRange(in file: ParsedFile) -> Range<Int>? {
        receiverTokens.map { file.tokens[$0.lowerBound].start..<file.tokens[$0.upperBound - 1].end }
    }

    /// Bytes of the whole chain, receiver included.
    public func range(in file: ParsedFile) -> Range<Int> {
        let start = receiverRange(in: file)?.lowerBound ?? links[0].range.lowerBound
        return start..<links[links.count - 1].range.upperBound
    }

    /// Indices into `links` of the links named `name`.
    public func indices(named name: String) -> [Int] {
        links.indices.filter { links[$0].name == name }
    }
}

extension ParsedFile {
    /// Every link named `name` in the file, with its chain and position in it, in source order.
    public func links(named name: String) -> [(chain: ModifierChain, index: Int)] {
        var result: [(chain: ModifierChain, index: Int)] = []
        for chain in chains {
            for index in chain.links.indices where chain.links[index].name == name {
                result.append((chain, index))
            }
        }
        return result.sorted { $0.chain.links[$0.index].dot < $1.chain.links[$1.index].dot }
    }
}

extension ParsedFile {
    /// The trailing closures after the token `last`: a `{ … }` that is not a statement body, then
    /// any number of `label: { … }`.
    public func trailingClosures(after last: Int) -> [TrailingClosure] {
        guard let open = nextSignificant(after: last), tokens[open].kind == .leftBrace,
              !isStatementBody(open), var close = partner(of: open) else { return [] }
        var closures = [TrailingClosure(label: nil, labelToken: nil, open: open, close: close)]
        while let label = nextSignificant(after: close), tokens[label].kind == .identifier,
              let colon = nextSignificant(after: label), tokens[colon].kind == .colon,
              let open = nextSignificant(after: colon), tokens[open].kind == .leftBrace,
              let labelledClose = partner(of: open) {
            closures.append(TrailingClosure(label: text(ofToken: label), labelToken: label, open: open, close: labelledClose))
            close = labelledClose
        }
        return closures
    }
}

// MARK: - Finding chains

/// Finds every member access in a file and groups the ones that continue each other into chains.
struct ModifierChainFinder {
    private let file: ParsedFile
    private let tokens: [Token]
    /// For every token on a `#if`/`#elseif`/`#else`/`#endif` line, the directive's token index; -1 otherwise.
    private var directiveOf: [Int32]

    init(_ file: ParsedFile) {
        self.file = file
        let tokens = file.tokens
        self.tokens = tokens
        var directiveOf = [Int32](repeating: -1, count: tokens.count)
        var index = 0
        while index < tokens.count {
            if tokens[index].kind == .directive {
                let directive = index
                while index < tokens.count && tokens[index].kind != .newline {
                    directiveOf[index] = Int32(directive)
                    index += 1
                }
            } else {
                index += 1
            }
        }
        self.directiveOf = directiveOf
    }

    /// Words after which a `.` starts an implicit member expression rather than a member access,
    /// matched by the token's bytes without making a string of it.
    private static let nonExpressionWords = WordSet([
        "return", "throw", "in", "case", "if", "guard", "while", "where", "else", "switch", "try", "await",
        "yield", "is", "as", "some", "any", "let", "var", "repeat", "do", "for", "defer", "inout",
    ])

    func findChains() -> [ModifierChain] {
        var chains: [ModifierChain] = []
        // Per token, the index in `chains` of the chain whose last link ends there; -1 for none,
        // `keyPathEnd` for the last component of a key path so far.
        var chainEndingAt = [Int32](repeating: -1, count: tokens.count)
        let keyPathEnd: Int32 = -2
        for index in tokens.indices where tokens[index].kind == .period && directiveOf[index] < 0 {
            guard let nameToken = file.nextSignificant(after: index),
                  tokens[nameToken].kind == .identifier || tokens[nameToken].kind == .backtickIdentifier
            else { continue }
            let (previous, directives) = previousCode(before: index)
            // Key-path components (`\.openURL`, `\Item.date.year`) are not member accesses.
            if let previous, tokens[previous].kind == .backslash || chainEndingAt[previous] == keyPathEnd
                || (previous > 0 && tokens[previous - 1].kind == .backslash) {
                // A link's last token is never the name after a later `.`, so no chain's end is lost here.
                chainEndingAt[nameToken] = keyPathEnd
                continue
            }
            var link = makeLink(dot: index, nameToken: nameToken, directives: directives)
            if let previous, endsExpression(previous) {
                link.fullRange = tokens[previous].end..<link.range.upperBound
                let chainIndex = chainEndingAt[previous]
                if chainIndex >= 0 {
                    chainEndingAt[previous] = -1
                    chainEndingAt[link.lastToken] = chainIndex
                    chains[Int(chainIndex)].links.append(consume link)
                } else {
                    let receiverStart = receiverStart(endingAt: previous)
                    chainEndingAt[link.lastToken] = Int32(chains.count)
                    chains.append(ModifierChain(receiverTokens: receiverStart..<(previous + 1), links: [consume link]))
                }
            } else {
                chainEndingAt[link.lastToken] = Int32(chains.count)
                chains.append(ModifierChain(receiverTokens: nil, links: [consume link]))
            }
        }
        return chains
    }

    /// The last code token before `index`, skipping trivia and whole directive lines (which it returns).
    private func previousCode(before index: Int) -> (Int?, [Int]) {
        var directives: [Int] = []
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor].kind.isTrivia {
                cursor -= 1
                continue
            }
            let directive = Int(directiveOf[cursor])
            if directive >= 0 {
                directives.insert(directive, at: 0)
                cursor = directive - 1
                continue
            }
            return (cursor, directives)
        }
        return (nil, directives)
    }

    /// Whether the token can end an expression, so a `.` after it is a member access on that expression.
    private func endsExpression(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            return !Self.nonExpressionWords.contains(token: index, in: file.source)
        case .backtickIdentifier, .number, .stringEnd, .regexLiteral, .rightParen, .rightBracket, .rightBrace,
             .poundKeyword:
            return true
        case .operator:
            // A generic type as receiver: `HKDF<SHA256>.deriveKey(…)`.
            if index + 1 < tokens.count, tokens[index + 1].kind == .period, file.genericArgumentsStart(endingAt: index) != nil {
                return true
            }
            // A postfix `?` or `!` attached to what precedes it: `value?.member`, `value!.member`.
            guard token.end - token.start == 1, index > 0, !tokens[index - 1].kind.isTrivia else { return false }
            let byte = file.source.bytes[token.start]
            return byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
        default:
            return false
        }
    }

    private func makeLink(dot: Int, nameToken: Int, directives: [Int]) -> ModifierLink {
        var last = nameToken
        var arguments: ArgumentList?
        // A call's `(` must be on the name's line; on the next line it starts a new expression.
        if let next = file.nextSignificant(after: nameToken), tokens[next].kind == .leftParen,
           !file.hasLineBreak(between: nameToken, and: next), let close = file.partner(of: next) {
            if next != nameToken + 1 || !file.isCompoundNameSuffix(open: next, close: close) {
                arguments = ArgumentList(file, open: next)
            }
            last = close
        }
        // Postfix `?`, `!` and subscripts on the same line belong to the link.
        while let next = file.nextSignificant(after: last), !file.hasLineBreak(between: last, and: next) {
            let kind = tokens[next].kind
            if kind == .leftBracket, next == last + 1, let close = file.partner(of: next) {
                last = close
            } else if kind == .operator, next == last + 1, tokens[next].end - tokens[next].start == 1,
                      file.source.bytes[tokens[next].start] == UInt8(ascii: "?") || file.source.bytes[tokens[next].start] == UInt8(ascii: "!") {
                last = next
            } else {
                break
            }
        }
        let closures = file.trailingClosures(after: last)
        if let final = closures.last { last = final.close }
        let range = tokens[dot].start..<tokens[last].end
        return ModifierLink(dot: dot, nameToken: nameToken, name: file.text(ofToken: nameToken), arguments: arguments,
                            trailingClosures: closures, lastToken: last, range: range, fullRange: range,
                            directivesBefore: directives)
    }

    /// The first token of the primary expression (with its calls, subscripts and closures) ending at `end`.
    private func receiverStart(endingAt end: Int) -> Int {
        var start = end
        while true {
            let kind = tokens[start].kind
            switch kind {
            case .rightParen, .rightBracket, .rightBrace, .stringEnd:
                guard let open = file.partner(of: start) else { return start }
                start = open
                if kind == .stringEnd { return start }
                // A call, subscript or trailing closure continues to the left: `VStack(spacing: 8) { … }`.
                guard let previous = file.previousSignificant(before: open) else { return start }
                let previousKind = tokens[previous].kind
                let sameLine = !file.hasLineBreak(between: previous, and: open)
                if previousKind == .operator, kind != .rightBrace, sameLine,
                   let genericOpen = file.genericArgumentsStart(endingAt: previous) {
                    // `Dictionary<String, Int>()`: the generic type is the callee.
                    start = genericOpen - 1
                    continue
                }
                // A labelled trailing closure (`} label: {`) continues the call before its label.
                if kind == .rightBrace, previousKind == .colon,
                   let label = file.previousSignificant(before: previous), tokens[label].kind == .identifier,
                   let closer = file.previousSignificant(before: label), tokens[closer].kind == .rightBrace,
                   !file.isStatementBody(open) {
                    start = closer
                    continue
                }
                let callee = previousKind == .identifier || previousKind == .backtickIdentifier
                    || previousKind == .rightParen || previousKind == .rightBracket || previousKind == .rightBrace
                    || previousKind == .poundKeyword
                if callee && (sameLine || kind == .rightBrace) && directiveOf[previous] < 0
                    && !(previousKind == .identifier && Self.nonExpressionWords.contains(token: previous, in: file.source))
                    && !(kind == .rightBrace && file.isStatementBody(open)) {
                    start = previous
                } else {
                    return start
                }
            case .operator:
                if let open = file.genericArgumentsStart(endingAt: start) {
                    start = open - 1
                    continue
                }
                guard let previous = file.previousSignificant(before: start), previous == start - 1 else { return start }
                start = previous
            default:
                return start
            }
        }
    }
}

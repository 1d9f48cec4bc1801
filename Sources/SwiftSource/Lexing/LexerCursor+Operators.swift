// Operators, and the regex literals that may start inside them.
extension LexerCursor {
    /// Lexes an operator (or a lone `.`) as the compiler does, splitting off a regex literal
    /// that starts at its first `/` and a comment that starts inside it.
    mutating func lexOperator() {
        let start = position
        let first = bytes[start]
        // A `!` or `?` stuck to what precedes it is a one-character postfix operator: `x!.y`, `a?.b`.
        if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && isLeftBound(start) {
            single(.operator)
            return
        }
        let startsWithDot = first == UInt8(ascii: ".")
        position += 1
        while position < count {
            let byte = bytes[position]
            if has(ByteClass.operatorByte, byte) || (startsWithDot && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                break
            }
        }
        let end = position
        guard let slash = firstSlash(in: start..<end) else {
            emit(startsWithDot && end - start == 1 ? .period : .operator, from: start)
            return
        }
        // `//` or `/*` inside an operator starts a comment: `a+/* c */b`.
        var operatorEnd = end
        var index = max(slash, start + 1)
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "/") && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")) {
                operatorEnd = index
                break
            }
            index += 1
        }
        // A stray `*/` is an error to the compiler, never the start of a regex.
        if containsCommentEnd(start..<operatorEnd) {
            position = operatorEnd
            emit(.unknown, from: start)
            return
        }
        if let regexEnd = regexEnd(slash: slash, operatorStart: start, operatorEnd: end) {
            if slash > start {
                position = slash
                emit(.operator, from: start)
            }
            position = regexEnd
            emit(.regexLiteral, from: slash)
            return
        }
        position = operatorEnd
        emit(.operator, from: start)
    }

    func containsCommentEnd(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    @inline(__always) func firstSlash(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    /// Whether the byte before `index` binds an operator starting there to what precedes it.
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch bytes[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return byte(at: index - 2) != UInt8(ascii: "*")  // after `*/` it is whitespace
        case 0xA0:
            return byte(at: index - 2) != 0xC2
        default:
            return true
        }
    }

    /// Whether the byte at `index` binds an operator ending there to what follows it.
    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < count else { return false }
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(at: index + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(at: index + 1) != 0xA0
        default:
            return true
        }
    }

    /// The end of a bare `/…/` regex literal starting at `slash` inside the operator
    /// `operatorStart..<operatorEnd`, or nil when the compiler would read an operator.
    mutating func regexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        // A left-bound `/` is a postfix or binary operator: `x/y`, `x/ y`.
        if leftBound { return nil }
        // `func /(lhs:rhs:)`, `prefix operator /`: an operator is being declared.
        if lastSignificant >= 0 && (previousTokenIs("func") || previousTokenIs("operator")) { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            // Spaces on both sides: binary unless an expression must start here.
            if afterTryWithPostfixMark() {
                mustBeRegex = true
            } else if !isInRegexPosition() {
                return nil
            }
            switch lastSignificant >= 0 ? tokens[lastSignificant].kind : .unknown {
            case .leftParen, .leftBracket, .comma, .colon:
                break  // an unapplied operator may be an argument: `reduce(0, /)`
            default:
                mustBeRegex = true
            }
        }
        return scanRegex(openingSlash: slash, pounds: 0, mustBeRegex: mustBeRegex)
    }

    /// Whether the previous significant token allows an expression (so a regex) to start,
    /// following the compiler's table.
    func isInRegexPosition() -> Bool {
        // Only a shebang line may precede the first token; it does not start an expression.
        guard lastSignificant >= 0 else { return !startsWithShebang }
        let previous = tokens[lastSignificant]
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationStart:
            return true
        case .unknown:
            // A stray `#`, `@` or backtick is punctuation to the compiler; other stray bytes are not.
            let first = bytes[previous.start]
            return first != UInt8(ascii: "#") && first != UInt8(ascii: "@") && first != UInt8(ascii: "`")
        case .directive:
            return !previousTokenIs("#sourceLocation")
        case .operator:
            let length = previous.end - previous.start
            let first = bytes[previous.start]
            let leftBound = isLeftBound(previous.start)
            if length == 1 && (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && leftBound { return false }
            if length == 2 && first == UInt8(ascii: "-") && bytes[previous.start + 1] == UInt8(ascii: ">") { return false }
            // A postfix operator ends an expression; prefix and binary ones want one.
            return !(leftBound && !isRightBound(previous.end, leftBound: true))
        case .identifier:
            return isRegexAllowingKeyword(previous)
        default:
            return false
        }
    }

    /// `try?` or `try!` just before: `try` cannot be an operand, so a regex must follow.
    func afterTryWithPostfixMark() -> Bool {
        guard lastSignificant >= 1 else { return false }
        let previous = tokens[lastSignificant]
        guard previous.kind == .operator, previous.end - previous.start == 1 else { return false }
        let mark = bytes[previous.start]
        guard mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") else { return false }
        let before = tokens[lastSignificant - 1]
        return before.end == previous.start && before.kind == .identifier && spells(before, "try")
    }

    func previousTokenIs(_ word: StaticString) -> Bool {
        spells(tokens[lastSignificant], word)
    }

    func spells(_ token: Token, _ word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        let expected = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[token.start + offset] != expected[offset] { return false }
        return true
    }

    /// Keywords after which the compiler lexes a regex: every reserved keyword except those
    /// that are themselves expressions (`true`, `self`, `nil`…); contextual keywords such as
    /// `await` are identifiers to the lexer.
    func isRegexAllowingKeyword(_ token: Token) -> Bool {
        let length = token.end - token.start
        guard length >= 2 && length <= 15 else { return false }
        let first = bytes[token.start]
        for keyword in Self.regexAllowingKeywords where keyword.count == length && keyword[0] == first {
            var same = true
            for offset in 1..<length where bytes[token.start + offset] != keyword[offset] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    static let regexAllowingKeywords: [[UInt8]] = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw", "throws",
        "try", "typealias", "var", "where", "while",
    ].map { Array($0.utf8) }

    /// Scans a regex literal whose `/` is at `openingSlash` (after `pounds` `#`), returning its end.
    ///
    /// When `mustBeRegex` is false (a bare `/` that could be an operator) the compiler's
    /// rules reject it: a space after the opening or before the closing slash, an unbalanced
    /// `)`, a line break, or a closing slash that starts a comment. When it is true the
    /// literal is taken even unterminated, up to the line break or end of input.
    mutating func scanRegex(openingSlash: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
        var index = openingSlash + 1
        var firstNewline = -1
        if pounds == 0 {
            let next = byte(at: index)
            if index < count && (next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")) && !mustBeRegex { return nil }
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
        } else {
            var probe = index
            while probe < count && (bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t")) { probe += 1 }
            if probe < count && (bytes[probe] == UInt8(ascii: "\n") || bytes[probe] == UInt8(ascii: "\r")) {
                firstNewline = probe
                index = probe
                if let unclosedFrom = unclosedMultilineRegex[pounds], unclosedFrom <= openingSlash { return firstNewline }
            }
        }
        let multiline = firstNewline >= 0
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            if index < count && bytes[index] == UInt8(ascii: "/") {
                var end = index + 1
                var closing = 0
                if pounds > 0 {
                    while end < count && bytes[end] == UInt8(ascii: "#") {
                        end += 1
                        closing += 1
                    }
                }
                if closing >= pounds {
                    if closing == 0 {
                        let after = byte(at: end)
                        if end < count && (after == UInt8(ascii: "*") || after == UInt8(ascii: "/")) {
                            return mustBeRegex ? index : nil
                        }
                        if lastSpace == index - 1 && !mustBeRegex { return nil }
                    }
                    return end
                }
            }
            guard index < count else {
                if multiline { unclosedMultilineRegex[pounds] = min(openingSlash, unclosedMultilineRegex[pounds] ?? openingSlash) }
                return mustBeRegex ? (multiline ? firstNewline : index) : nil
            }
            var byte = bytes[index]
            var escaped = false
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < count else {
                    if multiline { unclosedMultilineRegex[pounds] = min(openingSlash, unclosedMultilineRegex[pounds] ?? openingSlash) }
                    return mustBeRegex ? (multiline ? firstNewline : index) : nil
                }
                byte = bytes[index]
                escaped = true
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !multiline { return mustBeRegex ? index : nil }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !escaped { lastSpace = index }
            default:
                break
            }
            // Multi-byte scalars never contain ASCII bytes, so stepping byte by byte is exact.
            index += 1
        }
    }
}

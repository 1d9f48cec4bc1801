/// Splits Swift source bytes into tokens whose ranges, concatenated, are exactly the input.
public enum Lexer {
    /// Tokenizes `bytes`; never fails: bytes that are not Swift become `.unknown` tokens.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// Tokenizes the bytes in `buffer`.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var cursor = LexerCursor(buffer)
        cursor.lexFile()
        return cursor.tokens
    }
}

// MARK: - Byte classes

/// One bit per lexical role of an ASCII byte; non-ASCII bytes have no bits.
private enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierBody: UInt8 = 2
    static let operatorByte: UInt8 = 4
    static let horizontalSpace: UInt8 = 8
    static let decimalDigit: UInt8 = 16
    static let hexDigit: UInt8 = 32
    /// Bytes that end the plain run of a string segment: `\`, `"`, CR and LF.
    static let stringSpecial: UInt8 = 64

    /// The class bits of every byte value, built once.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStart | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStart | identifierBody }
        table[Int(UInt8(ascii: "_"))] |= identifierStart | identifierBody
        table[Int(UInt8(ascii: "$"))] |= identifierBody
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierBody | decimalDigit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] |= operatorByte }
        for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0] { table[Int(byte)] |= horizontalSpace }
        for byte in "\\\"\r\n".utf8 { table[Int(byte)] |= stringSpecial }
        return table
    }()
}

// MARK: - Cursor

/// The lexer's state: a position in the bytes and the tokens so far.
///
/// Strings and interpolations are lexed by mutual recursion (`lexString` calls
/// `lexCode`, which calls `lexString`), so the call stack is the state stack.
struct LexerCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var position = 0
    private(set) var tokens: [Token] = []
    /// Index in `tokens` of the last non-trivia token, for the regex-or-division decision.
    private var lastSignificant = -1
    private var interpolationDepth = 0
    private var startsWithShebang = false
    /// For each `#` count, the earliest multi-line `#/` whose scan ran to the end of input
    /// unclosed; any later one with as many `#` is unclosed too, so hostile input stays linear.
    private var unclosedMultilineRegex: [Int: Int] = [:]
    /// `ByteClass.table`, fetched once so the hot loops skip the lazy-global check.
    private let classes: UnsafePointer<UInt8>

    /// Deeper interpolations than this are kept as string text, so hostile input cannot exhaust the stack.
    private static let maximumInterpolationDepth = 64

    /// The class table lives as long as the program; it is never mutated.
    private static let classTable: UnsafeMutablePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        pointer.initialize(from: ByteClass.table, count: 256)
        return pointer
    }()

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        self.classes = UnsafePointer(Self.classTable)
        // Real Swift averages 3 to 5 bytes per token (interfaces: 3.3), so this rarely grows.
        tokens.reserveCapacity(bytes.count / 3 + 16)
    }

    @inline(__always) private func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < count ? bytes[index] : 0
    }

    @inline(__always) private func byte(at index: Int) -> UInt8 {
        index >= 0 && index < count ? bytes[index] : 0
    }

    @inline(__always) private func has(_ bits: UInt8, _ byte: UInt8) -> Bool {
        classes[Int(byte)] & bits != 0
    }

    @inline(__always) private mutating func emit(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind: kind, start: start, end: position))
        if !kind.isTrivia { lastSignificant = tokens.count - 1 }
    }

    mutating func lexFile() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            emit(.byteOrderMark, from: 0)
        }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            let start = position
            skipToLineEnd()
            emit(.shebang, from: start)
            startsWithShebang = true
        }
        lexCode(interpolation: .none)
    }

    /// Where `lexCode` runs: at top level, or inside an interpolation of a single- or multi-line string.
    private enum CodeContext {
        case none
        case singleLineInterpolation
        case multiLineInterpolation
    }

    // MARK: - Code

    /// Lexes code until the end of input or, inside an interpolation, until its closing `)`.
    ///
    /// Inside an interpolation of a single-line string a line break ends the string, as in
    /// the compiler; the break is left for the string lexer to see.
    private mutating func lexCode(interpolation: CodeContext) {
        var parenDepth = 0
        while position < count {
            let start = position
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                position += 1
                while position < count, has(ByteClass.horizontalSpace, bytes[position]) { position += 1 }
                emit(.whitespace, from: start)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if interpolation == .singleLineInterpolation { return }
                position += 1
                if byte == UInt8(ascii: "\r"), peek() == UInt8(ascii: "\n") { position += 1 }
                emit(.newline, from: start)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"):
                position += 1
                skipIdentifierBody()
                emit(.identifier, from: start)
            case UInt8(ascii: "."):
                lexOperator()
            case UInt8(ascii: "("):
                parenDepth += 1
                single(.leftParen)
            case UInt8(ascii: ")"):
                if interpolation != .none && parenDepth == 0 {
                    single(.interpolationEnd)
                    return
                }
                parenDepth -= 1
                single(.rightParen)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: "{"): single(.leftBrace)
            case UInt8(ascii: "}"): single(.rightBrace)
            case UInt8(ascii: "["): single(.leftBracket)
            case UInt8(ascii: "]"): single(.rightBracket)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "\\"): single(.backslash)
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "/"):
                lexSlash()
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "@"):
                position += 1
                if has(ByteClass.identifierStart, peek()) || peek() >= 0x80 && validScalarLength(at: position) > 0 {
                    skipIdentifierBody()
                    emit(.attribute, from: start)
                } else {
                    emit(.unknown, from: start)
                }
            case UInt8(ascii: "`"):
                lexBacktickIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                lexOperator()
            default:
                if byte == 0xC2 && peek(1) == 0xA0 {
                    // A no-break space is whitespace to the compiler (with a warning).
                    position += 2
                    while peek() == 0xC2 && peek(1) == 0xA0 { position += 2 }
                    emit(.whitespace, from: start)
                } else if byte >= 0x80, validScalarLength(at: position) > 0 {
                    skipIdentifierBody()
                    emit(.identifier, from: start)
                } else {
                    // Invalid UTF-8 or a stray control byte: one byte at a time, so the
                    // next valid token starts where it should.
                    position += 1
                    emit(.unknown, from: start)
                }
            }
        }
    }

    @inline(__always) private mutating func single(_ kind: TokenKind) {
        position += 1
        emit(kind, from: position - 1)
    }

    // MARK: - Comments

    private mutating func lexSlash() {
        let start = position
        let next = peek(1)
        if next == UInt8(ascii: "/") {
            let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
            skipToLineEnd()
            emit(isDoc ? .docLineComment : .lineComment, from: start)
        } else if next == UInt8(ascii: "*") {
            let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
            position += 2
            var depth = 1
            while position < count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { break }
                } else {
                    position += 1
                }
            }
            emit(isDoc ? .docBlockComment : .blockComment, from: start)
        } else {
            lexOperator()
        }
    }

    // MARK: - Operators and bare regex literals

    /// Lexes an operator (or a lone `.`) as the compiler does, splitting off a regex literal
    /// that starts at its first `/` and a comment that starts inside it.
    private mutating func lexOperator() {
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

    private func containsCommentEnd(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    @inline(__always) private func firstSlash(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    /// Whether the byte before `index` binds an operator starting there to what precedes it.
    private func isLeftBound(_ index: Int) -> Bool {
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
    private func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
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
    private mutating func regexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
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
    private func isInRegexPosition() -> Bool {
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
    private func afterTryWithPostfixMark() -> Bool {
        guard lastSignificant >= 1 else { return false }
        let previous = tokens[lastSignificant]
        guard previous.kind == .operator, previous.end - previous.start == 1 else { return false }
        let mark = bytes[previous.start]
        guard mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") else { return false }
        let before = tokens[lastSignificant - 1]
        return before.end == previous.start && before.kind == .identifier && spells(before, "try")
    }

    private func previousTokenIs(_ word: StaticString) -> Bool {
        spells(tokens[lastSignificant], word)
    }

    private func spells(_ token: Token, _ word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        let expected = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[token.start + offset] != expected[offset] { return false }
        return true
    }

    /// Keywords after which the compiler lexes a regex: every reserved keyword except those
    /// that are themselves expressions (`true`, `self`, `nil`…); contextual keywords such as
    /// `await` are identifiers to the lexer.
    private func isRegexAllowingKeyword(_ token: Token) -> Bool {
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

    private static let regexAllowingKeywords: [[UInt8]] = [
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
    private mutating func scanRegex(openingSlash: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
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

    // MARK: - Pound: raw strings, extended regex, directives

    private mutating func lexPound() {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = peek(hashes)
        if after == UInt8(ascii: "\"") {
            lexString(hashes: hashes)
            return
        }
        if after == UInt8(ascii: "/"), let end = scanRegex(openingSlash: start + hashes, pounds: hashes, mustBeRegex: true) {
            position = end
            emit(.regexLiteral, from: start)
            return
        }
        if hashes == 1, has(ByteClass.identifierStart, after) {
            position += 1
            let nameStart = position
            skipIdentifierBody()
            emit(isDirectiveName(nameStart..<position) ? .directive : .poundKeyword, from: start)
            return
        }
        position += 1
        emit(.unknown, from: start)
    }

    private func isDirectiveName(_ range: Range<Int>) -> Bool {
        for name in Self.directiveNames where name.count == range.count {
            if zip(name, bytes[range]).allSatisfy({ $0 == $1 }) { return true }
        }
        return false
    }

    private static let directiveNames: [[UInt8]] = ["if", "elseif", "else", "endif", "sourceLocation"].map { Array($0.utf8) }

    // MARK: - Strings

    /// Lexes a string literal whose opening delimiter (after `hashes` pound signs) is at the cursor.
    private mutating func lexString(hashes: Int) {
        let start = position
        position += hashes
        let multiline = opensMultilineString(hashes: hashes)
        position += multiline ? 3 : 1
        emit(.stringStart, from: start)
        var segmentStart = position
        while position < count {
            let byte = bytes[position]
            if !has(ByteClass.stringSpecial, byte) {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !multiline { break }  // unterminated: the line break is code again
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                guard hashesFollow(at: position + 1, count: hashes) else {
                    position += 1
                    continue
                }
                let afterHashes = position + 1 + hashes
                if afterHashes < count && bytes[afterHashes] == UInt8(ascii: "(")
                    && interpolationDepth < Self.maximumInterpolationDepth {
                    if position > segmentStart { emit(.stringSegment, from: segmentStart) }
                    let interpolationStart = position
                    position = afterHashes + 1
                    emit(.interpolationStart, from: interpolationStart)
                    interpolationDepth += 1
                    lexCode(interpolation: multiline ? .multiLineInterpolation : .singleLineInterpolation)
                    interpolationDepth -= 1
                    segmentStart = position
                    continue
                }
                // An escape: skip the escaped byte unless it is a line break a single-line string cannot hold.
                position = afterHashes
                if position < count && (multiline || (bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r"))) {
                    position += 1
                }
                continue
            }
            // A quote: the closing delimiter when enough quotes and hashes follow.
            let quotes = multiline ? 3 : 1
            if (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                && hashesFollow(at: position + quotes, count: hashes) {
                if position > segmentStart { emit(.stringSegment, from: segmentStart) }
                let endStart = position
                position += quotes + hashes
                emit(.stringEnd, from: endStart)
                return
            }
            position += 1
        }
        if position > segmentStart { emit(.stringSegment, from: segmentStart) }
    }

    /// Whether the quotes at the cursor open a multi-line string; `#"""#` is a one-line string
    /// holding a quote, as is any raw `"""` whose closing delimiter is on the same line.
    private func opensMultilineString(hashes: Int) -> Bool {
        guard peek() == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
        guard hashes > 0 else { return true }
        var index = position + 3
        if hashesFollow(at: index, count: hashes) { return false }
        while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\"") && hashesFollow(at: index + 1, count: hashes) { return false }
            index += 1
        }
        return true
    }

    @inline(__always) private func hashesFollow(at index: Int, count hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Identifiers and numbers

    private mutating func lexBacktickIdentifier() {
        let start = position
        var index = position + 1
        while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: "`"), index > start + 1 {
            position = index + 1
            emit(.backtickIdentifier, from: start)
        } else {
            position += 1
            emit(.unknown, from: start)
        }
    }

    private mutating func lexNumber() {
        let start = position
        let second = peek(1)
        // `t.0.1` is two tuple indexes, not `t.` followed by the float `0.1`.
        let afterPeriod = lastSignificant >= 0 && tokens[lastSignificant].kind == .period
        if bytes[position] == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            let isHex = second == UInt8(ascii: "x")
            position += 2
            skipDigits(ByteClass.hexDigit)
            if isHex && !afterPeriod && peek() == UInt8(ascii: ".") && has(ByteClass.hexDigit, peek(1)) {
                // A hex fraction needs a binary exponent; without one `.` is member access (`0x1.description`).
                let dot = position
                position += 1
                skipDigits(ByteClass.hexDigit)
                if peek() != UInt8(ascii: "p") && peek() != UInt8(ascii: "P") { position = dot }
            }
            if isHex && (peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P")) { skipExponent() }
        } else {
            skipDigits(ByteClass.decimalDigit)
            if !afterPeriod && peek() == UInt8(ascii: ".") && has(ByteClass.decimalDigit, peek(1)) {
                position += 1
                skipDigits(ByteClass.decimalDigit)
            }
            if !afterPeriod && (peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E")) { skipExponent() }
        }
        // An invalid suffix (`12abc`) stays part of the number, as the compiler reports it.
        while position < count && has(ByteClass.identifierBody, bytes[position]) { position += 1 }
        emit(.number, from: start)
    }

    private mutating func skipExponent() {
        var index = position + 1
        if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        guard index < count && has(ByteClass.decimalDigit, bytes[index]) else { return }
        position = index
        skipDigits(ByteClass.decimalDigit)
    }

    @inline(__always) private mutating func skipDigits(_ digitClass: UInt8) {
        while position < count {
            let byte = bytes[position]
            guard has(digitClass, byte) || byte == UInt8(ascii: "_") else { return }
            position += 1
        }
    }

    /// Advances over identifier bytes: ASCII letters, digits, `_`, `$` and valid non-ASCII scalars.
    @inline(__always) private mutating func skipIdentifierBody() {
        while position < count {
            let byte = bytes[position]
            if has(ByteClass.identifierBody, byte) {
                position += 1
            } else if byte >= 0x80 {
                let length = validScalarLength(at: position)
                guard length > 0, !(byte == 0xC2 && bytes[position + 1] == 0xA0) else { return }
                position += length
            } else {
                return
            }
        }
    }

    /// The length of the valid UTF-8 scalar at `index`, or 0 when the bytes there are not valid UTF-8.
    private func validScalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard index + length <= count else { return 0 }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return 0 }
        return length
    }

    private mutating func skipToLineEnd() {
        while position < count && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") { position += 1 }
    }
}

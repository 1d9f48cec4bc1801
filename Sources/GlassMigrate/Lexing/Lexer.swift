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

    /// Deeper interpolations than this are kept as string text, so hostile input cannot exhaust the stack.
    private static let maximumInterpolationDepth = 64

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        tokens.reserveCapacity(bytes.count / 3 + 16)
    }

    @inline(__always) private func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < count ? bytes[index] : 0
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
        }
        lexCode(inInterpolation: false)
    }

    // MARK: - Code

    /// Lexes code until the end of input or, inside an interpolation, until its closing `)`.
    private mutating func lexCode(inInterpolation: Bool) {
        var parenDepth = 0
        while position < count {
            let start = position
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                position += 1
                while position < count, Self.isHorizontalSpace(bytes[position]) { position += 1 }
                emit(.whitespace, from: start)
            case UInt8(ascii: "\n"):
                position += 1
                emit(.newline, from: start)
            case UInt8(ascii: "\r"):
                position += 1
                if peek() == UInt8(ascii: "\n") { position += 1 }
                emit(.newline, from: start)
            case UInt8(ascii: "/"):
                lexSlash()
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "("):
                parenDepth += 1
                position += 1
                emit(.leftParen, from: start)
            case UInt8(ascii: ")"):
                position += 1
                if inInterpolation && parenDepth == 0 {
                    emit(.interpolationEnd, from: start)
                    return
                }
                parenDepth -= 1
                emit(.rightParen, from: start)
            case UInt8(ascii: "["): single(.leftBracket)
            case UInt8(ascii: "]"): single(.rightBracket)
            case UInt8(ascii: "{"): single(.leftBrace)
            case UInt8(ascii: "}"): single(.rightBrace)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: "\\"): single(.backslash)
            case UInt8(ascii: "@"):
                position += 1
                if Self.isIdentifierStart(peek()) || peek() >= 0x80 && validScalarLength(at: position) > 0 {
                    skipIdentifierBody()
                    emit(.attribute, from: start)
                } else {
                    emit(.unknown, from: start)
                }
            case UInt8(ascii: "."):
                if peek(1) == UInt8(ascii: ".") {
                    lexOperator(allowDots: true)
                } else {
                    single(.period)
                }
            case UInt8(ascii: "`"):
                lexBacktickIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"):
                skipIdentifierBody()
                emit(.identifier, from: start)
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                lexOperator(allowDots: false)
            default:
                if byte >= 0x80, validScalarLength(at: position) > 0 {
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

    // MARK: - Comments, regex literals and operators

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
            while position < count && depth > 0 {
                if bytes[position] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                } else {
                    position += 1
                }
            }
            emit(isDoc ? .docBlockComment : .blockComment, from: start)
        } else if regexCanStartHere(), let end = bareRegexEnd(from: start) {
            position = end
            emit(.regexLiteral, from: start)
        } else {
            lexOperator(allowDots: false)
        }
    }

    /// A `/` begins a regex only where an expression may begin, as in the compiler:
    /// after an operator, an opening bracket, a comma or an expression keyword.
    private func regexCanStartHere() -> Bool {
        guard lastSignificant >= 0 else { return true }
        let previous = tokens[lastSignificant]
        switch previous.kind {
        case .identifier:
            return isExpressionKeyword(previous)
        case .backtickIdentifier, .number, .stringEnd, .regexLiteral, .rightParen, .rightBracket,
             .rightBrace, .poundKeyword:
            return false
        case .operator:
            // A postfix `?` or `!` (no space before it) ends an expression: `x! / 2`.
            let last = bytes[previous.end - 1]
            let attached = previous.start > 0 && !Self.isSpaceOrNewline(bytes[previous.start - 1])
            if attached && (last == UInt8(ascii: "?") || last == UInt8(ascii: "!")) && previous.end - previous.start == 1 {
                return false
            }
            return true
        default:
            return true
        }
    }

    /// The end of a bare `/…/` regex starting at `start`, or nil when the compiler would read division.
    private func bareRegexEnd(from start: Int) -> Int? {
        var index = start + 1
        guard index < count else { return nil }
        let first = bytes[index]
        // A bare regex may not start with whitespace (`a / b`) and never spans lines.
        if Self.isSpaceOrNewline(first) || first == UInt8(ascii: "/") { return nil }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/") {
                // ...nor end with whitespace.
                if Self.isHorizontalSpace(bytes[index - 1]) { return nil }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    private func isExpressionKeyword(_ token: Token) -> Bool {
        let length = token.end - token.start
        guard length >= 2 && length <= 6 else { return false }
        for keyword in Self.expressionKeywords where keyword.count == length {
            var same = true
            for offset in 0..<length where bytes[token.start + offset] != keyword[offset] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    private static let expressionKeywords: [[UInt8]] = [
        "return", "throw", "in", "case", "if", "guard", "while", "where", "try", "await", "else",
        "switch", "repeat", "do", "yield", "is", "some", "any",
    ].map { Array($0.utf8) }

    private mutating func lexOperator(allowDots: Bool) {
        let start = position
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
            if Self.isOperatorByte(byte) || (allowDots && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                break
            }
        }
        if position == start { position += 1 }
        emit(.operator, from: start)
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
        if after == UInt8(ascii: "/"), let end = extendedRegexEnd(from: start, hashes: hashes) {
            position = end
            emit(.regexLiteral, from: start)
            return
        }
        if hashes == 1, Self.isIdentifierStart(after) {
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

    /// The end of `#/…/#` (any number of `#`); multi-line when `#/` ends its line.
    private func extendedRegexEnd(from start: Int, hashes: Int) -> Int? {
        var index = start + hashes + 1
        var multiline = false
        var probe = index
        while probe < count && Self.isHorizontalSpace(bytes[probe]) { probe += 1 }
        if probe < count && (bytes[probe] == UInt8(ascii: "\n") || bytes[probe] == UInt8(ascii: "\r")) { multiline = true }
        while index < count {
            let byte = bytes[index]
            if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { return nil }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/") {
                var closing = 0
                while closing < hashes && index + 1 + closing < count && bytes[index + 1 + closing] == UInt8(ascii: "#") {
                    closing += 1
                }
                if closing == hashes { return index + 1 + hashes }
            }
            index += 1
        }
        return nil
    }

    // MARK: - Strings

    /// Lexes a string literal whose opening delimiter (after `hashes` pound signs) is at the cursor.
    private mutating func lexString(hashes: Int) {
        let start = position
        position += hashes
        let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        emit(.stringStart, from: start)
        var segmentStart = position
        func flush(_ cursor: inout LexerCursor) {
            if cursor.position > segmentStart { cursor.emit(.stringSegment, from: segmentStart) }
        }
        while position < count {
            let byte = bytes[position]
            if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                break  // unterminated: the line break is code again
            }
            if byte == UInt8(ascii: "\\") && hashesFollow(at: position + 1, count: hashes) {
                let afterHashes = position + 1 + hashes
                if afterHashes < count && bytes[afterHashes] == UInt8(ascii: "(")
                    && interpolationDepth < Self.maximumInterpolationDepth {
                    flush(&self)
                    let interpolationStart = position
                    position = afterHashes + 1
                    emit(.interpolationStart, from: interpolationStart)
                    interpolationDepth += 1
                    lexCode(inInterpolation: true)
                    interpolationDepth -= 1
                    segmentStart = position
                    continue
                }
                position = afterHashes
                if position < count && (multiline || (bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r"))) {
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var matches = true
                for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { matches = false }
                if matches && hashesFollow(at: position + quotes, count: hashes) {
                    flush(&self)
                    let endStart = position
                    position += quotes + hashes
                    emit(.stringEnd, from: endStart)
                    return
                }
            }
            position += 1
        }
        flush(&self)
    }

    @inline(__always) private func hashesFollow(at index: Int, count hashes: Int) -> Bool {
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
        if bytes[position] == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            let isHex = second == UInt8(ascii: "x")
            position += 2
            while position < count && (Self.isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_")) { position += 1 }
            if isHex && peek() == UInt8(ascii: ".") && Self.isHexDigit(peek(1)) {
                position += 1
                while position < count && (Self.isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_")) { position += 1 }
            }
            if isHex && (peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P")) { skipExponent() }
        } else {
            skipDecimalDigits()
            if peek() == UInt8(ascii: ".") && Self.isDecimalDigit(peek(1)) {
                position += 1
                skipDecimalDigits()
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") { skipExponent() }
        }
        // An invalid suffix (`12abc`) stays part of the number, as the compiler reports it.
        while position < count && Self.isIdentifierByte(bytes[position]) { position += 1 }
        emit(.number, from: start)
    }

    private mutating func skipExponent() {
        var index = position + 1
        if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
        guard index < count && Self.isDecimalDigit(bytes[index]) else { return }
        position = index
        skipDecimalDigits()
    }

    private mutating func skipDecimalDigits() {
        while position < count && (Self.isDecimalDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_")) { position += 1 }
    }

    /// Advances over identifier bytes: ASCII letters, digits, `_`, `$` and valid non-ASCII scalars.
    private mutating func skipIdentifierBody() {
        if position < count && bytes[position] < 0x80 { position += 1 }
        while position < count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Self.isIdentifierByte(byte) else { return }
                position += 1
            } else {
                let length = validScalarLength(at: position)
                guard length > 0 else { return }
                position += length
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

    // MARK: - Byte classes

    @inline(__always) static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0
    }

    @inline(__always) static func isSpaceOrNewline(_ byte: UInt8) -> Bool {
        isHorizontalSpace(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDecimalDigit(byte) || byte == UInt8(ascii: "$")
    }

    @inline(__always) static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    @inline(__always) static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}

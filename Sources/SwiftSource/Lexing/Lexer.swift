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
enum ByteClass {
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
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    private(set) var tokens: [Token] = []
    /// Index in `tokens` of the last non-trivia token, for the regex-or-division decision.
    var lastSignificant = -1
    var interpolationDepth = 0
    var startsWithShebang = false
    /// For each `#` count, the earliest multi-line `#/` whose scan ran to the end of input
    /// unclosed; any later one with as many `#` is unclosed too, so hostile input stays linear.
    var unclosedMultilineRegex: [Int: Int] = [:]
    /// `ByteClass.table`, fetched once so the hot loops skip the lazy-global check.
    let classes: UnsafePointer<UInt8>

    /// Deeper interpolations than this are kept as string text, so hostile input cannot exhaust the stack.
    static let maximumInterpolationDepth = 64

    /// The class table lives as long as the program; it is never mutated.
    static let classTable: UnsafeMutablePointer<UInt8> = {
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

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < count ? bytes[index] : 0
    }

    @inline(__always) func byte(at index: Int) -> UInt8 {
        index >= 0 && index < count ? bytes[index] : 0
    }

    @inline(__always) func has(_ bits: UInt8, _ byte: UInt8) -> Bool {
        classes[Int(byte)] & bits != 0
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
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
    enum CodeContext {
        case none
        case singleLineInterpolation
        case multiLineInterpolation
    }

    // MARK: - Code

    /// Lexes code until the end of input or, inside an interpolation, until its closing `)`.
    ///
    /// Inside an interpolation of a single-line string a line break ends the string, as in
    /// the compiler; the break is left for the string lexer to see.
    mutating func lexCode(interpolation: CodeContext) {
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

    @inline(__always) mutating func single(_ kind: TokenKind) {
        position += 1
        emit(kind, from: position - 1)
    }

    // MARK: - Comments

    mutating func lexSlash() {
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
}

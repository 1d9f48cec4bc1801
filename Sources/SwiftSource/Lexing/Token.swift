/// The lexical class of a token; trivia kinds are whitespace, line breaks and comments.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// Spaces, tabs and other horizontal whitespace.
    case whitespace
    /// One line break: `\n`, `\r\n` or `\r`.
    case newline
    /// A UTF-8 byte-order mark at the start of the file.
    case byteOrderMark
    /// A `//` comment up to (not including) the line break.
    case lineComment
    /// A `///` documentation comment.
    case docLineComment
    /// A `/* */` comment, nested comments included.
    case blockComment
    /// A `/** */` documentation comment.
    case docBlockComment
    /// A `#!` line at the very start of a script.
    case shebang

    /// An identifier or keyword, including `$0` and `$name`.
    case identifier
    /// A `` `quoted` `` identifier.
    case backtickIdentifier
    /// An integer or floating-point literal.
    case number
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`….
    case stringStart
    /// Literal text inside a string literal, escapes included.
    case stringSegment
    /// `\(` or `\#(` opening an interpolation inside a string literal.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// The closing delimiter of a string literal.
    case stringEnd
    /// A whole regex literal: `/…/` or `#/…/#`.
    case regexLiteral
    /// `(`.
    case leftParen
    /// `)`.
    case rightParen
    /// `[`.
    case leftBracket
    /// `]`.
    case rightBracket
    /// `{`.
    case leftBrace
    /// `}`.
    case rightBrace
    /// A lone `.` (member access), as opposed to an operator such as `...`.
    case period
    /// `,`.
    case comma
    /// `:`.
    case colon
    /// `;`.
    case semicolon
    /// `\` starting a key path.
    case backslash
    /// An operator: `=`, `->`, `?`, `!`, `&&`, `..<`, `+=`….
    case `operator`
    /// An attribute name with its `@`: `@State`, `@available`.
    case attribute
    /// A conditional-compilation or line directive: `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`.
    case directive
    /// Any other `#name`: `#available`, `#unavailable`, `#selector`, `#Preview`, macros.
    case poundKeyword
    /// Bytes that are not valid Swift here: invalid UTF-8, a stray `#` or backtick.
    case unknown

    /// Whether the token is whitespace, a line break or a comment.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }

    /// Whether the token is a comment of any kind.
    @inlinable public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }
}

/// A token: its kind and the half-open range of UTF-8 byte offsets it covers; it never copies text.
///
/// Offsets are stored in 32 bits (files up to 4 GB), so a token takes 12 bytes instead of 24: a file's
/// tokens are the largest thing a run keeps in memory.
public struct Token: Sendable, Equatable {
    /// The lexical class.
    public var kind: TokenKind
    @usableFromInline var storedStart: UInt32
    @usableFromInline var storedEnd: UInt32

    /// Offset of the first byte.
    @inlinable public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(newValue) }
    }

    /// Offset one past the last byte.
    @inlinable public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(newValue) }
    }

    /// Creates a token covering `start..<end`.
    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.storedStart = UInt32(start)
        self.storedEnd = UInt32(end)
    }

    /// The byte range the token covers.
    @inlinable public var range: Range<Int> { start..<end }
}

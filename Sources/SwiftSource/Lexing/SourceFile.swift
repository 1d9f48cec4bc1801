/// A 1-based line and column (in UTF-8 bytes) for messages and reporters.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes as compilers and editors do for Swift.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// The bytes of one Swift file with its tokens and line table.
public struct SourceFile: Sendable {
    /// The path the file was read from, as given by the user (or a placeholder for strings).
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// Every token, trivia included; their ranges tile `bytes` exactly.
    public let tokens: [Token]
    /// Byte offset at which each line starts.
    public var lineStarts: [Int] { lines.starts }
    /// Where each line starts, for locating offsets.
    public let lines: LineTable

    /// Tokenizes `bytes` read from `path`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.tokens = Lexer.tokenize(bytes)
        self.lines = LineTable(bytes)
    }

    /// Tokenizes the UTF-8 of `text`.
    public init(path: String = "<string>", text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The source text of a byte range (invalid UTF-8 is repaired for display only).
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The source text of the token at `index`.
    public func text(ofToken index: Int) -> String {
        text(tokens[index].range)
    }

    /// Whether the token at `index` spells exactly `word`, compared byte for byte without allocating.
    public func token(_ index: Int, is word: StaticString) -> Bool {
        let token = tokens[index]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[token.start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The 1-based line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation { lines.location(of: offset) }

    /// The byte range of the 1-based `line`, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return start..<end
    }

    /// The whitespace that starts the line containing `offset` (its indentation), verbatim.
    public func indentation(ofLineContaining offset: Int) -> String {
        let start = lineStarts[location(of: offset).line - 1]
        var end = start
        while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
        return text(start..<end)
    }

    /// The file's dominant line break (`"\r\n"` when most breaks are CRLF), for inserted lines.
    public var lineBreak: String {
        var crlf = 0
        var lf = 0
        for token in tokens where token.kind == .newline {
            if token.end - token.start == 2 { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf ? "\r\n" : "\n"
    }

    /// Whether the bytes are valid UTF-8.
    public var isValidUTF8: Bool { Self.isValidUTF8(bytes) }

    /// Whether `bytes` are valid UTF-8 (well-formed as Unicode defines it: no overlong forms,
    /// surrogates or values above U+10FFFF), given that the bytes before `start` are ASCII.
    static func isValidUTF8(_ bytes: [UInt8], from start: Int = 0) -> Bool {
        // Checked by hand, byte by byte: the standard library's scalar decoder costs several times more,
        // and this runs on every file of a run.
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = start
            func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                index + offset < count && buffer[index + offset] >= low && buffer[index + offset] <= high
            }
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    // A run of ASCII is skipped words at a time.
                    index = SourceBytes.firstNonASCII(in: UnsafeRawBufferPointer(rebasing: raw[index...])).map { index + $0 } ?? count
                    continue
                }
                switch lead {
                case 0xC2...0xDF:
                    guard continuation(1) else { return false }
                    index += 2
                case 0xE0...0xEF:
                    let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                    let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
                    guard continuation(1, low, high), continuation(2) else { return false }
                    index += 3
                case 0xF0...0xF4:
                    let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                    let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                    guard continuation(1, low, high), continuation(2), continuation(3) else { return false }
                    index += 4
                default:
                    return false
                }
            }
            return true
        }
    }
}

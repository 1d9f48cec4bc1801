/// A JSON value read from a configuration file, with the line and column where it starts.
///
/// Configuration files are JSON; `//` and `/* */` comments are allowed too, so `--print-config`
/// output (which names where each value came from in comments) reads back as it is.
struct ConfigurationJSON {
    /// What the value is.
    indirect enum Value {
        case object([Member])
        case array([ConfigurationJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// A key and its value, in file order.
    struct Member {
        var key: String
        var keyPosition: SourceLocation
        var value: ConfigurationJSON
    }

    var value: Value
    /// Where the value starts (1-based line and column, the column in UTF-8 bytes).
    var position: SourceLocation

    /// What the value is, for messages: "a string", "an array".
    var kind: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// A syntax error at a place.
    struct SyntaxError: Error {
        var message: String
        var position: SourceLocation
    }

    /// Parses a whole document.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> ConfigurationJSON {
        var parser = Parser(bytes: bytes)
        parser.skipTrivia()
        let value = try parser.value(depth: 0)
        parser.skipTrivia()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A byte-order mark is not part of the JSON.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                index = 3
                lineStart = 3
            }
        }

        var position: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, position: position) }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func skipTrivia() {
            while let byte = current {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while let next = current, next != UInt8(ascii: "\n") { advance() }
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    advance()
                    advance()
                    while current != nil && !(current == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                        advance()
                    }
                    if current != nil {
                        advance()
                        advance()
                    }
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> ConfigurationJSON {
            guard depth < 64 else { throw error("nested too deeply") }
            let start = position
            guard let byte = current else { throw error("the file ends where a value was expected") }
            switch byte {
            case UInt8(ascii: "{"): return ConfigurationJSON(value: try object(depth: depth), position: start)
            case UInt8(ascii: "["): return ConfigurationJSON(value: try array(depth: depth), position: start)
            case UInt8(ascii: "\""): return ConfigurationJSON(value: .string(try string()), position: start)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                let word = self.word()
                switch word {
                case "true": return ConfigurationJSON(value: .bool(true), position: start)
                case "false": return ConfigurationJSON(value: .bool(false), position: start)
                case "null": return ConfigurationJSON(value: .null, position: start)
                default: throw SyntaxError(message: "found '\(word)' where a value was expected (text needs double quotes)", position: start)
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return ConfigurationJSON(value: .number(try number()), position: start)
            default:
                throw error("expected a value (a string, number, true, false, null, array or object), found '\(Self.describe(byte))'")
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> Value {
            advance()
            var members: [Member] = []
            skipTrivia()
            if current == UInt8(ascii: "}") {
                advance()
                return .object(members)
            }
            while true {
                skipTrivia()
                let keyPosition = position
                guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let key = try string()
                if members.contains(where: { $0.key == key }) {
                    throw SyntaxError(message: "key '\(key)' appears twice", position: keyPosition)
                }
                skipTrivia()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
                advance()
                skipTrivia()
                members.append(Member(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
                skipTrivia()
                if current == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' after a member") }
                advance()
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> Value {
            advance()
            var items: [ConfigurationJSON] = []
            skipTrivia()
            if current == UInt8(ascii: "]") {
                advance()
                return .array(items)
            }
            while true {
                skipTrivia()
                items.append(try value(depth: depth + 1))
                skipTrivia()
                if current == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' after an item") }
                advance()
                return .array(items)
            }
        }

        /// The letters, digits and `_` from here on.
        mutating func word() -> String {
            let start = index
            while let byte = current,
                  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") {
                advance()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            let numberBytes = Set("+-0123456789.eE".utf8)
            while let byte = current, numberBytes.contains(byte) { advance() }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let number = Double(text) else { throw SyntaxError(message: "'\(text)' is not a number", position: position) }
            return number
        }

        mutating func string() throws(SyntaxError) -> String {
            advance()
            var result: [UInt8] = []
            while true {
                guard let byte = current else { throw error("the string is not closed") }
                switch byte {
                case UInt8(ascii: "\""):
                    advance()
                    return String(decoding: result, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    advance()
                    guard let escaped = current else { throw error("the string is not closed") }
                    advance()
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                    case UInt8(ascii: "b"): result.append(8)
                    case UInt8(ascii: "f"): result.append(12)
                    case UInt8(ascii: "n"): result.append(10)
                    case UInt8(ascii: "r"): result.append(13)
                    case UInt8(ascii: "t"): result.append(9)
                    case UInt8(ascii: "u"): result += Array(String(try unicodeEscape()).utf8)
                    default: throw error("unknown escape '\\\(Self.describe(escaped))'")
                    }
                case 0..<0x20:
                    throw error("a control character in a string must be escaped")
                default:
                    result.append(byte)
                    advance()
                }
            }
        }

        /// The character of `\uXXXX` (after the `u`), joining a surrogate pair.
        mutating func unicodeEscape() throws(SyntaxError) -> Character {
            let first = try hexQuad()
            if (0xD800..<0xDC00).contains(first), current == UInt8(ascii: "\\"), index + 1 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "u") {
                advance()
                advance()
                let second = try hexQuad()
                if (0xDC00..<0xE000).contains(second),
                   let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) {
                    return Character(scalar)
                }
            }
            return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
        }

        mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                    throw error("expected four hexadecimal digits after \\u")
                }
                value = value * 16 + digit
                advance()
            }
            return value
        }

        static func describe(_ byte: UInt8) -> String {
            byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
        }
    }
}

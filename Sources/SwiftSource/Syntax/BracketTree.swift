/// Why a file cannot be processed safely; the file is then left untouched.
public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. "unbalanced '(': no matching ')'".
    public var message: String
    /// The byte offset where the problem is.
    public var offset: Int
    /// The same place as line and column.
    public var location: SourceLocation

    /// Creates an error at `offset` of `source`.
    public init(_ message: String, at offset: Int, in source: SourceFile) {
        self.message = message
        self.offset = offset
        self.location = source.location(of: offset)
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// The matching of every bracket pair (`()`, `[]`, `{}`, string delimiters, interpolations) and,
/// for every token, the innermost pair that encloses it.
public struct BracketTree: Sendable {
    /// For an opening or closing token, the index of its partner; -1 for other tokens.
    public let partner: [Int32]
    /// For every token, the index of the innermost enclosing opening token; -1 at top level.
    public let parent: [Int32]

    /// Matches the brackets of `source`; throws on the first unbalanced or unterminated construct.
    public init(_ source: SourceFile) throws {
        let tokens = source.tokens
        var partner = [Int32](repeating: -1, count: tokens.count)
        var parent = [Int32](repeating: -1, count: tokens.count)
        // The innermost open token so far (-1 at top level) is kept apart from the ones around it,
        // which every token's parent would otherwise read from the end of the stack.
        var open: Int32 = -1
        var enclosing: [Int32] = []
        try tokens.withUnsafeBufferPointer { tokens in
            try partner.withUnsafeMutableBufferPointer { partner in
                try parent.withUnsafeMutableBufferPointer { parent in
                    for index in 0..<tokens.count {
                        let token = tokens[index]
                        parent[index] = open
                        switch token.kind {
                        case .leftParen, .leftBracket, .leftBrace, .stringStart, .interpolationStart:
                            enclosing.append(open)
                            open = Int32(index)
                        case .rightParen, .rightBracket, .rightBrace, .stringEnd, .interpolationEnd:
                            guard open >= 0 else {
                                throw SyntaxError("unbalanced '\(source.text(token.range))': nothing to close", at: token.start, in: source)
                            }
                            let opening = tokens[Int(open)]
                            guard Self.closer(of: opening.kind) == token.kind else {
                                throw SyntaxError(
                                    "unbalanced '\(source.text(opening.range))' at \(source.location(of: opening.start)) closed by '\(source.text(token.range))'",
                                    at: token.start, in: source)
                            }
                            partner[Int(open)] = Int32(index)
                            partner[index] = open
                            open = enclosing.removeLast()
                            parent[index] = open
                        case .blockComment, .docBlockComment:
                            let bytes = source.bytes
                            if token.end - token.start < 4 || bytes[token.end - 2] != UInt8(ascii: "*") || bytes[token.end - 1] != UInt8(ascii: "/") {
                                throw SyntaxError("unterminated block comment", at: token.start, in: source)
                            }
                        case .unknown:
                            let byte = source.bytes[token.start]
                            let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
                            throw SyntaxError("unexpected \(shown)", at: token.start, in: source)
                        default:
                            break
                        }
                    }
                }
            }
        }
        if open >= 0 {
            let token = tokens[Int(open)]
            let what = token.kind == .stringStart ? "unterminated string literal" : "unbalanced '\(source.text(token.range))': no matching close"
            throw SyntaxError(what, at: token.start, in: source)
        }
        self.partner = partner
        self.parent = parent
    }

    private static func closer(of kind: TokenKind) -> TokenKind {
        switch kind {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        case .stringStart: return .stringEnd
        default: return .interpolationEnd
        }
    }
}

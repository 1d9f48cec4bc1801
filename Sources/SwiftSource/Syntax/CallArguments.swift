/// One argument of a call: an optional label and the value's tokens.
public struct CallArgument: Sendable, Equatable {
    /// The label (`in`, `cornerRadius`), nil for an unlabeled argument.
    public var label: String?
    /// The token index of the label, if any.
    public var labelToken: Int?
    /// Token indices of the value, first significant to last significant (half-open).
    public var valueTokens: Range<Int>
    /// Bytes of the value, from its first to its last significant token.
    public var valueRange: Range<Int>
    /// Bytes of the whole argument, from the label (or value) to the end of the value.
    public var range: Range<Int>
    /// The token index of the comma after the argument, if any.
    public var comma: Int?
}

/// The parenthesised arguments of a call.
public struct ArgumentList: Sendable, Equatable {
    /// Token index of `(`.
    public var open: Int
    /// Token index of `)`.
    public var close: Int
    /// The arguments in order.
    public var arguments: [CallArgument]

    /// Splits the arguments between the `(` at `open` and its partner.
    public init(_ file: ParsedFile, open: Int) {
        self.open = open
        let close = file.partner(of: open) ?? open
        self.close = close
        var arguments: [CallArgument] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            let atSeparator = index == close
                || (file.tokens[index].kind == .comma && file.enclosingOpen(of: index) == open)
            if atSeparator {
                if let argument = Self.argument(file, from: start, to: index, comma: index == close ? nil : index) {
                    arguments.append(argument)
                }
                start = index + 1
            } else if file.tokens[index].kind == .operator, let end = file.genericArgumentsEnd(from: index), end < close {
                // The comma in `Dictionary<String, Int>()` separates generic arguments, not call arguments.
                index = end
            }
            index += 1
        }
        self.arguments = arguments
    }

    private static func argument(_ file: ParsedFile, from start: Int, to end: Int, comma: Int?) -> CallArgument? {
        var first = start
        while first < end && file.tokens[first].kind.isTrivia { first += 1 }
        var last = end - 1
        while last >= first && file.tokens[last].kind.isTrivia { last -= 1 }
        guard first <= last else { return nil }
        var label: String?
        var labelToken: Int?
        var valueStart = first
        let firstKind = file.tokens[first].kind
        if firstKind == .identifier || firstKind == .backtickIdentifier,
           let colon = file.nextSignificant(after: first), colon <= last, file.tokens[colon].kind == .colon {
            label = file.text(ofToken: first)
            labelToken = first
            valueStart = file.nextSignificant(after: colon) ?? colon + 1
        }
        let valueEnd = max(valueStart, last + 1)
        let valueBytes = valueStart < valueEnd
            ? file.tokens[valueStart].start..<file.tokens[valueEnd - 1].end
            : file.tokens[last].end..<file.tokens[last].end
        return CallArgument(label: label, labelToken: labelToken, valueTokens: valueStart..<valueEnd,
                            valueRange: valueBytes, range: file.tokens[first].start..<file.tokens[last].end, comma: comma)
    }

    /// The first argument with `label`.
    public func argument(labeled label: String) -> CallArgument? {
        arguments.first { $0.label == label }
    }

    /// The labels in order (nil for unlabeled arguments).
    public var labels: [String?] { arguments.map(\.label) }

    /// Bytes from `(` to `)` inclusive.
    public func range(in file: ParsedFile) -> Range<Int> {
        file.tokens[open].start..<file.tokens[close].end
    }
}

// MARK: - Generic argument lists

extension ParsedFile {
    /// For a `<` written right after a type name (`Dictionary<String, Int>()`), the index of the token holding
    /// the matching `>`; nil when the `<` is a comparison. Follows the Swift parser's rule: only type-like tokens
    /// inside, and after the `>` a token that cannot start an operand.
    func genericArgumentsEnd(from open: Int) -> Int? {
        guard open > 0, isGenericOpen(open) else { return nil }
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .newline, .identifier, .backtickIdentifier, .period, .comma, .colon, .number:
                break
            case .leftParen, .leftBracket:
                guard let close = partner(of: index) else { return nil }
                index = close
            case .operator:
                let bytes = source.bytes[token.start..<token.end]
                if bytes.allSatisfy({ $0 == UInt8(ascii: "<") }) {
                    depth += bytes.count
                } else if bytes.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    depth -= bytes.count
                    if depth < 0 { return nil }
                    if depth == 0 { return followsGenericArguments(index) ? index : nil }
                } else if !Self.mayAppearInGenericArguments(bytes) {
                    return nil
                }
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// For a token of `>`s ending generic arguments (`HKDF<SHA256>`), the index of the matching `<`.
    func genericArgumentsStart(endingAt close: Int) -> Int? {
        let last = tokens[close]
        guard last.kind == .operator, source.bytes[last.start..<last.end].allSatisfy({ $0 == UInt8(ascii: ">") }) else {
            return nil
        }
        var depth = 0
        var index = close
        while index >= 0 {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .newline, .identifier, .backtickIdentifier, .period, .comma, .colon, .number:
                break
            case .rightParen, .rightBracket:
                guard let open = partner(of: index) else { return nil }
                index = open
            case .operator:
                let bytes = source.bytes[token.start..<token.end]
                if bytes.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    depth += bytes.count
                } else if bytes.allSatisfy({ $0 == UInt8(ascii: "<") }) {
                    depth -= bytes.count
                    if depth == 0 { return genericArgumentsEnd(from: index) == close ? index : nil }
                    if depth < 0 { return nil }
                } else if !Self.mayAppearInGenericArguments(bytes) {
                    return nil
                }
            default:
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether an operator other than `<`/`>` can be part of a type: `->`, `&`, `?`, `!`, `...`, `~`.
    private static func mayAppearInGenericArguments(_ bytes: ArraySlice<UInt8>) -> Bool {
        ["->", "&", "?", "!", "...", "~"].contains { bytes.elementsEqual($0.utf8) }
    }

    /// A single `<` attached to the type name before it.
    private func isGenericOpen(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .operator, token.end - token.start == 1, source.bytes[token.start] == UInt8(ascii: "<") else {
            return false
        }
        let before = tokens[index - 1].kind
        return before == .identifier || before == .backtickIdentifier
    }

    private func followsGenericArguments(_ close: Int) -> Bool {
        guard close + 1 < tokens.count else { return true }
        switch tokens[close + 1].kind {
        case .leftParen, .rightParen, .period, .comma, .rightBracket, .rightBrace, .colon, .newline, .semicolon:
            return true
        case .operator:
            let bytes = source.bytes[tokens[close + 1].start..<tokens[close + 1].end]
            return bytes.elementsEqual("?".utf8) || bytes.elementsEqual("!".utf8) || bytes.elementsEqual("==".utf8)
        default:
            return false
        }
    }
}

extension ParsedFile {
    /// Whether the parentheses at `open` hold only argument labels, as in the function reference
    /// `URL.init(string:)` or `Self.load(from:_:)`, which names a function without calling it.
    func isCompoundNameSuffix(open: Int, close: Int) -> Bool {
        guard close > open + 1, (close - open - 1) % 2 == 0 else { return false }
        var index = open + 1
        while index < close {
            let kind = tokens[index].kind
            guard kind == .identifier || kind == .backtickIdentifier, tokens[index + 1].kind == .colon else { return false }
            index += 2
        }
        return true
    }
}

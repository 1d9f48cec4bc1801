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

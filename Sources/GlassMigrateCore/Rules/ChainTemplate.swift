/// A modifier-chain pattern such as `.frostedPanel(cornerRadius: $r)`, matched on tokens.
///
/// `$name` binds one argument expression; `$$$name` binds the rest of an argument list (possibly
/// empty, commas included). Whitespace, line breaks and comments in the source do not matter.
public struct ChainTemplate: Sendable, Equatable {
    /// One template token: literal text, or a placeholder.
    enum Piece: Sendable, Equatable {
        case literal(String)
        case single(String)
        case rest(String)
    }

    let pieces: [Piece]
    /// The template's source text.
    public let text: String

    /// Why a template cannot be used.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Parses `text`; it must start with `.name` and balance.
    public init(_ text: String) throws {
        self.text = text
        let source = SourceFile(path: "<template>", text: text)
        do {
            _ = try BracketTree(source)
        } catch {
            throw Problem(description: "'\(text)' does not balance: \(error)")
        }
        var pieces: [Piece] = []
        for token in source.tokens where !token.kind.isTrivia {
            let word = source.text(token.range)
            if token.kind == .identifier && word.hasPrefix("$$$") && word.count > 3 {
                pieces.append(.rest(String(word.dropFirst(3))))
            } else if token.kind == .identifier && word.hasPrefix("$"), let first = word.dropFirst().first, first.isLetter {
                pieces.append(.single(String(word.dropFirst())))
            } else {
                pieces.append(.literal(word))
            }
        }
        guard pieces.count >= 2, pieces[0] == .literal("."), case .literal(let name) = pieces[1],
              name.first.map({ $0.isLetter || $0 == "_" }) == true else {
            throw Problem(description: "'\(text)' must start with a modifier, like .name(…)")
        }
        self.pieces = pieces
    }

    /// Whether the template's last token (after trailing spaces) is a `//` comment, which swallows
    /// whatever follows it on its line.
    public var endsInLineComment: Bool {
        let source = SourceFile(path: "<template>", text: text)
        guard let last = source.tokens.last(where: { $0.kind != .whitespace }) else { return false }
        return last.kind == .lineComment || last.kind == .docLineComment
    }

    /// The name of the first modifier, used to skip files that cannot match.
    public var firstName: String {
        if case .literal(let name) = pieces[1] { return name }
        return ""
    }

    /// The placeholder names the template binds, in order.
    public var placeholders: [String] {
        pieces.compactMap {
            switch $0 {
            case .single(let name), .rest(let name): return name
            case .literal: return nil
            }
        }
    }

    /// A successful match: the bytes matched and the bytes each placeholder bound.
    public struct Match: Sendable, Equatable {
        /// From the first link's `.` to the end of the last matched link.
        public var range: Range<Int>
        /// Bound byte ranges by placeholder name (empty range for an empty `$$$rest`).
        public var bindings: [String: Range<Int>]
        /// Token index of the first and last matched tokens.
        public var tokens: ClosedRange<Int>
    }

    /// Matches the template against the links of `chain` starting at `linkIndex`; the match must end
    /// exactly at the end of a link.
    ///
    /// An empty `$$$name` needs no comma beside it in the source: `.f(a: $x, $$$rest)` matches `.f(a: 1)`.
    public func match(_ chain: ModifierChain, at linkIndex: Int, in file: ParsedFile) -> Match? {
        let start = chain.links[linkIndex].dot
        let linkEnds = Set(chain.links[linkIndex...].map(\.lastToken))
        for variant in [pieces] + Self.withoutEmptyRests(pieces) {
            var bindings: [String: Range<Int>] = [:]
            guard let end = match(variant, from: 0, token: start, file: file, bindings: &bindings),
                  linkEnds.contains(end) else { continue }
            let tokens = file.tokens
            // A rest left out of the variant binds nothing: an empty range where the list closes.
            for name in placeholders where bindings[name] == nil {
                bindings[name] = tokens[end].start..<tokens[end].start
            }
            return Match(range: tokens[start].start..<tokens[end].end, bindings: bindings, tokens: start...end)
        }
        return nil
    }

    /// The template with each `, $$$name` before a closing bracket (or `$$$name ,` after an opening one)
    /// left out, for sources where the rest is empty and so has no comma either (none when nothing changes).
    private static func withoutEmptyRests(_ pieces: [Piece]) -> [[Piece]] {
        var result = pieces
        var index = 0
        while index < result.count {
            guard case .rest = result[index] else { index += 1; continue }
            let before = index > 0 ? result[index - 1] : nil
            let after = index + 1 < result.count ? result[index + 1] : nil
            if before == .literal(","), let after, [.literal(")"), .literal("]"), .literal("}")].contains(after) {
                result.removeSubrange((index - 1)...index)
                index -= 1
            } else if after == .literal(","), let before, [.literal("("), .literal("["), .literal("{")].contains(before) {
                result.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        return result == pieces ? [] : [result]
    }

    /// Matches `pieces` from `pieceIndex` on, starting at token `token`; returns the last matched token.
    ///
    /// A `$name` runs to the next literal at its own nesting level and never spans a comma; a `$$$name`
    /// may stop at any later occurrence of that literal, tried in order until the rest of the template matches.
    private func match(_ pieces: [Piece], from pieceIndex: Int, token: Int?, file: ParsedFile,
                       bindings: inout [String: Range<Int>]) -> Int? {
        var pieceIndex = pieceIndex
        var current = token
        var last: Int? = nil
        while pieceIndex < pieces.count {
            switch pieces[pieceIndex] {
            case .literal(let word):
                guard let index = current, file.text(ofToken: index) == word else { return nil }
                last = index
                current = file.nextSignificant(after: index)
                pieceIndex += 1
            case .single(let name), .rest(let name):
                let isRest: Bool
                if case .rest = pieces[pieceIndex] { isRest = true } else { isRest = false }
                guard let first = current, pieceIndex + 1 < pieces.count,
                      case .literal(let stopWord) = pieces[pieceIndex + 1] else { return nil }  // two placeholders in a row: ambiguous
                let level = Self.level(of: first, in: file)
                var index = first
                var lastBound: Int?
                while true {
                    let kind = file.tokens[index].kind
                    let atLevel = Self.level(of: index, in: file) == level
                    if atLevel && file.text(ofToken: index) == stopWord {
                        var candidate = bindings
                        if bind(name, from: first, through: lastBound, isRest: isRest, file: file, bindings: &candidate),
                           let end = match(pieces, from: pieceIndex + 1, token: index, file: file, bindings: &candidate) {
                            bindings = candidate
                            return end
                        }
                        if !isRest { return nil }
                    }
                    if atLevel && kind == .comma && !isRest { return nil }
                    if atLevel && (kind == .rightParen || kind == .rightBracket || kind == .rightBrace) { return nil }
                    lastBound = file.partner(of: index).map { max($0, index) } ?? index
                    guard let next = file.nextSignificant(after: lastBound!) else { return nil }
                    index = next
                }
            }
        }
        return last
    }

    /// Binds `name` to the tokens `first...lastBound` (empty when `lastBound` is nil, allowed for a rest);
    /// a name bound twice must bind the same text.
    private func bind(_ name: String, from first: Int, through lastBound: Int?, isRest: Bool, file: ParsedFile,
                      bindings: inout [String: Range<Int>]) -> Bool {
        let range: Range<Int>
        if let lastBound {
            range = file.tokens[first].start..<file.tokens[lastBound].end
        } else {
            guard isRest else { return false }
            range = file.tokens[first].start..<file.tokens[first].start
        }
        if let previous = bindings[name], file.text(previous) != file.text(range) { return false }
        bindings[name] = range
        return true
    }

    /// The opening bracket a token is inside of; a closing bracket counts as inside its own pair.
    private static func level(of index: Int, in file: ParsedFile) -> Int? {
        switch file.tokens[index].kind {
        case .rightParen, .rightBracket, .rightBrace: return file.partner(of: index)
        default: return file.enclosingOpen(of: index)
        }
    }

    /// The template's text with every `$name`/`$$$name` replaced by `values[name]`; an empty `$$$name`
    /// takes its neighbouring comma with it, so `.f(a, $$$rest)` becomes `.f(a)`.
    public func substitute(_ values: [String: String]) -> String {
        var result = ""
        var dropNextComma = false
        let source = SourceFile(path: "<template>", text: text)
        for token in source.tokens {
            let word = source.text(token.range)
            if dropNextComma && token.kind.isTrivia { continue }
            if dropNextComma && token.kind == .comma {
                dropNextComma = false
                continue
            }
            dropNextComma = false
            if token.kind == .identifier && word.hasPrefix("$$$"), let value = values[String(word.dropFirst(3))] {
                if value.isEmpty {
                    let trimmed = result.reversed().drop { $0 == " " || $0 == "\t" }
                    if trimmed.first == "," {
                        result = String(trimmed.dropFirst().reversed())
                    } else {
                        dropNextComma = true
                    }
                }
                result += value
            } else if token.kind == .identifier && word.hasPrefix("$"), let value = values[String(word.dropFirst())] {
                result += value
            } else {
                result += word
            }
        }
        return result
    }
}

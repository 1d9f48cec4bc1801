import GlassMigrateCore

/// The edges a `.padding(…)` link certainly insets by more than zero.
///
/// `padding()`, `padding(8)` and `padding(.all, 8)` inset all four edges; `padding(.horizontal, 8)`
/// only the leading and trailing ones; `padding(EdgeInsets(top: 4, leading: 8))` the edges it gives a
/// value. An amount that may be zero (`0`, `isCompact ? 0 : 10`) and an edge set the tool cannot read
/// (a variable) inset nothing it can count on.
struct PaddedEdges: OptionSet {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let top = PaddedEdges(rawValue: 1)
    static let leading = PaddedEdges(rawValue: 2)
    static let bottom = PaddedEdges(rawValue: 4)
    static let trailing = PaddedEdges(rawValue: 8)
    static let all: PaddedEdges = [.top, .leading, .bottom, .trailing]

    private static let named: [String: PaddedEdges] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": [.leading, .trailing], "vertical": [.top, .bottom], "all": .all,
    ]

    /// The edges `link`, a `padding` call, insets.
    init(_ link: ModifierLink, in file: ParsedFile) {
        self = Self.inset(by: link, in: file)
    }

    private static func inset(by link: ModifierLink, in file: ParsedFile) -> PaddedEdges {
        guard let arguments = link.arguments, link.trailingClosures.isEmpty else { return [] }
        let syntax = MaterialSyntax(file: file)
        let unlabelled = arguments.arguments.filter { $0.label == nil }
        guard unlabelled.count == arguments.arguments.count else { return [] }
        switch unlabelled.count {
        case 0:
            return .all
        case 1:
            let tokens = syntax.significant(unlabelled[0].valueTokens)
            if let insets = edgeInsets(tokens, file: file) { return insets }
            if let edges = edgeSet(tokens, file: file) { return edges }
            return mayBeZero(tokens, file: file) ? [] : .all
        case 2:
            let amount = syntax.significant(unlabelled[1].valueTokens)
            guard !mayBeZero(amount, file: file) else { return [] }
            return edgeSet(syntax.significant(unlabelled[0].valueTokens), file: file) ?? []
        default:
            return []
        }
    }

    /// The edges of an `Edge.Set` spelled `.horizontal`, `[.top, .leading]` or `Edge.Set.vertical`, or
    /// nil when the tokens are anything else.
    private static func edgeSet(_ tokens: [Int], file: ParsedFile) -> PaddedEdges? {
        var edges: PaddedEdges = []
        var sawMember = false
        for (position, token) in tokens.enumerated() {
            let kind = file.tokens[token].kind
            let text = file.text(ofToken: token)
            switch kind {
            case .leftBracket, .rightBracket, .comma, .period:
                continue
            case .identifier where position + 1 < tokens.count && file.tokens[tokens[position + 1]].kind == .period:
                // The type prefix of `Edge.Set.top`.
                guard text == "Edge" || text == "Set" else { return nil }
            case .identifier:
                guard let named = Self.named[text], position > 0,
                      file.tokens[tokens[position - 1]].kind == .period else { return nil }
                edges.formUnion(named)
                sawMember = true
            default:
                return nil
            }
        }
        return sawMember ? edges : nil
    }

    /// The edges of `EdgeInsets(top:leading:bottom:trailing:)` given an amount that is not zero, or nil
    /// when the tokens are not such a call.
    private static func edgeInsets(_ tokens: [Int], file: ParsedFile) -> PaddedEdges? {
        guard tokens.count >= 3, file.text(ofToken: tokens[0]) == "EdgeInsets",
              file.tokens[tokens[1]].kind == .leftParen, file.partner(of: tokens[1]) == tokens.last else { return nil }
        var edges: PaddedEdges = []
        let syntax = MaterialSyntax(file: file)
        for argument in ArgumentList(file, open: tokens[1]).arguments {
            guard let label = argument.label, let edge = Self.named[label], [.top, .leading, .bottom, .trailing].contains(edge)
            else { return [] }
            if !mayBeZero(syntax.significant(argument.valueTokens), file: file) { edges.formUnion(edge) }
        }
        return edges
    }

    /// Whether an amount may be zero: it holds a literal `0` (or `0.0`, `.zero`), alone or as one branch
    /// of a choice.
    private static func mayBeZero(_ tokens: [Int], file: ParsedFile) -> Bool {
        tokens.contains { token in
            let text = file.text(ofToken: token)
            switch file.tokens[token].kind {
            case .number: return Double(text.replacingOccurrences(of: "_", with: "")) == 0
            case .identifier: return text == "zero"
            default: return false
            }
        }
    }
}

/// Whether a `{` opens the body of a type or extension, as `Scopes` would say, told from the tokens
/// before it on its level where they settle it, so that `DeclaredNames` need not build the file's `Scopes`.
///
/// `ScopeBuilder` makes a block a type or extension body when, at its `{`, the statement on that level
/// has a type keyword (`struct`, `class`, `enum`, `actor`, `protocol`, `extension`) as its declaration
/// keyword, no statement keyword and no `else`. Neither the `}` of any block on the level (the `}` of a
/// closure keeps a statement whose `{` was no type body; any other starts the next one afresh) nor a `;`
/// lets such a keyword through, and a type keyword is never passed over; so:
/// - with no type keyword between the nearest `}` or `;` on the level (or its start) and the `{`, the
///   block is no type body;
/// - when the last keyword the pass reads before the `{` is a type keyword and no `else` comes in that
///   stretch, it is one;
/// - otherwise (`struct InlineArray<let count: Int> {`, a keyword used as a type's name) it is not settled.
struct TypeBodies {
    private let file: ParsedFile
    private let tokens: [Token]
    /// The answers so far, by the token index of the `{` (an optional: nil when not settled).
    private var known: [Int: Bool?] = [:]

    init(_ file: ParsedFile) {
        self.file = file
        self.tokens = file.source.tokens
    }

    /// Whether the `{` at token `open` is a type or extension body; nil when the tokens before it do not settle it.
    mutating func isTypeBody(_ open: Int) -> Bool? {
        if let answer = known[open] { return answer }
        let answer = workOut(open)
        known[open] = answer
        return answer
    }

    private func workOut(_ open: Int) -> Bool? {
        let level = file.enclosingOpen(of: open)
        // In `( )`, `[ ]` or a string the pass reads no keyword: every `{` there is a closure.
        if let level, tokens[level].kind != .leftBrace { return false }
        var last: ScopeBuilder.Keyword?
        var hasType = false
        var hasElse = false
        var index = open
        walk: while let previous = file.previousSignificant(before: index), previous != level {
            index = previous
            switch tokens[previous].kind {
            case .semicolon, .rightBrace:
                break walk
            case .rightParen, .rightBracket, .stringEnd, .interpolationEnd:
                // A bracketed group or a string says nothing to the statement around it.
                guard let partner = file.partner(of: previous) else { return nil }
                index = partner
            case .identifier:
                guard let keyword = ScopeBuilder.keyword(previous, in: file.source), !isMember(previous) else { continue }
                if last == nil { last = keyword }
                hasType = hasType || keyword.isType
                hasElse = hasElse || keyword.text == "else"
            default:
                // Names, operators, attributes, `#if` lines: no keyword.
                continue
            }
        }
        if !hasType { return false }
        if last?.isType == true && !hasElse { return true }
        return nil
    }

    /// Whether the token follows a `.` (`.default`), which the pass reads as no keyword.
    private func isMember(_ index: Int) -> Bool {
        file.previousSignificant(before: index).map { tokens[$0].kind == .period } ?? false
    }
}

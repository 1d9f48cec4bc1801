/// A source file with the structure rules work on: tokens, bracket tree, modifier chains and scopes.
public final class ParsedFile {
    /// The bytes and tokens.
    public let source: SourceFile
    /// Bracket pairs and nesting.
    public let brackets: BracketTree

    /// Every modifier chain in the file, in source order (computed on first use).
    public private(set) lazy var chains: [ModifierChain] = ModifierChainFinder(self).findChains()

    /// Blocks, declarations and availability branches (computed on first use).
    public var scopes: Scopes {
        if let builtScopes { return builtScopes }
        let scopes = Scopes(self)
        builtScopes = scopes
        return scopes
    }
    private var builtScopes: Scopes?

    /// The `{` whose kind the tokens before it settled, for `isStatementBody(_:)`.
    private var statementBodies = StatementBodies()

    /// The platforms each part of the file compiles for (computed on first use), shared by every
    /// question about the file's platforms.
    public private(set) lazy var platformBranches: PlatformBranches = PlatformBranches(self)

    /// The names the file declares at file, type or extension level (computed on first use), shared
    /// by every rule that asks.
    public private(set) lazy var declaredNames: DeclaredNames = DeclaredNames(self)

    /// Parses `source`; throws `SyntaxError` when brackets, strings or comments do not balance.
    public init(_ source: SourceFile) throws {
        self.source = source
        self.brackets = try BracketTree(source)
    }

    /// Parses the UTF-8 of `text`.
    public convenience init(path: String = "<string>", text: String) throws {
        try self.init(SourceFile(path: path, text: text))
    }

    /// The tokens, trivia included.
    public var tokens: [Token] { source.tokens }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String { source.text(range) }

    /// The source text of the token at `index`.
    public func text(ofToken index: Int) -> String { source.text(ofToken: index) }

    /// Whether the token at `index` spells `word`.
    public func token(_ index: Int, is word: StaticString) -> Bool { source.token(index, is: word) }

    /// The index of the first non-trivia token after `index`, if any.
    public func nextSignificant(after index: Int) -> Int? {
        var next = index + 1
        let tokens = source.tokens
        defer { WorkMeter.count(next - index) }
        while next < tokens.count {
            if !tokens[next].kind.isTrivia { return next }
            next += 1
        }
        return nil
    }

    /// The index of the last non-trivia token before `index`, if any.
    public func previousSignificant(before index: Int) -> Int? {
        var previous = index - 1
        let tokens = source.tokens
        defer { WorkMeter.count(index - previous) }
        while previous >= 0 {
            if !tokens[previous].kind.isTrivia { return previous }
            previous -= 1
        }
        return nil
    }

    /// Whether a line break lies between the tokens at `first` and `second` (exclusive of both).
    public func hasLineBreak(between first: Int, and second: Int) -> Bool {
        guard first + 1 < second else { return false }
        for index in (first + 1)..<second where source.tokens[index].kind == .newline { return true }
        return false
    }

    /// Whether any comment lies between the tokens at `first` and `second` (exclusive of both).
    public func hasComment(between first: Int, and second: Int) -> Bool {
        guard first + 1 < second else { return false }
        for index in (first + 1)..<second where source.tokens[index].kind.isComment { return true }
        return false
    }

    /// The index of the token starting at byte `offset`, or of the token containing it.
    public func tokenIndex(at offset: Int) -> Int {
        max(0, source.tokens.partitionIndex { $0.start <= offset } - 1)
    }

    /// Whether the `{` at token `open` is the body of a statement or declaration, so it can never be a
    /// closure: what `scopes.isStatementBody(open)` says, without building the scopes when the tokens
    /// before the `{` settle it.
    public func isStatementBody(_ open: Int) -> Bool {
        if let builtScopes { return builtScopes.isStatementBody(open) }
        if let settled = statementBodies.isStatementBody(open, in: self) { return settled }
        return scopes.isStatementBody(open)
    }

    /// The matching token of a bracket or string delimiter at `index`, if it has one.
    public func partner(of index: Int) -> Int? {
        let value = brackets.partner[index]
        return value >= 0 ? Int(value) : nil
    }

    /// The innermost opening bracket enclosing the token at `index`, if any.
    public func enclosingOpen(of index: Int) -> Int? {
        let value = brackets.parent[index]
        return value >= 0 ? Int(value) : nil
    }

    /// Whether the token at `index` is code: not trivia and not inside a string literal's text.
    ///
    /// Tokens inside an interpolation are code.
    public func isCode(_ index: Int) -> Bool {
        let kind = source.tokens[index].kind
        switch kind {
        case .stringSegment, .regexLiteral: return false
        default: return !kind.isTrivia
        }
    }
}

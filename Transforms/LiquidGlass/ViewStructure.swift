import GlassMigrateCore

/// The call or modifier a `{ }` closure is passed to: `HStack { … }`, `.sheet(isPresented: $x) { … }`,
/// `Button { … } label: { … }`, `.popover(isPresented: $x, content: { … })`.
public struct ClosureOwner: Sendable, Equatable {
    /// Token index of the closure's `{`.
    public var open: Int
    /// Token index of the closure's `}`.
    public var close: Int
    /// Token index of the callee or modifier name (`HStack`, `sheet`).
    public var nameToken: Int
    /// The callee or modifier name.
    public var name: String
    /// Whether the owner is a modifier (`.sheet { }`) rather than a call (`VStack { }`).
    public var isModifier: Bool
    /// The closure's label (`label` in `} label: {`, `content` in `content: {`), nil for an unlabeled closure.
    public var label: String?
}

/// A place where glass is applied to a view: `.glassEffect(…)`, `.buttonStyle(.glass…)`, or a modifier
/// that applies glass itself (see `ModuleGlass`).
public struct GlassApplication: Sendable, Equatable {
    /// How the glass is applied.
    public enum Kind: Sendable, Equatable {
        /// SwiftUI's `.glassEffect(…)` (not `.glassEffect(.identity)`, which draws no glass).
        case effect
        /// `.buttonStyle(.glass)`, `.buttonStyle(.glassProminent)`, `.buttonStyle(.glass(…))` and the
        /// `GlassButtonStyle`/`GlassProminentButtonStyle` spellings: the buttons inside become glass.
        case buttonStyle
        /// A modifier that applies glass itself: a generated helper (`.adaptiveGlassBackground(…)`),
        /// LiquidGlass's `.glass(style:)`, a `glassEffect` that is not SwiftUI's, or the module's own
        /// glass (`.modifier(OwnGlass())`, `.glassCard()`), as `ModuleGlass` tells.
        case helper
    }

    /// The chain the modifier is a link of.
    public var chain: ModifierChain
    /// Index of the modifier in `chain.links`.
    public var linkIndex: Int
    /// How the glass is applied.
    public var kind: Kind

    /// The modifier link.
    public var link: ModifierLink { chain.links[linkIndex] }

    /// Token index of the view expression's first token (the receiver, or the first link without one);
    /// for `Button { … } label: { … }.glassEffect()` it is `Button`.
    public var viewStart: Int
}

/// One statement of a view-builder closure, as token indices.
public struct ViewStatement: Sendable, Equatable {
    /// Token indices of the statement, first to last significant token (half-open).
    public var tokens: Range<Int>
    /// The modifier chain that is the whole statement (`Text("a").padding()`), if the statement is one.
    public var chain: ModifierChain?

    /// Token index of the statement's first token.
    public var first: Int { tokens.lowerBound }
}

/// Questions about the view tree of a file that several lint rules ask: what a closure belongs to,
/// the statements of a view-builder closure, where glass is applied.
///
/// Built once per file from its tokens and modifier chains; it works on tokens only, so it answers
/// about code as written (it cannot see into a custom view declared elsewhere).
public struct ViewStructure {
    /// The file described.
    public let file: ParsedFile
    /// Every glass application in the file, in source order.
    public let glassApplications: [GlassApplication]
    /// The closures passed to a view that applies glass (`GlassCard { … }`, a glass view type of the
    /// module), when the structure was made with a `ModuleGlass`.
    public private(set) var glassViewClosures: [ClosureOwner]
    /// The index in `file.chains` of the chain whose receiver starts at each token: an index, not the
    /// chain, so that a structure rules share through a run keeps no second copy of every chain.
    private let chainByStart: [Int: Int]

    /// Modifiers whose closures are presented or placed apart from the view they modify, so what is
    /// inside them is not part of that view: sheets, popovers, alerts, menus, toolbars.
    public static let detachedModifiers: Set<String> = [
        "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "inspector",
        "navigationDestination", "contextMenu", "toolbar", "searchSuggestions",
    ]

    /// Describes `file`; given the module's `ModuleGlass`, its own glass counts too (as `.helper`).
    public init(_ file: ParsedFile, glass: ModuleGlass? = nil) {
        self.init(file, glass: glass, findsGlass: true)
    }

    /// Describes the closures and statements of `file` alone, with no `glassApplications`: for a caller
    /// that asks nothing about glass (telling glass costs a look at every link of every chain).
    init(structureOf file: ParsedFile) {
        self.init(file, glass: nil, findsGlass: false)
    }

    private init(_ file: ParsedFile, glass: ModuleGlass?, findsGlass: Bool) {
        self.file = file
        var byStart: [Int: Int] = [:]
        var applications: [GlassApplication] = []
        let swiftUI = SwiftUIGlassEffect(file, module: glass)
        for (chainIndex, chain) in file.chains.enumerated() {
            var start = chain.links[0].dot
            if let receiver = chain.receiverTokens {
                start = receiver.lowerBound
                if byStart[start] == nil { byStart[start] = chainIndex }
            }
            for index in chain.links.indices where findsGlass {
                if let kind = Self.glassKind(of: chain, at: index, in: file, swiftUI: swiftUI, glass: glass) {
                    applications.append(GlassApplication(chain: chain, linkIndex: index, kind: kind, viewStart: start))
                }
            }
        }
        self.chainByStart = byStart
        self.glassApplications = applications.sorted { $0.link.dot < $1.link.dot }
        self.glassViewClosures = []
        if let glass {
            let closures = file.scopes.blocks.compactMap { block -> ClosureOwner? in
                guard block.kind == .closure, let owner = owner(ofClosureAt: block.open), !owner.isModifier,
                      glass.appliesGlass(.call(owner.name)) else { return nil }
                return owner
            }
            glassViewClosures = closures
        }
    }

    private static func glassKind(of chain: ModifierChain, at index: Int, in file: ParsedFile, swiftUI: SwiftUIGlassEffect,
                                  glass: ModuleGlass?) -> GlassApplication.Kind? {
        let link = chain.links[index]
        guard file.isCode(link.nameToken) else { return nil }
        if let glass { return glass.kind(of: chain, at: index, in: file, swiftUI: swiftUI) }
        if let kind = ModuleGlass.directKind(of: chain, at: index, in: file, swiftUI: swiftUI) { return kind }
        // A glassEffect that is not SwiftUI's (an app's own, a wrapper's) may draw glass all the same.
        if link.name == "glassEffect", link.arguments != nil, !ModuleGlass.isIdentity(link, in: file) { return .helper }
        return nil
    }

    /// Whether the link is `.buttonStyle(.glass)`, `.buttonStyle(.glassProminent)`, `.buttonStyle(.glass(…))`
    /// or a `GlassButtonStyle`/`GlassProminentButtonStyle` spelling.
    static func isGlassButtonStyle(_ link: ModifierLink, in file: ParsedFile) -> Bool {
        guard link.name == "buttonStyle", let value = link.arguments?.arguments.first, value.label == nil else { return false }
        var index = value.valueTokens.lowerBound
        if file.tokens[index].kind == .period, let name = file.nextSignificant(after: index) { index = name }
        return glassButtonWords.contains(file.text(ofToken: index))
    }

    private static let glassButtonWords: Set<String> = ["glass", "glassProminent", "GlassButtonStyle", "GlassProminentButtonStyle"]

    // MARK: - Chains and expressions

    /// The modifier chain whose receiver starts at token `index`, if any.
    public func chain(startingAt index: Int) -> ModifierChain? {
        chainByStart[index].map { file.chains[$0] }
    }

    /// The last token of the view expression starting at token `index`: the end of its modifier
    /// chain, or of the call and trailing closures when it has no modifiers.
    public func expressionEnd(startingAt index: Int) -> Int {
        if let chain = chain(startingAt: index) { return chain.links[chain.links.count - 1].lastToken }
        var last = index
        if let open = file.nextSignificant(after: last), file.tokens[open].kind == .leftParen,
           !file.hasLineBreak(between: last, and: open), let close = file.partner(of: open) {
            last = close
        }
        return file.trailingClosures(after: last).last?.close ?? last
    }

    // MARK: - Closures

    /// What the closure opened by the `{` at token `open` is passed to, if it is a closure passed to a
    /// named call or modifier.
    public func owner(ofClosureAt open: Int) -> ClosureOwner? {
        Self.owner(ofClosureAt: open, in: file)
    }

    /// The call or modifier the closure opened at token `open` of `file` is passed to, if any.
    public static func owner(ofClosureAt open: Int, in file: ParsedFile) -> ClosureOwner? {
        guard file.tokens[open].kind == .leftBrace, !file.scopes.isStatementBody(open),
              let close = file.partner(of: open),
              let previous = file.previousSignificant(before: open) else { return nil }
        switch file.tokens[previous].kind {
        case .identifier, .backtickIdentifier:
            // `HStack {` or `.background {`.
            return owner(named: previous, open: open, close: close, label: nil, in: file)
        case .rightParen:
            // `HStack(spacing: 8) {` or `.sheet(isPresented: $x) {`.
            guard let paren = file.partner(of: previous), let name = file.previousSignificant(before: paren),
                  !file.hasLineBreak(between: name, and: paren) else { return nil }
            return owner(named: name, open: open, close: close, label: nil, in: file)
        case .colon:
            guard let labelToken = file.previousSignificant(before: previous),
                  file.tokens[labelToken].kind == .identifier,
                  let beforeLabel = file.previousSignificant(before: labelToken) else { return nil }
            let label = file.text(ofToken: labelToken)
            switch file.tokens[beforeLabel].kind {
            case .rightBrace:
                // `} label: {`: the same owner as the closure before it.
                guard let firstOpen = file.partner(of: beforeLabel),
                      var owner = owner(ofClosureAt: firstOpen, in: file) else { return nil }
                owner.open = open
                owner.close = close
                owner.label = label
                return owner
            case .leftParen, .comma:
                return argumentOwner(open: open, close: close, label: label, in: file)
            default:
                return nil
            }
        case .leftParen, .comma:
            return argumentOwner(open: open, close: close, label: nil, in: file)
        default:
            return nil
        }
    }

    private static func owner(named name: Int, open: Int, close: Int, label: String?, in file: ParsedFile) -> ClosureOwner? {
        let kind = file.tokens[name].kind
        guard kind == .identifier || kind == .backtickIdentifier else { return nil }
        let isModifier = file.previousSignificant(before: name).map { file.tokens[$0].kind == .period } ?? false
        return ClosureOwner(open: open, close: close, nameToken: name, name: file.text(ofToken: name),
                            isModifier: isModifier, label: label)
    }

    private static func argumentOwner(open: Int, close: Int, label: String?, in file: ParsedFile) -> ClosureOwner? {
        guard let paren = file.enclosingOpen(of: open), file.tokens[paren].kind == .leftParen,
              let name = file.previousSignificant(before: paren), !file.hasLineBreak(between: name, and: paren)
        else { return nil }
        return owner(named: name, open: open, close: close, label: label, in: file)
    }

    /// The closures enclosing token `index` that are passed to a named call or modifier, innermost
    /// first, up to the innermost enclosing declaration (type, function or property body).
    public func enclosingClosures(of index: Int) -> [ClosureOwner] {
        var result: [ClosureOwner] = []
        for blockIndex in file.scopes.enclosingBlocks(of: index) {
            let block = file.scopes.blocks[blockIndex]
            if block.isDeclaration { break }
            if block.kind == .closure, let owner = owner(ofClosureAt: block.open) { result.append(owner) }
        }
        return result
    }

    /// The closures passed to calls or modifiers named `names` in the file.
    public func closures(ownedBy names: Set<String>) -> [ClosureOwner] {
        file.scopes.blocks.compactMap { block in
            guard block.kind == .closure, let owner = owner(ofClosureAt: block.open),
                  names.contains(owner.name) else { return nil }
            return owner
        }
    }

    // MARK: - Statements

    /// The top-level statements of the closure or block opened by the `{` at token `open`, after any
    /// closure signature (`item in`).
    ///
    /// A new statement starts at a line break or `;` unless the next line continues the expression
    /// (it starts with `.`, `else`, `catch` or a binary operator, or the line before ends with one).
    public func statements(inBlockAt open: Int) -> [ViewStatement] {
        guard let close = file.partner(of: open) else { return [] }
        var index = bodyStart(open: open, close: close)
        var statements: [ViewStatement] = []
        var start: Int?
        var last: Int?
        func finish() {
            if let first = start, let end = last {
                statements.append(ViewStatement(tokens: first..<(end + 1), chain: statementChain(first, end)))
            }
            start = nil
            last = nil
        }
        while index < close {
            let kind = file.tokens[index].kind
            if kind.isTrivia {
                index += 1
                continue
            }
            if kind == .semicolon {
                finish()
                index += 1
                continue
            }
            if let previous = last, file.hasLineBreak(between: previous, and: index),
               !continuesLine(previous: previous, next: index) {
                finish()
            }
            if start == nil { start = index }
            last = isOpening(kind) ? (file.partner(of: index) ?? index) : index
            index = last! + 1
        }
        finish()
        return statements
    }

    private func isOpening(_ kind: TokenKind) -> Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .stringStart
    }

    private func statementChain(_ first: Int, _ last: Int) -> ModifierChain? {
        guard let chain = chain(startingAt: first), chain.links[chain.links.count - 1].lastToken == last else { return nil }
        return chain
    }

    /// Whether the line starting with token `next` continues the expression ending with `previous`.
    private func continuesLine(previous: Int, next: Int) -> Bool {
        let nextKind = file.tokens[next].kind
        if nextKind == .period { return true }
        if nextKind == .identifier && (file.token(next, is: "else") || file.token(next, is: "catch")) { return true }
        if nextKind == .operator || file.tokens[previous].kind == .operator {
            // A postfix `?`/`!` glued to what precedes it ends the expression.
            let previousIsPostfix = file.tokens[previous].kind == .operator && previous > 0
                && !file.tokens[previous - 1].kind.isTrivia
            return !(previousIsPostfix && nextKind != .operator)
        }
        let previousKind = file.tokens[previous].kind
        return previousKind == .comma || previousKind == .colon || previousKind == .period
    }

    /// The first token after `{` and any closure signature ending in `in`.
    private func bodyStart(open: Int, close: Int) -> Int {
        guard let first = file.nextSignificant(after: open), first < close else { return close }
        var index = first
        while index < close {
            let kind = file.tokens[index].kind
            if kind.isTrivia {
                index += 1
                continue
            }
            if kind == .identifier {
                if file.token(index, is: "in") { return index + 1 }
                let word = file.text(ofToken: index)
                if ["for", "case", "if", "let", "var", "return", "switch", "guard", "while"].contains(word) { return first }
                index += 1
            } else if kind == .leftParen || kind == .leftBracket {
                index = (file.partner(of: index) ?? index) + 1
            } else if kind == .comma || kind == .colon || kind == .period || kind == .backtickIdentifier {
                index += 1
            } else if kind == .operator, ["->", "?", "!"].contains(file.text(ofToken: index)) {
                index += 1
            } else {
                return first
            }
        }
        return first
    }

    // MARK: - Glass

    /// The glass applications whose view expression starts with the statement's first token: the glass
    /// that the statement's root view itself gets (not glass on views nested inside it).
    public func rootGlass(of statement: ViewStatement) -> [GlassApplication] {
        guard let chain = statement.chain else { return [] }
        return glassApplications.filter { $0.chain == chain }
    }

    /// Whether the token at `index` belongs to the view that `application` puts glass on: its receiver
    /// or an earlier modifier of the chain, not inside a detached closure (a sheet, toolbar, menu…)
    /// between the two.
    public func isInsideGlassedView(_ index: Int, of application: GlassApplication) -> Bool {
        let start = file.tokens[application.viewStart].start
        let end = file.tokens[application.link.dot].start
        let offset = file.tokens[index].start
        guard offset >= start && offset < end else { return false }
        for owner in enclosingClosures(of: index) where file.tokens[owner.open].start > start {
            if owner.isModifier && Self.detachedModifiers.contains(owner.name) { return false }
        }
        return true
    }
}

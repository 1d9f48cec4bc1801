/// Whether a `{` opens the body of a statement or declaration rather than a closure, as
/// `Scopes.isStatementBody` would say, told from the tokens before it on its level where they settle
/// it, so that finding modifier chains need not build the file's `Scopes`.
///
/// `ScopeBuilder` reads each level's statement into a header and makes a `{` a closure unless, at it,
/// the header has a statement keyword, an `else`, or a declaration keyword whose body the `{` is. That
/// header starts afresh at the level's start, after a `;` and after the `}` of any block but a closure,
/// which leaves it as it was at the closure's `{`. So the header at a `{` is read here the way the pass
/// reads it, from the nearest such point before it on its level (groups in brackets and strings said
/// nothing to it), and kept for the `{` that come later. Not settled: an accessor word (`get`, `set`,
/// `init`…) where an accessor could stand, which depends on the block around it.
struct StatementBodies {
    /// What the pass's header says at a `{`, as far as it decides whether the `{` opens a closure.
    struct Header {
        var statementKeyword: Int?
        var isElse = false
        var declarationKeyword: Int?
        var sawEquals = false
        var isCaseClause = false
        var afterRepeat = false
    }

    /// The header before each `{` worked out so far, by its token index (nil when not settled).
    private var known: [Int: Header?] = [:]

    /// Whether the `{` at token `open` of `file` opens a statement or declaration body; nil when the
    /// tokens before it do not settle it.
    mutating func isStatementBody(_ open: Int, in file: ParsedFile) -> Bool? {
        if let level = file.enclosingOpen(of: open), file.tokens[level].kind != .leftBrace {
            // In `( )`, `[ ]` or a string the pass reads no keyword: every `{` there is a closure.
            return false
        }
        guard let header = header(before: open, in: file) else { return nil }
        return Self.opensBody(open, header, in: file)
    }

    /// Whether a `{` read with `header` opens a statement or declaration body, as `ScopeBuilder.makeBlock` decides.
    private static func opensBody(_ open: Int, _ header: Header, in file: ParsedFile) -> Bool {
        if header.statementKeyword != nil || header.isElse { return true }
        guard let keyword = header.declarationKeyword else { return false }
        return ScopeBuilder.isDeclarationBody(open, keyword: keyword, sawEquals: header.sawEquals, in: file)
    }

    /// The header at the `{` at `open`, working out first, without recursion, the headers of the
    /// earlier blocks on its level it depends on.
    private mutating func header(before open: Int, in file: ParsedFile) -> Header? {
        var waiting: [Int] = []
        var current = open
        while true {
            let answer: Header?
            if let header = known[current] {
                answer = header
            } else {
                switch read(before: current, in: file) {
                case .needs(let earlier):
                    waiting.append(current)
                    current = earlier
                    continue
                case .read(let header):
                    known[current] = header
                    answer = header
                }
            }
            guard let next = waiting.popLast() else { return answer }
            current = next
        }
    }

    private enum Reading {
        /// The header at the `{` of an earlier block on the level is needed first.
        case needs(Int)
        /// The header, nil when not settled.
        case read(Header?)
    }

    /// Reads the header at the `{` at `open` from where its level's statement started.
    private func read(before open: Int, in file: ParsedFile) -> Reading {
        let tokens = file.tokens
        let level = file.enclosingOpen(of: open)
        var header = Header()
        // The tokens the pass acts on at this level, last first.
        var read: [Int] = []
        var index = open
        walk: while let previous = file.previousSignificant(before: index), previous != level {
            index = previous
            switch tokens[previous].kind {
            case .semicolon:
                break walk
            case .rightBrace:
                guard let blockOpen = file.partner(of: previous) else { return .read(nil) }
                guard let earlier = known[blockOpen] else { return .needs(blockOpen) }
                guard let earlier else { return .read(nil) }
                if Self.opensBody(blockOpen, earlier, in: file) {
                    // After a statement or declaration the header starts afresh; after `repeat { }`, `while` ends it.
                    header.afterRepeat = earlier.statementKeyword.map { file.token($0, is: "repeat") } ?? false
                } else {
                    // A closure leaves the header as it was at its `{`.
                    header = earlier
                }
                break walk
            case .rightParen, .rightBracket, .stringEnd, .interpolationEnd:
                // A bracketed group or a string says nothing to the statement around it.
                guard let partner = file.partner(of: previous) else { return .read(nil) }
                index = partner
            case .identifier, .colon, .operator:
                read.append(previous)
            default:
                continue
            }
        }
        for index in read.reversed() where !update(&header, with: index, level: level, in: file) {
            return .read(nil)
        }
        return .read(header)
    }

    /// Changes `header` as `ScopeBuilder.build` does for the token at `index`; false when that depends
    /// on more than the tokens (an accessor word where accessors could stand).
    private func update(_ header: inout Header, with index: Int, level: Int?, in file: ParsedFile) -> Bool {
        let tokens = file.tokens
        let token = tokens[index]
        switch token.kind {
        case .colon:
            if header.isCaseClause { header = Header() }
            return true
        case .operator:
            if token.end - token.start == 1 && file.source.bytes[token.start] == UInt8(ascii: "=") {
                header.sawEquals = true
            }
            return true
        default:
            break
        }
        let previous = file.previousSignificant(before: index)
        guard previous.map({ tokens[$0].kind != .period }) ?? true,
              let found = ScopeBuilder.keyword(index, in: file.source) else { return true }
        let word = found.text
        if word == "case" || word == "default" {
            if header.statementKeyword == nil {
                header = Header()
                header.isCaseClause = true
            }
            return true
        }
        let isLabel = file.nextSignificant(after: index).map { tokens[$0].kind == .colon } ?? false
        let isDeclaredName = previous.map { ScopeBuilder.isDeclarationIntroducer($0, in: file.source) } ?? false
        if (isLabel || isDeclaredName) && !found.isDeclaration { return true }
        if found.isAccessor && level != nil && header.declarationKeyword == nil && header.statementKeyword == nil {
            // An accessor body only in a property or subscript body: the block around would have to be known.
            return false
        }
        if found.isDeclaration {
            if (word == "let" || word == "var") && header.statementKeyword != nil { return true }
            if (word == "let" || word == "var"), let introducer = header.declarationKeyword,
               ScopeBuilder.keyword(introducer, in: file.source)?.isType == true,
               let previous, tokens[previous].kind != .identifier { return true }
            header.declarationKeyword = index
            header.sawEquals = false
            header.statementKeyword = nil
            header.isCaseClause = false
        } else if found.isStatement {
            if word == "else" {
                header.isElse = true
            } else if word == "if" && header.isElse {
                header.statementKeyword = index
            } else if word == "while" && header.afterRepeat {
                header = Header()
            } else {
                header = Header()
                header.statementKeyword = index
            }
        } else if found.isBodyless {
            header = Header()
        }
        return true
    }
}

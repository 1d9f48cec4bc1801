// What a block belongs to: the declaration a `{` opens, accessors, inheritance clauses.
extension ScopeBuilder {
    /// Whether the `{` at `open` is the body of the declaration introduced by `keyword`.
    ///
    /// Types, extensions and functions take the first `{` at their level. A `var`/`let` takes it as a getter
    /// or observer body only without an initializer (`var x = 1 { didSet {…} }` aside) and on the
    /// declaration's line (or alone on the next), so `let x: Int` followed by `Button { … }` stays a closure.
    ///
    /// `StatementBodies` asks it too, with what it read of the declaration.
    static func isDeclarationBody(_ open: Int, keyword: Int, sawEquals: Bool, in file: ParsedFile) -> Bool {
        guard file.token(keyword, is: "var") || file.token(keyword, is: "let") else { return true }
        if sawEquals {
            guard let first = file.nextSignificant(after: open) else { return false }
            return file.token(first, is: "willSet") || file.token(first, is: "didSet")
        }
        let level = file.enclosingOpen(of: open)
        let lastLineBreak = file.previousSignificant(before: open) ?? open
        var index = keyword + 1
        while index < lastLineBreak {
            if file.tokens[index].kind == .newline && file.enclosingOpen(of: index) == level { return false }
            index += 1
        }
        return true
    }

    /// Whether the token introduces a declared name, so a keyword-like word after it is that name (`func get()`).
    func isDeclarationIntroducer(_ index: Int) -> Bool {
        Self.isDeclarationIntroducer(index, in: file.source)
    }

    /// Whether the token at `index` of `source` introduces a declared name (`func`, `var`, `case`, `typealias`…).
    static func isDeclarationIntroducer(_ index: Int, in source: SourceFile) -> Bool {
        guard source.tokens[index].kind == .identifier, let found = keyword(index, in: source) else { return false }
        return found.isDeclaration || found.isBodyless || found.text == "case"
    }

    /// Whether accessors (`get`, `set`, `didSet`…) can appear directly inside the block.
    func isAccessorContainer(_ block: Int) -> Bool {
        // The fields are read where the blocks' array holds them: a copy of a block retains its arrays.
        let kind = blocks[block].kind
        return kind == .property || (kind == .function && blocks[block].keyword.map { file.token($0, is: "subscript") } ?? false)
    }

    /// The type names after the `:` of a type or extension header, up to `where` or `{`.
    func inheritance(from nameToken: Int, to open: Int) -> [String] {
        var names: [String] = []
        var index = nameToken + 1
        var afterColon = false
        var depth = 0
        while index < open {
            let kind = file.tokens[index].kind
            if kind == .colon && depth == 0 { afterColon = true }
            if kind == .operator {
                let text = file.text(ofToken: index)
                if text.hasPrefix("<") { depth += text.filter { $0 == "<" }.count }
                if text.hasPrefix(">") { depth -= text.filter { $0 == ">" }.count }
            }
            if kind == .identifier && afterColon && depth == 0 {
                if file.token(index, is: "where") { break }
                let previous = file.previousSignificant(before: index).map { file.tokens[$0].kind }
                if previous != .period { names.append(file.text(ofToken: index)) }
            }
            index += 1
        }
        return names
    }
}

import GlassMigrateCore

/// The uses of names in a file's code: identifier tokens spelt like the name that neither declare it
/// (`func name`, `var name`, `struct Name`) nor label an argument (`name:` in a call or parameter list),
/// nor sit in a preview (`#Preview { … }`, a `PreviewProvider` type), which the app never shows.
///
/// Each name's uses are found once and kept sorted. A file of many views asks for one name per view,
/// so after a few names every identifier of the file is indexed at once rather than read again per name.
struct NameUses {
    let file: ParsedFile
    /// Code identifier tokens by their text, built on first use.
    private var identifiers: [String: [Int]]?
    /// Code identifier tokens by their bytes, built once `asciiNamesScanned` reaches its limit.
    private var identifiersByBytes: [[UInt8]: [Int]]?
    /// How many ASCII names were looked up by reading every token.
    private var asciiNamesScanned = 0
    /// The uses of each name asked about, sorted.
    private var usesByName: [String: [Int]] = [:]
    /// The token ranges of the file's previews, found on first use.
    private var previews: [ClosedRange<Int>]?

    /// Keywords after which an identifier is a declared name, not a use.
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "case",
    ]
    /// How many ASCII names are looked up by reading every token before all are indexed at once: most
    /// files ask for a few names, but reading the file once per name would grow with the square of its size.
    private static let asciiNamesScannedBeforeIndexing = 8

    init(file: ParsedFile) {
        self.file = file
    }

    /// Every use of `name` in the file's code, sorted.
    mutating func tokens(named name: String) -> [Int] {
        if let known = usesByName[name] { return known }
        let named: [Int]
        if SourceBytes.isASCII(name) {
            // An ASCII name is matched by its bytes, as the compiler matches names (a Kelvin sign is not
            // a `K` to it, whatever a string says): a file has thousands of identifiers, and a string made
            // and hashed for each cost more than the rest of the rule.
            if asciiNamesScanned < Self.asciiNamesScannedBeforeIndexing {
                asciiNamesScanned += 1
                named = identifierTokens(spelling: Array(name.utf8))
            } else {
                if identifiersByBytes == nil {
                    let bytes = file.source.bytes
                    var index: [[UInt8]: [Int]] = [:]
                    for token in file.tokens.indices where file.tokens[token].kind == .identifier && file.isCode(token) {
                        index[Array(bytes[file.tokens[token].start..<file.tokens[token].end]), default: []].append(token)
                    }
                    identifiersByBytes = index
                }
                named = identifiersByBytes?[Array(name.utf8)] ?? []
            }
        } else {
            // Strings compare canonically equivalent spellings as equal, which bytes do not.
            if identifiers == nil {
                var index: [String: [Int]] = [:]
                for token in file.tokens.indices where file.tokens[token].kind == .identifier && file.isCode(token) {
                    index[file.text(ofToken: token), default: []].append(token)
                }
                identifiers = index
            }
            named = identifiers?[name] ?? []
        }
        let found = named.filter { token in
            if let previous = file.previousSignificant(before: token), file.tokens[previous].kind == .identifier,
               Self.declarationKeywords.contains(file.text(ofToken: previous)) { return false }
            if Self.isExtendedTypeName(token, in: file) { return false }
            // `label:` in an argument list or parameter clause; a `:` after `?` is a ternary's.
            if let next = file.nextSignificant(after: token), file.tokens[next].kind == .colon,
               let previous = file.previousSignificant(before: token),
               file.tokens[previous].kind == .leftParen || file.tokens[previous].kind == .comma { return false }
            return true
        }
        let previews = previewRanges()
        let shown = previews.isEmpty ? found : found.filter { token in !previews.contains { $0.contains(token) } }
        usesByName[name] = shown
        return shown
    }

    /// The uses of `name` outside the block `block` (its declaration's body), in order. A property is
    /// read, never called: a call of that name (`.background(…)` beside `var background`) is not one. A
    /// function is placed where it is called: one handed on as a value (`.pageContent(pageHandler)`) is not.
    mutating func tokens(named name: String, outside block: Block) -> [Int] {
        let all = tokens(named: name)
        let inside = all.partitionIndex { $0 < block.open }..<all.partitionIndex { $0 < block.close + 1 }
        let outside = Array([all[..<inside.lowerBound], all[inside.upperBound...]].joined())
        guard block.kind == .property || block.kind == .function else { return outside }
        let wantsCall = block.kind == .function
        return outside.filter { use in
            // `name(…)`, and for a function also `name { … }` (a trailing closure).
            let isCall = file.nextSignificant(after: use).map {
                (file.tokens[$0].kind == .leftParen || (wantsCall && file.tokens[$0].kind == .leftBrace))
                    && !file.hasLineBreak(between: use, and: $0)
            } ?? false
            return isCall == wantsCall
        }
    }

    /// The block of the declaration around token `token` whose uses are the view's uses: the innermost
    /// declaration, or for a view's `body`, the view type.
    static func viewDeclaration(around token: Int, in file: ParsedFile) -> Int? {
        let scopes = file.scopes
        guard let declaration = scopes.enclosingBlocks(of: token).first(where: { scopes.blocks[$0].isDeclaration }) else { return nil }
        if scopes.blocks[declaration].name == "body", let parent = scopes.blocks[declaration].parent,
           scopes.blocks[parent].kind == .type {
            return parent
        }
        return declaration
    }

    /// Whether the token names the type an `extension` extends (`Cell` in `extension Grid.Cell: Identifiable`).
    private static func isExtendedTypeName(_ token: Int, in file: ParsedFile) -> Bool {
        var index = token
        while let previous = file.previousSignificant(before: index) {
            if file.token(previous, is: "extension") { return true }
            guard file.tokens[previous].kind == .period, let name = file.previousSignificant(before: previous),
                  file.tokens[name].kind == .identifier else { return false }
            index = name
        }
        return false
    }

    /// Whether token `index` sits in a preview.
    mutating func isInPreview(_ index: Int) -> Bool {
        previewRanges().contains { $0.contains(index) }
    }

    /// The braces of each `#Preview { … }` (also `#Preview("name") { … }`) and `PreviewProvider` type body.
    private mutating func previewRanges() -> [ClosedRange<Int>] {
        if let previews { return previews }
        var found: [ClosedRange<Int>] = []
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .poundKeyword && file.text(ofToken: index) == "#Preview" {
            guard var open = file.nextSignificant(after: index) else { continue }
            if tokens[open].kind == .leftParen, let close = file.partner(of: open), let next = file.nextSignificant(after: close) {
                open = next
            }
            if tokens[open].kind == .leftBrace, let close = file.partner(of: open) { found.append(open...close) }
        }
        if Engine.contains(file.source.bytes, "PreviewProvider") {
            for block in file.scopes.blocks where block.kind == .type && block.inheritance.contains("PreviewProvider") {
                found.append(block.open...block.close)
            }
        }
        previews = found
        return found
    }

    /// The code identifier tokens whose bytes are `spelling`, in order.
    private func identifierTokens(spelling: [UInt8]) -> [Int] {
        let tokens = file.tokens
        let bytes = file.source.bytes
        var found: [Int] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            guard token.end - token.start == spelling.count, bytes[token.start] == spelling[0],
                  bytes[token.start..<token.end].elementsEqual(spelling), file.isCode(index) else { continue }
            found.append(index)
        }
        return found
    }
}

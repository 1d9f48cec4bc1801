import GlassMigrateCore

/// Finds code that only a pre-26 fallback reaches through a name: a computed property, a method or a
/// type whose every use in the file sits in the fallback of a Liquid Glass check (the `else` of
/// `if #available(… 26 …)`, an `if #unavailable(… 26 …)` body, the `else` of `guard #available(… 26 …)`),
/// directly or through another such name.
///
/// Only the file is read. A name with no use in the file, or with one use outside a fallback, is not
/// known to be a fallback; a use in another file cannot be seen, so a name used only in fallbacks here
/// is taken as a fallback (leaving the code is the careful side).
struct FallbackReach {
    let file: ParsedFile
    /// Verdicts by block index, for blocks judged from a site.
    private var verdicts: [Int: Bool] = [:]
    /// Where each name asked about is used.
    private var nameUses: NameUses

    /// How many names deep a use is followed (a fallback's helper's helper…).
    private static let maximumDepth = 4

    init(file: ParsedFile) {
        self.file = file
        self.nameUses = NameUses(file: file)
    }

    /// Whether the token sits in a declaration that only pre-26 fallbacks in the file use.
    mutating func isReachedOnlyFromFallback(_ token: Int) -> Bool {
        isReachedOnlyFromFallback(token, depth: 0)
    }

    private mutating func isReachedOnlyFromFallback(_ token: Int, depth: Int) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        for blockIndex in file.scopes.enclosingBlocks(of: token) {
            let block = file.scopes.blocks[blockIndex]
            guard block.isDeclaration, block.kind != .extension, let name = block.name else { continue }
            if depth == 0, let known = verdicts[blockIndex] {
                if known { return true }
                continue
            }
            let uses = self.uses(of: name, declaredBy: block)
            var verdict = !uses.isEmpty
            for use in uses where verdict {
                verdict = file.scopes.isInLiquidGlassFallback(use) || isReachedOnlyFromFallback(use, depth: depth + 1)
            }
            if depth == 0 { verdicts[blockIndex] = verdict }
            if verdict { return true }
        }
        return false
    }

    /// The tokens that use `name` outside the block that declares it: not its declaration, not another
    /// declaration of the same name, not an argument label.
    private mutating func uses(of name: String, declaredBy block: Block) -> [Int] {
        nameUses.tokens(named: name, outside: block)
    }
}

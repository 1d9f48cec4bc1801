// placeholder replaced below
struct ModifierChainFinder {
    init(_ file: ParsedFile) {}
    func findChains() -> [ModifierChain] { [] }
}
public struct ModifierChain {}

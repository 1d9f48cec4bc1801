/// Something a rule library learns from each file of a module before any rule runs (say, which of the
/// module's declarations apply an effect), merged over the module's files and read by the rules
/// through `DeclaredNames.fact(_:)`.
///
/// A run reads a file for a fact only when one of the fact's `screen` strings occurs in it, so a fact
/// costs nothing in the files that cannot add to it.
public protocol ModuleFact: Sendable {
    /// Byte strings of which one must occur in a file for the file to add anything.
    static var screen: [String] { get }
    /// What `file` adds.
    init(_ file: ParsedFile)
    /// Adds what another file of the same module adds.
    mutating func formUnion(_ other: Self)
    /// Derives what needs the whole module (a transitive closure), once every file's part is in.
    mutating func complete()
}

extension ModuleFact {
    /// This fact with `other` (a fact of the same type) added.
    func merging(_ other: any ModuleFact) -> any ModuleFact {
        guard let other = other as? Self else { return self }
        var merged = self
        merged.formUnion(other)
        return merged
    }

    /// This fact, completed.
    func completed() -> any ModuleFact {
        var completed = self
        completed.complete()
        return completed
    }
}

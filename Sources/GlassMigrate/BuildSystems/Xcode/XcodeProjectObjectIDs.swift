import Foundation

/// The object ids of a project file: a set of Strings.
///
/// A large app's project has tens of thousands of objects, each id (24 hexadecimal digits as Xcode
/// writes them) a String of its own in a `Set<String>`: an allocation and a hash of a String each.
/// When every id is plain ASCII they are kept instead as bytes in one buffer, found by a hash of their
/// bytes; ASCII text compares byte for byte, so the set is the same. When some id is not (escapes
/// decoded, or accents, which compare as text), every id is kept as a String, as before.
struct ObjectIDs {
    private enum Storage {
        case ascii(ByteKeyTable)
        case strings(Set<String>)
    }

    private var storage: Storage

    /// No ids.
    init() {
        storage = .ascii(ByteKeyTable(capacity: 0))
    }

    /// The keys of `table` (all plain ASCII).
    init(_ table: ByteKeyTable) {
        storage = .ascii(table)
    }

    /// The ids `strings`.
    init(_ strings: Set<String>) {
        storage = .strings(strings)
    }

    /// How many ids there are.
    var count: Int {
        switch storage {
        case .ascii(let table): table.count
        case .strings(let strings): strings.count
        }
    }

    /// Every id as a String.
    var strings: Set<String> {
        switch storage {
        case .ascii(let table):
            var strings = Set<String>(minimumCapacity: table.count)
            for index in 0..<table.count { strings.insert(table.key(index)) }
            return strings
        case .strings(let strings):
            return strings
        }
    }

    /// Whether `id` is one of the ids (compared as Strings compare).
    func contains(_ id: String) -> Bool {
        switch storage {
        case .ascii(let table):
            if SourceBytes.isASCII(id) { return table.index(of: id) != nil }
            // Text that is not ASCII may still equal an ASCII id as Strings compare (a Kelvin sign is a K).
            return (0..<table.count).contains { table.key($0) == id }
        case .strings(let strings):
            return strings.contains(id)
        }
    }

    /// Adds `id`; whether it was not there yet (and the member equal to it after the insertion, as `Set` answers).
    @discardableResult
    mutating func insert(_ id: String) -> (inserted: Bool, memberAfterInsert: String) {
        if case .ascii(var table) = storage, SourceBytes.isASCII(id) {
            storage = .strings([])  // lets the table be changed in place
            let inserted = table.insert(id, value: -1)
            storage = .ascii(table)
            return (inserted, id)
        }
        var strings = self.strings
        storage = .strings([])
        let result = strings.insert(id)
        storage = .strings(strings)
        return result
    }

    /// Whether every id of `other` is one of these.
    func isSuperset(of other: ObjectIDs) -> Bool {
        if case .ascii(let table) = storage, case .ascii(let others) = other.storage {
            guard others.count <= table.count else { return false }
            return (0..<others.count).allSatisfy { others.withKey($0) { table.index(of: $0) != nil } }
        }
        return strings.isSuperset(of: other.strings)
    }
}

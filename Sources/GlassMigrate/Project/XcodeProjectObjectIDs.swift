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
        case ascii(ASCIIKeyTable)
        case strings(Set<String>)
    }

    private var storage: Storage

    /// No ids.
    init() {
        storage = .ascii(ASCIIKeyTable(capacity: 0))
    }

    /// The keys of `table` (all plain ASCII).
    init(_ table: ASCIIKeyTable) {
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
            if ByteText.isASCII(id) { return table.index(of: id) != nil }
            // Text that is not ASCII may still equal an ASCII id as Strings compare (a Kelvin sign is a K).
            return (0..<table.count).contains { table.key($0) == id }
        case .strings(let strings):
            return strings.contains(id)
        }
    }

    /// Adds `id`; whether it was not there yet (and the member equal to it after the insertion, as `Set` answers).
    @discardableResult
    mutating func insert(_ id: String) -> (inserted: Bool, memberAfterInsert: String) {
        if case .ascii(var table) = storage, ByteText.isASCII(id) {
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

/// Distinct keys of plain ASCII bytes, each with a value, kept in one buffer and found by a hash of
/// their bytes (open addressing): no String per key.
struct ASCIIKeyTable {
    /// The keys one after another.
    private var text: [UInt8] = []
    /// Where each key ends in `text` (it starts where the one before ends).
    private var ends: [Int32] = []
    /// The value of each key.
    private(set) var values: [Int32] = []
    /// For each slot, the index of its key plus one, or 0 when free; a power of two of them, at most half taken.
    private var slots: [Int32]

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        ends.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        text.reserveCapacity(capacity * 24)
    }

    /// How many keys there are.
    var count: Int { ends.count }

    private func range(ofKey index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// The key at `index` as a String.
    func key(_ index: Int) -> String {
        String(decoding: text[range(ofKey: index)], as: UTF8.self)
    }

    /// Calls `body` with the bytes of the key at `index`.
    func withKey<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = range(ofKey: index)
        return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The index of the key spelled `key`, or nil.
    func index(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { index(of: $0) }
    }

    /// The index of the key with exactly the bytes `key`, or nil.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        lookUp(key).found
    }

    /// The value of the key with exactly the bytes `key`, or nil.
    func value(of key: UnsafeBufferPointer<UInt8>) -> Int32? {
        lookUp(key).found.map { values[$0] }
    }

    /// Adds `key` with `value`, or gives the key already there `value`; whether it was not there yet.
    @discardableResult
    mutating func set(_ key: UnsafeBufferPointer<UInt8>, value: Int32) -> Bool {
        let (slot, found) = lookUp(key)
        if let found {
            values[found] = value
            return false
        }
        text.append(contentsOf: key)
        ends.append(Int32(text.count))
        values.append(value)
        slots[slot] = Int32(ends.count)
        if ends.count * 2 > slots.count { grow() }
        return true
    }

    /// Adds `key` with `value` unless it is there; whether it was not there yet.
    mutating func insert(_ key: String, value: Int32) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            guard index(of: bytes) == nil else { return false }
            return set(bytes, value: value)
        }
    }

    /// The slot of `key` (where it is, or the free one where it would go) and its index when there.
    private func lookUp(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, found: Int?) {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        return text.withUnsafeBufferPointer { text in
            ends.withUnsafeBufferPointer { ends in
                slots.withUnsafeBufferPointer { slots in
                    while true {
                        let entry = Int(slots[slot])
                        if entry == 0 { return (slot, nil) }
                        let start = entry == 1 ? 0 : Int(ends[entry - 2]), end = Int(ends[entry - 1])
                        if end - start == key.count
                            && (key.count == 0 || memcmp(text.baseAddress! + start, key.baseAddress!, key.count) == 0) {
                            return (slot, entry - 1)
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in 0..<ends.count {
            var slot = withKey(index) { Self.hash($0) } & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// A hash of `bytes`, eight at a time.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: ByteHash.hash(UnsafeRawBufferPointer(bytes)))
    }
}

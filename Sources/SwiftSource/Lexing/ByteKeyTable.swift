#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Distinct keys, each a string of bytes with a value, kept in one buffer and found by their
/// `ByteHash` (open addressing): no String or array per key, and keys are numbered in the order
/// they were added. Keys are compared as bytes, not as `String`s compare text.
package struct ByteKeyTable: Sendable {
    /// The keys one after another.
    private var text: [UInt8] = []
    /// Where each key ends in `text` (it starts where the one before ends).
    private var ends: [Int32] = []
    /// The value of each key, by the key's number.
    package private(set) var values: [Int32] = []
    /// For each slot, the index of its key plus one, or 0 when free; a power of two of them, at most half taken.
    private var slots: [Int32]

    /// An empty table with room for `capacity` keys before it grows.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        ends.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        text.reserveCapacity(capacity * 24)
    }

    /// How many keys there are.
    package var count: Int { ends.count }

    private func range(ofKey index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// The key numbered `index` as a String.
    package func key(_ index: Int) -> String {
        String(decoding: text[range(ofKey: index)], as: UTF8.self)
    }

    /// Calls `body` with the bytes of the key numbered `index`.
    package func withKey<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = range(ofKey: index)
        return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The number of the key with the UTF-8 bytes of `key`, or nil.
    package func index(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { index(of: $0) }
    }

    /// The number of the key with exactly the bytes `key`, or nil.
    package func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        lookUp(key).found
    }

    /// The value of the key with exactly the bytes `key`, or nil.
    package func value(of key: UnsafeBufferPointer<UInt8>) -> Int32? {
        lookUp(key).found.map { values[$0] }
    }

    /// Adds `key` with `value`, or gives the key already there `value`; whether it was not there yet.
    @discardableResult
    package mutating func set(_ key: UnsafeBufferPointer<UInt8>, value: Int32) -> Bool {
        let (slot, found) = lookUp(key)
        if let found {
            values[found] = value
            return false
        }
        add(key, value: value, at: slot)
        return true
    }

    private mutating func add(_ key: UnsafeBufferPointer<UInt8>, value: Int32, at slot: Int) {
        text.append(contentsOf: key)
        ends.append(Int32(text.count))
        values.append(value)
        slots[slot] = Int32(ends.count)
        if ends.count * 2 > slots.count { grow() }
    }

    /// Adds `key` with `value` unless it is there; whether it was not there yet.
    package mutating func insert(_ key: String, value: Int32) -> Bool {
        var key = key
        return key.withUTF8 { insert($0, value: value).inserted }
    }

    /// Adds the bytes `key` with `value` unless they are there: whether they were not, and their number.
    @discardableResult
    package mutating func insert(_ key: UnsafeBufferPointer<UInt8>, value: Int32) -> (inserted: Bool, index: Int) {
        let (slot, found) = lookUp(key)
        if let found { return (false, found) }
        add(key, value: value, at: slot)
        return (true, ends.count - 1)
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
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: ByteHash.hash(UnsafeRawBufferPointer(bytes)))
    }
}

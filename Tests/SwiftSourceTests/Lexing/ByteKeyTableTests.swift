import Testing
import SwiftSource
import TestSupport

/// `ByteKeyTable` numbers distinct byte strings in the order they are added, as a dictionary from
/// bytes to the count at their first insertion would.
@Suite struct ByteKeyTableTests {
    @Test func insertNumbersKeysInTheOrderFirstAdded() {
        var generator = SeededRandom(seed: 0xB17E)
        var table = ByteKeyTable(capacity: 0)
        var reference: [[UInt8]: Int] = [:]
        for _ in 0..<5000 {
            // Short keys from a small alphabet repeat often; the empty key is one of them.
            let key = (0..<Int.random(in: 0...6, using: &generator)).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let expected = reference[key] ?? reference.count
            let answer = key.withUnsafeBufferPointer { table.insert($0, value: Int32(expected)) }
            #expect(answer.inserted == (reference[key] == nil))
            #expect(answer.index == expected)
            reference[key] = expected
        }
        #expect(table.count == reference.count)
        for (key, index) in reference {
            #expect(table.withKey(index) { Array($0) } == key)
            #expect(key.withUnsafeBufferPointer { table.index(of: $0) } == index)
            #expect(table.values[index] == Int32(index))
        }
    }
}

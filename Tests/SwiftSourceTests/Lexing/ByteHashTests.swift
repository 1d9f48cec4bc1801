import Testing
import SwiftSource

@Suite struct ByteHashTests {
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 { bytes.withUnsafeBytes(ByteHash.hash) }

    /// The same bytes hash the same wherever they sit in memory (words are read unaligned).
    @Test func sameBytesSameHashAtAnyAlignment() {
        let text = Array("    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))\n".utf8)
        for offset in 0..<8 {
            let shifted = Array(repeating: UInt8(ascii: "x"), count: offset) + text
            #expect(Self.hash(shifted[offset...]) == Self.hash(text[...]))
        }
    }

    /// Every length of a text (each tail length too) and every single flipped bit give another hash.
    @Test func lengthsAndBitsMoveTheHash() {
        let text = Array("let a = b.glassEffect(.regular, in: .capsule) // 40+ bytes".utf8)
        let prefixes = (0...text.count).map { Self.hash(text[..<$0]) }
        #expect(Set(prefixes).count == prefixes.count)
        #expect(Self.hash([0][...]) != Self.hash([][...]))
        let whole = Self.hash(text[...])
        for index in text.indices {
            for bit in 0..<8 {
                var flipped = text
                flipped[index] ^= UInt8(1 << bit)
                #expect(Self.hash(flipped[...]) != whole, "byte \(index) bit \(bit)")
            }
        }
    }
}

import Testing
import SwiftSource
import TestSupport

/// The one-pass check of every file (NUL bytes, then UTF-8) gives the verdict of the plain definition:
/// any NUL byte makes a binary file; otherwise the standard library's decoder must accept every scalar.
@Suite struct SourceBytesTests {
    private static func reference(_ bytes: [UInt8]) -> SourceBytes.Verdict {
        if bytes.contains(0) { return .containsNUL }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return .text
            case .error: return .invalidUTF8
            }
        }
    }

    /// Edges of UTF-8: overlong forms, surrogates, the last scalar and beyond, cut sequences.
    static let pieces: [[UInt8]] = [
        [0x41], [0x00], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF],
        [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
        [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x99],
        Array("let café = \"名前 🙂\"\n".utf8), Array("        .background(.ultraThinMaterial)\n".utf8),
    ]

    @Test func verdictsMatchTheDefinition() {
        var generator = SeededRandom(seed: 0xB17E5)
        for index in 0..<20_000 {
            var bytes: [UInt8] = []
            if index % 5 == 0 {
                bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                for _ in 0..<Int.random(in: 0...12, using: &generator) {
                    bytes += Self.pieces.randomElement(using: &generator)!
                }
            }
            #expect(SourceBytes.check(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    /// Pieces between ASCII runs long enough for the 32-byte steps, so the first non-ASCII byte and
    /// the ones after it fall in every lane of a step.
    @Test func verdictsMatchTheDefinitionAcrossLongASCIIRuns() {
        var generator = SeededRandom(seed: 0xA5C11)
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                bytes += Array(repeating: UInt8(ascii: "x"), count: Int.random(in: 0...70, using: &generator))
                bytes += Self.pieces.randomElement(using: &generator)!
            }
            bytes += Array(repeating: UInt8(ascii: "y"), count: Int.random(in: 0...40, using: &generator))
            #expect(SourceBytes.check(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    @Test func aNULOrNonASCIIByteInEveryLaneOfEveryWord() {
        for length in [7, 8, 31, 32, 33, 64, 80] {
            for offset in 0..<length {
                var bytes = Array(repeating: UInt8(ascii: "x"), count: length)
                bytes[offset] = 0
                #expect(SourceBytes.check(bytes) == .containsNUL, "NUL at \(offset) of \(length)")
                bytes[offset] = 0xFF
                #expect(SourceBytes.check(bytes) == .invalidUTF8, "0xFF at \(offset) of \(length)")
                #expect(!bytes.withUnsafeBufferPointer(SourceBytes.isASCII), "0xFF at \(offset) of \(length)")
            }
            #expect(Array(repeating: UInt8(ascii: "x"), count: length).withUnsafeBufferPointer(SourceBytes.isASCII))
            #expect(SourceBytes.check(Array(repeating: UInt8(ascii: "x"), count: length)) == .text)
        }
    }

    @Test func aNULAfterAnInvalidSequenceStillMakesABinaryFile() {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 20) + [0xFF] + Array(repeating: UInt8(ascii: "b"), count: 20) + [0]
        #expect(SourceBytes.check(bytes) == .containsNUL)
        #expect(SourceBytes.problem(in: bytes) == "binary file (contains a NUL byte)")
        #expect(SourceBytes.problem(in: Array("x\u{FF}".utf8) + [0xC3]) == "not valid UTF-8 (binary file or another encoding)")
        #expect(SourceBytes.problem(in: Array("ok é".utf8)) == nil)
    }
}

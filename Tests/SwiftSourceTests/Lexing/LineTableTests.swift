import Testing
@testable import SwiftSource

/// `LineTable` reads eight bytes at a time; these compare it with the plain definition (a line starts
/// at 0 and after each `\n`, `\r\n` or lone `\r`) wherever a break can fall in and across words.
@Suite struct LineTableTests {
    /// The definition, one byte at a time.
    static func expectedStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }

    @Test func emptyAndNoBreak() {
        #expect(LineTable([]).starts == [0])
        #expect(LineTable(Array("let x = 1 // no break at all here".utf8)).starts == [0])
    }

    @Test(arguments: ["\n", "\r\n", "\r", "\n\n", "\r\r", "\n\r", "\r\n\r\n", "\r\r\n"])
    func everyBreakAtEveryOffset(breaks: String) {
        // Bytes near the break values (tab, 11, 12, 14) and non-ASCII must not count as breaks.
        let filler: [UInt8] = [UInt8(ascii: "a"), 9, 11, 12, 14, 0xE2, 0x80, 0x94]
        for length in 0..<20 {
            for offset in 0...length {
                var bytes = (0..<length).map { filler[$0 % filler.count] }
                bytes.insert(contentsOf: Array(breaks.utf8), at: offset)
                #expect(LineTable(bytes).starts == Self.expectedStarts(bytes), "\(breaks.debugDescription) at \(offset) of \(length)")
            }
        }
    }

    @Test func breaksInEveryLaneOfLongText() {
        var bytes: [UInt8] = []
        for line in 0..<200 {
            bytes += Array(String(repeating: "x", count: line % 13).utf8)
            bytes += Array(["\n", "\r\n", "\r"][line % 3].utf8)
        }
        #expect(LineTable(bytes).starts == Self.expectedStarts(bytes))
        // The text ends with a break, so its last byte is on the line before the last start.
        #expect(LineTable(bytes).location(of: bytes.count - 1).line == Self.expectedStarts(bytes).count - 1)
    }
}

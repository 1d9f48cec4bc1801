/// Where each line of a byte buffer starts, for offset-to-line lookups without lexing.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts: 0 and each offset after `\n`, `\r\n` or a lone `\r`.
    public let starts: [Int]

    /// Finds the line starts of `bytes`.
    public init(_ bytes: [UInt8]) {
        WorkMeter.count(bytes.count / 8 + 1)
        starts = bytes.withUnsafeBytes { buffer in
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32 + 1)
            let count = buffer.count
            var index = 0
            // Eight bytes at a time: lines are tens of bytes long, so most words hold no break at all.
            while index + 8 <= count {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let breaks = Self.lanes(of: word, equalTo: UInt8(ascii: "\n")) | Self.lanes(of: word, equalTo: UInt8(ascii: "\r"))
                if breaks == 0 {
                    index += 8
                    continue
                }
                // The lowest flagged lane is always a break (a borrow only flags lanes above one).
                index += breaks.trailingZeroBitCount / 8
                index = Self.lineStart(after: index, in: buffer)
                starts.append(index)
            }
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index = Self.lineStart(after: index, in: buffer)
                    starts.append(index)
                } else {
                    index += 1
                }
            }
            return starts
        }
    }

    /// The offset after the line break at `index` (`\n`, `\r\n` or a lone `\r`).
    private static func lineStart(after index: Int, in buffer: UnsafeRawBufferPointer) -> Int {
        if buffer[index] == UInt8(ascii: "\r") && index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "\n") {
            return index + 2
        }
        return index + 1
    }

    /// The high bit of each byte lane of `word` that equals `byte`; lanes above a match may be flagged
    /// too (the classic zero-byte test), never lanes below the first match.
    private static func lanes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let zeroed = word ^ (ones &* UInt64(byte))
        return (zeroed &- ones) & ~zeroed & 0x8080_8080_8080_8080
    }

    /// The 1-based line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let low = max(0, starts.partitionIndex { $0 <= offset } - 1)
        return SourceLocation(line: low + 1, column: offset - starts[low] + 1)
    }
}

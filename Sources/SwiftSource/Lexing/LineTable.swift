/// Where each line of a byte buffer starts, for offset-to-line lookups without lexing.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts: 0 and each offset after `\n`, `\r\n` or a lone `\r`.
    public let starts: [Int]

    /// Finds the line starts of `bytes`.
    public init(_ bytes: [UInt8]) {
        starts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32 + 1)
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                index += 1
                // Most bytes are above `\r` (13); one comparison skips them.
                if byte > UInt8(ascii: "\r") { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count && buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// The 1-based line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - starts[low] + 1)
    }
}

extension SourceFile {
    /// One level of the file's own indentation: `"\t"` when most indented lines start with a tab,
    /// otherwise the most common increase in leading spaces from one line to the next (4 when the
    /// file shows none).
    ///
    /// Lines inside multi-line string literals and block comments are not counted; blank lines are skipped.
    public var indentationUnit: String {
        var tabs = 0
        var spaces = 0
        var increases: [Int: Int] = [:]
        var previousWidth: Int?
        var inside = [Bool](repeating: false, count: lineStarts.count)
        for token in tokens where token.kind == .stringSegment || token.kind.isComment {
            // A line that starts within such a token is not code indentation.
            let first = location(of: token.start).line
            let last = location(of: max(token.start, token.end - 1)).line
            if last > first { for line in (first + 1)...last { inside[line - 1] = true } }
        }
        for line in 1...lineStarts.count where !inside[line - 1] {
            let range = lineRange(line)
            var end = range.lowerBound
            while end < range.upperBound && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
            guard end < range.upperBound else { continue }
            if end > range.lowerBound && bytes[range.lowerBound] == UInt8(ascii: "\t") {
                tabs += 1
                previousWidth = nil
                continue
            }
            let width = end - range.lowerBound
            if width > 0 { spaces += 1 }
            if let previous = previousWidth, width > previous { increases[width - previous, default: 0] += 1 }
            previousWidth = width
        }
        if tabs > spaces { return "\t" }
        let best = increases.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return String(repeating: " ", count: best)
    }
}

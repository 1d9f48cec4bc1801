extension UnifiedDiff {
    /// ANSI escape sequences used by `colorize`.
    public enum Color {
        /// Bold, for file headers.
        public static let bold = "\u{1B}[1m"
        /// Red, for removed lines.
        public static let red = "\u{1B}[31m"
        /// Green, for added lines.
        public static let green = "\u{1B}[32m"
        /// Cyan, for hunk headers.
        public static let cyan = "\u{1B}[36m"
        /// Back to the terminal's default.
        public static let reset = "\u{1B}[m"
    }

    /// The diff with ANSI colours for a terminal: bold file headers, cyan `@@` lines, red removals, green additions.
    ///
    /// Lines inside a hunk are told apart by the hunk's line counts, so a removed line that reads
    /// `-- x` (shown as `--- x`) is still red rather than taken for a header. The colour ends
    /// before each line's `\n`.
    public static func colorize(_ diff: String) -> String {
        // Bytes, not Characters: "\r\n" is one Character and would hide the line break.
        let bytes = Array(diff.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 4)
        var oldLeft = 0, newLeft = 0
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let line = bytes[start..<(newline ?? bytes.count)]
            start = (newline ?? bytes.count) + 1

            let color: String?
            if oldLeft > 0 || newLeft > 0 {
                switch line.first {
                case UInt8(ascii: "-"): color = Color.red; oldLeft -= 1
                case UInt8(ascii: "+"): color = Color.green; newLeft -= 1
                case UInt8(ascii: " "): color = nil; oldLeft -= 1; newLeft -= 1
                case UInt8(ascii: "\\"): color = nil
                default: color = nil; oldLeft = 0; newLeft = 0
                }
            } else if line.first == UInt8(ascii: "\\") {
                color = nil
            } else if let counts = hunkCounts(Substring(String(decoding: line, as: UTF8.self))) {
                color = Color.cyan
                (oldLeft, newLeft) = counts
            } else {
                color = Color.bold
            }
            if let color, !line.isEmpty {
                result += color.utf8
                result += line
                result += Color.reset.utf8
            } else {
                result += line
            }
            if newline != nil { result.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The old and new line counts of a `@@ -l,s +l,s @@` line, or nil for any other line.
    static func hunkCounts(_ line: Substring) -> (old: Int, new: Int)? {
        guard line.hasPrefix("@@ -") else { return nil }
        let fields = line.dropFirst(3).split(separator: " ", maxSplits: 2)
        guard fields.count >= 2, fields[0].hasPrefix("-"), fields[1].hasPrefix("+") else { return nil }
        func count(_ field: Substring) -> Int? {
            let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count <= 2, Int(parts[0]) != nil else { return nil }
            return parts.count == 2 ? Int(parts[1]) : 1
        }
        guard let old = count(fields[0]), let new = count(fields[1]) else { return nil }
        return (old, new)
    }
}

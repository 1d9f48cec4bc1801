/// The lines of a file as read, for reporters that quote a line or count its columns another way.
struct SourceLines {
    private let bytes: [UInt8]
    private let table: LineTable

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.table = LineTable(bytes)
    }

    /// The bytes of a 1-based line without its line break; empty past the end.
    func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 1 && line <= table.starts.count else { return [] }
        let start = table.starts[line - 1]
        var end = line < table.starts.count ? table.starts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return bytes[start..<end]
    }

    /// The text of a 1-based line without its line break.
    func text(ofLine line: Int) -> String {
        String(decoding: bytes(ofLine: line), as: UTF8.self)
    }

    /// A 1-based column counted in UTF-8 bytes, counted in UTF-16 code units instead (SARIF's default).
    func utf16Column(line: Int, column: Int) -> Int {
        let text = bytes(ofLine: line)
        let prefix = text.prefix(max(0, column - 1))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1 + max(0, column - 1 - prefix.count)
    }
}

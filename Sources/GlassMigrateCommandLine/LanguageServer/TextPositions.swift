import GlassMigrate

/// An LSP position: a 0-based line and a 0-based character counted in UTF-16 code units.
struct TextPosition: Equatable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }

    /// The position in a JSON `Position` object; nil when it is not one.
    init?(json: Any?) {
        guard let object = json as? [String: Any], let line = JSONValue.int(object["line"]),
              let character = JSONValue.int(object["character"]), line >= 0, character >= 0 else { return nil }
        self.line = line
        self.character = character
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    var json: [String: Any] { ["line": line, "character": character] }
}

/// Converts between UTF-8 byte offsets (the engine's) and LSP positions (UTF-16) in one text.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as both LSP and `LineTable` count them.
struct TextPositions {
    let bytes: [UInt8]
    let lines: LineTable

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    /// The position of a byte offset (clamped to the text); an offset inside a UTF-8 sequence counts as its start.
    func position(of offset: Int) -> TextPosition {
        let offset = max(0, min(offset, bytes.count))
        let location = lines.location(of: offset)
        let start = lines.starts[location.line - 1]
        var units = 0
        var index = start
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            if index + length > offset { break }
            units += length == 4 ? 2 : 1
            index += length
        }
        return TextPosition(line: location.line - 1, character: units)
    }

    /// The byte offset of a position; a line past the end is the end of the text, and a character
    /// past the end of its line is the line's end (before its line break), as LSP says.
    func offset(of position: TextPosition) -> Int {
        guard position.line < lines.starts.count else { return bytes.count }
        let end = lineContentEnd(position.line)
        var index = lines.starts[position.line]
        var units = 0
        while index < end && units < position.character {
            let length = Self.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index = min(end, index + length)
        }
        return index
    }

    /// The offset where the text of 0-based `line` ends, before its line break.
    func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lines.starts.count else { return bytes.count }
        let start = lines.starts[line]
        var end = lines.starts[line + 1]
        if end > start && bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The JSON `Range` of a byte range.
    func range(_ range: Range<Int>) -> [String: Any] {
        ["start": position(of: range.lowerBound).json, "end": position(of: range.upperBound).json]
    }

    /// How many bytes the UTF-8 sequence starting with `byte` has (1 for a stray continuation byte).
    static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}

/// Reading loosely typed JSON values.
enum JSONValue {
    /// An integer from a JSON number (`JSONSerialization` gives `NSNumber`s).
    static func int(_ value: Any?) -> Int? {
        if let number = value as? Int { return number }
        if let number = value as? Double, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return nil
    }
}

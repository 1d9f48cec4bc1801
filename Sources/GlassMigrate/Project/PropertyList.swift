/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
indirect enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// Parses a whole property list (a leading `// !$*UTF8*$!` line and `/* … */` comments allowed);
    /// nil when the text is not one.
    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = PropertyListParser(bytes: buffer, recordsEntries: false, buildsValues: true)
            guard let value = parser.value() else { return nil }
            parser.skipTrivia()
            return parser.index == buffer.count ? value : nil
        }
    }

    /// Where each dictionary entry of a whole property list is, in file order, without building its
    /// values (what an editor needs); nil when the text is not a property list.
    static func entries(_ bytes: [UInt8]) -> [PropertyListEntry]? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = PropertyListParser(bytes: buffer, recordsEntries: true, buildsValues: false)
            guard parser.value() != nil else { return nil }
            parser.skipTrivia()
            return parser.index == buffer.count ? parser.entries : nil
        }
    }
}

/// Where one `key = value;` of a dictionary is in the text.
struct PropertyListEntry: Equatable {
    /// How many dictionaries enclose the entry, its own included: 1 for the root's keys, 2 for the
    /// objects of a `project.pbxproj`, 3 for the fields of one object.
    var depth: Int
    /// The key, unquoted.
    var key: String
    /// The byte range of the key as written.
    var keyRange: Range<Int>
    /// The byte range of the value as written (brackets or quotes included).
    var valueRange: Range<Int>
}

/// A recursive-descent reader of old-style property lists over UTF-8 bytes.
///
/// It reads through a buffer pointer valid for the parse (project files are read whole, and the
/// largest run to megabytes): no bounds-checked optional per byte, and a table for word bytes.
private struct PropertyListParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Whether `entries` is kept.
    let recordsEntries: Bool
    /// Whether values are built; without, every value is an empty string (only `entries` is wanted).
    let buildsValues: Bool
    /// Every dictionary entry read so far, when `recordsEntries`.
    var entries: [PropertyListEntry] = []
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, recordsEntries: Bool, buildsValues: Bool) {
        self.bytes = bytes
        self.recordsEntries = recordsEntries
        self.buildsValues = buildsValues
    }

    /// The byte at `index + offset`, or 0 past the end (a NUL byte ends every construct as the end does).
    @inline(__always) private func byte(at offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    @inline(__always) private var atEnd: Bool { index >= bytes.count }

    mutating func skipTrivia() {
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D {
                index += 1
            } else if current == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if current == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(at: 1) == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// Consumes `expected` after trivia; false (consuming nothing but trivia) when it is not next.
    @inline(__always) private mutating func consume(_ expected: UInt8) -> Bool {
        skipTrivia()
        guard !atEnd, bytes[index] == expected else { return false }
        index += 1
        return true
    }

    mutating func value() -> PropertyList? {
        skipTrivia()
        switch atEnd ? nil : bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            depth += 1
            defer { depth -= 1 }
            var dictionary: [String: PropertyList] = [:]
            while !consume(UInt8(ascii: "}")) {
                skipTrivia()
                let keyStart = index
                guard let key = string(building: buildsValues || recordsEntries) else { return nil }
                let keyEnd = index
                guard consume(UInt8(ascii: "=")) else { return nil }
                skipTrivia()
                let valueStart = index
                let entryIndex = entries.count
                if recordsEntries {
                    entries.append(PropertyListEntry(depth: depth, key: key, keyRange: keyStart..<keyEnd,
                                                     valueRange: valueStart..<valueStart))
                }
                guard let value = value() else { return nil }
                if recordsEntries { entries[entryIndex].valueRange = valueStart..<index }
                guard consume(UInt8(ascii: ";")) else { return nil }
                if buildsValues { dictionary[key] = value }
            }
            return buildsValues ? .dictionary(dictionary) : .string("")
        case UInt8(ascii: "("):
            index += 1
            var array: [PropertyList] = []
            while !consume(UInt8(ascii: ")")) {
                guard let value = value() else { return nil }
                if buildsValues { array.append(value) }
                if !consume(UInt8(ascii: ",")) {
                    guard consume(UInt8(ascii: ")")) else { return nil }
                    break
                }
            }
            return buildsValues ? .array(array) : .string("")
        default:
            return string(building: buildsValues).map(PropertyList.string)
        }
    }

    /// A quoted string (with backslash escapes), `<hex data>` kept as text, or a bare word; with
    /// `building` false, it is only skipped (an empty string stands for it).
    private mutating func string(building: Bool) -> String? {
        skipTrivia()
        guard !atEnd else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") {
            index += 1
            let start = index
            var hasEscape = false
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    hasEscape = true
                    // A backslash at the very end escapes nothing; the string is then unterminated.
                    index += index + 1 < bytes.count ? 2 : 1
                } else {
                    index += 1
                }
            }
            guard !atEnd else { return nil }
            let end = index
            index += 1
            guard building else { return "" }
            guard hasEscape else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
            var text: [UInt8] = []
            var position = start
            while position < end {
                let current = bytes[position]
                position += 1
                guard current == UInt8(ascii: "\\"), position < end else {
                    text.append(current)
                    continue
                }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: text.append(escaped)
                }
            }
            return String(decoding: text, as: UTF8.self)
        }
        if first == UInt8(ascii: "<") {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            guard end < bytes.count else { return nil }
            defer { index = end + 1 }
            return building ? String(decoding: UnsafeBufferPointer(rebasing: bytes[index...end]), as: UTF8.self) : ""
        }
        let start = index
        while index < bytes.count, Self.wordBytes[Int(bytes[index])] { index += 1 }
        guard index > start else { return nil }
        return building ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) : ""
    }

    /// Letters, digits, `_$+/:.-` and every byte of a multi-byte UTF-8 sequence: the bytes of an unquoted string.
    private static let wordBytes: [Bool] = (0..<256).map { value in
        let byte = UInt8(value)
        return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || "_$+/:.-".utf8.contains(byte) || byte >= 0x80
    }
}

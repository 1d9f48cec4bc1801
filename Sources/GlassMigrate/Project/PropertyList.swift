/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
indirect enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// Parses a whole property list (a leading `// !$*UTF8*$!` line and `/* … */` comments allowed);
    /// nil when the text is not one.
    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var parser = PropertyListParser(bytes: bytes, recordsEntries: false)
        guard let value = parser.value() else { return nil }
        parser.skipTrivia()
        return parser.index == bytes.count ? value : nil
    }

    /// Parses a whole property list and also returns where each dictionary entry is, in file order,
    /// so that an editor can insert text at exact byte offsets; nil when the text is not one.
    static func parseLocated(_ bytes: [UInt8]) -> (value: PropertyList, entries: [PropertyListEntry])? {
        var parser = PropertyListParser(bytes: bytes, recordsEntries: true)
        guard let value = parser.value() else { return nil }
        parser.skipTrivia()
        return parser.index == bytes.count ? (value, parser.entries) : nil
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
private struct PropertyListParser {
    let bytes: [UInt8]
    var index = 0
    /// Whether `entries` is kept.
    let recordsEntries: Bool
    /// Every dictionary entry read so far, when `recordsEntries`.
    var entries: [PropertyListEntry] = []
    private var depth = 0

    init(bytes: [UInt8], recordsEntries: Bool) {
        self.bytes = bytes
        self.recordsEntries = recordsEntries
    }

    private func byte(at offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func skipTrivia() {
        while let current = byte() {
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D {
                index += 1
            } else if current == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "/") {
                while let next = byte(), next != 0x0A { index += 1 }
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
    private mutating func consume(_ expected: Character) -> Bool {
        skipTrivia()
        guard byte() == expected.asciiValue else { return false }
        index += 1
        return true
    }

    mutating func value() -> PropertyList? {
        skipTrivia()
        switch byte() {
        case UInt8(ascii: "{"):
            index += 1
            depth += 1
            defer { depth -= 1 }
            var dictionary: [String: PropertyList] = [:]
            while !consume("}") {
                skipTrivia()
                let keyStart = index
                guard let key = string() else { return nil }
                let keyEnd = index
                guard consume("=") else { return nil }
                skipTrivia()
                let valueStart = index
                let entryIndex = entries.count
                if recordsEntries {
                    entries.append(PropertyListEntry(depth: depth, key: key, keyRange: keyStart..<keyEnd,
                                                     valueRange: valueStart..<valueStart))
                }
                guard let value = value() else { return nil }
                if recordsEntries { entries[entryIndex].valueRange = valueStart..<index }
                guard consume(";") else { return nil }
                dictionary[key] = value
            }
            return .dictionary(dictionary)
        case UInt8(ascii: "("):
            index += 1
            var array: [PropertyList] = []
            while !consume(")") {
                guard let value = value() else { return nil }
                array.append(value)
                if !consume(",") {
                    guard consume(")") else { return nil }
                    break
                }
            }
            return .array(array)
        default:
            return string().map(PropertyList.string)
        }
    }

    /// A quoted string (with backslash escapes), `<hex data>` kept as text, or a bare word.
    private mutating func string() -> String? {
        skipTrivia()
        guard let first = byte() else { return nil }
        if first == UInt8(ascii: "\"") {
            index += 1
            var text: [UInt8] = []
            while let current = byte(), current != UInt8(ascii: "\"") {
                index += 1
                guard current == UInt8(ascii: "\\"), let escaped = byte() else {
                    text.append(current)
                    continue
                }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: text.append(escaped)
                }
            }
            guard byte() != nil else { return nil }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }
        if first == UInt8(ascii: "<") {
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            defer { index = end + 1 }
            return String(decoding: bytes[index...end], as: UTF8.self)
        }
        let start = index
        while let current = byte(), Self.isWordByte(current) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// Letters, digits and `_$+/:.-`, the characters of an unquoted string.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || "_$+/:.-".utf8.contains(byte) || byte >= 0x80
    }
}

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
indirect enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// Parses a whole property list (a leading `// !$*UTF8*$!` line and `/* … */` comments allowed);
    /// nil when the text is not one.
    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        PropertyListDocument(bytes).map { $0.value(of: $0.root) }
    }

    /// Where each dictionary entry of a whole property list is, in file order, without building its
    /// values (what an editor needs); nil when the text is not a property list.
    static func entries(_ bytes: [UInt8]) -> [PropertyListEntry]? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = PropertyListParser(bytes: buffer, recordsEntries: true)
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

/// A whole property list read into flat arrays: one node per value, strings kept as byte ranges of the
/// text until asked for, and each container's children listed together.
///
/// A project file of a large app has tens of thousands of values; reading them into nested
/// dictionaries of strings costs an allocation and a hash per value, this costs neither.
struct PropertyListDocument {
    enum Kind: UInt8 {
        case string, array, dictionary
    }

    /// One value.
    struct Node {
        var kind: Kind
        /// Whether a string has backslash escapes (it must be decoded to be read).
        var escaped: Bool
        /// A string's text without its quotes (`<…>` data keeps its brackets); a container's children
        /// in `children` (a dictionary's as key, value, key, value…).
        var lower: Int32
        var upper: Int32
    }

    /// The text.
    let bytes: [UInt8]
    private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    /// The node of the whole property list.
    private(set) var root = 0

    /// Reads a whole property list; nil when the text is not one.
    init?(_ bytes: [UInt8]) {
        // Nodes keep offsets in 32 bits; no project file comes near 2 GB, and one that does is not read.
        guard bytes.count < Int(Int32.max) else { return nil }
        self.bytes = bytes
        var nodes: [Node] = []
        var children: [Int32] = []
        let root = bytes.withUnsafeBufferPointer { buffer -> Int? in
            var parser = PropertyListParser(bytes: buffer, recordsEntries: false)
            parser.nodes.reserveCapacity(buffer.count / 24)
            guard let root = parser.value() else { return nil }
            parser.skipTrivia()
            guard parser.index == buffer.count else { return nil }
            nodes = parser.nodes
            children = parser.children
            return root
        }
        guard let root else { return nil }
        self.nodes = nodes
        self.children = children
        self.root = root
    }

    /// The kind of `node`.
    func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The text of a string node, nil for a container.
    func string(_ node: Int) -> String? {
        let value = nodes[node]
        guard value.kind == .string else { return nil }
        let range = Int(value.lower)..<Int(value.upper)
        return bytes.withUnsafeBufferPointer { PropertyListDocument.text(of: $0[range], escaped: value.escaped) }
    }

    /// The text of a string's bytes as written between its quotes, backslash escapes decoded when `escaped`.
    static func text(of written: Slice<UnsafeBufferPointer<UInt8>>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: UnsafeBufferPointer(rebasing: written), as: UTF8.self) }
        var text: [UInt8] = []
        var position = written.startIndex
        while position < written.endIndex {
            let current = written[position]
            position += 1
            guard current == UInt8(ascii: "\\"), position < written.endIndex else {
                text.append(current)
                continue
            }
            let escaped = written[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            default: text.append(escaped)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `node` is a string spelling exactly `word`.
    func isString(_ node: Int, _ word: StaticString) -> Bool {
        let value = nodes[node]
        guard value.kind == .string else { return false }
        if value.escaped { return string(node) == String(describing: word) }
        let count = Int(value.upper - value.lower)
        guard count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var offset = 0
            let start = Int(value.lower)
            while offset < count {
                if bytes[start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The children of a container node (a dictionary's as key, value, key, value…); empty for a string.
    func elements(of node: Int) -> ArraySlice<Int32> {
        let value = nodes[node]
        guard value.kind != .string else { return [] }
        return children[Int(value.lower)..<Int(value.upper)]
    }

    /// The value for `key` in the dictionary `node` (the last one when the key is repeated, as a
    /// dictionary keeps it), nil when it has none or `node` is not a dictionary.
    func value(_ key: StaticString, in node: Int) -> Int? {
        guard nodes[node].kind == .dictionary else { return nil }
        let pairs = elements(of: node)
        var found: Int?
        var index = pairs.startIndex
        while index < pairs.endIndex {
            if isString(Int(pairs[index]), key) { found = Int(pairs[index + 1]) }
            index += 2
        }
        return found
    }

    /// The text of the string value for `key` in the dictionary `node`.
    func string(_ key: StaticString, in node: Int) -> String? {
        value(key, in: node).flatMap(string)
    }

    /// The strings of the array value for `key` in the dictionary `node` (empty when missing or not an
    /// array; items that are not strings are left out).
    func strings(_ key: StaticString, in node: Int) -> [String] {
        guard let array = value(key, in: node), nodes[array].kind == .array else { return [] }
        return elements(of: array).compactMap { string(Int($0)) }
    }

    /// The entries of the dictionary `node`, in the order written.
    func pairs(of node: Int) -> [(key: String, value: Int)] {
        guard nodes[node].kind == .dictionary else { return [] }
        let elements = elements(of: node)
        return stride(from: elements.startIndex, to: elements.endIndex, by: 2).map {
            (string(Int(elements[$0])) ?? "", Int(elements[$0 + 1]))
        }
    }

    /// The value of `node` as nested `PropertyList` values.
    func value(of node: Int) -> PropertyList {
        switch nodes[node].kind {
        case .string:
            return .string(string(node) ?? "")
        case .array:
            return .array(elements(of: node).map { value(of: Int($0)) })
        case .dictionary:
            var dictionary: [String: PropertyList] = [:]
            for pair in pairs(of: node) { dictionary[pair.key] = value(of: pair.value) }
            return .dictionary(dictionary)
        }
    }
}

/// A recursive-descent reader of old-style property lists over UTF-8 bytes, building a document's
/// nodes, or recording where each dictionary entry is (for an editor).
///
/// It reads through a buffer pointer valid for the parse (project files are read whole, and the
/// largest run to megabytes): no bounds-checked optional per byte, and a table for word bytes.
private struct PropertyListParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Whether `entries` is kept (then no nodes are).
    let recordsEntries: Bool
    /// Every dictionary entry read so far, when `recordsEntries`.
    var entries: [PropertyListEntry] = []
    var nodes: [PropertyListDocument.Node] = []
    var children: [Int32] = []
    /// The children of the containers being read, innermost last, before they are listed in `children`.
    private var pending: [Int32] = []
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, recordsEntries: Bool) {
        self.bytes = bytes
        self.recordsEntries = recordsEntries
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

    /// Reads one value; its node (-1 when only entries are recorded), or nil when the text is not a value.
    mutating func value() -> Int? {
        skipTrivia()
        switch atEnd ? nil : bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            depth += 1
            defer { depth -= 1 }
            let start = pending.count
            while !consume(UInt8(ascii: "}")) {
                skipTrivia()
                let keyStart = index
                guard let key = string() else { return nil }
                let keyEnd = index
                guard consume(UInt8(ascii: "=")) else { return nil }
                skipTrivia()
                let valueStart = index
                let entryIndex = entries.count
                if recordsEntries {
                    entries.append(PropertyListEntry(depth: depth, key: text(of: key), keyRange: keyStart..<keyEnd,
                                                     valueRange: valueStart..<valueStart))
                }
                guard let value = value() else { return nil }
                if recordsEntries { entries[entryIndex].valueRange = valueStart..<index }
                guard consume(UInt8(ascii: ";")) else { return nil }
                if !recordsEntries {
                    pending.append(Int32(key))
                    pending.append(Int32(value))
                }
            }
            return container(.dictionary, from: start)
        case UInt8(ascii: "("):
            index += 1
            let start = pending.count
            while !consume(UInt8(ascii: ")")) {
                guard let value = value() else { return nil }
                if !recordsEntries { pending.append(Int32(value)) }
                if !consume(UInt8(ascii: ",")) {
                    guard consume(UInt8(ascii: ")")) else { return nil }
                    break
                }
            }
            return container(.array, from: start)
        default:
            return string()
        }
    }

    /// The node of a container whose children are `pending[start...]`, which are listed in `children`.
    private mutating func container(_ kind: PropertyListDocument.Kind, from start: Int) -> Int {
        guard !recordsEntries else { return -1 }
        let lower = Int32(children.count)
        children += pending[start...]
        pending.removeSubrange(start...)
        nodes.append(PropertyListDocument.Node(kind: kind, escaped: false, lower: lower, upper: Int32(children.count)))
        return nodes.count - 1
    }

    /// A quoted string (with backslash escapes), `<hex data>` kept as text, or a bare word: its node
    /// (when only entries are recorded, one kept aside for `text(of:)`), or nil when there is none.
    private mutating func string() -> Int? {
        skipTrivia()
        guard !atEnd else { return nil }
        let first = bytes[index]
        let node: PropertyListDocument.Node
        if first == UInt8(ascii: "\"") {
            index += 1
            let start = index
            var escaped = false
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    // A backslash at the very end escapes nothing; the string is then unterminated.
                    index += index + 1 < bytes.count ? 2 : 1
                } else {
                    index += 1
                }
            }
            guard !atEnd else { return nil }
            node = PropertyListDocument.Node(kind: .string, escaped: escaped, lower: Int32(start), upper: Int32(index))
            index += 1
        } else if first == UInt8(ascii: "<") {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            guard end < bytes.count else { return nil }
            node = PropertyListDocument.Node(kind: .string, escaped: false, lower: Int32(index), upper: Int32(end + 1))
            index = end + 1
        } else {
            let start = index
            while index < bytes.count, Self.wordBytes[Int(bytes[index])] { index += 1 }
            guard index > start else { return nil }
            node = PropertyListDocument.Node(kind: .string, escaped: false, lower: Int32(start), upper: Int32(index))
        }
        if recordsEntries {
            lastString = node
            return -1
        }
        nodes.append(node)
        return nodes.count - 1
    }

    /// The string last read when only entries are recorded.
    private var lastString = PropertyListDocument.Node(kind: .string, escaped: false, lower: 0, upper: 0)

    /// The text of the string just read as `node` (a key).
    private func text(of node: Int) -> String {
        let string = node >= 0 ? nodes[node] : lastString
        return PropertyListDocument.text(of: bytes[Int(string.lower)..<Int(string.upper)], escaped: string.escaped)
    }

    /// Letters, digits, `_$+/:.-` and every byte of a multi-byte UTF-8 sequence: the bytes of an unquoted string.
    private static let wordBytes: [Bool] = (0..<256).map { value in
        let byte = UInt8(value)
        return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || "_$+/:.-".utf8.contains(byte) || byte >= 0x80
    }
}

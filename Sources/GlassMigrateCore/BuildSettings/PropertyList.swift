import Foundation

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
package indirect enum PropertyList: Equatable {
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
    package static func entries(_ bytes: [UInt8]) -> [PropertyListEntry]? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = PropertyListParser(bytes: buffer, recordsEntries: true)
            guard parser.value() != nil else { return nil }
            parser.skipTrivia()
            return parser.index == buffer.count ? parser.entries : nil
        }
    }
}

/// Where one `key = value;` of a dictionary is in the text.
///
/// The key is kept as where it is written, not as a String: a project file has a hundred thousand
/// entries, and an editor looks at a few.
package struct PropertyListEntry: Equatable {
    /// How many dictionaries enclose the entry, its own included: 1 for the root's keys, 2 for the
    /// objects of a `project.pbxproj`, 3 for the fields of one object.
    package var depth: Int
    /// The byte range of the key as written (quotes included).
    package var keyRange: Range<Int>
    /// The byte range of the value as written (brackets or quotes included).
    package var valueRange: Range<Int>
    /// Whether the key has backslash escapes (it must be decoded to be read).
    var keyEscaped: Bool

    /// The byte range of the key's text: without its quotes when quoted.
    func keyText(in bytes: [UInt8]) -> Range<Int> {
        bytes[keyRange.lowerBound] == UInt8(ascii: "\"") ? keyRange.lowerBound + 1..<keyRange.upperBound - 1 : keyRange
    }

    /// The key, unquoted, in the text `bytes` the entry was read from.
    func key(in bytes: [UInt8]) -> String {
        let text = keyText(in: bytes)
        return bytes.withUnsafeBufferPointer { PropertyListDocument.text(of: $0[text], escaped: keyEscaped) }
    }

    /// Whether the key is `key` (compared as Strings compare), in the text `bytes` the entry was read from.
    package func hasKey(_ key: String, in bytes: [UInt8]) -> Bool {
        let text = keyText(in: bytes)
        var key = key
        return key.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { buffer in
                let written = UnsafeBufferPointer(rebasing: buffer[text])
                if !keyEscaped && written.elementsEqual(wanted) { return true }
                // Different bytes are different text when both are ASCII, the usual case; otherwise
                // (escapes, or accents that can be written two ways) they compare as text.
                if !keyEscaped && SourceBytes.isASCII(written) && SourceBytes.isASCII(wanted) { return false }
                return PropertyListDocument.text(of: buffer[text], escaped: keyEscaped) == String(decoding: wanted, as: UTF8.self)
            }
        }
    }
}

/// A whole property list read into flat arrays: one node per value, strings kept as byte ranges of the
/// text until asked for, and each container's children listed together.
///
/// A project file of a large app has tens of thousands of values; reading them into nested
/// dictionaries of strings costs an allocation and a hash per value, this costs neither.
package struct PropertyListDocument {
    package enum Kind: UInt8 {
        case string, array, dictionary
    }

    /// One value.
    package struct Node {
        package var kind: Kind
        /// Whether a string has backslash escapes (it must be decoded to be read).
        package var escaped: Bool
        /// A string's text without its quotes (`<…>` data keeps its brackets); a container's children
        /// in `children` (a dictionary's as key, value, key, value…).
        package var lower: Int32
        package var upper: Int32
    }

    /// The text.
    package let bytes: [UInt8]
    package private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    /// The node of the whole property list.
    package private(set) var root = 0

    /// Reads a whole property list; nil when the text is not one.
    package init?(_ bytes: [UInt8]) {
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

    /// Why `bytes` are not read as a property list when they nest deeper than the parser reads
    /// (`PropertyListParser.nestingLimit`), as a sentence saying what to do; nil otherwise.
    package static func nestingProblem(in bytes: [UInt8]) -> String? {
        let passed = bytes.withUnsafeBufferPointer { buffer in
            var parser = PropertyListParser(bytes: buffer, recordsEntries: false)
            _ = parser.value()
            return parser.passedNestingLimit
        }
        guard passed else { return nil }
        return "its brackets nest more than \(PropertyListParser.nestingLimit) levels deep, the limit glassmigrate reads "
            + "(Xcode's own project files nest a handful of levels); restore the file from version control or let Xcode "
            + "write it again, then run again"
    }

    /// The kind of `node`.
    package func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The text of a string node, nil for a container.
    package func string(_ node: Int) -> String? {
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
    package func isString(_ node: Int, _ word: StaticString) -> Bool {
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
    package func elements(of node: Int) -> ArraySlice<Int32> {
        let value = nodes[node]
        guard value.kind != .string else { return [] }
        return children[Int(value.lower)..<Int(value.upper)]
    }

    /// The value for `key` in the dictionary `node` (the last one when the key is repeated, as a
    /// dictionary keeps it), nil when it has none or `node` is not a dictionary.
    package func value(_ key: StaticString, in node: Int) -> Int? {
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
    package func string(_ key: StaticString, in node: Int) -> String? {
        value(key, in: node).flatMap(string)
    }

    /// The strings of the array value for `key` in the dictionary `node` (empty when missing or not an
    /// array; items that are not strings are left out).
    package func strings(_ key: StaticString, in node: Int) -> [String] {
        guard let array = value(key, in: node), nodes[array].kind == .array else { return [] }
        return elements(of: array).compactMap { string(Int($0)) }
    }

    /// The entries of the dictionary `node`, in the order written.
    package func pairs(of node: Int) -> [(key: String, value: Int)] {
        guard nodes[node].kind == .dictionary else { return [] }
        let elements = elements(of: node)
        return stride(from: elements.startIndex, to: elements.endIndex, by: 2).map {
            (string(Int(elements[$0])) ?? "", Int(elements[$0 + 1]))
        }
    }

    /// The value of `node` as nested `PropertyList` values.
    package func value(of node: Int) -> PropertyList {
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

import Foundation

/// A recursive-descent reader of old-style property lists over UTF-8 bytes, building a document's
/// nodes, or recording where each dictionary entry is (for an editor).
///
/// It reads through a buffer pointer valid for the parse (project files are read whole, and the
/// largest run to megabytes): no bounds-checked optional per byte.
struct PropertyListParser {
    package let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Whether `entries` is kept (then no nodes are).
    let recordsEntries: Bool
    /// Every dictionary entry read so far, when `recordsEntries`.
    package var entries: [PropertyListEntry] = []
    package var nodes: [PropertyListDocument.Node] = []
    var children: [Int32] = []
    /// The children of the containers being read, innermost last, before they are listed in `children`.
    private var pending: [Int32] = []
    private var depth = 0
    /// Containers open around the value being read; past `nestingLimit` the text is refused, so no
    /// input can exhaust the stack (real project files nest a handful of levels).
    private var nesting = 0
    static let nestingLimit = 1_000
    /// Whether the text was refused for nesting deeper than `nestingLimit`.
    private(set) var passedNestingLimit = false

    /// `isWordByte` of every byte, looked up once per parse (a static looked up per byte would be
    /// checked each time that it is made).
    private let wordBytes = PropertyListParser.wordByteTable

    init(bytes: UnsafeBufferPointer<UInt8>, recordsEntries: Bool) {
        self.bytes = bytes
        self.recordsEntries = recordsEntries
    }

    @inline(__always) private var atEnd: Bool { index >= bytes.count }

    /// Moves past spaces, line breaks and comments.
    @inline(__always) mutating func skipTrivia() {
        // Every byte that starts trivia sorts at or before `/`; most bytes the parser stops at do not.
        if index < bytes.count, bytes[index] > UInt8(ascii: "/") { return }
        skipTriviaFromHere()
    }

    private mutating func skipTriviaFromHere() {
        let count = bytes.count
        var position = index
        while position < count {
            let current = bytes[position]
            if current > UInt8(ascii: "/") { break }
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D {
                position += 1
            } else if current == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                while position < count, bytes[position] != 0x0A { position += 1 }
            } else if current == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "*") {
                // To the next `*/` (found a `*` at a time with memchr); an unterminated comment runs to the end.
                position += 2
                let base = bytes.baseAddress!
                while true {
                    guard position < count, let star = memchr(base + position, Int32(UInt8(ascii: "*")), count - position) else {
                        position = count
                        break
                    }
                    position = UnsafePointer<UInt8>(star.assumingMemoryBound(to: UInt8.self)) - base + 1
                    if position >= count {
                        position = count
                        break
                    }
                    if bytes[position] == UInt8(ascii: "/") {
                        position += 1
                        break
                    }
                }
            } else {
                break
            }
        }
        index = position
    }

    /// Consumes `expected` after trivia; false (consuming nothing but trivia) when it is not next.
    @inline(__always) private mutating func consume(_ expected: UInt8) -> Bool {
        skipTrivia()
        guard !atEnd, bytes[index] == expected else { return false }
        index += 1
        return true
    }

    /// Reads one value; its node (-1 when only entries are recorded), or nil when the text is not a value.
    package mutating func value() -> Int? {
        skipTrivia()
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.nestingLimit {
            passedNestingLimit = true
            return nil
        }
        switch atEnd ? nil : bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            depth += 1
            defer { depth -= 1 }
            let start = pending.count
            while !consume(UInt8(ascii: "}")) {
                // `consume` stopped at the key, after any trivia.
                let keyStart = index
                guard let key = string() else { return nil }
                let keyEnd = index
                let keyEscaped = recordsEntries ? lastString.escaped : false
                guard consume(UInt8(ascii: "=")) else { return nil }
                skipTrivia()
                let valueStart = index
                // Listed before the entries inside its value, so that entries stay in file order.
                let entryIndex = entries.count
                if recordsEntries {
                    entries.append(PropertyListEntry(depth: depth, keyRange: keyStart..<keyEnd, valueRange: valueStart..<valueStart,
                                                     keyEscaped: keyEscaped))
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
    /// (when only entries are recorded, -1, the string kept aside in `lastString`), or nil when there is none.
    private mutating func string() -> Int? {
        skipTrivia()
        let count = bytes.count
        var position = index
        guard position < count else { return nil }
        let first = bytes[position]
        let node: PropertyListDocument.Node
        if first == UInt8(ascii: "\"") {
            position += 1
            let start = position
            var escaped = false
            while position < count {
                let current = bytes[position]
                if current == UInt8(ascii: "\"") { break }
                if current == UInt8(ascii: "\\") {
                    escaped = true
                    // A backslash at the very end escapes nothing; the string is then unterminated.
                    position += position + 1 < count ? 2 : 1
                } else {
                    position += 1
                }
            }
            guard position < count else { return nil }
            node = PropertyListDocument.Node(kind: .string, escaped: escaped, lower: Int32(start), upper: Int32(position))
            position += 1
        } else if first == UInt8(ascii: "<") {
            var end = position
            while end < count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            guard end < count else { return nil }
            node = PropertyListDocument.Node(kind: .string, escaped: false, lower: Int32(position), upper: Int32(end + 1))
            position = end + 1
        } else {
            let start = position
            wordBytes.withUnsafeBufferPointer { isWord in
                while position < count, isWord[Int(bytes[position])] { position += 1 }
            }
            guard position > start else { return nil }
            node = PropertyListDocument.Node(kind: .string, escaped: false, lower: Int32(start), upper: Int32(position))
        }
        index = position
        if recordsEntries {
            lastString = node
            return -1
        }
        nodes.append(node)
        return nodes.count - 1
    }

    /// The string last read when only entries are recorded.
    private var lastString = PropertyListDocument.Node(kind: .string, escaped: false, lower: 0, upper: 0)

    private static let wordByteTable: [Bool] = (0..<256).map { isWordByte(UInt8($0)) }

    /// Whether `byte` belongs to an unquoted string: letters, digits, `_$+/:.-` and every byte of a
    /// multi-byte UTF-8 sequence.
    static func isWordByte(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte, in two words: `$+-./0-9:` below 64, `A-Z_a-z` from 64.
        if byte < 64 { return (0x07FF_E810_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0 }
        if byte < 128 { return (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte - 64) & 1 != 0 }
        return true
    }
}

extension PropertyList {
    /// Whether `byte` may appear in an unquoted string (for tests of the parser's byte classes).
    static func isWordByte(_ byte: UInt8) -> Bool { PropertyListParser.isWordByte(byte) }
}

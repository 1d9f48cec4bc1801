extension FileResult {
    /// The rewritten sites of this file, one per change (`changes`) in file order, each with the
    /// lines it changes before and after; an edit several sites share (an `import`) is a site of its own.
    public var rewriteSites: [RewriteSite] {
        guard changed else { return [] }
        let lines = LineTable(original)
        var texts: [Int: [UInt8]] = [:]
        var sites: [(offset: Int, site: RewriteSite)] = []
        var sharedSeen = Set<SharedEdit>()
        var earlierSets: [Int: [EditSet]] = [:]
        for change in changes {
            let text = texts[change.passIndex] ?? text(beforePass: change.passIndex)
            texts[change.passIndex] = text
            let earlier = earlierSets[change.passIndex] ?? passes.prefix(change.passIndex).compactMap { try? EditSet($0.edits) }
            earlierSets[change.passIndex] = earlier
            for piece in Self.places(of: change, in: text) {
                let offset = Engine.originalOffset(piece[0].range.lowerBound, through: earlier)
                let location = lines.location(of: Self.modifierStart(offset, in: original))
                sites.append((offset, RewriteSite(ruleID: change.ruleID, location: location, edits: piece, in: text)))
            }
            for shared in change.sharedEdits where sharedSeen.insert(SharedEdit(passIndex: change.passIndex, edit: shared)).inserted {
                let offset = Engine.originalOffset(shared.range.lowerBound, through: earlier)
                sites.append((offset, RewriteSite(ruleID: change.ruleID, location: lines.location(of: offset), edits: [shared], in: text)))
            }
        }
        return sites.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element.site)
    }

    /// The edits of `change` that reports show together: all of a fix's, or for the rule's ungrouped
    /// edits each run of edits with no untouched line between them.
    private static func places(of change: Change, in text: [UInt8]) -> [[Edit]] {
        guard change.isUngrouped, change.edits.count > 1 else { return [change.edits] }
        let lines = LineTable(text)
        var pieces: [[Edit]] = []
        var lastLine = Int.min
        for edit in change.edits {
            let first = lines.location(of: edit.range.lowerBound).line
            if pieces.isEmpty || first > lastLine + 1 { pieces.append([edit]) } else { pieces[pieces.count - 1].append(edit) }
            lastLine = max(lastLine, lines.location(of: max(edit.range.lowerBound, edit.range.upperBound - 1)).line)
        }
        return pieces
    }

    /// Where reports place `change`: at the `.` of the modifier it changes, as findings are placed, else where it starts.
    public func reportLocation(of change: Change) -> SourceLocation {
        LineTable(original).location(of: Self.modifierStart(change.originalRange.lowerBound, in: original))
    }

    /// Where the modifier or member that `offset` falls in starts: the `.` before the name it is in,
    /// as findings are placed, or `offset` itself.
    static func modifierStart(_ offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        guard offset <= bytes.count else { return offset }
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return start > 0 && bytes[start - 1] == UInt8(ascii: ".") ? start - 1 : offset
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

/// A shared edit of one pass, reported once however many sites need it.
private struct SharedEdit: Hashable {
    var passIndex: Int
    var edit: Edit
}

/// One rewritten site: the lines one change changes, before and after.
public struct RewriteSite: Sendable, Equatable {
    /// The rule that rewrites it.
    public var ruleID: String
    /// Where it starts in the file as read: the `.` of the modifier it changes, as findings are placed.
    public var location: SourceLocation
    /// The site's original lines as one line of code.
    public var before: String
    /// What the lines become, as one line of code; empty when they are removed.
    public var after: String

    /// Creates a site.
    public init(ruleID: String, location: SourceLocation, before: String, after: String) {
        self.ruleID = ruleID
        self.location = location
        self.before = before
        self.after = after
    }

    /// The site of `edits` (sorted, not overlapping) in `text`: the whole lines they touch, before and
    /// after the edits are applied.
    init(ruleID: String, location: SourceLocation, edits: [Edit], in text: [UInt8]) {
        let lower = edits.map(\.range.lowerBound).min() ?? 0
        let upper = edits.map(\.range.upperBound).max() ?? lower
        let start = Self.lineStart(lower, in: text)
        // An edit that takes a line break away ends on the next line's start: its whole range counts.
        let end = max(Self.lineEnd(max(lower, upper - 1), in: text), upper)
        // Only the lines of the site are edited (not the whole file: a file has many sites).
        let span = Array(text[start..<end])
        WorkMeter.count(span.count + 1)
        var edited: [UInt8] = []
        var copied = start
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= copied {
            edited += text[copied..<edit.range.lowerBound]
            edited += Array(edit.replacement.utf8)
            copied = edit.range.upperBound
        }
        edited += text[min(copied, end)..<end]
        // The lines after the site are the same before and after it.
        let before = span + text[end..<Self.balancedEnd(span, after: end, in: text)]
        let after = edited + text[end..<Self.balancedEnd(edited, after: end, in: text)]
        self.init(ruleID: ruleID, location: location, before: Self.oneLine(before), after: Self.oneLine(after))
    }

    /// What a line-oriented report says about the site.
    public var message: String {
        after.isEmpty
            ? "`\(Self.shortened(before))` is removed; run glassmigrate --write to apply."
            : "Becomes `\(Self.shortened(after))`; run glassmigrate --write to apply."
    }

    /// At most `limit` characters: longer code keeps its start and its end, with `…` between.
    static func shortened(_ code: String, limit: Int = 120) -> String {
        guard code.count > limit else { return code }
        let head = (limit - 1) / 2
        return String(code.prefix(head)) + "…" + String(code.suffix(limit - 1 - head))
    }

    /// Code as one line: every run of white space one space, none at either end, and none where a
    /// line break met `.`, `)` or `]`, or followed `(` or `[`.
    static func oneLine(_ bytes: [UInt8]) -> String {
        var text = ""
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard let first = words.first else { continue }
            if let last = text.last, !".)]".contains(first), !"([".contains(last) { text += " " }
            text += words
        }
        return text
    }

    /// `end`, or when brackets opened in `span` (the site's lines, which `text` continues from `end`)
    /// close only later, the end of the line they close on: a renamed call shows its arguments too.
    /// Brackets in strings and comments are counted as well; the result is a message, and at worst
    /// says a little more (or, past 40 lines, stops at `end`).
    private static func balancedEnd(_ span: [UInt8], after end: Int, in text: [UInt8]) -> Int {
        func step(_ depth: inout Int, _ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A bracket closed that opened before the span says nothing about the span's own.
                if depth == 0 { return false }
                depth -= 1
                return depth == 0
            default: break
            }
            return false
        }
        var depth = 0
        for byte in span { _ = step(&depth, byte) }
        var index = end
        var lines = 0
        while depth > 0, index < text.count, lines <= 40 {
            if step(&depth, text[index]) { return lineEnd(index, in: text) }
            if text[index] == UInt8(ascii: "\n") { lines += 1 }
            index += 1
        }
        return end
    }

    private static func lineStart(_ offset: Int, in text: [UInt8]) -> Int {
        var index = min(offset, text.count)
        while index > 0, text[index - 1] != UInt8(ascii: "\n"), text[index - 1] != UInt8(ascii: "\r") { index -= 1 }
        return index
    }

    private static func lineEnd(_ offset: Int, in text: [UInt8]) -> Int {
        var index = min(offset, text.count)
        while index < text.count, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }
}

/// A replacement of one byte range of a file, attributed to the rule that made it.
public struct Edit: Sendable, Hashable {
    /// The half-open byte range replaced; empty for an insertion.
    public var range: Range<Int>
    /// The bytes put in its place (UTF-8).
    public var replacement: String
    /// The id of the rule that made the edit.
    public var ruleID: String

    /// Creates an edit replacing `range` with `replacement`.
    public init(range: Range<Int>, replacement: String, ruleID: String) {
        self.range = range
        self.replacement = replacement
        self.ruleID = ruleID
    }

    /// Creates an insertion of `text` at `offset`.
    public static func insert(_ text: String, at offset: Int, ruleID: String) -> Edit {
        Edit(range: offset..<offset, replacement: text, ruleID: ruleID)
    }

    /// Creates a deletion of `range`.
    public static func delete(_ range: Range<Int>, ruleID: String) -> Edit {
        Edit(range: range, replacement: "", ruleID: ruleID)
    }
}

/// Two edits that touch the same bytes; neither is applied.
public struct EditConflict: Error, Sendable, Equatable, CustomStringConvertible {
    /// The edit that comes first in the file.
    public var first: Edit
    /// The edit that overlaps it.
    public var second: Edit

    /// Names both rules and both ranges.
    public var description: String {
        "overlapping edits: \(first.ruleID) at bytes \(first.range.lowerBound)..<\(first.range.upperBound) and \(second.ruleID) at bytes \(second.range.lowerBound)..<\(second.range.upperBound)"
    }
}

/// Edits sorted by position and checked not to overlap, ready to apply in one pass.
public struct EditSet: Sendable, Equatable {
    /// The edits in file order.
    public let edits: [Edit]
    /// Where each edit's replacement ends in the text after the set, and the length change of every
    /// edit before it: `originalOffset(_:)` finds its edit by binary search.
    private let newEnds: [Int]
    private let deltasBefore: [Int]
    private let totalDelta: Int

    /// Sorts `edits`; throws `EditConflict` if two overlap (two insertions at one offset also conflict,
    /// as their order would be a guess). Identical duplicate edits are kept once.
    public init(_ edits: [Edit]) throws {
        var sorted = edits.sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        var unique: [Edit] = []
        unique.reserveCapacity(sorted.count)
        for edit in sorted {
            if let last = unique.last {
                if last == edit { continue }
                let overlaps = edit.range.lowerBound < last.range.upperBound
                    || (edit.range.lowerBound == last.range.lowerBound && (edit.range.isEmpty || last.range.isEmpty))
                if overlaps { throw EditConflict(first: last, second: edit) }
            }
            unique.append(edit)
        }
        sorted = unique
        self.edits = sorted
        var newEnds: [Int] = []
        var deltasBefore: [Int] = []
        newEnds.reserveCapacity(sorted.count)
        deltasBefore.reserveCapacity(sorted.count)
        var delta = 0
        for edit in sorted {
            deltasBefore.append(delta)
            newEnds.append(edit.range.lowerBound + delta + edit.replacement.utf8.count)
            delta += edit.replacement.utf8.count - edit.range.count
        }
        self.newEnds = newEnds
        self.deltasBefore = deltasBefore
        self.totalDelta = delta
    }

    /// `EditSet.offset(_:before:)` over this set's edits in logarithmic time: an offset in the text after
    /// the set mapped back to the text before it.
    public func originalOffset(_ offset: Int) -> Int {
        let low = firstEdit(endingAfter: offset)
        guard low < edits.count else { return offset - totalDelta }
        let edit = edits[low]
        let newStart = edit.range.lowerBound + deltasBefore[low]
        return offset < newStart ? offset - deltasBefore[low] : edit.range.lowerBound
    }

    /// An offset in the text after the set mapped back to the text before it, or nil when it is
    /// strictly inside a replacement (where the text before the set has no place for it). The start
    /// and the end of a replacement map to the start and the end of what it replaced.
    public func exactOriginalOffset(_ offset: Int) -> Int? {
        let low = firstEdit(endingAfter: offset)
        guard low < edits.count else { return offset - totalDelta }
        let edit = edits[low]
        let newStart = edit.range.lowerBound + deltasBefore[low]
        if offset < newStart { return offset - deltasBefore[low] }
        return offset == newStart ? edit.range.lowerBound : nil
    }

    /// The index of the first edit whose replacement ends after `offset` in the text after the set
    /// (`edits.count` when none does), by binary search: the ends never decrease.
    private func firstEdit(endingAfter offset: Int) -> Int {
        newEnds.partitionIndex { $0 <= offset }
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { edits.isEmpty }

    /// The bytes of `source` with every edit applied, in one pass.
    public func apply(to source: [UInt8]) -> [UInt8] {
        guard !edits.isEmpty else { return source }
        var result: [UInt8] = []
        result.reserveCapacity(source.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            precondition(edit.range.upperBound <= source.count, "edit past the end of the file")
            result.append(contentsOf: source[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: source[cursor...])
        return result
    }
}

extension EditSet {
    /// `offset(_:before:)` for many offsets (in any order) in one sweep over `edits`, so mapping every
    /// finding of a file with many edits stays linear.
    public static func offsets(_ offsets: [Int], before edits: [Edit]) -> [Int] {
        var result = offsets
        var next = 0
        var delta = 0
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = offsets[index]
            var mapped: Int?
            while next < edits.count {
                let edit = edits[next]
                let newStart = edit.range.lowerBound + delta
                let newEnd = newStart + edit.replacement.utf8.count
                if offset < newStart {
                    mapped = offset - delta
                    break
                }
                if offset < newEnd {
                    mapped = edit.range.lowerBound
                    break
                }
                delta += edit.replacement.utf8.count - edit.range.count
                next += 1
            }
            result[index] = mapped ?? offset - delta
        }
        WorkMeter.count(offsets.count + next)
        return result
    }

    /// Maps an offset in the text after `edits` (sorted, not overlapping) back to the text before them;
    /// an offset inside replaced text maps to the start of what it replaced.
    public static func offset(_ offset: Int, before edits: [Edit]) -> Int {
        var delta = 0
        var steps = 0
        defer { WorkMeter.count(steps) }
        for edit in edits {
            steps += 1
            let newStart = edit.range.lowerBound + delta
            let newEnd = newStart + edit.replacement.utf8.count
            if offset < newStart { return offset - delta }
            if offset < newEnd { return edit.range.lowerBound }
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return offset - delta
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a byte buffer, each a half-open byte range that includes its `\n`.
///
/// Only `\n` ends a line, so a CRLF line keeps its `\r` as content and a lone `\r` stays inside
/// its line; the last line has no terminator when the buffer does not end in `\n`.
public struct TextLines: Sendable, Equatable {
    /// The byte range of every line, in order, covering the whole buffer.
    public let ranges: [Range<Int>]

    /// Splits `bytes` after every `\n`.
    public init(_ bytes: [UInt8]) {
        var ranges: [Range<Int>] = []
        var start = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            // `memchr` jumps from break to break instead of testing every byte (project files run to
            // tens of thousands of lines).
            while start < buffer.count, let hit = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                let index = base.distance(to: UnsafeRawPointer(hit))
                ranges.append(start..<(index + 1))
                start = index + 1
            }
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    /// The number of lines.
    public var count: Int { ranges.count }
}

/// One run of lines that differ between two texts: `oldLines` replaced by `newLines` (either may be empty).
public struct LineChange: Sendable, Equatable {
    /// The zero-based line indices removed from the old text.
    public var oldLines: Range<Int>
    /// The zero-based line indices inserted from the new text.
    public var newLines: Range<Int>

    /// Creates a change replacing `oldLines` with `newLines`.
    public init(oldLines: Range<Int>, newLines: Range<Int>) {
        self.oldLines = oldLines
        self.newLines = newLines
    }
}

/// A minimal line-level diff (Myers' O(ND) algorithm, linear-space variant).
public enum LineDiff {
    /// The changes that turn `old` into `new`, in order; lines compare by their exact bytes.
    ///
    /// The number of removed plus inserted lines is minimal, except where the texts differ so much that
    /// the search would cost more than about `costLimit` steps per line: it then splits the texts at the
    /// best point found so far (as `git diff` does), which keeps the time proportional to the size.
    /// Common leading and trailing lines are skipped before the search, and lines that occur in only
    /// one of the texts (which every diff removes or inserts) are set aside, so a few changes in a
    /// large file, or many changes of distinct lines, cost little.
    public static func changes(old: [UInt8], new: [UInt8]) -> [LineChange] {
        changes(old: old, oldLines: TextLines(old), new: new, newLines: TextLines(new))
    }

    /// Search steps per line beyond which the search settles for a good split instead of the best.
    public static let costLimit = 256

    /// The changes between two texts already split into lines.
    public static func changes(old: [UInt8], oldLines: TextLines, new: [UInt8], newLines: TextLines) -> [LineChange] {
        let oldRanges = oldLines.ranges
        let newRanges = newLines.ranges
        func same(_ i: Int, _ j: Int) -> Bool {
            let a = oldRanges[i], b = newRanges[j]
            return a.count == b.count && LineKey(old[a]) == LineKey(new[b])
        }
        var prefix = 0
        while prefix < oldRanges.count, prefix < newRanges.count, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldRanges.count - prefix, suffix < newRanges.count - prefix,
              same(oldRanges.count - 1 - suffix, newRanges.count - 1 - suffix) {
            suffix += 1
        }
        let oldMiddle = prefix..<(oldRanges.count - suffix)
        let newMiddle = prefix..<(newRanges.count - suffix)
        WorkMeter.count(prefix + suffix + oldMiddle.count + newMiddle.count)
        if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }

        // Interning turns every line comparison in the search into one integer compare.
        // Numbered in a table keyed by their bytes: a `Dictionary`'s `Hasher` would cost several times
        // as much over the tens of thousands of lines of a project file.
        let (a, b, distinct) = old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                var lines = ByteKeyTable(capacity: oldMiddle.count + newMiddle.count)
                let a = oldMiddle.map { lines.insert(UnsafeBufferPointer(rebasing: oldBytes[oldRanges[$0]]), value: 0).index }
                let b = newMiddle.map { lines.insert(UnsafeBufferPointer(rebasing: newBytes[newRanges[$0]]), value: 0).index }
                return (a, b, lines.count)
            }
        }

        // A line found on one side only is in no common subsequence: it is removed or inserted whatever
        // the search finds, so the search runs over the other lines only.
        var inOld = [Bool](repeating: false, count: distinct)
        var inNew = [Bool](repeating: false, count: distinct)
        for id in a { inOld[id] = true }
        for id in b { inNew[id] = true }
        let keptA = a.indices.filter { inNew[a[$0]] }
        let keptB = b.indices.filter { inOld[b[$0]] }
        var search = MyersSearch(a: keptA.map { a[$0] }, b: keptB.map { b[$0] })
        search.compare(aLow: 0, aHigh: keptA.count, bLow: 0, bHigh: keptB.count)
        var removed = [Bool](repeating: true, count: a.count)
        var inserted = [Bool](repeating: true, count: b.count)
        for (index, line) in keptA.enumerated() { removed[line] = search.removed[index] }
        for (index, line) in keptB.enumerated() { inserted[line] = search.inserted[index] }
        return MyersSearch.changes(removed: removed, inserted: inserted, offset: prefix)
    }
}

/// A line's bytes, compared as whole memory rather than byte by byte.
private struct LineKey: Equatable {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    static func == (lhs: LineKey, rhs: LineKey) -> Bool {
        guard lhs.bytes.count == rhs.bytes.count else { return false }
        return lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in
                left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }
}

// MARK: - Search

/// Marks which lines of `a` are removed and which of `b` are inserted, by divide and conquer on middle snakes.
private struct MyersSearch {
    let a: [Int]
    let b: [Int]
    var removed: [Bool]
    var inserted: [Bool]
    // Reused across calls; indexed by diagonal plus an offset.
    var forward: [Int] = []
    var backward: [Int] = []

    init(a: [Int], b: [Int]) {
        self.a = a
        self.b = b
        removed = Array(repeating: false, count: a.count)
        inserted = Array(repeating: false, count: b.count)
        let size = 2 * (a.count + b.count) + 3
        forward = Array(repeating: 0, count: size)
        backward = Array(repeating: 0, count: size)
    }

    mutating func compare(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) {
        var aLow = aLow, aHigh = aHigh, bLow = bLow, bHigh = bHigh
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] { aLow += 1; bLow += 1 }
        while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] { aHigh -= 1; bHigh -= 1 }
        if aLow == aHigh {
            for j in bLow..<bHigh { inserted[j] = true }
            return
        }
        if bLow == bHigh {
            for i in aLow..<aHigh { removed[i] = true }
            return
        }
        let snake = middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh)
        let shrinks = (snake.x - aLow) + (snake.y - bLow) < (aHigh - aLow) + (bHigh - bLow)
            && (aHigh - snake.u) + (bHigh - snake.v) < (aHigh - aLow) + (bHigh - bLow)
        guard shrinks else {
            // Cannot happen for a correct middle snake; a correct (if not minimal) answer beats a loop.
            for i in aLow..<aHigh { removed[i] = true }
            for j in bLow..<bHigh { inserted[j] = true }
            return
        }
        compare(aLow: aLow, aHigh: snake.x, bLow: bLow, bHigh: snake.y)
        compare(aLow: snake.u, aHigh: aHigh, bLow: snake.v, bHigh: bHigh)
    }

    /// The middle snake of an optimal path through the box, from (x, y) to (u, v) in absolute indices.
    ///
    /// Both ends must differ (the caller trims equal ends), and neither side is empty.
    mutating func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> (x: Int, y: Int, u: Int, v: Int) {
        let n = aHigh - aLow
        let m = bHigh - bLow
        let delta = n - m
        let deltaIsOdd = delta & 1 != 0
        let offset = n + m + 1
        // forward[k]: furthest x on diagonal k = x - y from the top-left.
        // backward[k]: furthest distance from the bottom-right on reverse diagonal k = (n - x) - (m - y).
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let maxD = (n + m + 1) / 2
        // Past the limit, split where the forward search got furthest: a valid diff, if not the shortest.
        let limit = max(LineDiff.costLimit, Int(Double(n + m).squareRoot()))
        var diagonals = 0
        defer { WorkMeter.count(diagonals) }
        for d in 0...maxD {
            diagonals += 2 * (d + 1)
            if d > limit, let split = furthestForward(d: d - 1, n: n, m: m, offset: offset) {
                return (aLow + split.x, bLow + split.y, aLow + split.x, bLow + split.y)
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
                    x = forward[offset + k + 1]
                } else {
                    x = forward[offset + k - 1] + 1
                }
                var y = x - k
                let startX = x, startY = y
                while x < n, y < m, a[aLow + x] == b[bLow + y] { x += 1; y += 1 }
                forward[offset + k] = x
                let reverseK = delta - k
                if deltaIsOdd, reverseK >= -(d - 1), reverseK <= d - 1, x >= n - backward[offset + reverseK] {
                    return (aLow + startX, bLow + startY, aLow + x, bLow + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]) {
                    x = backward[offset + k + 1]
                } else {
                    x = backward[offset + k - 1] + 1
                }
                var y = x - k
                let startX = x, startY = y
                while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] { x += 1; y += 1 }
                backward[offset + k] = x
                let forwardK = delta - k
                if !deltaIsOdd, forwardK >= -d, forwardK <= d, forward[offset + forwardK] >= n - x {
                    return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
                }
            }
        }
        // Unreachable: the two searches meet by d = ceil((n + m) / 2). A snake that makes no
        // progress sends the caller to its fallback.
        return (aHigh, bHigh, aHigh, bHigh)
    }

    /// The furthest point inside the box that the forward search reached with `d` differences, if it
    /// splits the box into two smaller ones.
    private func furthestForward(d: Int, n: Int, m: Int, offset: Int) -> (x: Int, y: Int)? {
        var best: (x: Int, y: Int)?
        for k in stride(from: -d, through: d, by: 2) {
            let x = min(forward[offset + k], n)
            let y = x - k
            guard y >= 0, y <= m, x + y > 0, x + y < n + m else { continue }
            if best.map({ x + y > $0.x + $0.y }) ?? true { best = (x, y) }
        }
        return best
    }

    /// The marked lines grouped into runs, shifted by `offset` lines (the trimmed common prefix).
    static func changes(removed: [Bool], inserted: [Bool], offset: Int) -> [LineChange] {
        var result: [LineChange] = []
        var i = 0, j = 0
        while i < removed.count || j < inserted.count {
            if i < removed.count, j < inserted.count, !removed[i], !inserted[j] {
                i += 1; j += 1
                continue
            }
            let oldStart = i, newStart = j
            while i < removed.count, removed[i] { i += 1 }
            while j < inserted.count, inserted[j] { j += 1 }
            if i == oldStart, j == newStart {
                // Unequal counts of kept lines cannot come from the search; end with one honest change.
                i = removed.count
                j = inserted.count
            }
            result.append(LineChange(oldLines: (offset + oldStart)..<(offset + i),
                                     newLines: (offset + newStart)..<(offset + j)))
        }
        return result
    }
}

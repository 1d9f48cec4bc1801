import Testing
import TestSupport
@testable import SwiftSource

@Suite struct LineDiffTests {
    @Test func splitsAfterNewlineOnly() {
        let bytes = Array("a\r\nb\rc\n\nd".utf8)
        #expect(TextLines(bytes).ranges == [0..<3, 3..<7, 7..<8, 8..<9])
        #expect(TextLines([]).ranges == [])
        #expect(TextLines(Array("x\n".utf8)).ranges == [0..<2])
        #expect(TextLines(Array("\n\n".utf8)).ranges == [0..<1, 1..<2])
        #expect(TextLines(Array("no break".utf8)).ranges == [0..<8])
        // Every line ends where the bytes say, whatever its length.
        let long = (0..<300).map { String(repeating: "x", count: $0 % 70) + "\n" }.joined()
        var start = 0
        #expect(TextLines(Array(long.utf8)).ranges == (0..<300).map { line in
            defer { start += line % 70 + 1 }
            return start..<(start + line % 70 + 1)
        })
    }

    @Test func identicalTextsHaveNoChanges() {
        let text = Array("a\nb\nc".utf8)
        #expect(LineDiff.changes(old: text, new: text) == [])
    }

    @Test func reportsReplacementInsertionAndRemoval() {
        let old = Array("a\nb\nc\nd\n".utf8)
        let new = Array("a\nB\nc\nd\ne\n".utf8)
        #expect(LineDiff.changes(old: old, new: new) == [
            LineChange(oldLines: 1..<2, newLines: 1..<2),
            LineChange(oldLines: 4..<4, newLines: 4..<5),
        ])
        #expect(LineDiff.changes(old: new, new: []) == [LineChange(oldLines: 0..<5, newLines: 0..<0)])
    }

    /// The changes, applied to the old lines, give the new lines; removed plus inserted lines equal
    /// the edit distance from a textbook LCS table.
    @Test func randomInputsRebuildTheNewTextWithMinimalEdits() {
        var random = SeededRandom(seed: 42)
        for _ in 0..<2000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
            let oldBytes = Array(old.map { "\($0)\n" }.joined().utf8)
            let newBytes = Array(new.map { "\($0)\n" }.joined().utf8)
            let changes = LineDiff.changes(old: oldBytes, new: newBytes)
            #expect(rebuild(old, new, changes) == new, "old \(old) new \(new)")
            let edits = changes.reduce(0) { $0 + $1.oldLines.count + $1.newLines.count }
            #expect(edits == old.count + new.count - 2 * lcsLength(old, new), "old \(old) new \(new)")
        }
    }

    @Test func largeFileWithFewChanges() {
        let lines = (0..<20_000).map { "line \($0) of a long file\n" }
        var changed = lines
        for index in stride(from: 500, to: 20_000, by: 2_000) { changed[index] = "edited \(index)\n" }
        changed.insert("inserted\n", at: 7_777)
        changed.remove(at: 15_000)
        let changes = LineDiff.changes(old: Array(lines.joined().utf8), new: Array(changed.joined().utf8))
        #expect(changes.count == 12)
        #expect(changes.reduce(0) { $0 + $1.oldLines.count + $1.newLines.count } == 22)
    }

    @Test func largeFilesThatShareNothing() {
        let old = (0..<3_000).map { "old \($0)\n" }
        let new = (0..<2_500).map { "new \($0)\n" }
        let changes = LineDiff.changes(old: Array(old.joined().utf8), new: Array(new.joined().utf8))
        #expect(changes == [LineChange(oldLines: 0..<3_000, newLines: 0..<2_500)])
    }

    func rebuild(_ old: [Int], _ new: [Int], _ changes: [LineChange]) -> [Int] {
        var result: [Int] = []
        var position = 0
        for change in changes {
            result += old[position..<change.oldLines.lowerBound]
            result += new[change.newLines]
            position = change.oldLines.upperBound
        }
        return result + old[position...]
    }

    func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

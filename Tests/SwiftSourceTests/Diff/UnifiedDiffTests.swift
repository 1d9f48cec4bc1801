import Testing
@testable import SwiftSource

/// Compares bytes exactly and shows both sides as text when they differ.
func expectBytes(_ actual: [UInt8], _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(actual == Array(expected.utf8),
            "got:\n\(String(decoding: actual, as: UTF8.self))\nexpected:\n\(expected)", sourceLocation: sourceLocation)
}

@Suite struct UnifiedDiffTests {
    let path = "Sources/App/View.swift"
    var header: String {
        "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
    }

    func diff(_ old: String, _ new: String, context: Int = 3) -> [UInt8] {
        UnifiedDiff.makeBytes(oldPath: path, newPath: path, old: Array(old.utf8), new: Array(new.utf8), context: context)
    }

    /// Twenty lines "1" to "20", with the given lines (1-based) replaced by "x<n>".
    func numbered(changing lines: Set<Int> = []) -> String {
        (1...20).map { lines.contains($0) ? "x\($0)\n" : "\($0)\n" }.joined()
    }

    @Test func unchangedIsEmpty() {
        #expect(diff("a\nb\n", "a\nb\n").isEmpty)
        #expect(diff("", "").isEmpty)
        #expect(UnifiedDiff.make(oldPath: path, newPath: path, old: Array("a".utf8), new: Array("a".utf8)) == "")
    }

    @Test func oneLineReplacedInTheMiddle() {
        let expected = header + "@@ -1,5 +1,5 @@\n a\n b\n-c\n+X\n d\n e\n"
        expectBytes(diff("a\nb\nc\nd\ne\n", "a\nb\nX\nd\ne\n"), expected)
        let text = UnifiedDiff.make(oldPath: path, newPath: path, old: Array("a\nb\nc\nd\ne\n".utf8),
                                    new: Array("a\nb\nX\nd\ne\n".utf8))
        expectBytes(Array(text.utf8), expected)
    }

    @Test func contextIsCutToThreeLines() {
        let expected = header + "@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+x10\n 11\n 12\n 13\n"
        expectBytes(diff(numbered(), numbered(changing: [10])), expected)
    }

    @Test func oneLineRangesOmitTheCount() {
        expectBytes(diff("a\n", "b\n"), (header + "@@ -1 +1 @@\n-a\n+b\n"))
    }

    @Test func emptyRangesNameTheLineBefore() {
        expectBytes(diff("a\nb\n", "a\nX\nb\n", context: 0), (header + "@@ -1,0 +2 @@\n+X\n"))
        expectBytes(diff("a\nX\nb\n", "a\nb\n", context: 0), (header + "@@ -2 +1,0 @@\n-X\n"))
        expectBytes(diff("a\n", "X\na\n", context: 0), (header + "@@ -0,0 +1 @@\n+X\n"))
    }

    @Test func removalOnly() {
        expectBytes(diff("a\nb\nc\n", "a\nc\n"), (header + "@@ -1,3 +1,2 @@\n a\n-b\n c\n"))
    }

    @Test func everythingRemoved() {
        expectBytes(diff("a\nb\n", ""), (header + "@@ -1,2 +0,0 @@\n-a\n-b\n"))
    }

    @Test func emptyOldFileGainsLines() {
        expectBytes(diff("", "a\n"), (header + "@@ -0,0 +1 @@\n+a\n"))
    }

    @Test func newFile() {
        let bytes = UnifiedDiff.makeBytes(oldPath: nil, newPath: path, old: [], new: Array("a\nb\n".utf8))
        let expected = "diff --git a/\(path) b/\(path)\nnew file mode 100644\n--- /dev/null\n+++ b/\(path)\n"
            + "@@ -0,0 +1,2 @@\n+a\n+b\n"
        expectBytes(bytes, expected)
    }

    @Test func newFileOfOneLineWithoutNewline() {
        let bytes = UnifiedDiff.makeBytes(oldPath: nil, newPath: "x.swift", old: [], new: Array("a".utf8))
        let expected = "diff --git a/x.swift b/x.swift\nnew file mode 100644\n--- /dev/null\n+++ b/x.swift\n"
            + "@@ -0,0 +1 @@\n+a\n\\ No newline at end of file\n"
        expectBytes(bytes, expected)
    }

    @Test func emptyNewFileIsHeaderOnly() {
        let bytes = UnifiedDiff.makeBytes(oldPath: nil, newPath: "x.swift", old: [], new: [])
        expectBytes(bytes, "diff --git a/x.swift b/x.swift\nnew file mode 100644\n")
    }

    @Test func noNewlineOnBothSides() {
        let expected = header + "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        expectBytes(diff("a\nb", "a\nc"), expected)
    }

    @Test func noNewlineOnOldSideOnly() {
        let expected = header + "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"
        expectBytes(diff("a\nb", "a\nb\n"), expected)
    }

    @Test func noNewlineOnNewSideOnly() {
        let expected = header + "@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"
        expectBytes(diff("a\nb\n", "a\nb"), expected)
    }

    @Test func noNewlineOnAContextLine() {
        let expected = header + "@@ -1,2 +1,2 @@\n-x\n+y\n b\n\\ No newline at end of file\n"
        expectBytes(diff("x\nb", "y\nb"), expected)
    }

    @Test func crlfLinesKeepTheirCarriageReturn() {
        let expected = header + "@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n"
        expectBytes(diff("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n"), expected)
    }

    @Test func changingOnlyTheLineEndingIsAChange() {
        let expected = header + "@@ -1,2 +1,2 @@\n-a\n+a\r\n b\n"
        expectBytes(diff("a\nb\n", "a\r\nb\n"), expected)
    }

    @Test func loneCarriageReturnDoesNotSplitALine() {
        let expected = header + "@@ -1 +1 @@\n-a\rb\n+a\rc\n"
        expectBytes(diff("a\rb\n", "a\rc\n"), expected)
    }

    @Test func distantChangesMakeTwoHunks() {
        let expected = header
            + "@@ -1,5 +1,5 @@\n 1\n-2\n+x2\n 3\n 4\n 5\n"
            + "@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+x18\n 19\n 20\n"
        expectBytes(diff(numbered(), numbered(changing: [2, 18])), expected)
    }

    @Test func changesSixLinesApartShareOneHunk() {
        let expected = header
            + "@@ -2,14 +2,14 @@\n 2\n 3\n 4\n-5\n+x5\n 6\n 7\n 8\n 9\n 10\n 11\n-12\n+x12\n 13\n 14\n 15\n"
        expectBytes(diff(numbered(), numbered(changing: [5, 12])), expected)
    }

    @Test func changesSevenLinesApartMakeTwoHunks() {
        let expected = header
            + "@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+x5\n 6\n 7\n 8\n"
            + "@@ -10,7 +10,7 @@\n 10\n 11\n 12\n-13\n+x13\n 14\n 15\n 16\n"
        expectBytes(diff(numbered(), numbered(changing: [5, 13])), expected)
    }

    @Test func customContext() {
        let expected = header + "@@ -9,3 +9,3 @@\n 9\n-10\n+x10\n 11\n"
        expectBytes(diff(numbered(), numbered(changing: [10]), context: 1), expected)
    }

    @Test func renameWritesRenameHeaders() {
        let bytes = UnifiedDiff.makeBytes(oldPath: "A.swift", newPath: "B.swift", old: Array("a\n".utf8), new: Array("b\n".utf8))
        let expected = "diff --git a/A.swift b/B.swift\nrename from A.swift\nrename to B.swift\n"
            + "--- a/A.swift\n+++ b/B.swift\n@@ -1 +1 @@\n-a\n+b\n"
        expectBytes(bytes, expected)
    }

    @Test func renameWithoutContentChangeIsHeaderOnly() {
        let bytes = UnifiedDiff.makeBytes(oldPath: "A.swift", newPath: "B.swift", old: Array("a\n".utf8), new: Array("a\n".utf8))
        expectBytes(bytes, "diff --git a/A.swift b/B.swift\nrename from A.swift\nrename to B.swift\n")
    }

    @Test func pathWithSpaceGetsATabOnFileLines() {
        let bytes = UnifiedDiff.makeBytes(oldPath: "My App/V.swift", newPath: "My App/V.swift",
                                          old: Array("a\n".utf8), new: Array("b\n".utf8))
        let expected = "diff --git a/My App/V.swift b/My App/V.swift\n--- a/My App/V.swift\t\n+++ b/My App/V.swift\t\n"
            + "@@ -1 +1 @@\n-a\n+b\n"
        expectBytes(bytes, expected)
    }

    @Test func pathWithQuoteIsCQuoted() {
        #expect(PatchPath.quoted("a/x\"y\\z\t.swift") == "\"a/x\\\"y\\\\z\\t.swift\"")
        #expect(PatchPath.quoted("a/\u{1}.swift") == "\"a/\\001.swift\"")
        #expect(PatchPath.quoted("a/Vue é.swift") == "a/Vue é.swift")
    }
}

@Suite struct DiffColorTests {
    @Test func colorsHeadersHunksAndLines() {
        let diff = "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
        let bold = UnifiedDiff.Color.bold, reset = UnifiedDiff.Color.reset
        let expected = "\(bold)diff --git a/f b/f\(reset)\n\(bold)--- a/f\(reset)\n\(bold)+++ b/f\(reset)\n"
            + "\u{1B}[36m@@ -1,2 +1,2 @@\(reset)\n a\n\u{1B}[31m-b\(reset)\n\u{1B}[32m+c\(reset)\n"
        expectBytes(Array(UnifiedDiff.colorize(diff).utf8), expected)
    }

    @Test func removedLineThatLooksLikeAHeaderIsRed() {
        // A removed line "-- x" and an added "++ y" read as "--- x" and "+++ y".
        let diff = "@@ -1 +1 @@\n--- x\n+++ y\n"
        let expected = "\u{1B}[36m@@ -1 +1 @@\u{1B}[m\n\u{1B}[31m--- x\u{1B}[m\n\u{1B}[32m+++ y\u{1B}[m\n"
        expectBytes(Array(UnifiedDiff.colorize(diff).utf8), expected)
    }

    @Test func crlfLinesAndNoNewlineMarker() {
        let diff = "@@ -1 +1 @@\n-a\r\n+b\n\\ No newline at end of file\n"
        let expected = "\u{1B}[36m@@ -1 +1 @@\u{1B}[m\n\u{1B}[31m-a\r\u{1B}[m\n\u{1B}[32m+b\u{1B}[m\n\\ No newline at end of file\n"
        expectBytes(Array(UnifiedDiff.colorize(diff).utf8), expected)
    }

    @Test func secondFileHeaderIsBoldAgain() {
        let diff = UnifiedDiff.make(oldPath: "f", newPath: "f", old: Array("a\n".utf8), new: Array("b\n".utf8))
        let colored = UnifiedDiff.colorize(diff + diff)
        let headerLines = colored.split(separator: "\n").filter { $0.hasPrefix(UnifiedDiff.Color.bold) }
        #expect(headerLines.count == 6)
    }

    @Test func absolutePathsLoseTheirLeadingSlashAsInGit() {
        let diff = UnifiedDiff.make(oldPath: "/tmp/app/A.swift", newPath: "/tmp/app/A.swift",
                                    old: Array("a\n".utf8), new: Array("b\n".utf8))
        #expect(diff.hasPrefix("diff --git a/tmp/app/A.swift b/tmp/app/A.swift\n--- a/tmp/app/A.swift\n+++ b/tmp/app/A.swift\n"))
    }
}

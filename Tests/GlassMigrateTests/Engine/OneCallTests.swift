import Foundation
import Testing
import GlassMigrate

/// The one-call entry points: rules over a string or over paths give edits, findings and the diff.
@Suite struct OneCallTests {
    @Test func aStringGivesEditsFindingsAndTheDiff() {
        let source = "Text(\"a\")\r\n\t.oldName(1) // keep\r\n\t.other()"
        let result = Engine(rules: [RenameLink()]).run(text: source, path: "Sources/A.swift")
        #expect(result.edits.map(\.replacement) == ["newName"])
        #expect(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["2:3 rename-link"])
        // Header lines end in LF; the file's own lines keep their CRLF, and the missing final newline is marked.
        #expect(result.unifiedDiff == "diff --git a/Sources/A.swift b/Sources/A.swift\n--- a/Sources/A.swift\n+++ b/Sources/A.swift\n@@ -1,3 +1,3 @@\n Text(\"a\")\r\n"
            + "-\t.oldName(1) // keep\r\n+\t.newName(1) // keep\r\n \t.other()\n\\ No newline at end of file\n")
        #expect(result.unifiedDiffBytes == Array(result.unifiedDiff.utf8))
    }

    @Test func anUnchangedStringHasAnEmptyDiff() {
        let result = Engine(rules: [RenameLink()]).run(text: "a.other()\n")
        #expect(result.unifiedDiff.isEmpty)
        #expect(result.unifiedDiffBytes.isEmpty)
    }

    @Test func pathsGiveEditsFindingsAndTheDiff() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("App/A.swift", "a\n  .oldName()\n")
        try directory.write("App/B.swift", "b.other()\n")
        let report = try Runner(rules: [RenameLink()]).run(RunOptions(paths: [directory.path + "/App"], jobs: 1))
        #expect(report.files.map { $0.edits.count } == [1, 0])
        #expect(report.findings.map(\.ruleID) == ["rename-link"])
        // Outside the working directory, headers climb out of it with `..`, relative like every other path.
        let shown = ReportPath.relativeClimbing(path, from: FileManager.default.currentDirectoryPath)
        #expect(shown.hasPrefix("../") && ReportPath.absolute(shown) == path, "\(shown)")
        #expect(report.unifiedDiff == "diff --git a/\(shown) b/\(shown)\n--- a/\(shown)\n+++ b/\(shown)\n@@ -1,2 +1,2 @@\n a\n-  .oldName()\n+  .newName()\n")
        #expect(report.unifiedDiff == report.files[0].unifiedDiff)
    }
}

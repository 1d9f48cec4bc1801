import Foundation
import Testing
@testable import GlassMigrateCommandLine
import GlassMigrate

/// The summary line counts findings per rule, most first, so a reader sees where the noise is.
@Suite struct SummaryLineTests {
    static func finding(_ rule: String, _ severity: Severity = .warning) -> Finding {
        Finding(ruleID: rule, severity: severity, message: "m.", path: "A.swift", offset: 0, location: SourceLocation(line: 1, column: 1))
    }

    @Test func findingsAreCountedPerRule() {
        var file = FileResult.unchanged(path: "A.swift", bytes: [])
        file.findings = [
            Self.finding("material-background/review"), Self.finding("glass-availability", .error),
            Self.finding("glass-availability", .error), Self.finding("glass-container"),
            Self.finding("material-background/review"), Self.finding("glass-availability", .error),
        ]
        let text = Summary(report: RunReport(files: [file]), mode: .dryRun, writeProblems: []).text
        #expect(text == "glassmigrate: 1 file processed, 0 files would change, 6 findings (3 errors): "
            + "3 glass-availability, 2 material-background/review, 1 glass-container.\n")
    }

    @Test func noFindingsSaysSoPlainly() {
        let text = Summary(report: RunReport(files: []), mode: .write, writeProblems: []).text
        #expect(text == "glassmigrate: 0 files processed, 0 files rewritten, 0 findings.\n")
    }
}

extension SummaryLineTests {
    @Test func pathsThatFailedComeBeforeTheFindings() {
        var file = FileResult.unchanged(path: "A.swift", bytes: [])
        file.findings = [Self.finding("glass-container")]
        let broken = FileResult.unchanged(path: "B.swift", bytes: [], error: "cannot parse")
        let text = Summary(report: RunReport(files: [file, broken]), mode: .check, writeProblems: []).text
        #expect(text == "glassmigrate: 2 files processed, 0 files would change, 1 path could not be processed, 1 finding: 1 glass-container.\n")
    }
}

extension SummaryLineTests {
    @Test func findingsHiddenByABaselineComeAfterThePerRuleList() {
        var file = FileResult.unchanged(path: "A.swift", bytes: [])
        file.findings = [Self.finding("glass-container")]
        var report = RunReport(files: [file])
        report.hidden = [ReportItemKey(Self.finding("glass-availability"))]
        let text = Summary(report: report, mode: .check, writeProblems: []).text
        #expect(text == "glassmigrate: 1 file processed, 0 files would change, 1 finding: 1 glass-container; 1 hidden by the baseline.\n")
    }
}

extension SummaryLineTests {
    @Test func anInterruptedWriteCountsProjectFilesAndEachFileOnce() {
        var changed = FileResult.unchanged(path: "A.swift", bytes: [1])
        changed.output = [2]
        let project = PlannedProjectEdit(path: "App.xcodeproj/project.pbxproj", original: [1], output: [2], summary: "adds")
        let support = PlannedSupportFile(path: "Helper.swift", file: SupportFile(name: "Helper.swift", contents: "x", marker: "x", ruleID: "r"))
        let report = RunReport(files: [changed], supportFiles: [support], projectFiles: [project])
        // The project file was interrupted, and the helper created then taken back: two problems, one file.
        let problems = [PathProblem(path: project.path, reason: Runner.interruptedReason),
                        PathProblem(path: "Helper.swift", reason: "removed again"),
                        PathProblem(path: "Helper.swift", reason: "another")]
        let counts = Command.interruptedCounts(report, writeProblems: problems)
        #expect(counts.total == 3 && counts.written == 1 && counts.left == 1, "\(counts)")
    }
}

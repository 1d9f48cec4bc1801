import Foundation
import Testing
@testable import GlassMigrate
import GlassMigrateTransforms

/// The second pass's schedule: a module's files are parsed before any of them runs, and the parsed
/// files waiting stay within a budget of source bytes.
@Suite struct ModuleScheduleTests {
    private func parsed(_ text: String) throws -> ParsedFile { try ParsedFile(text: text) }

    @Test func parsesAModuleBeforeRunningItAndKeepsParsesWithinTheBudget() throws {
        let schedule = ModuleSchedule(groups: [[0, 1, 2]], open: 1, keptBytes: 10)
        var parses: [Int] = []
        for _ in 0..<3 {
            guard case .parse(0, let position)? = schedule.next() else {
                Issue.record("expected a parse")
                return
            }
            parses.append(position)
        }
        #expect(parses == [0, 1, 2])
        // 6 bytes, kept; 6 more would pass the 10-byte budget, so that parse is let go; 3 more fit.
        schedule.parsed(group: 0, position: 0, file: try parsed("let a;"), names: nil)
        schedule.parsed(group: 0, position: 1, file: try parsed("let b;"), names: nil)
        schedule.parsed(group: 0, position: 2, file: try parsed("c()"), names: nil)
        var kept: [Bool] = []
        for _ in 0..<3 {
            guard case .run(0, let position)? = schedule.next() else {
                Issue.record("expected a run")
                return
            }
            kept.append(schedule.take(group: 0, position: position).0 != nil)
            schedule.ran(group: 0)
        }
        #expect(kept == [true, false, true])
        if schedule.next() != nil { Issue.record("a task after every file ran") }
    }

    /// Files whose parse the budget let go are parsed again when they run: the run is the same.
    @Test func aRunThatKeepsNoParseGivesTheSameResults() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/DemoApp").path
        let options = RunOptions(paths: [demo], jobs: 2)
        let keeping = try Runner(rules: BuiltinRules.all).run(options)
        var runner = Runner(rules: BuiltinRules.all)
        runner.keptParseBytes = 0
        let reparsing = try runner.run(options)
        #expect(keeping.files.contains { $0.changed })
        #expect(reparsing.files.map(\.output) == keeping.files.map(\.output))
        #expect(reparsing.files.map(\.findings) == keeping.files.map(\.findings))
        #expect(reparsing.unifiedDiffBytes == keeping.unifiedDiffBytes)
    }
}

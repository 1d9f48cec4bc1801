import Foundation
import FrostedPanel
import GlassMigrate
import GlassMigrateTransforms

// Usage: frosted-migrate PATH… — prints the unified diff of the migration (this team's rule plus the
// built-ins, with .glassmigrate.json files applied as glassmigrate does) and the findings; writes nothing.
let paths = Array(CommandLine.arguments.dropFirst())
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: frosted-migrate PATH…\n".utf8))
    exit(2)
}
let report: RunReport
do {
    report = try Runner(rules: [FrostedPanelRule()] + BuiltinRules.all).run(RunOptions(paths: paths))
} catch {
    FileHandle.standardError.write(Data("frosted-migrate: \(error)\n".utf8))
    exit(2)
}
print(report.unifiedDiff, terminator: "")
FileHandle.standardError.write(Data(XcodeReporter.render(report).utf8))
exit(report.hasProblems ? 3 : 0)

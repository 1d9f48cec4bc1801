import Foundation
import Testing

/// The bundled demo is the first thing a new user runs: its dry run reports only real issues of the
/// demo's code, each reviewed: the summary bar's shape-less `.background(.bar)` is left unchanged
/// (true: it is a full-width bar), the city cards, the search field, the banner, the detail sheet's
/// header chip and stat tiles keep their material (true: all are in scrolling content), the
/// favourite chip, a button in that content, is left for review (true: whether a control on content
/// suits glass is a designer's call), and three glass buttons share an HStack without a container (true).
@Suite struct DemoAppTests {
    @Test func theDemoDryRunReportsOnlyRealIssues() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/DemoApp")
        let tree = try TemporaryTree()
        for name in try FileManager.default.contentsOfDirectory(atPath: demo.path) {
            try FileManager.default.copyItem(at: demo.appendingPathComponent(name), to: tree.url(name))
        }
        let run = try Executable.run(["--dry-run", "--color", "never", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        let findings = run.stderr.split(separator: "\n").filter { $0.contains(": info: ") || $0.contains(": warning: ") || $0.contains(": error: ") }
        #expect(findings.map { line in "\(line.prefix { $0 != " " }) \(line.split(separator: " ").last ?? "")" } == [
            "Sources/DemoApp/CurrentConditionsView.swift:47:5: [material-background/content-layer]",
            "Sources/DemoApp/CurrentConditionsView.swift:80:3: [material-background/content-layer]",
            "Sources/DemoApp/CurrentConditionsView.swift:97:5: [material-background/review]",
            "Sources/DemoApp/ForecastListView.swift:58:9: [material-background/content-layer]",
            "Sources/DemoApp/ForecastListView.swift:89:9: [material-background/content-layer]",
            "Sources/DemoApp/ForecastListView.swift:111:9: [material-background/content-layer]",
            "Sources/DemoApp/ForecastListView.swift:136:9: [material-background/full-bleed]",
            "Sources/DemoApp/QuickActionsBar.swift:33:13: [glass-container]",
        ], "\(run.stderr)")
        #expect(run.stderr.hasSuffix("8 findings: 5 material-background/content-layer, 1 glass-container, 1 material-background/full-bleed, 1 material-background/review.\n"), "\(run.stderr)")
    }
}

import Foundation
import Testing
import FrostedPanel
import GlassMigrate

@Test func rewritesFrostedPanelsAndReportsUnknownForms() {
    let source = """
    Text("a")
        .padding()
        .frostedPanel(cornerRadius: 12) // keep me
    Text("b").frostedPanel(style: .plain)

    """
    let result = Engine(rules: [FrostedPanelRule()]).run(text: source)
    #expect(String(decoding: result.output, as: UTF8.self) == """
    Text("a")
        .padding()
        .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous)) // keep me
    Text("b").frostedPanel(style: .plain)

    """)
    #expect(result.findings.map(\.location.line) == [4])
    #expect(result.supportFiles.map(\.name) == ["AdaptiveGlassBackground.swift"])
}

@Test func aRunOverAPathGivesTheDiffAndTheHelperFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frosted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Panel.swift")
    try Data("Text(\"a\")\n    .frostedPanel(cornerRadius: 8)\n".utf8).write(to: file)

    // The same call the frosted-migrate executable makes.
    let report = try Runner(rules: [FrostedPanelRule()]).run(RunOptions(paths: [directory.path]))
    #expect(report.files.map(\.changed) == [true])
    #expect(report.supportFiles.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["AdaptiveGlassBackground.swift"])
    let diff = report.unifiedDiff
    #expect(diff.contains("-    .frostedPanel(cornerRadius: 8)\n+    .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))\n"))
    #expect(diff.contains("+struct AdaptiveGlassBackground<S: Shape>: ViewModifier {\n"))
}

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

/// The built `frosted-migrate`, beside the test bundle.
private var executable: URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [bundle.deletingLastPathComponent(), bundle, Bundle.main.executableURL?.deletingLastPathComponent()]
        .compactMap { $0?.appendingPathComponent("frosted-migrate") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}

/// Runs `frosted-migrate arguments` in `directory`; its status, stdout and stderr.
private func frostedMigrate(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ["CI": "1"]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Small outputs: reading one pipe after the other cannot fill the other's buffer.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

@Test func theToolIsGlassmigratesCommandLineOverTheTeamsRule() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frosted-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Panel.swift")
    let original = "Text(\"a\")\n    .frostedPanel(cornerRadius: 8)\n"
    try Data(original.utf8).write(to: file)

    let listed = try frostedMigrate(["--list-rules"], in: directory)
    #expect(listed.status == 0)
    #expect(listed.stdout.contains("frosted-panel") && listed.stdout.contains("material-background"))

    let check = try frostedMigrate(["--check", "."], in: directory)
    #expect(check.status == 1)

    let json = try frostedMigrate(["--format", "json", "."], in: directory)
    #expect(json.status == 0)
    #expect(json.stdout.contains("\"frosted-panel\""))
    #expect(try String(contentsOf: file, encoding: .utf8) == original)

    let write = try frostedMigrate(["--write", "."], in: directory)
    #expect(write.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).contains(".adaptiveGlassBackground(.ultraThinMaterial"))
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("AdaptiveGlassBackground.swift").path))
    #expect(try frostedMigrate(["--check", "."], in: directory).status == 0)
}

@Test func theToolNamesItselfWhileGlassmigratesFilesKeepTheirNames() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frosted-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    #expect(try frostedMigrate(["--version"], in: directory).stdout == "frosted-migrate 1.0.0\n")
    let help = try frostedMigrate(["--help"], in: directory).stdout
    #expect(help.hasPrefix("USAGE: frosted-migrate [options] <path>...\n"))
    #expect(help.contains("frosted-migrate --write Sources/\n"))
    #expect(help.contains(".glassmigrate.json"))
    let usage = try frostedMigrate(["--no-such-flag"], in: directory)
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("frosted-migrate: error: "))
}

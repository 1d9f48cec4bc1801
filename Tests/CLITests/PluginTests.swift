import Foundation
import Testing

/// `swift package glassmigrate …` on a small package in a temporary directory that depends on this
/// package by path, as a team adds it.
///
/// The plugin builds the tool for the temporary package; the build goes to a scratch folder under this
/// package's `.build` that every run reuses, so only the first run pays for it (about 45 s on two
/// cores; then 3 s).
@Suite(.serialized) struct PluginTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
    static let scratch = root.appendingPathComponent(".build/plugin-tests")

    static func makePackage() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: "\(root.path)")],
                targets: [.target(name: "Shop")]
            )

            """)
        try tree.write("Sources/Shop/Chip.swift", StreamTests.chip)
        return tree
    }

    /// Runs `swift package [options] glassmigrate arguments` in `tree`.
    static func plugin(_ arguments: [String], in tree: TemporaryTree, packageOptions: [String] = []) throws -> ProcessOutput {
        let run = { try runTool(try #require(swift), ["package", "--scratch-path", scratch.path] + packageOptions + ["glassmigrate"] + arguments,
                                in: tree.root, environment: ["CI": "1"]) }
        let output = try run()
        // SwiftPM itself (not the plugin or the tool) has been seen to crash in libdispatch as it exits,
        // after the plugin's output; that says nothing about glassmigrate, so the command runs once more.
        if output.stderr.contains("*** Program crashed") && output.stderr.contains("Thread 0 \"swift-package\"") { return try run() }
        return output
    }

    /// The stderr lines that are not SwiftPM's own build progress.
    static func messages(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("Building for") && !line.hasPrefix("Build of product") && !line.hasPrefix("Build complete")
                && !(line.hasPrefix("[") && line.first(where: { $0 == "/" }) != nil && !line.hasPrefix("[GlassMigratePlugin]"))
                && !line.hasPrefix("Compiling") && !line.hasPrefix("Write ") && !line.hasPrefix("Emitting")
                && !line.hasPrefix("Planning build") && !line.hasPrefix("Fetching") && !line.hasPrefix("Computing")
                && !line.hasPrefix("Creating working copy") && !line.hasPrefix("Working copy")
        }
    }

    @Test(.enabled(if: swift != nil, "no `swift` on PATH to run the plugin with"))
    func theRequestedOutputAloneGoesToStdout() throws {
        let tree = try Self.makePackage()
        let sarif = try Self.plugin(["--format", "sarif"], in: tree)
        #expect(sarif.status == 0, "\(sarif.stderr)")
        // SwiftPM prints a plugin's stdout and stderr both on its stdout; the summary must not land in the SARIF.
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0", "\(sarif.text)")
        #expect(!sarif.text.contains("files processed"))
        #expect(Self.messages(sarif.stderr) == [
            "[GlassMigratePlugin] 2 files processed, 1 file would change, 1 support file would be created, 1 finding (1 error): 1 glass-availability.",
        ])

        let json = try Self.plugin(["--format", "json", "--quiet"], in: tree)
        #expect(json.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout)) is [String: Any])
        #expect(Self.messages(json.stderr).isEmpty, "\(json.stderr)")
    }

    @Test(.enabled(if: swift != nil, "no `swift` on PATH to run the plugin with"))
    func aFailingRunPrintsOneErrorLine() throws {
        let tree = try Self.makePackage()
        let usage = try Self.plugin(["--dryrun"], in: tree)
        #expect(usage.status != 0)
        #expect(usage.stdout.isEmpty, "\(usage.text)")
        #expect(Self.messages(usage.stderr) == ["error: unknown option '--dryrun'; did you mean '--dry-run'? See --help"])

        // A failing check: the sites on stdout, one error line, and with --quiet nothing else.
        let check = try Self.plugin(["--check", "--quiet"], in: tree)
        #expect(check.status != 0)
        #expect(check.text.hasPrefix("Sources/Shop/Chip.swift:5:29: warning: "), "\(check.text)")
        #expect(Self.messages(check.stderr) == ["error: glassmigrate --check failed: a file would change or an error-level finding exists"])
    }

    /// Measured on Linux (no sandbox): `--write` rewrites the package with or without SwiftPM's flag.
    /// On macOS the sandbox keeps the package read-only without the flag, and the plugin says so.
    @Test(.enabled(if: swift != nil, "no `swift` on PATH to run the plugin with"))
    func writingNeedsTheFlagOnlyWhereTheSandboxIs() throws {
        let tree = try Self.makePackage()
        let unflagged = try Self.plugin(["--write", "--quiet"], in: tree)
        #if os(Linux)
        #expect(unflagged.status == 0, "\(unflagged.stderr)")
        #expect(try tree.text("Sources/Shop/Chip.swift") != StreamTests.chip)
        #expect(FileManager.default.fileExists(atPath: tree.url("Sources/Shop/AdaptiveGlassBackground.swift").path))
        #else
        #expect(unflagged.status != 0)
        #expect(Self.messages(unflagged.stderr).count == 1, "\(unflagged.stderr)")
        #expect(try tree.text("Sources/Shop/Chip.swift") == StreamTests.chip)
        let flagged = try Self.plugin(["--write", "--quiet"], in: tree, packageOptions: ["--allow-writing-to-package-directory"])
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(try tree.text("Sources/Shop/Chip.swift") != StreamTests.chip)
        #endif
    }
}

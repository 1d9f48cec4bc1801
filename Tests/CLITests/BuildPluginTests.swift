import Foundation
import Testing

/// The build-tool plugin on a small package that applies it to its target, as a team adds it: `swift
/// build` prints the findings and pending rewrites as compiler-style warnings, and no source changes.
///
/// A full `swift build` of the tool for the consumer takes minutes on two cores, so the test runs only
/// when `GLASSMIGRATE_BUILD_PLUGIN_TEST=1` (it is reported skipped otherwise, never passed).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["GLASSMIGRATE_BUILD_PLUGIN_TEST"] == "1" && PluginTests.swift != nil,
                             "set GLASSMIGRATE_BUILD_PLUGIN_TEST=1 to build a consumer package with the plugin"))
struct BuildPluginTests {
    @Test func buildingReportsFindingsAsWarningsAndWritesNothing() throws {
        let tree = try TemporaryTree()
        // A path dependency's identity is its folder's name.
        let identity = PluginTests.root.lastPathComponent
        try tree.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: "\(PluginTests.root.path)")],
                targets: [.target(name: "Shop", plugins: [.plugin(name: "GlassMigrateBuildPlugin", package: "\(identity)")])]
            )

            """)
        // Plain Swift that compiles anywhere, and a team rule that reports what it calls.
        let source = "struct Value {\n    func blur(radius: Int) -> Value { self }\n}\n\nlet soft = Value().blur(radius: 3)\n"
        try tree.write("Sources/Shop/Value.swift", source)
        try tree.write("rules.json", #"[{"id": "no-blur", "summary": "Flags blurs.", "match": ".blur(radius: $r)", "message": "Blur under glass is discouraged."}]"#)
        try tree.write(".glassmigrate.json", #"{"rules": ["rules.json"]}"#)
        let scratch = PluginTests.root.appendingPathComponent(".build/build-plugin-tests")
        let run = try runTool(try #require(PluginTests.swift), ["build", "--scratch-path", scratch.path], in: tree.root,
                              environment: ["CI": "1"])
        let output = run.text + run.stderr
        #expect(run.status == 0, "\(output)")
        let warning = output.split(separator: "\n").first { $0.contains("Sources/Shop/Value.swift:5:19: warning: Blur under glass is discouraged. [no-blur]") }
        #expect(warning != nil, "\(output)")
        #expect(try tree.text("Sources/Shop/Value.swift") == source)
        #expect(!FileManager.default.fileExists(atPath: tree.url("Sources/Shop/AdaptiveGlassBackground.swift").path))
    }
}

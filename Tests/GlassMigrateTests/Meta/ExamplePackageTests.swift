import Foundation
import Testing

/// Builds and tests `Examples/CustomRule` as a library user would. It compiles the whole package a
/// second time, so it runs only with `GLASSMIGRATE_BUILD_EXAMPLE=1`; `.ci/run` builds and tests the
/// example directly on every run.
@Suite struct ExamplePackageTests {
    static let isEnabled = ProcessInfo.processInfo.environment["GLASSMIGRATE_BUILD_EXAMPLE"] == "1"
        && TypeChecker.swiftc != nil

    @Test(.enabled(if: isEnabled, "set GLASSMIGRATE_BUILD_EXAMPLE=1 to build Examples/CustomRule"))
    func theExamplePackageBuildsAndItsTestsPass() throws {
        let swift = try #require(TypeChecker.swiftc).deletingLastPathComponent().appendingPathComponent("swift")
        let example = FixtureCase.root.appendingPathComponent("Examples/CustomRule").path
        for command in ["build", "test"] {
            let process = Process()
            process.executableURL = swift
            process.arguments = [command, "--package-path", example]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            // Read before waiting: a full pipe would otherwise block the build forever.
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "swift \(command) failed:\n\(output)")
        }
    }
}

import Foundation
import Testing

/// The lint rules' fixtures that must be real SwiftUI compile against the stand-ins: the seed-style
/// samples (correct code the rules stay quiet about) and the `glass-container` fix outputs.
@Suite(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
struct LintFixtureTypeCheckTests {
    static let fixtures = TypeChecker.packageRoot.appendingPathComponent("Fixtures")

    static let files: [String] = [
        "glass-on-glass/seed-style-samples.input.swift",
        "glass-container/fix-spaces.input.swift",
        "glass-container/fix-spaces.expected.swift",
        "glass-container/fix-tabs-crlf.input.swift",
        "glass-container/fix-tabs-crlf.expected.swift",
    ]

    @Test(arguments: files)
    func typeChecks(_ path: String) throws {
        let url = Self.fixtures.appendingPathComponent(path)
        #expect(FileManager.default.fileExists(atPath: url.path))
        let outcome = try TypeChecker.typecheck(files: [url])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }

    /// The seed-style sample is the same file in every rule's folder, so each rule is run on the same code.
    @Test func seedStyleSamplesAreOneFile() throws {
        let ids = ["glass-on-glass", "glass-container", "glass-morph-animation", "glass-content-layer", "glass-interactive-motion"]
        let copies = try ids.map { try Data(contentsOf: Self.fixtures.appendingPathComponent("\($0)/seed-style-samples.input.swift")) }
        #expect(Set(copies).count == 1)
    }
}

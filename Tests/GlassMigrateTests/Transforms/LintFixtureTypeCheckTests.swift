import Foundation
import Testing

/// The `glass-container` fix fixtures, input and output, compile against the stand-ins (the seed
/// article's samples are checked by `SeedSamplesTests`).
@Suite(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
struct LintFixtureTypeCheckTests {
    static let fixtures = TypeChecker.packageRoot.appendingPathComponent("Fixtures")

    static let files: [String] = [
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
}

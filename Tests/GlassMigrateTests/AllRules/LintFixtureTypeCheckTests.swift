import Foundation
import Testing

/// The inputs of the `glass-container` fix fixtures compile against the stand-ins, so the fix is shown
/// on working code (`TypeCheckFixturesTests` checks every output; `SeedSamplesTests` the seed samples).
@Suite(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
struct LintFixtureTypeCheckTests {
    static let fixtures = TypeChecker.packageRoot.appendingPathComponent("Fixtures")

    static let files: [String] = [
        "glass-container/fix-spaces.input.swift",
        "glass-container/fix-tabs-crlf.input.swift",
    ]

    @Test(arguments: files)
    func typeChecks(_ path: String) throws {
        let url = Self.fixtures.appendingPathComponent(path)
        // The input without the markers that show where its findings are.
        let source = FindingMarkers.strip([UInt8](try Data(contentsOf: url))).bytes
        let outcome = try TypeChecker.typecheck(source: String(decoding: source, as: UTF8.self), fileName: url.lastPathComponent)
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

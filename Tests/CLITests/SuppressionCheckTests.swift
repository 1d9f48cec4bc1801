import Foundation
import Testing

/// `invalid-suppression` is a rule like any other on the command line: listed, disabled, enabled and
/// given a severity by flag or configuration; prose that mentions the tool reports nothing; findings
/// come in source order.
@Suite struct SuppressionCheckTests {
    static let source = """
        // Test data for glassmigrate: a small weather app to run the migration on.
        import SwiftUI

        struct A: View {
            var body: some View {
                Text("a") // glassmigrate:disable:this glass-on-glas, glass-contianer
            }
        }

        """

    @Test func proseReportsNothingAndIDsAreReportedInSourceOrder() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", Self.source)
        let run = try Executable.run(["--dry-run", "A.swift"], in: tree.root)
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("A.swift:") }
        #expect(lines.map { $0.prefix { $0 != " " } } == ["A.swift:6:48:", "A.swift:6:63:"], "\(run.stderr)")
        #expect(lines.allSatisfy { $0.hasSuffix("[invalid-suppression]") })
        #expect(lines.first?.contains("did you mean 'glass-on-glass'?") == true)
    }

    @Test func listedAndSwitchedLikeAnyRule() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", Self.source)
        let list = try Executable.run(["--list-rules"], in: tree.root)
        #expect(list.text.split(separator: "\n").first?.hasPrefix("invalid-suppression ") == true, "\(list.text)")

        let disabled = try Executable.run(["--disable", "invalid-suppression", "A.swift"], in: tree.root)
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(!disabled.stderr.contains("[invalid-suppression]"))
        #expect(try Executable.run(["--enable", "invalid-suppression", "A.swift"], in: tree.root).status == 0)

        try tree.write(".glassmigrate.json", #"{"disable": ["invalid-suppression"]}"#)
        let configured = try Executable.run(["A.swift"], in: tree.root)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(!configured.stderr.contains("[invalid-suppression]"))

        try tree.write(".glassmigrate.json", #"{"severity": {"invalid-suppression": "error"}}"#)
        let strict = try Executable.run(["--check", "A.swift"], in: tree.root)
        #expect(strict.status == 1)
        #expect(strict.text.contains("error: 'glass-on-glas'"), "\(strict.text)")
    }
}

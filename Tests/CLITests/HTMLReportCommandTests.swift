import Foundation
import Testing

/// `--format html` and `--report FILE` through the built command.
@Suite struct HTMLReportCommandTests {
    @Test func formatHTMLPrintsThePageAndWritesNothing() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let run = try Executable.run(["--format", "html", "Sources"], in: tree.root)
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("<!DOCTYPE html>\n"))
        #expect(run.text.contains("<dd id=\"files-scanned\">3</dd>"))
        #expect(run.text.contains("Dry run: nothing was written"))
        #expect(run.stderr.contains("3 files processed, 2 files would change"))
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.card)
    }

    @Test func reportBesideWriteDescribesWhatWasWritten() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let run = try Executable.run(["--write", "--report", "out/../glass.html", "Sources"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.cardMigrated)
        let page = try tree.text("glass.html")
        #expect(page.contains("Written with --write"))
        #expect(page.contains("<dd id=\"files-changed\">2</dd>"))
        #expect(page.contains("<code>Sources/App/Card.swift</code>"))
    }

    @Test func reportBesideCheckKeepsTheCheckVerdict() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let run = try Executable.run(["--check", "--report", "glass.html", "Sources"], in: tree.root)
        #expect(run.status == 1)
        #expect(try tree.text("glass.html").contains("Check: nothing was written"))
    }

    @Test func aReportThatCannotBeWrittenStopsBeforeAnyFileIsWritten() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let run = try Executable.run(["--write", "--report", "missing/dir/glass.html", "Sources"], in: tree.root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("glassmigrate: error: cannot write the report missing/dir/glass.html"))
        #expect(try tree.text("Sources/App/Card.swift") == SampleProject.card)
    }

    @Test func docsURLMustBeAWebOrFileAddress() throws {
        let tree = try TemporaryTree()
        try SampleProject.make(in: tree)
        let bad = try Executable.run(["--format", "html", "--docs-url", "javascript:alert(1)", "Sources"], in: tree.root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--docs-url must be an https, http or file address"))
        let base = "https://example.org/team/glassmigrate/blob/v1"
        let url = base + "/Documentation/Rules.md"
        let good = try Executable.run(["--format", "html", "--docs-url", base, "Sources"], in: tree.root)
        #expect(good.status == 0)
        #expect(good.text.contains("href=\"\(url)#glass-effect-order\""))
        // Rules from the project's rule file are not in Rules.md: they link to the page's own section.
        #expect(good.text.contains("href=\"#rule-frosted-card\""))
    }
}

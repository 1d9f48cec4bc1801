import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The HTML report of a small iOS 17 package: two files with material backgrounds (one with a name
/// and contents that need escaping), one with glass-effect-order work, one untouched.
@Suite struct HTMLReporterTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

        """

    static let a = """
        import SwiftUI

        struct A: View {
            var body: some View {
                // page\u{0C}break
                Group {
                    Text("</td><script>alert(1)</script> &amp;").background(.thinMaterial, in: Capsule())
                    Text("b").background(.regularMaterial).clipShape(Circle())
                }
                .background(.ultraThinMaterial)
            }
        }

        """

    static let b = """
        import SwiftUI

        struct B: View {
            var body: some View {
                if #available(iOS 26.0, *) {
                    Text("b").glassEffect().padding()
                }
            }
        }

        """

    static let odd = "import SwiftUI\n\nstruct Odd: View {\n    var body: some View { Text(\"o\").background(.thickMaterial, in: Capsule()) }\n}\n"

    /// Runs the package and renders it with `options`.
    private func render(_ options: HTMLReporter.Options = HTMLReporter.Options()) throws -> (RunReport, String) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        try directory.write("Sources/App/A.swift", Self.a)
        try directory.write("Sources/App/B.swift", Self.b)
        try directory.write("Sources/App/C.swift", "let c = 1\n")
        try directory.write("Sources/App/Say<&>'\".swift", Self.odd)
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path + "/Sources"], jobs: 1))
        return (report, HTMLReporter.render(report, options: options))
    }

    @Test func thePageIsWellFormedAndSelfContained() throws {
        let (_, html) = try render()
        #expect(WellFormedness.problems(in: html) == [])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        // Nothing is loaded from anywhere: no scripts, stylesheets, images, fonts or addresses.
        for needle in ["<script", "<link", "src=", "@import", "url(", "http:", "https:", "<img", "<iframe"] {
            #expect(!html.contains(needle), "the page contains \(needle)")
        }
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\"/>"))
        #expect(WellFormedness.problems(in: "<html><p>a & b</p></html>") != [], "the check itself must catch a bare &")
        #expect(WellFormedness.problems(in: "<html><p><b>x</p></b></html>") != [], "the check itself must catch misnesting")
    }

    @Test func theSummaryCountsFilesSitesFindingsAndSupportFiles() throws {
        let (report, html) = try render()
        #expect(report.files.count == 4)
        #expect(html.contains("<dd id=\"files-scanned\">4</dd>"))
        #expect(html.contains("<dd id=\"files-changed\">3</dd>"))
        #expect(html.contains("<dd id=\"changes\">4</dd>"))
        #expect(html.contains("<dd id=\"findings\">\(report.findings.count)</dd>"))
        #expect(html.contains("<dd id=\"support-file-count\">1</dd>"))
        #expect(html.contains("<tr><td><a class=\"rule\" href=\"#rule-material-background\"><code>material-background</code></a></td><td>3</td><td>0</td><td>0</td><td>1</td></tr>"))
        #expect(html.contains("<tr><td><a class=\"rule\" href=\"#rule-glass-effect-order\"><code>glass-effect-order</code></a></td><td>1</td><td>0</td><td>0</td><td>0</td></tr>"))
        // The chart: a legend swatch per kind, and a bar segment per non-zero count, its label as text.
        #expect(html.contains("<figure class=\"chart\""))
        #expect(WellFormedness.count("class=\"swatch k-", in: html) == 4)
        #expect(WellFormedness.count("<span class=\"seg k-change\"", in: html) == 2)
        #expect(WellFormedness.count("<span class=\"seg k-info\"", in: html) == 1)
        #expect(html.contains("<span class=\"seg k-change\" style=\"width: 75.0%\" title=\"material-background: 3 changes\"></span>"))
        #expect(html.contains("<div class=\"bar-row\"><code class=\"label\">material-background</code>"))
        #expect(html.contains("<a href=\"#support-1\"><code>") && html.contains("<div class=\"support-file\" id=\"support-1\">"))
        for rule in report.rules { #expect(html.contains("<div class=\"rule\" id=\"rule-\(rule.id)\">")) }
    }

    /// The layout holds on a phone and with long paths (issue 26, item 8; Benchmarks/html-screenshots.sh
    /// shows it in a browser): paths break after their slashes, wide tables scroll instead of losing
    /// columns, code wraps only between words (and not at all on a narrow screen), the chart's labels are text.
    @Test func theLayoutHoldsOnAPhoneAndWithLongPaths() throws {
        let (_, html) = try render()
        #expect(html.contains("/<wbr/>Sources/<wbr/>App/<wbr/>A.swift</code></a> <span class=\"count\">"), "\(html)")
        #expect(html.contains("<div class=\"scroll\"><table class=\"by-rule\">"))
        #expect(html.contains("<div class=\"scroll\"><table class=\"sbs\">"))
        #expect(!html.contains("<svg"), "an SVG scaled to a phone's width shrinks its labels")
        #expect(!html.contains("overflow-wrap: anywhere; tab-size"), "code must not break inside words")
        let phone = try #require(html.range(of: "@media (max-width: 700px) {"))
        let rules = html[phone.upperBound...]
        #expect(rules.contains("td.code { white-space: pre; overflow-wrap: normal; }"))
        #expect(rules.contains(".bar-row { grid-template-columns: minmax(0, 1fr);"))
    }

    @Test func eachFileHasItsChangesSideBySideWithTheirNotes() throws {
        let (_, html) = try render()
        #expect(WellFormedness.count("<section class=\"file\"", in: html) == 3, "C.swift has nothing to show")
        #expect(WellFormedness.count("<div class=\"note\">", in: html) == 4)
        // A's two sites are within one hunk; B's and Say's one each.
        #expect(WellFormedness.count("<div class=\"change\"", in: html) == 3)
        #expect(WellFormedness.count("<table class=\"sbs\">", in: html) == 3)
        // The clip merged into the background, old line 8 beside new line 8, the changed parts marked.
        #expect(html.contains("<td class=\"ln del\">8</td><td class=\"code del\">            Text(&quot;b&quot;).<span class=\"hl\">background(.regularMaterial).clipShape(</span>Circle())</td>"
            + "<td class=\"ln add\">8</td><td class=\"code add\">            Text(&quot;b&quot;).<span class=\"hl\">adaptiveGlassBackground(.regularMaterial, in: </span>Circle())</td>"))
        // Whole words are marked.
        #expect(html.contains("Text(&quot;o&quot;).<span class=\"hl\">background</span>(.thickMaterial, in: Capsule()) }</td>"))
        #expect(html.contains("Text(&quot;o&quot;).<span class=\"hl\">adaptiveGlassBackground</span>(.thickMaterial, in: Capsule()) }</td>"))
        #expect(html.contains("<p class=\"where\">line 6 · <a class=\"rule\" href=\"#rule-glass-effect-order\"><code>glass-effect-order</code></a></p>"))
        #expect(html.contains("Turns material backgrounds into Liquid Glass"), "a change without a finding says what its rule does")
        // The full-bleed background is a finding without a change, shown under its line.
        #expect(html.contains("<h3>Findings without a change</h3>\n<div class=\"finding\">\n<div class=\"scroll\"><table class=\"line\"><tr><td class=\"ln\">10</td><td class=\"code\">        .background(.ultraThinMaterial)</td></tr></table></div>"))
    }

    @Test func everythingFromTheRunIsEscaped() throws {
        let (_, html) = try render()
        #expect(html.contains("Text(&quot;&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;&quot;)"))
        #expect(html.contains("// page\u{240C}break"), "a control character shows as its picture")
        #expect(!html.contains("\u{0C}"))
        #expect(html.contains("Say&lt;&amp;&gt;&#39;&quot;.swift"))
        #expect(!html.contains("Say<"))
    }

    @Test func ruleLinksGoToThePublishedRulesDocumentationWhenConfigured() throws {
        let base = "https://example.org/glassmigrate/blob/v1"
        let url = base + "/Documentation/Rules.md"
        let (_, html) = try render(HTMLReporter.Options(documentationURL: base + "/", documentedRuleIDs: Set(BuiltinRules.all.map(\.id))))
        #expect(html.contains("<a class=\"rule\" href=\"\(url)#material-background\"><code>material-background</code></a>"))
        #expect(html.contains("<a class=\"rule\" href=\"\(url)#material-background\"><code>material-background/full-bleed</code></a>"))
        #expect(!html.contains("href=\"#rule-material-background\""))
        #expect(WellFormedness.problems(in: html) == [])
    }

    @Test func aFileThatCouldNotBeProcessedIsShownAsAProblem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Broken<1>.swift", "let a = Text(\"x\").background(.thinMaterial, in: Capsule())\nfunc f() {\n")
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [directory.path], jobs: 1))
        let html = HTMLReporter.render(report)
        #expect(WellFormedness.problems(in: html) == [])
        #expect(html.contains("<dd id=\"problems\">1</dd>"))
        #expect(html.contains("<p class=\"problem\">Could not be processed: cannot parse"))
        #expect(html.contains("Broken&lt;1&gt;.swift"))
    }

    @Test func findingsABaselineHidesAreLeftOut() throws {
        var (report, html) = try render()
        let fullBleed = try #require(report.findings.first { $0.ruleID == "material-background/full-bleed" })
        #expect(html.contains("Findings without a change"))
        report.hidden = [ReportItemKey(fullBleed)]
        let hidden = HTMLReporter.render(report)
        #expect(hidden.contains("<dd id=\"findings\">\(report.findings.count)</dd>"))
        #expect(!hidden.contains("material-background/full-bleed"))
        #expect(!hidden.contains("Findings without a change"))
        // Changes are still all shown: the baseline hides nothing from --write.
        #expect(hidden.contains("<dd id=\"changes\">4</dd>"))
    }
}

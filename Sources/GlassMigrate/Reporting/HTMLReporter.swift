/// Renders a run as one self-contained HTML page for people who review a migration outside a terminal.
///
/// The page has no script, loads nothing (its Content-Security-Policy forbids it) and uses the
/// reader's own fonts, so it opens offline and can be attached to a CI run. At the top a summary:
/// files scanned, changes made, findings by rule and severity with an inline SVG bar chart, support
/// files and problems; then a section per file with each change side by side (before and after, with
/// line numbers) and what its rule says beside it, and the findings no change answers under their
/// line; then the new support files, the project files the run changes (with their diff) and the rules. Everything taken from the run is escaped.
public enum HTMLReporter {
    /// What the page says about the run beyond the report itself.
    public struct Options: Sendable {
        /// The page's heading.
        public var title: String
        /// One sentence on what the run did, e.g. `Dry run: nothing was written.`
        public var mode: String
        /// Where this glassmigrate's repository files are browsable (as SARIF's `documentationURL`);
        /// rule links go to the rules' sections of its `Documentation/Rules.md`. Nil, or an address that
        /// is not `http`, `https` or `file`: rule links go to the page's own copy of those sections.
        public var documentationURL: String?
        /// The rules `Documentation/Rules.md` documents (the built-in ones); others link within the page.
        public var documentedRuleIDs: Set<String>
        /// The tool the page names as its generator.
        public var tool: ToolIdentity

        /// Creates options.
        public init(title: String = "Liquid Glass migration report", mode: String = "Dry run: nothing was written.",
                    documentationURL: String? = nil, documentedRuleIDs: Set<String> = [], tool: ToolIdentity = .glassmigrate) {
            self.title = title
            self.mode = mode
            self.documentationURL = documentationURL
            self.documentedRuleIDs = documentedRuleIDs
            self.tool = tool
        }
    }

    /// The whole page; findings a baseline hides are left out.
    public static func render(_ report: RunReport, options: Options = Options()) -> String {
        let shown = report.files.map { file in
            var visible = file
            visible.findings = report.findings(of: file)
            return visible
        }.filter { $0.changed || !$0.findings.isEmpty || $0.error != nil }
        let link = { (id: String) in ruleLink(id, options: options) }
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/>
        <meta name="generator" content="\(HTMLText.escape(options.tool.name)) \(HTMLText.escape(options.tool.version))"/>
        <title>\(HTMLText.escape(options.title))</title>
        <style>\(HTMLStyle.css)</style>
        </head>
        <body>
        <header>
        <h1>\(HTMLText.escape(options.title))</h1>
        <p class="meta">\(HTMLText.escape(options.tool.name)) \(HTMLText.escape(options.tool.version)) · \(HTMLText.escape(options.mode))</p>
        </header>
        <main>

        """
        html += summary(report, shown: shown, options: options)
        let summaries = Dictionary(report.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        let supportAnchor = { (name: String) in
            report.supportFiles.firstIndex { $0.file.name == name }.map { "support-\($0 + 1)" }
        }
        for (index, file) in shown.enumerated() {
            html += HTMLFileSection(file: file, anchor: "file-\(index + 1)", ruleLink: link, ruleSummary: { summaries[$0] },
                                    supportFileAnchor: supportAnchor).render()
        }
        html += supportFiles(report)
        html += projectFiles(report)
        html += rules(report, options: options)
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    // MARK: - Summary

    /// Changes and findings of one rule.
    struct RuleCounts {
        var changes = 0
        var bySeverity: [Severity: Int] = [:]
        var total: Int { changes + bySeverity.values.reduce(0, +) }
    }

    /// Counts per rule id (sub-ids counted under their rule), sorted by total, then id.
    static func counts(_ report: RunReport) -> [(id: String, counts: RuleCounts)] {
        var counts: [String: RuleCounts] = [:]
        for file in report.files {
            for site in file.changes { counts[site.ruleID, default: RuleCounts()].changes += 1 }
            for finding in report.findings(of: file) {
                counts[Finding.baseRuleID(of: finding.ruleID), default: RuleCounts()].bySeverity[finding.severity, default: 0] += 1
            }
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.counts.total, $0.id) < ($0.counts.total, $1.id) }
    }

    private static func summary(_ report: RunReport, shown: [FileResult], options: Options) -> String {
        let findings = report.findings
        let changes = report.files.reduce(0) { $0 + $1.changes.count }
        let problems = report.allProblems
        func total(_ id: String, _ label: String, _ value: Int) -> String {
            "<div><dt>\(label)</dt><dd id=\"\(id)\">\(value)</dd></div>\n"
        }
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n<dl class=\"totals\">\n"
        html += total("files-scanned", "Files scanned", report.files.count)
        html += total("files-changed", "Files changed", report.changedFiles.count)
        html += total("changes", "Sites migrated", changes)
        html += total("findings", "Findings", findings.count)
        html += total("support-file-count", "Support files", report.supportFiles.count)
        html += total("project-file-count", "Project files", report.projectFiles.count)
        html += total("problems", "Problems", problems.count)
        html += "</dl>\n"
        let byRule = counts(report)
        if !byRule.isEmpty {
            html += HTMLChart.bars(byRule)
            html += "<div class=\"scroll\"><table class=\"by-rule\">\n<thead><tr><th>Rule</th><th>Changes</th><th>Errors</th><th>Warnings</th><th>Info</th></tr></thead>\n<tbody>\n"
            for (id, counts) in byRule {
                html += "<tr><td>\(ruleLink(id, options: options))</td><td>\(counts.changes)</td>"
                for severity in [Severity.error, .warning, .info] { html += "<td>\(counts.bySeverity[severity] ?? 0)</td>" }
                html += "</tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        if !report.supportFiles.isEmpty {
            html += "<h3>Support files</h3>\n<ul class=\"support\">\n"
            for (index, support) in report.supportFiles.enumerated() {
                html += "<li><a href=\"#support-\(index + 1)\"><code>\(HTMLText.escape(ReportPath.relative(support.path)))</code></a> for \(ruleLink(support.file.ruleID, options: options))</li>\n"
            }
            html += "</ul>\n"
        }
        if !report.projectFiles.isEmpty {
            html += "<h3>Project files</h3>\n<ul class=\"support\">\n"
            for (index, project) in report.projectFiles.enumerated() {
                html += "<li><a href=\"#project-\(index + 1)\"><code>\(HTMLText.escape(ReportPath.relative(project.path)))</code></a>: it \(HTMLText.escape(project.summary))</li>\n"
            }
            html += "</ul>\n"
        }
        if !problems.isEmpty {
            html += "<h3>Problems</h3>\n<ul class=\"problems\">\n"
            for problem in problems {
                html += "<li><code>\(HTMLText.escape(ReportPath.relative(problem.path)))</code>: \(HTMLText.escape(problem.reason))</li>\n"
            }
            html += "</ul>\n"
        }
        if !shown.isEmpty {
            html += "<h3>Files</h3>\n<ol class=\"index\">\n"
            for (index, file) in shown.enumerated() {
                let counts = file.error != nil ? "not processed" : "\(file.changes.count) · \(file.findings.count)"
                let path = HTMLText.escape(ReportPath.relative(file.path)).replacingOccurrences(of: "/", with: "/<wbr/>")
                html += "<li><a href=\"#file-\(index + 1)\"><code>\(path)</code></a> <span class=\"count\">\(counts)</span></li>\n"
            }
            html += "</ol>\n<p class=\"hint\">Each file: changes · findings.</p>\n"
        }
        return html + "</section>\n"
    }

    // MARK: - Support files and rules

    private static func supportFiles(_ report: RunReport) -> String {
        guard !report.supportFiles.isEmpty else { return "" }
        var html = "<section id=\"support-files\">\n<h2>New support files</h2>\n"
        for (index, support) in report.supportFiles.enumerated() {
            let bytes = Array(support.file.contents.utf8)
            let lines = TextLines(bytes)
            html += "<div class=\"support-file\" id=\"support-\(index + 1)\">\n"
            html += "<h3><code>\(HTMLText.escape(ReportPath.relative(support.path)))</code></h3>\n"
            html += "<table class=\"line new-file\">\n"
            for (index, range) in lines.ranges.enumerated() {
                html += "<tr><td class=\"ln add\">\(index + 1)</td><td class=\"code add\">\(HTMLText.escape(HTMLText.line(bytes[range])))</td></tr>\n"
            }
            html += "</table>\n</div>\n"
        }
        return html + "</section>\n"
    }

    private static func projectFiles(_ report: RunReport) -> String {
        guard !report.projectFiles.isEmpty else { return "" }
        var html = "<section id=\"project-files\">\n<h2>Project file changes</h2>\n"
        for (index, project) in report.projectFiles.enumerated() {
            let path = ReportPath.relative(project.path)
            let diff = UnifiedDiff.make(oldPath: path, newPath: path, old: project.original, new: project.output, context: 2)
            html += "<div class=\"project-file\" id=\"project-\(index + 1)\">\n"
            html += "<h3><code>\(HTMLText.escape(path))</code></h3>\n<p>It \(HTMLText.escape(project.summary)).</p>\n"
            html += "<pre class=\"diff\">\(HTMLText.escape(diff))</pre>\n</div>\n"
        }
        return html + "</section>\n"
    }

    private static func rules(_ report: RunReport, options: Options) -> String {
        guard !report.rules.isEmpty else { return "" }
        var html = "<section id=\"rules\">\n<h2>Rules</h2>\n"
        // The documented (built-in) rules first, then a project's own.
        let documented = report.rules.filter { options.documentedRuleIDs.contains($0.id) }
        for rule in documented + report.rules.filter({ !options.documentedRuleIDs.contains($0.id) }) {
            html += "<div class=\"rule\" id=\"rule-\(HTMLText.anchor(rule.id))\">\n<h3><code>\(HTMLText.escape(rule.id))</code></h3>\n"
            html += "<p class=\"meta\">\(rule.kind.rawValue) · default severity \(rule.defaultSeverity.rawValue)</p>\n"
            html += "<p>\(HTMLText.escape(rule.summary))</p>\n"
            if let url = documentationURL(rule.id, options: options) {
                html += "<p><a href=\"\(HTMLText.escape(url))\">Documentation/Rules.md</a></p>\n"
            }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    // MARK: - Links

    /// The address of the rule's section in the published `Documentation/Rules.md`, when there is one.
    public static func documentationURL(_ id: String, options: Options) -> String? {
        let base = Finding.baseRuleID(of: id)
        guard var url = options.documentationURL, options.documentedRuleIDs.contains(base),
              ["https://", "http://", "file://"].contains(where: url.lowercased().hasPrefix) else { return nil }
        while url.hasSuffix("/") { url.removeLast() }
        return url + "/Documentation/Rules.md#" + HTMLText.anchor(base)
    }

    /// A link naming `id` that goes to its rule's section: in the published Rules.md, else in the page.
    static func ruleLink(_ id: String, options: Options) -> String {
        let href = documentationURL(id, options: options) ?? "#rule-" + HTMLText.anchor(Finding.baseRuleID(of: id))
        return "<a class=\"rule\" href=\"\(HTMLText.escape(href))\"><code>\(HTMLText.escape(id))</code></a>"
    }
}

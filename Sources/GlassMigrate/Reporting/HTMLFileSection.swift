/// One file's section of the HTML report: each change as a side-by-side before/after with line numbers
/// and what the rule says beside it, then the findings no change answers, each under its line.
struct HTMLFileSection {
    let file: FileResult
    /// The section's anchor, e.g. `file-3`.
    let anchor: String
    /// The link to a rule's documentation.
    let ruleLink: (String) -> String
    /// A rule's one-sentence summary, said of a change no finding describes.
    let ruleSummary: (String) -> String?
    /// The anchor of the support file of this name in the page, if the run creates one.
    let supportFileAnchor: (String) -> String?

    /// Lines of unchanged text shown around each change.
    static let context = 3

    func render() -> String {
        let path = HTMLText.escape(ReportPath.relative(file.path))
        var html = "<section class=\"file\" id=\"\(anchor)\">\n<h2><code>\(path)</code></h2>\n"
        if let error = file.error {
            html += "<p class=\"problem\">Could not be processed: \(HTMLText.escape(error)). The file was left as it was.</p>\n</section>\n"
            return html
        }
        let items = file.reviewItems
        let information = items.compactMap { item -> Finding? in
            if case .information(let finding) = item { return finding }
            return nil
        }
        html += "<p class=\"counts\">\(plural(file.changes.count, "change")), \(plural(file.findings.count, "finding"))</p>\n"
        if file.changed { html += changes(items) }
        if !information.isEmpty {
            html += "<div class=\"findings\">\n<h3>Findings without a change</h3>\n"
            let lines = TextLines(file.original)
            for finding in information { html += Self.finding(finding, lines: lines, bytes: file.original, ruleLink: ruleLink) }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    // MARK: - Changes

    private func changes(_ items: [ReviewItem]) -> String {
        let oldLines = TextLines(file.original)
        let newLines = TextLines(file.output)
        let lineChanges = LineDiff.changes(old: file.original, oldLines: oldLines, new: file.output, newLines: newLines)
        let groups = UnifiedDiff.hunkGroups(lineChanges, context: Self.context)
        let spans = groups.map { group -> Range<Int> in
            let first = group.first!, last = group.last!
            return max(0, first.oldLines.lowerBound - Self.context)..<min(oldLines.count, last.oldLines.upperBound + Self.context)
        }
        // Each change goes beside the hunk that holds its first line, or the nearest one.
        var notes = Array(repeating: [(Change, [Finding])](), count: groups.count)
        for item in items {
            guard case .change(let change, let findings) = item, !spans.isEmpty else { continue }
            let line = change.location.line - 1
            let index = spans.indices.min { distance(line, spans[$0]) < distance(line, spans[$1]) }!
            notes[index].append((change, findings))
        }
        var html = ""
        for (index, group) in groups.enumerated() {
            html += "<div class=\"change\" id=\"\(anchor)-change-\(index + 1)\">\n"
            html += "<div class=\"scroll\">" + table(group, span: spans[index], oldLines: oldLines, newLines: newLines) + "</div>\n"
            html += "<aside class=\"notes\">\n"
            for (change, findings) in notes[index] { html += note(change, findings: findings) }
            html += "</aside>\n</div>\n"
        }
        return html
    }

    private func distance(_ line: Int, _ span: Range<Int>) -> Int {
        span.contains(line) ? 0 : min(abs(line - span.lowerBound), abs(line - (span.upperBound - 1)))
    }

    private func note(_ change: Change, findings: [Finding]) -> String {
        var html = "<div class=\"note\">\n<p class=\"where\">line \(change.location.line) · \(ruleLink(change.ruleID))</p>\n"
        if findings.isEmpty {
            html += "<p>\(HTMLText.escape(ruleSummary(change.ruleID) ?? "Rewritten by \(change.ruleID)."))</p>\n"
        }
        for finding in findings {
            html += "<p><span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> \(HTMLText.escape(finding.message))</p>\n"
        }
        if !change.supportFiles.isEmpty {
            let names = change.supportFiles.map { name in
                let code = "<code>\(HTMLText.escape(name))</code>"
                return supportFileAnchor(name).map { "<a href=\"#\($0)\">\(code)</a>" } ?? code
            }.joined(separator: ", ")
            html += "<p class=\"needs\">Needs \(names).</p>\n"
        }
        return html + "</div>\n"
    }

    /// The side-by-side table of one hunk: old lines on the left, new on the right, removed and
    /// added lines paired row by row, the changed part of a paired line marked.
    private func table(_ group: ArraySlice<LineChange>, span: Range<Int>, oldLines: TextLines, newLines: TextLines) -> String {
        var html = "<table class=\"sbs\">\n<colgroup><col class=\"ln\"/><col/><col class=\"ln\"/><col/></colgroup>\n"
        html += "<thead><tr><th colspan=\"2\">Before</th><th colspan=\"2\">After</th></tr></thead>\n<tbody>\n"
        let old = file.original, new = file.output
        var oldLine = span.lowerBound
        // Lines before the first change are common to both texts, at the change's offset.
        var newLine = group.first!.newLines.lowerBound - (group.first!.oldLines.lowerBound - span.lowerBound)
        func context(until end: Int) {
            while oldLine < end {
                let text = HTMLText.escape(HTMLText.line(old[oldLines.ranges[oldLine]]))
                html += "<tr><td class=\"ln\">\(oldLine + 1)</td><td class=\"code\">\(text)</td>"
                    + "<td class=\"ln\">\(newLine + 1)</td><td class=\"code\">\(text)</td></tr>\n"
                oldLine += 1
                newLine += 1
            }
        }
        for change in group {
            context(until: change.oldLines.lowerBound)
            let removed = change.oldLines.map { HTMLText.line(old[oldLines.ranges[$0]]) }
            let added = change.newLines.map { HTMLText.line(new[newLines.ranges[$0]]) }
            for row in 0..<max(removed.count, added.count) {
                let left = row < removed.count ? removed[row] : nil
                let right = row < added.count ? added[row] : nil
                var leftHTML = left.map(HTMLText.escape), rightHTML = right.map(HTMLText.escape)
                if let left, let right { (leftHTML, rightHTML) = Self.marked(left, right) }
                html += "<tr>"
                if let leftHTML {
                    html += "<td class=\"ln del\">\(change.oldLines.lowerBound + row + 1)</td><td class=\"code del\">\(leftHTML)</td>"
                } else {
                    html += "<td class=\"ln empty\"></td><td class=\"code empty\"></td>"
                }
                if let rightHTML {
                    html += "<td class=\"ln add\">\(change.newLines.lowerBound + row + 1)</td><td class=\"code add\">\(rightHTML)</td>"
                } else {
                    html += "<td class=\"ln empty\"></td><td class=\"code empty\"></td>"
                }
                html += "</tr>\n"
            }
            oldLine = change.oldLines.upperBound
            newLine = change.newLines.upperBound
        }
        context(until: span.upperBound)
        return html + "</tbody>\n</table>\n"
    }

    /// Both lines escaped, with the part between their common beginning and common end marked.
    static func marked(_ old: String, _ new: String) -> (String, String) {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        // Whole words are marked: `background` beside `adaptiveGlassBackground`, not `b` beside `adaptiveGlassB`.
        func isWord(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
            scalars.indices.contains(index) && (scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil || scalars[index] == "_")
        }
        while prefix > 0, isWord(a, prefix - 1), isWord(a, prefix) || isWord(b, prefix) { prefix -= 1 }
        while suffix > 0, isWord(a, a.count - suffix), isWord(a, a.count - suffix - 1) || isWord(b, b.count - suffix - 1) { suffix -= 1 }
        func mark(_ scalars: [Unicode.Scalar]) -> String {
            func text(_ range: Range<Int>) -> String {
                var string = ""
                string.unicodeScalars.append(contentsOf: scalars[range])
                return HTMLText.escape(string)
            }
            let middle = prefix..<(scalars.count - suffix)
            let marked = middle.isEmpty ? "" : "<span class=\"hl\">\(text(middle))</span>"
            return text(0..<prefix) + marked + text((scalars.count - suffix)..<scalars.count)
        }
        return (mark(a), mark(b))
    }

    // MARK: - Findings

    /// A finding under its line: the line with its number, then the message.
    static func finding(_ finding: Finding, lines: TextLines, bytes: [UInt8], ruleLink: (String) -> String) -> String {
        let index = finding.location.line - 1
        let text = lines.ranges.indices.contains(index) ? HTMLText.escape(HTMLText.line(bytes[lines.ranges[index]])) : ""
        return "<div class=\"finding\">\n<div class=\"scroll\"><table class=\"line\"><tr><td class=\"ln\">\(finding.location.line)</td><td class=\"code\">\(text)</td></tr></table></div>\n"
            + "<p><span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
            + "\(ruleLink(finding.ruleID)) <span class=\"col\">column \(finding.location.column)</span> \(HTMLText.escape(finding.message))</p>\n</div>\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The summary's bar chart, drawn in HTML and CSS: one row per rule, its label as text (so it keeps its
/// size on a narrow screen, where an SVG scaled to fit made it unreadably small), its bar split into
/// changes and findings by severity.
enum HTMLChart {
    /// The segments of a bar, in drawing order, with their CSS class and legend label.
    private static let segments: [(kind: String, label: String)] = [
        ("change", "changes"), ("error", "errors"), ("warning", "warnings"), ("info", "info"),
    ]

    static func bars(_ rows: [(id: String, counts: HTMLReporter.RuleCounts)]) -> String {
        let largest = max(1, rows.map(\.counts.total).max() ?? 1)
        var html = "<figure class=\"chart\" aria-label=\"Changes and findings by rule\">\n<p class=\"legend\">"
        for segment in segments {
            html += "<span class=\"swatch k-\(segment.kind)\"></span>\(segment.label) "
        }
        html += "</p>\n"
        for entry in rows {
            html += "<div class=\"bar-row\"><code class=\"label\">\(HTMLText.escape(entry.id))</code><span class=\"bar\">"
            let values = [entry.counts.changes] + [Severity.error, .warning, .info].map { entry.counts.bySeverity[$0] ?? 0 }
            for (segment, value) in zip(segments, values) where value > 0 {
                // A share of the largest bar, at least a sliver (the CSS gives it a minimum width).
                let tenths = max(1, (value * 1000 + largest / 2) / largest)
                let width = "\(tenths / 10).\(tenths % 10)"
                html += "<span class=\"seg k-\(segment.kind)\" style=\"width: \(width)%\" "
                    + "title=\"\(HTMLText.escape(entry.id)): \(value) \(segment.label)\"></span>"
            }
            html += "<span class=\"total\">\(entry.counts.total)</span></span></div>\n"
        }
        return html + "</figure>\n"
    }
}

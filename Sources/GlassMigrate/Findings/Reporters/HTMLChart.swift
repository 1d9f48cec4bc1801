/// The summary's bar chart, drawn as inline SVG: one bar per rule, split into changes and findings by severity.
enum HTMLChart {
    /// The segments of a bar, in drawing order, with their CSS class and legend label.
    private static let segments: [(kind: String, label: String)] = [
        ("change", "changes"), ("error", "errors"), ("warning", "warnings"), ("info", "info"),
    ]

    static func bars(_ rows: [(id: String, counts: HTMLReporter.RuleCounts)]) -> String {
        let width = 720, labelWidth = 230, barWidth = 420, rowHeight = 26, top = 34
        let height = top + rows.count * rowHeight + 6
        let largest = max(1, rows.map(\.counts.total).max() ?? 1)
        var svg = "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" "
            + "width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"chart-title\">\n"
            + "<title id=\"chart-title\">Changes and findings by rule</title>\n"
        var legendX = labelWidth
        for segment in segments {
            svg += "<rect class=\"\(segment.kind)\" x=\"\(legendX)\" y=\"6\" width=\"12\" height=\"12\"/>"
                + "<text x=\"\(legendX + 17)\" y=\"16\">\(segment.label)</text>\n"
            legendX += 24 + segment.label.count * 8
        }
        for (row, entry) in rows.enumerated() {
            let y = top + row * rowHeight
            svg += "<text class=\"label\" x=\"\(labelWidth - 10)\" y=\"\(y + 16)\" text-anchor=\"end\">\(HTMLText.escape(entry.id))</text>\n"
            var x = labelWidth
            let values = [entry.counts.changes] + [Severity.error, .warning, .info].map { entry.counts.bySeverity[$0] ?? 0 }
            for (segment, value) in zip(segments, values) where value > 0 {
                // At least a sliver, so a count of one still shows beside a count of thousands.
                let length = max(2, value * barWidth / largest)
                svg += "<rect class=\"\(segment.kind)\" x=\"\(x)\" y=\"\(y + 3)\" width=\"\(length)\" height=\"\(rowHeight - 8)\">"
                    + "<title>\(HTMLText.escape(entry.id)): \(value) \(segment.label)</title></rect>\n"
                x += length
            }
            svg += "<text class=\"total\" x=\"\(x + 6)\" y=\"\(y + 16)\">\(entry.counts.total)</text>\n"
        }
        return svg + "</svg>\n"
    }
}

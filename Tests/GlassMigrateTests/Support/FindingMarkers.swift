import Foundation
import GlassMigrate

/// Markers in a fixture's input that show where its findings are: `1️⃣` … `9️⃣` and `🔟`, each written
/// just before the byte a finding points at, and named in `<case>.findings` with what is reported there.
///
/// A `.findings` line is `<marker> <severity> <rule-id>: <message>`, or, for a site grouped under an
/// earlier finding with the same message, `<marker> <severity> <rule-id> (grouped with <marker>)`.
/// Lines are in the order of the markers in the input; findings at the same place take their markers in
/// the order they are reported.
enum FindingMarkers {
    /// The marker labels, in the order a case uses them.
    static let labels = (1...9).map { "\($0)\u{FE0F}\u{20E3}" } + ["\u{1F51F}"]

    /// `bytes` without its markers, and each marker with the offset it marks in the result, in order.
    static func strip(_ bytes: [UInt8]) -> (bytes: [UInt8], markers: [(label: String, offset: Int)]) {
        let encoded = labels.map { Array($0.utf8) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var markers: [(String, Int)] = []
        var index = 0
        scan: while index < bytes.count {
            for (position, label) in encoded.enumerated()
            where bytes[index] == label[0] && bytes[index...].starts(with: label) {
                markers.append((labels[position], output.count))
                index += label.count
                continue scan
            }
            output.append(bytes[index])
            index += 1
        }
        return (output, markers)
    }

    /// The `.findings` lines `findings` give with the markers found in the input, or, when a finding is
    /// where no marker is, the lines with `?` for every label and the place (`line:column`) spelt out.
    static func lines(for findings: [Finding], markers: [(label: String, offset: Int)]) -> [String] {
        struct Entry {
            var offset: Int
            var location: GlassMigrate.SourceLocation
            var primary: Int
            var text: String
        }
        var entries: [Entry] = []
        for (number, finding) in findings.enumerated() {
            let head = "\(finding.severity.rawValue) \(finding.ruleID)"
            entries.append(Entry(offset: finding.offset, location: finding.location, primary: number, text: "\(head): \(finding.message)"))
            for site in finding.otherSites {
                entries.append(Entry(offset: site.offset, location: site.location, primary: number, text: "\(head) (grouped with #\(number))"))
            }
        }
        // Stable: entries at one offset keep the order they were reported in.
        entries = entries.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        let placed = entries.count == markers.count && zip(entries, markers).allSatisfy { $0.offset == $1.offset }
        var labelOfPrimary: [Int: String] = [:]
        for (entry, marker) in zip(entries, markers) where placed && !entry.text.contains("(grouped with #") {
            labelOfPrimary[entry.primary] = marker.label
        }
        return entries.enumerated().map { position, entry in
            let label = placed ? markers[position].label : "? at \(entry.location.line):\(entry.location.column)"
            var text = entry.text
            if let range = text.range(of: "(grouped with #\(entry.primary))") {
                text.replaceSubrange(range, with: "(grouped with \(labelOfPrimary[entry.primary] ?? "?"))")
            }
            return "\(label) \(text)"
        }
    }
}

import Foundation

/// Renders a run as GitHub Actions workflow commands, which GitHub shows as annotations on the diff.
public enum GitHubReporter {
    /// One `::error|warning|notice file=…,line=…,col=…,title=…::message` line per item, paths relative
    /// to the current directory (the repository root in a workflow).
    public static func render(_ report: RunReport) -> String {
        var out = ""
        for item in report.reportItems {
            // GitHub's word for the lowest level is `notice`.
            let command = item.severity == .info ? "notice" : item.severity.rawValue
            var properties = ["file=\(escapeProperty(ReportPath.relative(item.path)))"]
            if let location = item.location {
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
            properties.append("title=\(escapeProperty(item.ruleID.map { "glassmigrate \($0)" } ?? "glassmigrate"))")
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(item.message))\n"
        }
        return out
    }

    /// Escapes a workflow command's message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        escape(text, [UInt8(ascii: "%"): "%25", UInt8(ascii: "\r"): "%0D", UInt8(ascii: "\n"): "%0A"])
    }

    /// Escapes a workflow command's property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, [UInt8(ascii: "%"): "%25", UInt8(ascii: "\r"): "%0D", UInt8(ascii: "\n"): "%0A",
                      UInt8(ascii: ":"): "%3A", UInt8(ascii: ","): "%2C"])
    }

    /// `text` with each byte in `replacements` replaced, in one pass (these are all ASCII).
    private static func escape(_ text: String, _ replacements: [UInt8: String]) -> String {
        guard text.utf8.contains(where: { replacements[$0] != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if let replacement = replacements[byte] { bytes += Array(replacement.utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Renders a run as compiler-style diagnostics that Xcode shows inline when printed by a Run Script phase.
public enum XcodeReporter {
    /// One `/absolute/path:line:col: warning: message [rule-id]` line per item (`note` for info).
    public static func render(_ report: RunReport) -> String {
        var out = ""
        for item in report.reportItems {
            let kind = item.severity.diagnosticLevel
            let location = item.location.map { ":\($0.line):\($0.column)" } ?? ""
            let rule = item.ruleID.map { " [\($0)]" } ?? ""
            out += "\(ReportPath.escapingControlCharacters(ReportPath.absolute(item.path)))\(location): \(kind): \(ReportPath.escapingControlCharacters(item.message))\(rule)\n"
        }
        return out
    }
}

import Foundation

/// Renders a run as GitHub Actions workflow commands, which GitHub shows as annotations on the diff.
public enum GitHubReporter {
    /// One `::error|warning|notice file=…,line=…,col=…,title=…::message` line per item, paths relative
    /// to the current directory (the repository root in a workflow).
    public static func render(_ report: RunReport) -> String {
        var out = ""
        for item in report.reportItems {
            let command: String
            switch item.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
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
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// Renders a run as compiler-style diagnostics that Xcode shows inline when printed by a Run Script phase.
public enum XcodeReporter {
    /// One `/absolute/path:line:col: warning: message [rule-id]` line per item (`note` for info).
    public static func render(_ report: RunReport) -> String {
        var out = ""
        for item in report.reportItems {
            let kind: String
            switch item.severity {
            case .error: kind = "error"
            case .warning: kind = "warning"
            case .info: kind = "note"
            }
            let location = item.location.map { ":\($0.line):\($0.column)" } ?? ""
            let rule = item.ruleID.map { " [\($0)]" } ?? ""
            out += "\(ReportPath.absolute(item.path))\(location): \(kind): \(item.message)\(rule)\n"
        }
        return out
    }
}

import Foundation
import GlassMigrate

/// What a document's run gave: its report, or why there is none.
enum DocumentRun {
    case report(RunReport)
    /// The configuration could not be loaded (a bad `.glassmigrate.json` or rule file).
    case configurationError(String)
    /// The document is not a Swift file in the workspace: nothing is checked.
    case notChecked
}

extension LanguageServer {
    /// Runs the rules over the document's buffer as `glassmigrate --format json <path>` would over the
    /// file, keeping the report for code actions on the same text.
    func run(_ uri: String) -> DocumentRun {
        guard var document = documents[uri], let path = document.path, path.hasSuffix(".swift"), folders.contains(path) else {
            return .notChecked
        }
        if let report = document.report { return .report(report) }
        do {
            let report = try cache.session(forFile: path).run(bytes: document.bytes, as: path)
            document.report = report
            documents[uri] = document
            return .report(report)
        } catch {
            return .configurationError("\(error)")
        }
    }

    /// Runs the document and sends its diagnostics.
    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        let diagnostics: [[String: Any]]
        switch run(uri) {
        case .notChecked:
            if let path = document.path, path.hasSuffix(".swift"), !folders.contains(path), toldOutside.insert(uri).inserted {
                log("\(path) is outside the workspace folders; not checked")
            }
            diagnostics = []
        case .configurationError(let message):
            diagnostics = [Self.fileDiagnostic("The configuration could not be loaded: \(message)", severity: .error)]
        case .report(let report):
            diagnostics = DiagnosticList(report: report, document: document, documentation: documentationOptions).diagnostics
        }
        sendDiagnostics(diagnostics, uri: uri, version: document.version)
    }

    /// Where the rules' documentation links go, as the HTML report makes them.
    var documentationOptions: HTMLReporter.Options {
        HTMLReporter.Options(documentationURL: settings.documentationURL,
                             documentedRuleIDs: Set(rules.map(\.id) + [Engine.suppressionRuleID]))
    }

    /// A diagnostic about the whole file, at its start.
    static func fileDiagnostic(_ message: String, severity: Severity) -> [String: Any] {
        let start = TextPosition(line: 0, character: 0).json
        return ["range": ["start": start, "end": start], "severity": DiagnosticList.severity(severity),
                "source": ToolInfo.name, "message": message]
    }
}

/// The diagnostics of one document's report: one per report item of the file (the findings and
/// rewrite sites `--format json` lists), in the order the reports list them.
struct DiagnosticList {
    let report: RunReport
    let document: OpenDocument
    let documentation: HTMLReporter.Options

    var diagnostics: [[String: Any]] {
        guard let file = report.files.first else { return [] }
        let positions = TextPositions(document.bytes)
        var diagnostics: [[String: Any]] = []
        for item in report.reportItems(of: file) {
            guard let location = item.location, let ruleID = item.ruleID else {
                diagnostics.append(LanguageServer.fileDiagnostic(item.message, severity: item.severity))
                continue
            }
            var diagnostic: [String: Any] = [
                "range": positions.range(Self.range(at: location, in: positions)),
                "severity": Self.severity(item.severity),
                "code": ruleID,
                "source": ToolInfo.name,
                "message": item.message,
            ]
            if let href = HTMLReporter.documentationURL(ruleID, options: documentation) {
                diagnostic["codeDescription"] = ["href": href]
            }
            if !item.otherLocations.isEmpty {
                diagnostic["relatedInformation"] = item.otherLocations.map { other -> [String: Any] in
                    ["location": ["uri": document.uri, "range": positions.range(Self.range(at: other, in: positions))],
                     "message": "The same finding."]
                }
            }
            diagnostics.append(diagnostic)
        }
        for problem in report.problems {
            diagnostics.append(LanguageServer.fileDiagnostic("\(ReportPath.relative(problem.path)): \(problem.reason)", severity: .error))
        }
        return diagnostics
    }

    /// The byte offset of a 1-based line and byte column.
    static func offset(of location: SourceLocation, in positions: TextPositions) -> Int {
        let starts = positions.lines.starts
        let line = max(0, min(location.line - 1, starts.count - 1))
        return min(starts[line] + max(0, location.column - 1), positions.bytes.count)
    }

    /// The range a diagnostic underlines: the modifier or name that starts at `location` (`.background`),
    /// else the character there.
    static func range(at location: SourceLocation, in positions: TextPositions) -> Range<Int> {
        let bytes = positions.bytes
        let start = offset(of: location, in: positions)
        var end = start
        if end < bytes.count && bytes[end] == UInt8(ascii: ".") { end += 1 }
        while end < bytes.count && isNameByte(bytes[end]) { end += 1 }
        if end == start && end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") {
            end += TextPositions.sequenceLength(bytes[end])
        }
        return start..<min(end, bytes.count)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }
}

import Foundation

/// Renders a run as one JSON document: per-file diff, edits and findings, plus totals.
///
/// Shape (keys sorted): `{"tool": {name, version}, "totals": {files, changedFiles, findings, errors,
/// supportFiles}, "files": [{path, changed, diff, edits: [{ruleId, line, column, offset, range: {start,
/// end}, replacement}], findings: [{ruleId, severity, message, line, column, offset}], error}],
/// "supportFiles": [{path, name, ruleId, diff}], "problems": [{path, reason}]}`. Files appear when they
/// changed, have findings or failed. An edit's `range` is in the text its rule saw; `line`, `column`
/// and `offset` are in the file as read.
public enum JSONReporter {
    /// The JSON document, pretty-printed with sorted keys, ending in a line break.
    public static func render(_ report: RunReport) -> String {
        let files: [[String: Any]] = report.files
            .filter { $0.changed || !$0.findings.isEmpty || $0.error != nil }
            .map(fileObject)
        let supportFiles: [[String: Any]] = report.supportFiles.map { support in
            let path = ReportPath.relative(support.path)
            return [
                "path": path, "name": support.file.name, "ruleId": support.file.ruleID,
                "diff": UnifiedDiff.make(oldPath: nil, newPath: path, old: [], new: Array(support.file.contents.utf8)),
            ]
        }
        let document: [String: Any] = [
            "tool": ["name": ToolInfo.name, "version": ToolInfo.version],
            "totals": [
                "files": report.files.count,
                "changedFiles": report.changedFiles.count,
                "findings": report.findings.count,
                "errors": report.allProblems.count,
                "supportFiles": report.supportFiles.count,
            ],
            "files": files,
            "supportFiles": supportFiles,
            "problems": report.allProblems.map { ["path": ReportPath.relative($0.path), "reason": $0.reason] },
        ]
        return serialize(document)
    }

    private static func fileObject(_ file: FileResult) -> [String: Any] {
        let path = ReportPath.relative(file.path)
        var object: [String: Any] = [
            "path": path,
            "changed": file.changed,
            "diff": file.changed ? UnifiedDiff.make(oldPath: path, newPath: path, old: file.original, new: file.output) : "",
            "edits": file.locatedEdits.map { located -> [String: Any] in
                [
                    "ruleId": located.edit.ruleID,
                    "line": located.location.line, "column": located.location.column,
                    "offset": located.originalOffset,
                    "range": ["start": located.edit.range.lowerBound, "end": located.edit.range.upperBound],
                    "replacement": located.edit.replacement,
                ]
            },
            "findings": file.findings.map { finding -> [String: Any] in
                [
                    "ruleId": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
                    "line": finding.location.line, "column": finding.location.column, "offset": finding.offset,
                ]
            },
        ]
        object["error"] = file.error ?? NSNull()
        return object
    }

    /// Pretty JSON with sorted keys and unescaped slashes, ending in a line break.
    static func serialize(_ object: Any) -> String {
        String(decoding: JSONWriter.bytes(object), as: UTF8.self) + "\n"
    }
}

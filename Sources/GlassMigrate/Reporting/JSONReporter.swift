import Foundation

/// Renders a run as one JSON document: per-file diff, edits and findings, plus totals.
///
/// Documentation/JSON.md describes every field and Documentation/glassmigrate-report.schema.json is
/// its JSON Schema. Lines and columns are 1-based, columns and offsets count UTF-8 bytes of the file as
/// read; an edit's `range` is in the text its rule saw (after the edits of the rules before it).
/// Files appear when they changed, have findings or failed. Findings and rewritten sites hidden by a
/// baseline are left out.
public enum JSONReporter {
    /// The version of the document's shape; it changes when a field is renamed, removed or changes meaning.
    public static let formatVersion = 1

    /// The JSON document, pretty-printed with sorted keys, ending in a line break; `tool` is the tool it names.
    public static func render(_ report: RunReport, tool: ToolIdentity = .glassmigrate) -> String {
        let files: [[String: Any]] = report.files
            .filter { $0.changed || !report.findings(of: $0).isEmpty || $0.error != nil }
            .map { fileObject($0, findings: report.findings(of: $0), rewrites: report.rewriteSites(of: $0)) }
        let supportFiles: [[String: Any]] = report.supportFiles.map { support in
            let path = ReportPath.relative(support.path)
            return [
                "path": path, "name": support.file.name, "ruleId": support.file.ruleID,
                "diff": UnifiedDiff.make(oldPath: nil, newPath: path, old: [], new: Array(support.file.contents.utf8)),
            ]
        }
        let findings = report.findings
        let projectFiles: [[String: Any]] = report.projectFiles.map { project in
            let path = ReportPath.relative(project.path)
            return ["path": path, "summary": project.summary,
                    "diff": UnifiedDiff.make(oldPath: path, newPath: path, old: project.original, new: project.output)]
        }
        let document: [String: Any] = [
            "version": formatVersion,
            "tool": ["name": tool.name, "version": tool.version],
            "totals": [
                "files": report.files.count,
                "changedFiles": report.changedFiles.count,
                "supportFiles": report.supportFiles.count,
                "findings": findings.count,
                "errorFindings": findings.filter { $0.severity == .error }.count,
                "unprocessedPaths": report.allProblems.count,
                "hiddenByBaseline": report.hidden.count,
                "projectFiles": report.projectFiles.count,
            ],
            "files": files,
            "supportFiles": supportFiles,
            "projectFiles": projectFiles,
            "problems": report.allProblems.map { ["path": ReportPath.relative($0.path), "reason": $0.reason] },
        ]
        return serialize(document)
    }

    private static func fileObject(_ file: FileResult, findings: [Finding], rewrites: [RewriteSite]) -> [String: Any] {
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
            "findings": findings.map { finding -> [String: Any] in
                var object: [String: Any] = [
                    "ruleId": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
                    "line": finding.location.line, "column": finding.location.column, "offset": finding.offset,
                ]
                if !finding.otherSites.isEmpty {
                    object["otherSites"] = finding.otherSites.map {
                        ["line": $0.location.line, "column": $0.location.column, "offset": $0.offset]
                    }
                }
                return object
            },
            "rewrites": rewrites.map { site -> [String: Any] in
                [
                    "ruleId": site.ruleID, "line": site.location.line, "column": site.location.column,
                    "message": site.message, "before": site.before, "after": site.after,
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

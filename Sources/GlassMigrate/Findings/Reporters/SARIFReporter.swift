import Foundation

/// Renders a run as SARIF 2.1.0 for code scanning (GitHub's `upload-sarif` and other viewers).
///
/// `tool.driver.rules` lists every rule of the run (id, `shortDescription` = summary,
/// `defaultConfiguration.level`), plus sub-finding ids such as `material-background/full-bleed`;
/// each finding and each pending rewrite is a result located by a URI relative to the current
/// directory (`%SRCROOT%`); a grouped finding lists its other sites as `relatedLocations`. Files that could not be processed are tool execution notifications.
public enum SARIFReporter {
    /// The SARIF log as pretty JSON, ending in a line break.
    public static func render(_ report: RunReport) -> String {
        var rules = report.rules
        for finding in report.findings where !rules.contains(where: { $0.id == finding.ruleID }) {
            let parentID = finding.ruleID.split(separator: "/").first.map(String.init) ?? finding.ruleID
            let parent = report.rules.first { $0.id == parentID }
            rules.append(RuleDescriptor(id: finding.ruleID, summary: parent?.summary ?? "A glassmigrate finding.",
                                        kind: parent?.kind ?? .lint, defaultSeverity: parent?.defaultSeverity ?? finding.severity))
        }
        rules.sort { $0.id < $1.id }
        let ruleObjects: [[String: Any]] = rules.map { rule in
            [
                "id": rule.id,
                "name": rule.id,
                "shortDescription": ["text": rule.summary],
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                "properties": ["kind": rule.kind.rawValue],
            ]
        }
        var results: [[String: Any]] = []
        for file in report.files where file.error == nil {
            for item in file.reportItems {
                guard let ruleID = item.ruleID, let location = item.location else { continue }
                var result: [String: Any] = [
                    "ruleId": ruleID,
                    "level": level(item.severity),
                    "message": ["text": item.message],
                    "locations": [[
                        "physicalLocation": [
                            "artifactLocation": ["uri": uri(file.path), "uriBaseId": "%SRCROOT%"],
                            "region": ["startLine": location.line, "startColumn": location.column],
                        ],
                    ]],
                ]
                if let index = rules.firstIndex(where: { $0.id == ruleID }) { result["ruleIndex"] = index }
                // A grouped finding names its other sites; code scanning shows them as related locations.
                if !item.otherLocations.isEmpty {
                    result["relatedLocations"] = item.otherLocations.enumerated().map { number, other -> [String: Any] in
                        [
                            "id": number + 1,
                            "message": ["text": "The same finding."],
                            "physicalLocation": [
                                "artifactLocation": ["uri": uri(file.path), "uriBaseId": "%SRCROOT%"],
                                "region": ["startLine": other.line, "startColumn": other.column],
                            ],
                        ]
                    }
                }
                results.append(result)
            }
        }
        let notifications: [[String: Any]] = report.allProblems.map { problem in
            [
                "level": "error",
                "message": ["text": "\(problem.path): \(problem.reason)"],
                "locations": [["physicalLocation": ["artifactLocation": ["uri": uri(problem.path), "uriBaseId": "%SRCROOT%"]]]],
            ]
        }
        let run: [String: Any] = [
            "tool": ["driver": [
                "name": ToolInfo.name, "version": ToolInfo.version, "semanticVersion": ToolInfo.version,
                "informationUri": ToolInfo.informationURI, "rules": ruleObjects,
            ]],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": directoryURI(FileManager.default.currentDirectoryPath)]],
            "invocations": [["executionSuccessful": !report.hasProblems, "toolExecutionNotifications": notifications]],
            "results": results,
        ]
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        return JSONReporter.serialize(log)
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative URI reference for a path (percent-encoded where needed).
    static func uri(_ path: String) -> String {
        let relative = ReportPath.relative(path)
        let allowed = CharacterSet.urlPathAllowed
        return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }

    private static func directoryURI(_ directory: String) -> String {
        let encoded = directory.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? directory
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }
}

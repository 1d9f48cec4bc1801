import Foundation

/// What the SARIF log may say beyond the run itself: the tool, and where the rules are documented.
public struct SARIFOptions: Sendable {
    /// The web address of the glassmigrate repository's files at the version that runs (the folder
    /// holding `README.md`), or nil: then the log names no address at all.
    public var documentationURL: String?
    /// Ids of the rules `Documentation/Rules.md` describes; only they get a `helpUri`.
    public var documentedRuleIDs: Set<String>
    /// The tool named as the log's `tool.driver`.
    public var tool: ToolIdentity

    /// Creates options.
    public init(documentationURL: String? = nil, documentedRuleIDs: Set<String> = [], tool: ToolIdentity = .glassmigrate) {
        self.documentationURL = documentationURL
        self.documentedRuleIDs = documentedRuleIDs
        self.tool = tool
    }
}

/// Renders a run as SARIF 2.1.0 for code scanning (GitHub's `upload-sarif` and other viewers).
///
/// `tool.driver.rules` lists every rule of the run (id, `shortDescription` = summary, `help`,
/// `defaultConfiguration.level`), plus sub-finding ids such as `material-background/full-bleed`;
/// each finding and each pending rewrite is a result located by a URI relative to the current
/// directory (`%SRCROOT%`), its column counted in UTF-16 code units as SARIF's default `columnKind`
/// says; a grouped finding lists its other sites as `relatedLocations`. Files that could not be
/// processed are tool execution notifications. `informationUri` and each rule's `helpUri` appear only
/// when `options.documentationURL` is set.
public enum SARIFReporter {
    /// The SARIF log as pretty JSON, ending in a line break.
    public static func render(_ report: RunReport, options: SARIFOptions = SARIFOptions()) -> String {
        var rules = report.rules
        for finding in report.findings where !rules.contains(where: { $0.id == finding.ruleID }) {
            let parent = report.rules.first { $0.id == Finding.baseRuleID(of: finding.ruleID) }
            rules.append(RuleDescriptor(id: finding.ruleID, summary: parent?.summary ?? "A glassmigrate finding.",
                                        kind: parent?.kind ?? .lint, defaultSeverity: parent?.defaultSeverity ?? finding.severity))
        }
        rules.sort { $0.id < $1.id }
        let base = options.documentationURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let ruleObjects: [[String: Any]] = rules.map { rule in
            let documented = options.documentedRuleIDs.contains(Finding.baseRuleID(of: rule.id))
            var object: [String: Any] = [
                "id": rule.id,
                "name": rule.id,
                "shortDescription": ["text": rule.summary],
                "help": ["text": helpText(rule, documented: documented, toolName: options.tool.name)],
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                "properties": ["kind": rule.kind.rawValue],
            ]
            if let base, documented { object["helpUri"] = base + "/Documentation/Rules.md#" + Finding.baseRuleID(of: rule.id) }
            return object
        }
        var results: [[String: Any]] = []
        for file in report.files where file.error == nil {
            let lines = SourceLines(file.original)
            for item in report.reportItems(of: file) {
                guard let ruleID = item.ruleID, let location = item.location else { continue }
                var result: [String: Any] = [
                    "ruleId": ruleID,
                    "level": level(item.severity),
                    "message": ["text": item.message],
                    "locations": [[
                        "physicalLocation": [
                            "artifactLocation": ["uri": uri(file.path), "uriBaseId": "%SRCROOT%"],
                            "region": [
                                "startLine": location.line,
                                "startColumn": lines.utf16Column(line: location.line, column: location.column),
                            ],
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
                                "region": [
                                    "startLine": other.line,
                                    "startColumn": lines.utf16Column(line: other.line, column: other.column),
                                ],
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
        var driver: [String: Any] = [
            "name": options.tool.name, "version": options.tool.version, "semanticVersion": options.tool.version, "rules": ruleObjects,
        ]
        if let base { driver["informationUri"] = base }
        let run: [String: Any] = [
            "tool": ["driver": driver],
            "columnKind": "utf16CodeUnits",
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

    /// A rule's help: its summary, what kind of rule it is and how to silence one site.
    static func helpText(_ rule: RuleDescriptor, documented: Bool, toolName: String) -> String {
        let kind = rule.kind == .rewrite ? "A rewrite (\(toolName) --write applies it)" : "A lint rule"
        var text = "\(rule.summary) \(kind), \(rule.defaultSeverity.rawValue) by default."
        if documented { text += " Documentation/Rules.md describes it with examples." }
        text += " Silence one site with `// glassmigrate:disable:next \(Finding.baseRuleID(of: rule.id))`."
        return text
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

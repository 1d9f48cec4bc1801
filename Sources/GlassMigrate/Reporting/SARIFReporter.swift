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
/// `tool.driver.rules` lists every rule of the run as its `RuleDescription` says (id, `shortDescription`
/// = summary, `help`, `defaultConfiguration.level`), plus each specific finding id a result names (such
/// as `material-background/full-bleed`) with its own summary from the rule's `subFindings`;
/// each finding, each pending rewrite and each support or project file the run would write is a
/// result located by a URI relative to the current directory (`%SRCROOT%`; a file's result has no region), its column counted in UTF-16 code units as SARIF's default `columnKind`
/// says; a grouped finding lists its other sites as `relatedLocations`. Files that could not be
/// processed are tool execution notifications. `informationUri` and each rule's `helpUri` appear only
/// when `options.documentationURL` is set.
public enum SARIFReporter {
    /// The SARIF log as pretty JSON, ending in a line break.
    public static func render(_ report: RunReport, options: SARIFOptions = SARIFOptions()) -> String {
        var results: [[String: Any]] = []
        for file in report.files where file.error == nil {
            let lines = SourceLines(file.original)
            for item in report.reportItems(of: file) {
                guard let ruleID = item.ruleID, let location = item.location else { continue }
                var result: [String: Any] = [
                    "ruleId": ruleID,
                    "level": item.severity.diagnosticLevel,
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
        // The files the run would create or change are results too, at file level.
        for item in report.writeTargetItems {
            guard let ruleID = item.ruleID else { continue }
            results.append([
                "ruleId": ruleID,
                "level": item.severity.diagnosticLevel,
                "message": ["text": item.message],
                "locations": [["physicalLocation": ["artifactLocation": ["uri": uri(item.path), "uriBaseId": "%SRCROOT%"]]]],
            ])
        }
        // Each result names its entry of `tool.driver.rules` by index too; entries are sorted by id.
        let rules = ruleEntries(report, resultRuleIDs: Set(results.compactMap { $0["ruleId"] as? String }))
        let indices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in results.indices {
            if let ruleID = results[index]["ruleId"] as? String, let ruleIndex = indices[ruleID] {
                results[index]["ruleIndex"] = ruleIndex
            }
        }
        let base = options.documentationURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let ruleObjects: [[String: Any]] = rules.map { entry in
            let documented = options.documentedRuleIDs.contains(entry.ruleID)
            var object: [String: Any] = [
                "id": entry.id,
                "name": entry.id,
                "shortDescription": ["text": entry.summary],
                "help": ["text": helpText(entry, documented: documented, toolName: options.tool.name)],
                "defaultConfiguration": ["level": entry.defaultSeverity.diagnosticLevel],
                "properties": ["kind": entry.kind.rawValue],
            ]
            if let base, documented { object["helpUri"] = base + "/Documentation/Rules.md#" + entry.ruleID }
            return object
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

    /// One entry of `tool.driver.rules`: a rule, or one of its specific findings (`rule-id/sub-id`).
    struct RuleEntry {
        /// The entry's id, the `ruleId` of its results.
        var id: String
        /// What a result of it means: the rule's summary, or the specific finding's.
        var summary: String
        /// The rule's description; nil for a finding of a rule the run does not know.
        var rule: RuleDescription?
        /// The severity when the rule is unknown: the finding's own.
        var fallbackSeverity: Severity

        /// The id of the rule it belongs to.
        var ruleID: String { Finding.baseRuleID(of: id) }
        var kind: RuleKind { rule?.kind ?? .lint }
        var defaultSeverity: Severity { rule?.defaultSeverity ?? fallbackSeverity }
        var isSpecificFinding: Bool { id != ruleID }
    }

    /// Every rule of the run, read from its description, and each specific finding id that a result
    /// names, with the summary its rule's `subFindings` gives it (else the rule's); sorted by id.
    static func ruleEntries(_ report: RunReport, resultRuleIDs: Set<String>) -> [RuleEntry] {
        let byID = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var entries = report.rules.map { RuleEntry(id: $0.id, summary: $0.summary, rule: $0, fallbackSeverity: $0.defaultSeverity) }
        for id in resultRuleIDs where byID[id] == nil {
            let rule = byID[Finding.baseRuleID(of: id)]
            let severity = report.findings.first { $0.ruleID == id }?.severity ?? .warning
            let summary = rule?.subFindings.first { $0.id == id }.map { sentence($0.summary) }
                ?? rule?.summary ?? "A glassmigrate finding."
            entries.append(RuleEntry(id: id, summary: summary, rule: rule, fallbackSeverity: severity))
        }
        return entries.sorted { $0.id < $1.id }
    }

    /// A specific finding's summary (`a shape-less material left unchanged (info).`) as a sentence.
    private static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst()
    }

    /// An entry's help: its summary (a specific finding's, then its rule's), what kind of rule it is and
    /// how to silence one site.
    static func helpText(_ entry: RuleEntry, documented: Bool, toolName: String) -> String {
        let kind = entry.kind == .rewrite ? "rewrite (\(toolName) --write applies it)" : "lint rule"
        var text = entry.summary + " "
        if entry.isSpecificFinding, let rule = entry.rule { text += "A specific finding of `\(entry.ruleID)`: \(rule.summary) " }
        text += "A \(kind), \(entry.defaultSeverity.rawValue) by default."
        if documented { text += " Documentation/Rules.md describes it with examples." }
        text += " Silence one site with `// glassmigrate:disable:next \(entry.ruleID)`."
        return text
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

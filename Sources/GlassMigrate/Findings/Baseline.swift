import Foundation

/// Identifies one report item within a run: its file, place, rule and message.
public struct ReportItemKey: Hashable, Sendable {
    /// The file as given to the run.
    public var path: String
    /// The rule id.
    public var ruleID: String
    /// The 1-based line, 0 for a file-level item.
    public var line: Int
    /// The 1-based column in UTF-8 bytes, 0 for a file-level item.
    public var column: Int
    /// The message.
    public var message: String

    /// The key of a report item (a file error's rule id is empty).
    public init(_ item: ReportItem) {
        path = item.path
        ruleID = item.ruleID ?? ""
        line = item.location?.line ?? 0
        column = item.location?.column ?? 0
        message = item.message
    }

    /// The key of the item a finding becomes.
    public init(_ finding: Finding) {
        path = finding.path
        ruleID = finding.ruleID
        line = finding.location.line
        column = finding.location.column
        message = finding.message
    }
}

/// One recorded finding or rewrite site: rule, file, the text of its line and its message.
public struct BaselineEntry: Codable, Hashable, Sendable, Comparable {
    /// The file, relative to the directory the baseline was recorded from.
    public var path: String
    /// The rule id.
    public var ruleId: String
    /// Where it was when recorded (1-based; 0 for a file to create). Only an exact match uses it.
    public var line: Int
    /// The 1-based column in UTF-8 bytes when recorded (0 for a file to create).
    public var column: Int
    /// The text of its line, without the line break: what matching relies on, so edits elsewhere
    /// in the file do not invalidate the entry.
    public var text: String
    /// The message.
    public var message: String

    /// Creates an entry.
    public init(path: String, ruleId: String, line: Int, column: Int, text: String, message: String) {
        self.path = path
        self.ruleId = ruleId
        self.line = line
        self.column = column
        self.text = text
        self.message = message
    }

    /// Orders by path, place, rule and message, the order the file is written in.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.ruleId, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.ruleId, rhs.message)
    }

    /// What matching compares once exact matches are set aside.
    var matchKey: String { text + "\u{0}" + message }
}

/// A baseline that cannot be read or written.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    /// The whole message, naming the file.
    public var description: String
}

/// Findings and rewrite sites recorded once (`--write-baseline`) and hidden from later runs
/// (`--baseline`), so a large project adopts the tool without fixing everything first.
///
/// Matching follows SwiftLint's baselines: per file (its path relative to the current directory) and
/// rule, items identical to an entry (same line, column, text and message) are set aside; the rest
/// are grouped by their line's text and message, and a group is hidden when the baseline has at
/// least as many entries of that text and message. A group that grew is reported whole, since which
/// of its items is new cannot be told. So inserting lines above a recorded site keeps it hidden,
/// while editing the site's own line, or adding a copy of it, reports it again. Files that could not
/// be processed are never hidden.
public struct Baseline: Sendable, Equatable {
    /// The format version written to and expected in the file.
    public static let formatVersion = 1

    /// The entries, sorted.
    public var entries: [BaselineEntry]

    /// Creates a baseline from entries.
    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// Every finding and rewrite site of `report` (hidden or not), with paths relative to `directory`.
    public static func record(_ report: RunReport,
                              relativeTo directory: String = FileManager.default.currentDirectoryPath) -> Baseline {
        var entries: [BaselineEntry] = []
        for file in report.files where file.error == nil {
            let lines = SourceLines(file.original)
            for item in file.reportItems.flatMap(\.siteItems) {
                entries.append(entry(item, lines: lines, directory: directory))
            }
        }
        for item in report.supportFileItems { entries.append(entry(item, lines: nil, directory: directory)) }
        return Baseline(entries: entries)
    }

    /// The items of `report` this baseline hides.
    public func hiddenItems(in report: RunReport,
                            relativeTo directory: String = FileManager.default.currentDirectoryPath) -> Set<ReportItemKey> {
        let recorded = Dictionary(grouping: entries, by: \.path)
        var hidden: Set<ReportItemKey> = []
        for file in report.files where file.error == nil {
            let relative = ReportPath.relative(file.path, to: directory)
            guard let baseline = recorded[relative] else { continue }
            let lines = SourceLines(file.original)
            // A grouped finding is matched site by site; `RunReport` reports the sites left.
            let current = file.reportItems.flatMap(\.siteItems).map { ($0, Self.entry($0, lines: lines, directory: directory)) }
            for index in Self.matched(current, baseline) { hidden.insert(ReportItemKey(current[index].0)) }
        }
        let supportItems = report.supportFileItems.map { ($0, Self.entry($0, lines: nil, directory: directory)) }
        for (path, items) in Dictionary(grouping: supportItems, by: { $0.1.path }) {
            for index in Self.matched(items, recorded[path] ?? []) { hidden.insert(ReportItemKey(items[index].0)) }
        }
        return hidden
    }

    /// SwiftLint's matching within one file: the indices of `current` that the baseline hides.
    private static func matched(_ current: [(ReportItem, BaselineEntry)], _ baseline: [BaselineEntry]) -> Set<Int> {
        var hidden: Set<Int> = []
        var unmatchedBaseline = baseline
        var rest: [Int] = []
        for (index, pair) in current.enumerated() {
            if let found = unmatchedBaseline.firstIndex(of: pair.1) {
                unmatchedBaseline.remove(at: found)
                hidden.insert(index)
            } else {
                rest.append(index)
            }
        }
        let baselineGroups = Dictionary(grouping: unmatchedBaseline) { [$0.ruleId, $0.matchKey] }
        for (key, group) in Dictionary(grouping: rest, by: { [current[$0].1.ruleId, current[$0].1.matchKey] }) {
            if group.count <= baselineGroups[key]?.count ?? 0 { hidden.formUnion(group) }
        }
        return hidden
    }

    private static func entry(_ item: ReportItem, lines: SourceLines?, directory: String) -> BaselineEntry {
        BaselineEntry(path: ReportPath.relative(item.path, to: directory), ruleId: item.ruleID ?? "",
                      line: item.location?.line ?? 0, column: item.location?.column ?? 0,
                      text: item.location.flatMap { location in lines?.text(ofLine: location.line) } ?? "",
                      message: item.message)
    }

    // MARK: - File

    /// Reads a baseline file written by `write(to:)`.
    public static func read(_ path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw BaselineError(description: "the baseline \(path) \(reason)")
        }
        struct File: Decodable {
            var version: Int
            var entries: [BaselineEntry]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw BaselineError(description: "the baseline \(path) is not a glassmigrate baseline (write one with --write-baseline)")
        }
        guard file.version == formatVersion else {
            throw BaselineError(description: "the baseline \(path) has version \(file.version); this glassmigrate reads version \(formatVersion)")
        }
        return Baseline(entries: file.entries)
    }

    /// The file's text: pretty JSON with sorted keys, one entry per recorded item, so it diffs well.
    public func rendered() -> String {
        let entries: [[String: Any]] = entries.map {
            ["path": $0.path, "ruleId": $0.ruleId, "line": $0.line, "column": $0.column, "text": $0.text, "message": $0.message]
        }
        return JSONReporter.serialize(["version": Self.formatVersion, "entries": entries])
    }

    /// Writes the baseline to `path` atomically.
    public func write(to path: String) throws(BaselineError) {
        if let reason = SafeFile.writeOutput(Array(rendered().utf8), to: path) {
            throw BaselineError(description: "cannot write the baseline \(path): \(reason)")
        }
    }
}

extension RunReport {
    /// Whether `--check` sees a change: a changed file with a rewrite site (or a finding of a rule
    /// that edits it) that no baseline hides, or a support file to create that none hides.
    public var hasReportedChanges: Bool {
        if hidden.isEmpty { return hasChanges }
        for file in files where file.changed {
            let editing = Set(file.edits.map(\.ruleID))
            if reportItems(of: file).contains(where: { $0.ruleID.map(editing.contains) ?? false }) { return true }
        }
        return supportFileItems.contains { !hidden.contains(ReportItemKey($0)) }
    }
}

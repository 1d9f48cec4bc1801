import Foundation

/// An edit located in the original file, for reporters that point at rewrites.
public struct LocatedEdit: Sendable, Equatable {
    /// The edit as the rule made it (its range is in the text that rule saw).
    public var edit: Edit
    /// Where the edit starts in the file as read.
    public var originalOffset: Int
    /// The same place as line and column.
    public var location: SourceLocation
}

/// One line a line-oriented reporter (GitHub, Xcode) prints: a finding, a rewrite or a file error.
public struct ReportItem: Sendable, Equatable {
    /// The file, as given to the run.
    public var path: String
    /// The place; nil for a file-level message.
    public var location: SourceLocation?
    /// How serious.
    public var severity: Severity
    /// The message, a sentence.
    public var message: String
    /// The rule id, nil for a file error.
    public var ruleID: String?
    /// Other places the same finding applies in this file (a grouped finding), in source order.
    public var otherLocations: [SourceLocation] = []

    /// The item for a file that could not be processed.
    static func problem(path: String, reason: String) -> ReportItem {
        ReportItem(path: path, location: nil, severity: .error, message: "Could not be processed: \(reason).", ruleID: nil)
    }
}

extension FileResult {
    /// The edits with their start mapped back into the original file.
    ///
    /// The engine applies each pass's edits to the previous pass's output, so each pass is mapped back
    /// through the passes before it.
    public var locatedEdits: [LocatedEdit] {
        let groups = passes.map(\.edits)
        let lines = LineTable(original)
        var located: [LocatedEdit] = []
        for (index, group) in groups.enumerated() {
            var offsets = group.map(\.range.lowerBound)
            for earlier in groups[..<index].reversed() { offsets = EditSet.offsets(offsets, before: earlier) }
            for (edit, offset) in zip(group, offsets) {
                located.append(LocatedEdit(edit: edit, originalOffset: offset, location: lines.location(of: offset)))
            }
        }
        return located
    }

    /// The item lines for this file: its error, or its findings and rewritten sites in file order.
    public var reportItems: [ReportItem] {
        if let error {
            return [.problem(path: path, reason: error)]
        }
        var items = findings.map {
            ReportItem(path: path, location: $0.location, severity: $0.severity, message: $0.message, ruleID: $0.ruleID,
                       otherLocations: $0.otherSites.map(\.location))
        }
        // A rule that reports the site it rewrites already has an item there; every other site has its own.
        let findingLines = Set(items.map { ItemLine(ruleID: $0.ruleID, line: $0.location?.line) })
        for site in rewriteSites where !findingLines.contains(ItemLine(ruleID: site.ruleID, line: site.location.line)) {
            items.append(ReportItem(path: path, location: site.location, severity: .warning, message: site.message,
                                    ruleID: site.ruleID))
        }
        return items.sorted { ($0.location ?? SourceLocation(line: 0, column: 0), $0.ruleID ?? "") < ($1.location ?? SourceLocation(line: 0, column: 0), $1.ruleID ?? "") }
    }
}

/// A rule's item on a line, to leave out a rewrite item where the rule's finding already is.
private struct ItemLine: Hashable {
    var ruleID: String?
    var line: Int?
}

extension RunReport {
    /// Every item line of the run not hidden by a baseline: discovery problems, then each file's
    /// items, then write targets.
    public var reportItems: [ReportItem] {
        problems.map { ReportItem.problem(path: $0.path, reason: $0.reason) }
            + files.flatMap(reportItems(of:))
            + writeTargetItems
    }

    /// The items of the support files to create and the project files to change that no baseline hides.
    public var writeTargetItems: [ReportItem] {
        (supportFileItems + projectFileItems).filter { !hidden.contains(ReportItemKey($0)) }
    }

    /// One file's items that a baseline does not hide.
    public func reportItems(of file: FileResult) -> [ReportItem] {
        let items = file.reportItems
        return hidden.isEmpty ? items : items.compactMap { $0.keeping(notIn: hidden) }
    }

    /// One file's rewritten sites that a baseline does not hide.
    public func rewriteSites(of file: FileResult) -> [RewriteSite] {
        let sites = file.rewriteSites
        guard !hidden.isEmpty else { return sites }
        return sites.filter { site in
            let item = ReportItem(path: file.path, location: site.location, severity: .warning, message: site.message,
                                  ruleID: site.ruleID)
            return !hidden.contains(ReportItemKey(item))
        }
    }

    /// One item per support file to create.
    var supportFileItems: [ReportItem] {
        supportFiles.map {
            ReportItem(path: $0.path, location: nil, severity: .warning,
                       message: "\($0.file.name) would be created for \($0.file.ruleID). Run glassmigrate --write to apply.",
                       ruleID: $0.file.ruleID)
        }
    }

    /// One item per project file to update, under the rule whose support file it lists.
    var projectFileItems: [ReportItem] {
        projectFiles.map { project in
            let callers = Set(dependencies.filter { $0.value.contains(project.path) }.keys)
            let ruleID = files.first { callers.contains($0.path) }?.supportFiles.first?.ruleID
                ?? supportFiles.first { project.addedFiles.contains($0.path) }?.file.ruleID
            return ReportItem(path: project.path, location: nil, severity: .warning,
                              message: "The project would change: it \(project.summary). Run glassmigrate --write to apply.",
                              ruleID: ruleID)
        }
    }
}

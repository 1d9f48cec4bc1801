/// One stop of a review of a file: a change with the findings about it, or a finding that changes nothing.
public enum ReviewItem: Sendable, Equatable {
    /// A change and the findings its rule reported on the lines it changes.
    case change(Change, findings: [Finding])
    /// A finding no change answers: information for the reviewer, nothing to accept.
    case information(Finding)

    /// Where the item starts in the file as read.
    public var offset: Int {
        switch self {
        case .change(let change, _): return change.originalRange.lowerBound
        case .information(let finding): return finding.offset
        }
    }
}

extension FileResult {
    /// The file's changes and findings in file order, each finding beside the change it is about.
    ///
    /// A finding is about a change when the change's rule reported it (as `rule` or `rule/sub-id`) on
    /// a line the change touches.
    public var reviewItems: [ReviewItem] {
        let lines = LineTable(original)
        var attached = Array(repeating: [Finding](), count: changes.count)
        var information: [Finding] = []
        for finding in findings {
            let rule = Finding.baseRuleID(of: finding.ruleID)
            let owner = changes.indices.first { index in
                let change = changes[index]
                let first = change.location.line
                let last = lines.location(of: max(change.originalRange.lowerBound, change.originalRange.upperBound - 1)).line
                return change.ruleID == rule && (first...max(first, last)).contains(finding.location.line)
            }
            if let owner { attached[owner].append(finding) } else { information.append(finding) }
        }
        let items = changes.indices.map { ReviewItem.change(changes[$0], findings: attached[$0]) }
            + information.map(ReviewItem.information)
        // Stable: a change comes before a finding at the same place, changes keep their order.
        return items.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }

    /// The unified diff hunks of `change` alone, against the text its rule saw (for the first rule that
    /// changed the file, the file as read); with `sharedEdits` unless `includingShared` is false.
    public func hunks(of change: Change, includingShared: Bool = true, context: Int = 3) -> String {
        let before = text(beforePass: change.passIndex)
        guard let set = try? EditSet(change.edits + (includingShared ? change.sharedEdits : [])) else { return "" }
        let diff = UnifiedDiff.make(oldPath: path, newPath: path, old: before, new: set.apply(to: before), context: context)
        // Only the hunks: the file header is the caller's to print.
        guard let start = diff.range(of: "\n@@ ") else { return diff.hasPrefix("@@ ") ? diff : "" }
        return String(diff[diff.index(after: start.lowerBound)...])
    }
}

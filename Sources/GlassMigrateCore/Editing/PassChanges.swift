/// The changes of one rule run over one file: which proposed edits are made, which changes
/// they form, and which support files the kept changes need.
struct PassChanges {
    /// The edits to make, before suppression comments are honoured.
    private(set) var edits: [Edit] = []
    private var changes: [ProposedChange] = []
    /// How many of `changes` are the rule's grouped fixes (the implicit change of its other edits comes after them).
    private let declaredCount: Int
    private let plainSupportFiles: [SupportFile]
    private let proposedNothing: Bool
    /// The fixes of the findings the rule reported: each a group, like a declared change.
    private let findingFixes: [[Edit]]

    /// Sorts `fixes` (what the rule returned) into the changes they form: each grouped fix the run keeps
    /// (by `selection`, nil for every one) is a change; the ungrouped edits form one implicit change, kept
    /// or dropped as a whole. `earlierSets` are the edit sets applied before the rule, to locate changes.
    init(fixes: [Fix], context: RuleContext, selection: Set<Change.Key>?, earlierSets: [EditSet]) {
        var declared: [ProposedChange] = []
        var returned: [Edit] = []
        var shared: [Edit] = []
        for fix in fixes {
            guard fix.isGroup else {
                returned += fix.edits
                continue
            }
            guard !fix.edits.isEmpty else { continue }
            let key = Change.key(ruleID: context.ruleID, edits: fix.edits, through: earlierSets)
            let taken = selection?.contains(key) ?? true
            declared.append(ProposedChange(edits: fix.edits, key: key, supportFiles: fix.supportFiles, shared: fix.sharedEdits,
                                         taken: taken, insteadOf: fix.finding))
            guard taken else { continue }
            returned += fix.edits
            for edit in fix.sharedEdits where !shared.contains(edit) { shared.append(edit) }
        }
        // A shared edit is made once, with the kept fixes that need it.
        for edit in shared where !returned.contains(edit) { returned.append(edit) }
        let taken = declared.filter(\.taken)
        let claimed = Set(taken.flatMap { $0.edits + $0.shared })
        let unclaimed = returned.filter { !claimed.contains($0) }
        plainSupportFiles = context.supportFiles
        findingFixes = context.findings.map(\.fix).filter { $0.count > 1 }
        proposedNothing = declared.isEmpty && unclaimed.isEmpty
        changes = taken
        declaredCount = taken.count
        var kept = returned
        if !unclaimed.isEmpty {
            let key = Change.key(ruleID: context.ruleID, edits: unclaimed, through: earlierSets)
            if selection?.contains(key) ?? true {
                changes.append(ProposedChange(edits: unclaimed, key: key, supportFiles: [], shared: [], taken: true))
            } else {
                let dropped = Set(unclaimed)
                kept.removeAll { dropped.contains($0) }
            }
        }
        edits = kept
    }

    /// The edits a suppression comment holds back, and the findings reported in place of held-back
    /// changes: a declared change, or a finding's fix, with any edit on a suppressed line (or, for a change,
    /// needing a shared edit on one) is held back whole; an edit of no group stands alone. A shared
    /// edit is held back with the last change that needs it.
    func heldBack(isSuppressed: (Edit) -> Bool) -> (edits: Set<Edit>, findings: [Finding]) {
        let suppressed = Set(edits.filter(isSuppressed))
        let declared = changes.prefix(declaredCount)
        var heldChanges = Set(declared.indices.filter { index in
            declared[index].edits.contains(where: suppressed.contains) || declared[index].shared.contains(where: isSuppressed)
        })
        guard !suppressed.isEmpty || !heldChanges.isEmpty else { return ([], []) }
        var held = suppressed.union(heldChanges.flatMap { declared[$0].edits })
        var heldFixes = Set<Int>()
        // A change and a fix that share an edit stand or fall together.
        var changed = true
        while changed {
            changed = false
            for index in declared.indices where !heldChanges.contains(index) && declared[index].edits.contains(where: held.contains) {
                heldChanges.insert(index)
                held.formUnion(declared[index].edits)
                changed = true
            }
            for index in findingFixes.indices where !heldFixes.contains(index) && findingFixes[index].contains(where: held.contains) {
                heldFixes.insert(index)
                held.formUnion(findingFixes[index])
                changed = true
            }
        }
        let keptChanges = declared.indices.filter { !heldChanges.contains($0) }
        let stillShared = Set(keptChanges.flatMap { declared[$0].shared + declared[$0].edits })
        for index in heldChanges {
            held.formUnion(declared[index].shared.filter { !stillShared.contains($0) })
        }
        let findings = heldChanges.sorted().compactMap { declared[$0].insteadOf }
        return (held, findings)
    }

    /// The changes left after suppression kept only `surviving`, located in `original`, and the support
    /// files they need: a change whose edits are all suppressed asks for nothing.
    func resolve(surviving: Set<Edit>, passIndex: Int, ruleID: String, earlier: [EditSet],
                 original: LineTable) -> (changes: [Change], supportFiles: [SupportFile]) {
        var result: [Change] = []
        var supportFiles: [SupportFile] = []
        // Files asked for outside any change come with any edit the rule makes (or with none proposed).
        let plainNeeded = !plainSupportFiles.isEmpty && (proposedNothing || !surviving.isEmpty)
        if plainNeeded { supportFiles = plainSupportFiles }
        for (index, change) in changes.enumerated() {
            let edits = change.edits.filter(surviving.contains).sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard !edits.isEmpty else { continue }
            for file in change.supportFiles where !supportFiles.contains(file) { supportFiles.append(file) }
            let ranges = edits.map { Change.originalRange($0.range, through: earlier) }
            let lower = ranges.map(\.lowerBound).min()!
            let upper = max(lower, ranges.map(\.upperBound).max()!)
            let needs = (change.supportFiles + (plainNeeded ? plainSupportFiles : [])).map(\.name)
            result.append(Change(key: change.key, ruleID: ruleID, passIndex: passIndex, edits: edits, originalRange: lower..<upper,
                                     location: original.location(of: lower), supportFiles: Array(Set(needs)).sorted(),
                                     sharedEdits: change.shared.filter(surviving.contains), isUngrouped: index >= declaredCount))
        }
        return (result, supportFiles)
    }

    /// The other edits of the grouped fixes that hold any of `edits`: a fix is made whole or not at
    /// all. Ungrouped edits (`Fix.ungrouped`) stand alone here, as nothing says which belong together.
    func changeMates(of edits: Set<Edit>) -> Set<Edit> {
        var mates = Set<Edit>()
        for change in changes.prefix(declaredCount) where change.edits.contains(where: edits.contains) {
            mates.formUnion(change.edits)
        }
        return mates
    }
}

/// A grouped fix as the run sees it: its key and whether the run keeps it.
struct ProposedChange {
    var edits: [Edit]
    var key: Change.Key
    var supportFiles: [SupportFile]
    var shared: [Edit]
    var taken: Bool
    /// The finding reported when a suppression holds the change back.
    var insteadOf: Finding?
}

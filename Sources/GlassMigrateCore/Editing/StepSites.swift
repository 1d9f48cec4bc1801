/// The change sites of one rule run over one file: which proposed edits are made, which sites
/// they form, and which support files the kept sites need.
struct StepSites {
    /// The edits to make, before suppression comments are honoured.
    private(set) var edits: [Edit] = []
    private var sites: [DeclaredSite] = []
    /// How many of `sites` are the rule's grouped fixes (the implicit site of its other edits comes after them).
    private let declaredCount: Int
    private let plainSupportFiles: [SupportFile]
    private let proposedNothing: Bool
    /// The fixes of the findings the rule reported: each a group, like a declared site.
    private let findingFixes: [[Edit]]

    /// Sorts `fixes` (what the rule returned) into the sites they form: each grouped fix the run keeps
    /// (by `selection`, nil for every one) is a site; the ungrouped edits form one implicit site, kept
    /// or dropped as a whole. `earlierSets` are the edit sets applied before the rule, to locate sites.
    init(fixes: [Fix], context: RuleContext, selection: Set<ChangeSite.Key>?, earlierSets: [EditSet]) {
        var declared: [DeclaredSite] = []
        var returned: [Edit] = []
        var shared: [Edit] = []
        for fix in fixes {
            guard fix.isGroup else {
                returned += fix.edits
                continue
            }
            guard !fix.edits.isEmpty else { continue }
            let key = ChangeSite.key(ruleID: context.ruleID, edits: fix.edits, through: earlierSets)
            let taken = selection?.contains(key) ?? true
            declared.append(DeclaredSite(edits: fix.edits, key: key, supportFiles: fix.supportFiles, shared: fix.sharedEdits,
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
        sites = taken
        declaredCount = taken.count
        var kept = returned
        if !unclaimed.isEmpty {
            let key = ChangeSite.key(ruleID: context.ruleID, edits: unclaimed, through: earlierSets)
            if selection?.contains(key) ?? true {
                sites.append(DeclaredSite(edits: unclaimed, key: key, supportFiles: [], shared: [], taken: true))
            } else {
                let dropped = Set(unclaimed)
                kept.removeAll { dropped.contains($0) }
            }
        }
        edits = kept
    }

    /// The edits a suppression comment holds back, and the findings reported in place of held-back
    /// sites: a declared site, or a finding's fix, with any edit on a suppressed line (or, for a site,
    /// needing a shared edit on one) is held back whole; an edit of no group stands alone. A shared
    /// edit is held back with the last site that needs it.
    func heldBack(isSuppressed: (Edit) -> Bool) -> (edits: Set<Edit>, findings: [Finding]) {
        let suppressed = Set(edits.filter(isSuppressed))
        let declared = sites.prefix(declaredCount)
        var heldSites = Set(declared.indices.filter { index in
            declared[index].edits.contains(where: suppressed.contains) || declared[index].shared.contains(where: isSuppressed)
        })
        guard !suppressed.isEmpty || !heldSites.isEmpty else { return ([], []) }
        var held = suppressed.union(heldSites.flatMap { declared[$0].edits })
        var heldFixes = Set<Int>()
        // A site and a fix that share an edit stand or fall together.
        var changed = true
        while changed {
            changed = false
            for index in declared.indices where !heldSites.contains(index) && declared[index].edits.contains(where: held.contains) {
                heldSites.insert(index)
                held.formUnion(declared[index].edits)
                changed = true
            }
            for index in findingFixes.indices where !heldFixes.contains(index) && findingFixes[index].contains(where: held.contains) {
                heldFixes.insert(index)
                held.formUnion(findingFixes[index])
                changed = true
            }
        }
        let keptSites = declared.indices.filter { !heldSites.contains($0) }
        let stillShared = Set(keptSites.flatMap { declared[$0].shared + declared[$0].edits })
        for index in heldSites {
            held.formUnion(declared[index].shared.filter { !stillShared.contains($0) })
        }
        let findings = heldSites.sorted().compactMap { declared[$0].insteadOf }
        return (held, findings)
    }

    /// The sites left after suppression kept only `surviving`, located in `original`, and the support
    /// files they need: a site whose edits are all suppressed asks for nothing.
    func resolve(surviving: Set<Edit>, step: Int, ruleID: String, earlier: [EditSet],
                 original: LineTable) -> (sites: [ChangeSite], supportFiles: [SupportFile]) {
        var result: [ChangeSite] = []
        var supportFiles: [SupportFile] = []
        // Files asked for outside any site come with any edit the rule makes (or with none proposed).
        let plainNeeded = !plainSupportFiles.isEmpty && (proposedNothing || !surviving.isEmpty)
        if plainNeeded { supportFiles = plainSupportFiles }
        for (index, site) in sites.enumerated() {
            let edits = site.edits.filter(surviving.contains).sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard !edits.isEmpty else { continue }
            for file in site.supportFiles where !supportFiles.contains(file) { supportFiles.append(file) }
            let ranges = edits.map { ChangeSite.originalRange($0.range, through: earlier) }
            let lower = ranges.map(\.lowerBound).min()!
            let upper = max(lower, ranges.map(\.upperBound).max()!)
            let needs = (site.supportFiles + (plainNeeded ? plainSupportFiles : [])).map(\.name)
            result.append(ChangeSite(key: site.key, ruleID: ruleID, step: step, edits: edits, originalRange: lower..<upper,
                                     location: original.location(of: lower), supportFiles: Array(Set(needs)).sorted(),
                                     sharedEdits: site.shared.filter(surviving.contains), isUngrouped: index >= declaredCount))
        }
        return (result, supportFiles)
    }

    /// The other edits of the grouped fixes that hold any of `edits`: a fix is made whole or not at
    /// all. Ungrouped edits (`Fix.ungrouped`) stand alone here, as nothing says which belong together.
    func siteMates(of edits: Set<Edit>) -> Set<Edit> {
        var mates = Set<Edit>()
        for site in sites.prefix(declaredCount) where site.edits.contains(where: edits.contains) {
            mates.formUnion(site.edits)
        }
        return mates
    }
}

/// A grouped fix as the run sees it: its key and whether the run keeps it.
struct DeclaredSite {
    var edits: [Edit]
    var key: ChangeSite.Key
    var supportFiles: [SupportFile]
    var shared: [Edit]
    var taken: Bool
    /// The finding reported when a suppression holds the site back.
    var insteadOf: Finding?
}

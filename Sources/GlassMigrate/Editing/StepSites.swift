/// The change sites of one rule run over one file: which proposed edits are made, which sites
/// they form, and which support files the kept sites need.
struct StepSites {
    /// The edits to make, before suppression comments are honoured.
    private(set) var edits: [Edit] = []
    private var sites: [DeclaredSite] = []
    /// How many of `sites` the rule declared (the implicit site of its other edits comes after them).
    private let declaredCount: Int
    private let plainSupportFiles: [SupportFile]
    private let proposedNothing: Bool

    /// Sorts `returned` (what the rule returned) into the sites it declared in `context`; the rest
    /// forms one implicit site, kept or dropped as a whole by `context.selection`.
    init(returned: [Edit], context: RuleContext) {
        let taken = context.sites.filter(\.taken)
        let claimed = Set(taken.flatMap { $0.edits + $0.shared })
        let unclaimed = returned.filter { !claimed.contains($0) }
        plainSupportFiles = context.supportFiles
        proposedNothing = context.sites.isEmpty && unclaimed.isEmpty
        sites = taken
        declaredCount = taken.count
        var kept = returned
        if !unclaimed.isEmpty {
            let key = ChangeSite.key(ruleID: context.ruleID, edits: unclaimed, through: context.earlierSets)
            if context.selection?.contains(key) ?? true {
                sites.append(DeclaredSite(edits: unclaimed, key: key, supportFiles: [], shared: [], taken: true))
            } else {
                let dropped = Set(unclaimed)
                kept.removeAll { dropped.contains($0) }
            }
        }
        edits = kept
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
        for site in sites {
            let edits = site.edits.filter(surviving.contains).sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard !edits.isEmpty else { continue }
            for file in site.supportFiles where !supportFiles.contains(file) { supportFiles.append(file) }
            let ranges = edits.map { ChangeSite.originalRange($0.range, through: earlier) }
            let lower = ranges.map(\.lowerBound).min()!
            let upper = max(lower, ranges.map(\.upperBound).max()!)
            let needs = (site.supportFiles + (plainNeeded ? plainSupportFiles : [])).map(\.name)
            result.append(ChangeSite(key: site.key, ruleID: ruleID, step: step, edits: edits, originalRange: lower..<upper,
                                     location: original.location(of: lower), supportFiles: Array(Set(needs)).sorted(),
                                     sharedEdits: site.shared.filter(surviving.contains)))
        }
        return (result, supportFiles)
    }

    /// The other edits of the declared sites that hold any of `edits`: a site is made whole or not at
    /// all. Edits outside declared sites stand alone here, as a rule that declares no sites gives no
    /// way to tell which belong together.
    func siteMates(of edits: Set<Edit>) -> Set<Edit> {
        var mates = Set<Edit>()
        for site in sites.prefix(declaredCount) where site.edits.contains(where: edits.contains) {
            mates.formUnion(site.edits)
        }
        return mates
    }
}

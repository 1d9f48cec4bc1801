/// The engine's post-condition: a rewrite is kept only if no enabled lint rule reports the code it wrote.
///
/// The lint rules run over the rewritten file. A finding there on the lines a change wrote, of a
/// rule that did not report as many on the lines the change replaced, is an objection: the change is taken
/// back, and reported as `<rule>/not-rewritten` with the objecting rule and its reason. This holds for
/// every rule, built-in or a library's, so no rewrite leaves code that the tool itself reports.
extension Engine {
    /// How many times a file is run again with objected changes taken out before every change is taken back.
    static let rewriteCheckRounds = 6

    /// `result` without the changes an enabled lint rule objects to, each reported in its place.
    func keepingAcceptedRewrites(of result: FileResult, deploymentTargets: DeploymentTargets,
                                 moduleDeclarations: DeclaredNames) -> FileResult {
        guard result.error == nil, result.changed else { return result }
        // The lint rules judge the output; a rewrite rule's own idempotence is the fixtures' concern.
        var lints = self
        lints.rules = rules.filter { $0.kind == .lint }
        let findings = { (bytes: [UInt8]) in
            lints.runRules(path: result.path, bytes: bytes, deploymentTargets: deploymentTargets,
                           moduleDeclarations: moduleDeclarations, accepting: nil, screened: true).findings
        }
        let asRead = findings(result.original)
        let lines = LineTable(result.original)
        var current = result
        var takenBack = Set<Change.Key>()
        var reports: [Finding] = []
        for round in 0...Self.rewriteCheckRounds {
            let rewritten = findings(current.output)
            let objections = Self.narrowest(Self.objections(to: current, asRead: asRead, rewritten: rewritten, lines: lines))
                + Self.regionObjections(to: current, asRead: asRead, rewritten: rewritten)
            guard !objections.isEmpty else { break }
            for (change, objection) in objections where takenBack.insert(change.key).inserted {
                reports.append(withdrawal(of: change, because: objection, path: result.path, lines: lines))
            }
            // Out of rounds: nothing of the file is kept rather than something a rule reports.
            let keep = round == Self.rewriteCheckRounds ? [] : Set(current.changes.map(\.key)).subtracting(takenBack)
            current = runRules(path: result.path, bytes: result.original, deploymentTargets: deploymentTargets,
                               moduleDeclarations: moduleDeclarations, accepting: keep, screened: true)
            guard current.error == nil, current.changed else { break }
        }
        guard !reports.isEmpty else { return current }
        current.findings += reports
        current.findings.sort { ($0.offset, $0.ruleID, $0.message) < ($1.offset, $1.ruleID, $1.message) }
        return current
    }

    /// Each change of `result` with the first of the `rewritten` findings (the lint rules' over
    /// its output) that is new on the change's lines: the findings `asRead` (theirs over the file as
    /// read) have fewer of that rule on the lines the change replaced. Rules are counted, not messages,
    /// as a message may name lines that the rewrite moves.
    static func objections(to result: FileResult, asRead: [Finding], rewritten: [Finding],
                           lines: LineTable) -> [(change: Change, finding: Finding)] {
        guard !rewritten.isEmpty else { return [] }
        let sets = result.passes.compactMap { try? EditSet($0.edits) }
        // Each place of a finding (a grouped one has several) on the line of the file as read that it
        // maps back to, in line order: a place in text a change wrote maps to the start of what the change
        // replaced.
        let before = FindingLines(asRead) { lines.location(of: $0).line }
        let after = FindingLines(rewritten) { lines.location(of: originalOffset($0, through: sets)).line }
        var objections: [(change: Change, finding: Finding)] = []
        for change in result.changes {
            var range = change.originalRange
            // A change in text an earlier change wrote maps to where that one starts: it answers for every line
            // the earlier change replaced, where the findings of the file as read are.
            for earlier in result.changes where earlier.passIndex < change.passIndex
                && earlier.originalRange.lowerBound <= range.lowerBound && range.lowerBound < max(earlier.originalRange.upperBound, earlier.originalRange.lowerBound + 1) {
                range = min(range.lowerBound, earlier.originalRange.lowerBound)..<max(range.upperBound, earlier.originalRange.upperBound)
            }
            let siteLines = lines.location(of: range.lowerBound).line...lines.location(of: max(range.lowerBound, range.upperBound - 1)).line
            var had: [String: Int] = [:]
            for (finding, _) in before.on(siteLines) { had[finding.ruleID, default: 0] += 1 }
            for (finding, _) in after.on(siteLines) {
                if let count = had[finding.ruleID], count > 0 {
                    had[finding.ruleID] = count - 1
                } else {
                    objections.append((change, finding))
                    break
                }
            }
        }
        return objections
    }

    /// Each change inside the code a new finding is about (its `subject`, else what its own fix
    /// rewrites: a stack a container would wrap, reported on the stack's line, not the changes'), with that
    /// finding. A finding is new when the file as read has none of its rule at the place it maps back to.
    /// All of them are taken back at once: taking back one of two neighbours would silence the finding
    /// and leave the two unlike.
    static func regionObjections(to result: FileResult, asRead: [Finding], rewritten: [Finding]) -> [(change: Change, finding: Finding)] {
        let sets = result.passes.compactMap { try? EditSet($0.edits) }
        var before = Dictionary(asRead.map { (RegionKey(ruleID: $0.ruleID, offset: $0.offset), 1) }, uniquingKeysWith: +)
        var objections: [(change: Change, finding: Finding)] = []
        for finding in rewritten {
            let key = RegionKey(ruleID: finding.ruleID, offset: originalOffset(finding.offset, through: sets))
            if let count = before[key], count > 0 {
                before[key] = count - 1
                continue
            }
            guard let subject = finding.subject ?? fixSpan(of: finding) else { continue }
            let region = originalOffset(subject.lowerBound, through: sets)...originalOffset(subject.upperBound, through: sets)
            for change in result.changes where region.contains(change.originalRange.lowerBound) && region.contains(change.originalRange.upperBound) {
                objections.append((change, finding))
            }
        }
        return objections
    }

    /// The text from the first to the last edit of the finding's fix, if it has one.
    static func fixSpan(of finding: Finding) -> Range<Int>? {
        guard let first = finding.fix.map(\.range.lowerBound).min(), let last = finding.fix.map(\.range.upperBound).max() else { return nil }
        return first..<last
    }

    private struct RegionKey: Hashable {
        var ruleID: String
        var offset: Int
    }

    /// Of the changes one finding objects to, the one on the fewest bytes: a change around others (a container
    /// wrapping rewritten views) is judged again once the changes inside are taken back, as a second run
    /// over the output would judge it.
    static func narrowest(_ objections: [(change: Change, finding: Finding)]) -> [(change: Change, finding: Finding)] {
        var chosen: [FindingPlace: Int] = [:]
        for (index, objection) in objections.enumerated() {
            let place = FindingPlace(ruleID: objection.finding.ruleID, offset: objection.finding.offset, message: objection.finding.message)
            if let other = chosen[place], objections[other].change.originalRange.count <= objection.change.originalRange.count { continue }
            chosen[place] = index
        }
        return chosen.values.sorted().map { objections[$0] }
    }

    private struct FindingPlace: Hashable {
        var ruleID: String
        var offset: Int
        var message: String
    }

    /// The finding that reports `change` as taken back because of `objection`.
    private func withdrawal(of change: Change, because objection: Finding, path: String, lines: LineTable) -> Finding {
        let id = change.ruleID + "/not-rewritten"
        let severity = configuration.severities[id] ?? configuration.severities[change.ruleID] ?? .warning
        // The sentence naming a grouped finding's other sites is about the file as rewritten.
        let others = Finding.otherSitesSentence(objection.otherSites.map(\.location))
        let reason = others.isEmpty ? objection.message : String(objection.message.dropLast(others.count))
        return Finding(ruleID: id, severity: severity,
                       message: "Not rewritten: \(objection.ruleID) would report the rewritten code: \(reason)",
                       path: path, offset: change.originalRange.lowerBound, location: lines.location(of: change.originalRange.lowerBound))
    }
}

/// The places of findings by line: each finding once per place it is reported at (its own and those of
/// the sites grouped with it), sorted by line, so the findings on a site's lines are found by search.
struct FindingLines {
    private var places: [(finding: Finding, line: Int)] = []

    init(_ findings: [Finding], line: (Int) -> Int) {
        for finding in findings {
            for offset in [finding.offset] + finding.otherSites.map(\.offset) { places.append((finding, line(offset))) }
        }
        places.sort { $0.line < $1.line }
    }

    /// The places on `lines`, in line order.
    func on(_ lines: ClosedRange<Int>) -> ArraySlice<(finding: Finding, line: Int)> {
        let low = places.partitionIndex { $0.line < lines.lowerBound }
        var end = low
        while end < places.count && places[end].line <= lines.upperBound { end += 1 }
        return places[low..<end]
    }
}

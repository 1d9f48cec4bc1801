#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What running the rules over one file produced.
public struct FileResult: Sendable {
    /// The file's path as given.
    public var path: String
    /// The bytes read; empty when `contentOmitted`.
    public var original: [UInt8]
    /// The bytes after every edit (equal to `original` when nothing changed or the file failed); empty
    /// when `contentOmitted`.
    public var output: [UInt8]
    /// Each pass of a rule that changed the file, in the order they ran: pass `n` edits the text the
    /// passes before it made (see `Change.passIndex`).
    public var passes: [RulePass]
    /// Findings, located in the original file.
    public var findings: [Finding]
    /// Support files the rules asked for.
    public var supportFiles: [SupportFile]
    /// Why the file could not be processed (it is then left byte-identical), or nil.
    public var error: String?
    /// The names the rest of the file's module declares, as the run told the rules.
    package var moduleDeclarations = DeclaredNames()
    /// The file's absolute path, when the run that made the result knew it.
    package var absolutePath: String?
    /// Whether a run over paths let go of the file's bytes (`original` and `output` are then empty)
    /// because nothing changed, nothing was found, and the file names no support file the run's rules
    /// offer: a run keeps the bytes of the files it reports on, not of every file it read.
    public package(set) var contentOmitted = false

    /// Every applied edit, each against the text its pass saw: the passes' edits one after another.
    public var edits: [Edit] { passes.flatMap(\.edits) }

    /// The changes the passes made, in file order (the earlier pass first at one place): every
    /// edit of `edits` belongs to exactly one.
    public var changes: [Change] {
        guard passes.count > 1 else { return passes.first?.changes ?? [] }
        return passes.flatMap(\.changes).sorted {
            ($0.originalRange.lowerBound, $0.passIndex) < ($1.originalRange.lowerBound, $1.passIndex)
        }
    }

    /// Whether the output differs from the input.
    public var changed: Bool { output != original }

    /// A result for a file left as it was.
    public static func unchanged(path: String, bytes: [UInt8], error: String? = nil) -> FileResult {
        FileResult(path: path, original: bytes, output: bytes, passes: [], findings: [], supportFiles: [], error: error)
    }
}

/// One pass of a rule over a file that changed it: the edits it made, against the text it saw, and
/// the changes they form.
public struct RulePass: Sendable, Equatable {
    /// The rule that made the pass.
    public var ruleID: String
    /// The edits, sorted and not overlapping, against the text after every earlier pass.
    public var edits: [Edit]
    /// The changes the pass made, in file order: every edit of `edits` belongs to exactly one.
    public var changes: [Change]

    /// Creates a pass.
    public init(ruleID: String, edits: [Edit], changes: [Change] = []) {
        self.ruleID = ruleID
        self.edits = edits
        self.changes = changes
    }
}

/// Runs rules over one file: bytes in, edits and findings out. Pure: it reads and writes nothing.
public struct Engine: Sendable {
    /// Every known rule, in the order they run; configuration decides which are enabled.
    public var rules: [any Rule]
    /// The configuration in force.
    public var configuration: Configuration

    /// The id of findings about suppression comments themselves.
    public static let suppressionRuleID = "invalid-suppression"

    /// Creates an engine over `rules`; `invalid-suppression` runs first (added when they lack it),
    /// so every run checks its suppression comments on the file as read.
    public init(rules: [any Rule], configuration: Configuration = Configuration()) {
        let check = rules.first { $0.id == Self.suppressionRuleID } ?? InvalidSuppression()
        self.rules = [check] + Self.ordered(rules.filter { $0.id != Self.suppressionRuleID })
        self.configuration = configuration
    }

    /// `rules` in the given order, except that a rule runs after the rules its `runsAfter` names (a
    /// constraint that cannot be met, a cycle, leaves the rest in the given order).
    static func ordered(_ rules: [any Rule]) -> [any Rule] {
        var left = rules
        var placed: Set<String> = []
        var result: [any Rule] = []
        let present = Set(rules.map(\.id))
        while !left.isEmpty {
            let ready = left.firstIndex { rule in
                rule.ruleDescription.runsAfter.allSatisfy { placed.contains($0) || !present.contains($0) }
            } ?? 0
            let rule = left.remove(at: ready)
            placed.insert(rule.id)
            result.append(rule)
        }
        return result
    }

    /// The rules the configuration enables, in run order.
    public var enabledRules: [any Rule] {
        rules.filter { configuration.isEnabled($0.id, byDefault: $0.isEnabledByDefault) }
    }

    /// Runs the enabled rules over the UTF-8 text `text`.
    public func run(text: String, path: String = "<string>", deploymentTargets: DeploymentTargets = .unknown,
                    moduleDeclarations: DeclaredNames = DeclaredNames()) -> FileResult {
        run(path: path, bytes: Array(text.utf8), deploymentTargets: deploymentTargets, moduleDeclarations: moduleDeclarations)
    }

    /// Runs the enabled rules over `bytes`, each on the previous one's output.
    ///
    /// With `selection`, only the changes whose keys it holds are made (from an earlier run over
    /// the same bytes, see `FileResult.changes`): the result is what the run would be if the other
    /// sites did not exist. A site that only exists after a skipped one is then not made either.
    /// A file that is not valid UTF-8, does not balance, or on which the rules conflict
    /// comes back unchanged with `error` set. `moduleDeclarations` are the names the rest of the file's
    /// module declares.
    public func run(path: String, bytes: [UInt8], deploymentTargets: DeploymentTargets = .unknown,
                    moduleDeclarations: DeclaredNames = DeclaredNames(),
                    accepting selection: Set<Change.Key>? = nil) -> FileResult {
        run(path: path, bytes: bytes, deploymentTargets: deploymentTargets, moduleDeclarations: moduleDeclarations,
            accepting: selection, screened: false)
    }

    /// `run(path:bytes:…)`; with `screened`, the caller has found some rule's trigger in `bytes` and
    /// checked that they are source text (`SourceBytes`), so neither is done again; `parsed` is the
    /// file already parsed from `bytes` at `path`, when the caller has it.
    package func run(path: String, bytes: [UInt8], deploymentTargets: DeploymentTargets, moduleDeclarations: DeclaredNames,
             accepting selection: Set<Change.Key>?, screened: Bool, parsed: consuming ParsedFile? = nil) -> FileResult {
        let first = runRules(path: path, bytes: bytes, deploymentTargets: deploymentTargets, moduleDeclarations: moduleDeclarations,
                             accepting: selection, screened: screened, parsed: parsed)
        return keepingAcceptedRewrites(of: first, deploymentTargets: deploymentTargets, moduleDeclarations: moduleDeclarations)
    }

    /// One run of the enabled rules in order, each on the previous one's output, before the rewrites
    /// are checked against the rules (see `keepingAcceptedRewrites(of:deploymentTargets:moduleDeclarations:)`).
    func runRules(path: String, bytes: [UInt8], deploymentTargets: DeploymentTargets, moduleDeclarations: DeclaredNames,
                  accepting selection: Set<Change.Key>?, screened: Bool, parsed: consuming ParsedFile? = nil) -> FileResult {
        let enabled = enabledRules
        // `invalid-suppression` has a trigger too, so a mistyped id is reported where no other rule has work.
        guard screened || enabled.contains(where: { Self.mayApply($0, to: bytes) }) else {
            return .unchanged(path: path, bytes: bytes)
        }
        if !screened, let problem = SourceBytes.problem(in: bytes) {
            return .unchanged(path: path, bytes: bytes, error: problem)
        }
        var current: ParsedFile
        // Taken over, so the file before the first change is let go as the next is built.
        if let given = consume parsed {
            current = given
        } else {
            do {
                current = try ParsedFile(SourceFile(path: path, bytes: bytes))
            } catch {
                return .unchanged(path: path, bytes: bytes, error: "cannot parse: \(error)")
            }
        }
        // Findings are located in the original through its line table alone: keeping its tokens for
        // the whole run would double the memory a large file takes.
        let original = current.source.lines
        let knownIDs = Set(rules.map(\.id))
        var suppressions = Suppressions(current, knownIDs: knownIDs)
        var findings: [Finding] = []
        var applied: [EditSet] = []
        var passes: [RulePass] = []
        var supportFiles: [SupportFile] = []

        let recipes = rules.flatMap(\.supportFileRecipes)
        // Made again with each text a pass makes, so no rule reads an analysis of an earlier text.
        var analyses = FileAnalyses()
        for rule in enabled where Self.mayApply(rule, to: current.source.bytes) {
            // A site inside another site's argument is rewritten by a further pass over the result.
            passes: for pass in 1...Self.nestedSitePasses {
                let context = RuleContext(configuration: configuration, deploymentTargets: deploymentTargets,
                                          ruleID: rule.id, defaultSeverity: rule.defaultSeverity,
                                          knownRuleIDs: knownIDs, moduleDeclarations: moduleDeclarations)
                context.supportFileRecipes = recipes
                context.analyses = analyses
                let line = { (offset: Int) in current.source.location(of: offset).line }
                let proposed = PassChanges(fixes: rule.apply(to: current, context: context), context: context,
                                         selection: selection, earlierSets: applied)
                // An edit is suppressed when any line it touches is, so a suppression on a modifier's
                // line also covers an edit that starts at a comment above it; its whole site goes with it.
                let held = proposed.heldBack { edit in
                    suppressions.isSuppressed(rule.id, lines: line(edit.range.lowerBound)...line(max(edit.range.lowerBound, edit.range.upperBound - 1)))
                }
                let edits = held.edits.isEmpty ? proposed.edits : proposed.edits.filter { !held.edits.contains($0) }
                // The first pass saw every site where it is in the original; later passes would report them again.
                if pass == 1 {
                    let kept = (context.findings + held.findings).filter { !suppressions.isSuppressed($0.ruleID, line: $0.location.line) }
                    for finding in kept {
                        var located = finding
                        located.offset = Self.originalOffset(finding.offset, through: applied)
                        located.location = original.location(of: located.offset)
                        located.fix = Self.originalFix(finding.fix, through: applied)
                        located.subject = finding.subject.map {
                            Self.originalOffset($0.lowerBound, through: applied)..<Self.originalOffset($0.upperBound, through: applied)
                        }
                        findings.append(located)
                    }
                }
                let report = { (message: String, offset: Int) in
                    let mapped = Self.originalOffset(offset, through: applied)
                    findings.append(Finding(ruleID: rule.id, severity: .error, message: message, path: path,
                                            offset: mapped, location: original.location(of: mapped)))
                }
                let resolved: (set: EditSet, nested: [Edit])
                switch Self.resolve(edits, changes: proposed) {
                case .failure(let conflict):
                    report("\(conflict); this rule's changes to the file were left out.", conflict.first.range.lowerBound)
                    break passes
                case .success(let success):
                    resolved = success
                }
                let made = proposed.resolve(surviving: Set(resolved.set.edits), passIndex: applied.count, ruleID: rule.id,
                                            earlier: applied, original: original)
                for file in made.supportFiles where !supportFiles.contains(file) { supportFiles.append(file) }
                guard !resolved.set.isEmpty else { break }
                if let inner = resolved.nested.first, pass == Self.nestedSitePasses {
                    report("Sites of this rule are nested more than \(Self.nestedSitePasses) deep here; the inner ones were left for another run.",
                           inner.range.lowerBound)
                }
                let next = resolved.set.apply(to: current.source.bytes)
                // The file before this pass is not needed any more: let it go before the next is built.
                analyses = FileAnalyses()
                if let empty = try? ParsedFile(text: "") { current = empty }
                do {
                    current = try ParsedFile(SourceFile(path: path, bytes: next))
                } catch {
                    // A rule bug must never reach the user's file.
                    return .unchanged(path: path, bytes: bytes,
                                      error: "internal error: \(rule.id) produced code that does not balance (\(error)); file left unchanged")
                }
                suppressions = Suppressions(current, knownIDs: knownIDs)
                applied.append(resolved.set)
                passes.append(RulePass(ruleID: rule.id, edits: resolved.set.edits,
                                       changes: made.changes.sorted { $0.originalRange.lowerBound < $1.originalRange.lowerBound }))
                if resolved.nested.isEmpty { break }
            }
        }
        // Source order; ties keep a fixed order so output never depends on the sort's stability.
        findings.sort { ($0.offset, $0.ruleID, $0.message) < ($1.offset, $1.ruleID, $1.message) }
        let grouping = Set(enabled.filter(\.groupsIdenticalFindings).map(\.id))
        if !grouping.isEmpty { findings = Self.grouped(findings, ruleIDs: grouping) }
        return FileResult(path: path, original: bytes, output: current.source.bytes, passes: passes,
                          findings: findings, supportFiles: supportFiles, error: nil)
    }

    /// Findings (sorted, of one file) of the rules in `ruleIDs` (or their sub-findings) that share rule
    /// and message become one, at the first site, which names the others; the rest keep their order.
    static func grouped(_ findings: [Finding], ruleIDs: Set<String>) -> [Finding] {
        var result: [Finding] = []
        var firstIndex: [String: Int] = [:]
        for finding in findings {
            let base = Finding.baseRuleID(of: finding.ruleID)
            guard ruleIDs.contains(base) else {
                result.append(finding)
                continue
            }
            let key = finding.ruleID + "\u{0}" + finding.message
            if let index = firstIndex[key] {
                result[index].otherSites.append(FindingSite(offset: finding.offset, location: finding.location))
            } else {
                firstIndex[key] = result.count
                result.append(finding)
            }
        }
        for index in firstIndex.values where !result[index].otherSites.isEmpty {
            result[index].message += Finding.otherSitesSentence(result[index].otherSites.map(\.location))
        }
        return result
    }

    /// How many passes one rule makes over a file whose sites are nested in each other's arguments: each
    /// pass rewrites the outermost sites and carries the inner ones into its output for the next.
    public static let nestedSitePasses = 16

    /// The edits to apply in one pass, and those nested inside another edit (a site in another site's
    /// argument, left for the next pass); an `EditConflict` when two edits cross without one
    /// containing the other, or replace the same bytes differently.
    ///
    /// A nested edit takes the rest of its change with it, so a change is never made in part.
    static func resolve(_ edits: [Edit], changes: PassChanges) -> Result<(set: EditSet, nested: [Edit]), EditConflict> {
        if let set = try? EditSet(edits) { return .success((set, [])) }
        let sorted = edits.sorted {
            ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
        }
        var kept: [Edit] = []
        var nested: [Edit] = []
        // Every kept edit starts at or before the current one, so one of them contains it exactly
        // when the furthest end of a kept replacement reaches past it.
        var reach = -1
        var reachRange: Range<Int>?
        for edit in sorted {
            if kept.last == edit { continue }
            let inside = edit.range.isEmpty
                ? edit.range.lowerBound < reach
                : edit.range.upperBound <= reach && edit.range != reachRange
            if inside {
                nested.append(edit)
                continue
            }
            kept.append(edit)
            if !edit.range.isEmpty && edit.range.upperBound > reach {
                reach = edit.range.upperBound
                reachRange = edit.range
            }
        }
        let deferred = Set(nested).union(changes.changeMates(of: Set(nested)))
        kept.removeAll { deferred.contains($0) }
        do {
            return .success((try EditSet(kept), deferred.sorted { $0.range.lowerBound < $1.range.lowerBound }))
        } catch let conflict as EditConflict {
            return .failure(conflict)
        } catch {
            preconditionFailure("EditSet throws only EditConflict")
        }
    }

    /// Whether `rule` may have work in `bytes`: it has no triggers, or one of them occurs.
    public static func mayApply(_ rule: any Rule, to bytes: [UInt8]) -> Bool {
        let triggers = rule.triggers
        if triggers.isEmpty { return true }
        return triggers.contains { contains(bytes, $0) }
    }

    /// A fast search for `needle` in `haystack`, used to skip files before lexing.
    public static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        ByteSearch.contains(haystack, Array(needle.utf8))
    }

    /// `fix` (edits of the text after `sets` were applied, in order) located in the original text, or
    /// no edit when one of them starts or ends inside text an earlier set wrote: such a fix cannot be
    /// applied to the file as read without the edits it cuts into.
    static func originalFix(_ fix: [Edit], through sets: [EditSet]) -> [Edit] {
        guard !sets.isEmpty else { return fix }
        var located: [Edit] = []
        for edit in fix {
            var lower: Int? = edit.range.lowerBound
            var upper: Int? = edit.range.upperBound
            for set in sets.reversed() {
                lower = lower.flatMap(set.exactOriginalOffset)
                upper = upper.flatMap(set.exactOriginalOffset)
            }
            guard let lower, let upper, lower <= upper else { return [] }
            located.append(Edit(range: lower..<upper, replacement: edit.replacement, ruleID: edit.ruleID))
        }
        return located
    }

    /// Maps an offset in the text after `sets` were applied (in order) back to the original text;
    /// an offset inside replaced text maps to the start of what it replaced.
    package static func originalOffset(_ offset: Int, through sets: [EditSet]) -> Int {
        sets.reversed().reduce(offset) { $1.originalOffset($0) }
    }

}

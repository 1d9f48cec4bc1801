import Testing
import GlassMigrate

/// What the tests' rules do with the group of edits they find.
private enum Grouping: Sendable {
    /// Declares the edits as one site.
    case site
    /// Reports a finding at the first word with the edits as its fix, and returns them without a site.
    case findingFix
    /// Declares the edits as one site that a finding at the first word stands in for when it is held back.
    case siteInsteadOfFinding
    /// Returns each edit as an ungrouped fix of its own.
    case ungroupedEach
}

/// Renames every `first` to `FIRST` and every `second` to `SECOND`: the edits of a file are one group.
private struct PairRule: Rule {
    var grouping: Grouping
    var ruleDescription: RuleDescription { RuleDescription(id: "pair", summary: "Renames a pair.", kind: .rewrite) }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let edits = file.tokens.indices.compactMap { index -> Edit? in
            let word = file.text(ofToken: index)
            guard word == "first" || word == "second" else { return nil }
            return Edit(range: file.tokens[index].range, replacement: word.uppercased(), ruleID: id)
        }
        guard let start = edits.first?.range.lowerBound else { return [] }
        switch grouping {
        case .site:
            return [Fix(edits)]
        case .findingFix:
            context.report("A pair.", at: start, in: file, fix: edits)
            return [.ungrouped(edits)]
        case .siteInsteadOfFinding:
            return [Fix(edits, reportingWhenHeldBack: context.finding("A pair.", at: start, in: file, fix: edits))]
        case .ungroupedEach:
            return edits.map { .ungrouped([$0]) }
        }
    }
}

/// Declares one site per `site` word (renamed to `SITE`), each needing an `import Shared` on the first line.
private struct SharedImportRule: Rule {
    var ruleDescription: RuleDescription { RuleDescription(id: "shared", summary: "Needs an import.", kind: .rewrite) }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let shared = Edit.insert("import Shared\n", at: 0, ruleID: id)
        return file.tokens.indices.filter { file.text(ofToken: $0) == "site" }.map { index in
            Fix([Edit(range: file.tokens[index].range, replacement: "SITE", ruleID: id)], sharing: [shared])
        }
    }
}

@Suite struct FixGroupTests {
    private let pairText = """
        let a = first
        let b = second // glassmigrate:disable:this pair

        """

    private func run(_ rule: any Rule, _ text: String) -> FileResult {
        Engine(rules: [rule]).run(text: text)
    }

    @Test func aSuppressedLineHoldsBackTheWholeSite() {
        let result = run(PairRule(grouping: .site), pairText)
        #expect(String(decoding: result.output, as: UTF8.self) == pairText)
        #expect(result.edits.isEmpty && result.changes.isEmpty)
    }

    @Test func aSuppressedLineHoldsBackTheWholeFixOfAFinding() {
        let result = run(PairRule(grouping: .findingFix), pairText)
        #expect(String(decoding: result.output, as: UTF8.self) == pairText)
        // The finding's own line is not suppressed: it stays, with the fix nobody made.
        #expect(result.findings.map(\.location.line) == [1])
        #expect(result.findings.first?.fix.count == 2)
    }

    @Test func aSiteWithoutSuppressionIsMadeWhole() {
        let text = "let a = first\nlet b = second\n"
        let result = run(PairRule(grouping: .site), text)
        #expect(String(decoding: result.output, as: UTF8.self) == "let a = FIRST\nlet b = SECOND\n")
        #expect(result.changes.map(\.edits.count) == [2])
    }

    @Test func aHeldBackSiteLeavesTheFindingItStandsIn() {
        let made = run(PairRule(grouping: .siteInsteadOfFinding), "let a = first\nlet b = second\n")
        #expect(String(decoding: made.output, as: UTF8.self) == "let a = FIRST\nlet b = SECOND\n")
        #expect(made.findings.isEmpty)

        let heldBack = run(PairRule(grouping: .siteInsteadOfFinding), pairText)
        #expect(heldBack.output == Array(pairText.utf8))
        #expect(heldBack.findings.map(\.message) == ["A pair."] && heldBack.findings.map(\.location.line) == [1])
        #expect(heldBack.findings.first?.fix.count == 2)

        // A suppression on the finding's own line silences it too.
        let silenced = "let a = first // glassmigrate:disable:this pair\nlet b = second\n"
        let quiet = run(PairRule(grouping: .siteInsteadOfFinding), silenced)
        #expect(quiet.output == Array(silenced.utf8) && quiet.findings.isEmpty)
    }

    @Test func theUngroupedFixesOfAPassAreOneSiteHeldBackEditByEdit() {
        let text = "let a = first\nlet b = second\n"
        let made = run(PairRule(grouping: .ungroupedEach), text)
        #expect(made.changes.map(\.edits.count) == [2])

        let held = run(PairRule(grouping: .ungroupedEach), pairText)
        #expect(String(decoding: held.output, as: UTF8.self) == """
            let a = FIRST
            let b = second // glassmigrate:disable:this pair

            """)
    }

    @Test func aSkippedSiteLeavesNoFinding() {
        let text = "let a = first\nlet b = second\n"
        let engine = Engine(rules: [PairRule(grouping: .siteInsteadOfFinding)])
        let skipped = engine.run(path: "<string>", bytes: Array(text.utf8), accepting: [])
        #expect(skipped.output == Array(text.utf8) && skipped.findings.isEmpty)
    }

    @Test func anEditSharedOnlyBySitesHeldBackIsNotMade() {
        let both = """
            // The import goes on this line.
            let a = site // glassmigrate:disable:this shared
            let b = site // glassmigrate:disable:this shared

            """
        let none = run(SharedImportRule(), both)
        #expect(none.output == Array(both.utf8))

        let one = "// The import goes on this line.\nlet a = site // glassmigrate:disable:this shared\nlet b = site\n"
        let result = run(SharedImportRule(), one)
        #expect(String(decoding: result.output, as: UTF8.self)
            == "import Shared\n// The import goes on this line.\nlet a = site // glassmigrate:disable:this shared\nlet b = SITE\n")
        #expect(result.changes.count == 1)
    }

    @Test func aSuppressedSharedEditHoldsBackTheSitesThatNeedIt() {
        let suppressedImportLine = "// glassmigrate:disable:this shared\nlet a = site\n"
        let result = run(SharedImportRule(), suppressedImportLine)
        #expect(result.output == Array(suppressedImportLine.utf8))
    }
}

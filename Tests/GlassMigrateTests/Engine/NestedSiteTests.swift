import Testing
import GlassMigrate

/// Replaces each `.box(X)` link with `.crate(X)`, carrying `X` verbatim: a site inside another's
/// argument gives an edit inside the outer one's range.
struct BoxToCrate: Rule {
    var id = "box-to-crate"
    var summary = "Renames box to crate for tests, rewriting the whole link."
    var kind = RuleKind.rewrite
    var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind, triggers: triggers) }
    var triggers: [String] { ["box"] }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        [.ungrouped(file.links(named: "box").compactMap { chain, index in
            let link = chain.links[index]
            guard let arguments = link.arguments else { return nil }
            context.report("A box.", at: file.tokens[link.dot].start, in: file)
            let inside = file.tokens[arguments.open].end..<file.tokens[arguments.close].start
            return Edit(range: link.range, replacement: ".crate(\(file.text(inside)))", ruleID: id)
        })]
    }
}

/// Makes two edits that overlap without one containing the other, like two sites that cross.
struct CrossingSites: Rule {
    var id = "crossing-sites"
    var summary = "Edits crossing ranges for tests."
    var kind = RuleKind.rewrite
    var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind, triggers: triggers) }
    var triggers: [String] { ["cross"] }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        [.ungrouped(file.links(named: "cross").flatMap { chain, index in
            let range = chain.links[index].range
            return [Edit(range: range.lowerBound..<range.lowerBound + 3, replacement: "A", ruleID: id),
                    Edit(range: range.lowerBound + 1..<range.lowerBound + 4, replacement: "B", ruleID: id)]
        })]
    }
}

@Suite struct NestedSiteTests {
    @Test func aSiteInsideAnotherSitesArgumentIsRewrittenInTheSameRun() {
        let source = "let v = a.box(b.box(c.box(1)).padding()).other()\n"
        let engine = Engine(rules: [BoxToCrate()])
        let result = engine.run(text: source)
        #expect(result.error == nil)
        #expect(String(decoding: result.output, as: UTF8.self) == "let v = a.crate(b.crate(c.crate(1)).padding()).other()\n")
        // Each site is reported once, where it is in the original.
        #expect(result.findings.map(\.offset) == [9, 15, 21])
        #expect(!engine.run(path: "again", bytes: result.output).changed)
    }

    @Test func crossingEditsLeaveOnlyThatRulesChangesOutAndSayWhy() {
        let source = "a.cross(1)\nb.oldName()\n"
        let result = Engine(rules: [CrossingSites(), RenameLink()]).run(text: source)
        #expect(result.error == nil)
        #expect(String(decoding: result.output, as: UTF8.self) == "a.cross(1)\nb.newName()\n")
        let crossing = result.findings.filter { $0.ruleID == "crossing-sites" }
        #expect(crossing.count == 1)
        #expect(crossing.first?.message.hasPrefix("overlapping edits: crossing-sites at bytes 1..<4 and crossing-sites at bytes 2..<5") == true)
        #expect(crossing.first?.severity == .error)
    }

    @Test func eachPassIsKeptWithTheEditsItMadeAndLocatedThroughThePassesBeforeIt() {
        let source = "let v = a.box(1)\nlet w = b.box(c.box(2))\n"
        let result = Engine(rules: [BoxToCrate()]).run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "let v = a.crate(1)\nlet w = b.crate(c.crate(2))\n")
        // The outer sites are the first pass, the inner one the second, against the first one's output.
        #expect(result.passes.map(\.ruleID) == ["box-to-crate", "box-to-crate"])
        #expect(result.passes.map { $0.edits.map(\.range.lowerBound) } == [[9, 26], [36]])
        // The rule declares no sites: each pass's edits are one site.
        #expect(result.changes.map(\.passIndex) == [0, 1])
        // Each pass holds the sites it made; the file's changes are theirs in file order.
        #expect(result.passes.map { $0.changes.map(\.edits.count) } == [[2], [1]])
        #expect(result.passes.flatMap(\.changes) == result.changes)
        // Every edit is located through the passes before it, the inner one at the start of the outer
        // site it was written into, where its change is too.
        #expect(result.locatedEdits.map(\.originalOffset) == [9, 26, 26])
        #expect(result.changes.map(\.originalRange.lowerBound) == [9, 26])
        #expect(result.text(beforePass: 1) == Array("let v = a.crate(1)\nlet w = b.crate(c.box(2))\n".utf8))
    }

    @Test func nestingDeeperThanThePassLimitIsReportedNotLeftHalfDone() {
        let depth = Engine.nestedSitePasses + 3
        let source = "let v = " + String(repeating: "x.box(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let result = Engine(rules: [BoxToCrate()]).run(text: source)
        #expect(result.error == nil)
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.components(separatedBy: ".crate(").count - 1 == Engine.nestedSitePasses)
        #expect(result.findings.contains { $0.ruleID == "box-to-crate" && $0.message.contains("are nested more than \(Engine.nestedSitePasses) deep") })
    }
}

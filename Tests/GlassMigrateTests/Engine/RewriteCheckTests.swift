import Testing
import GlassMigrate

/// Rewrites `.paint(x)` to `.glaze(x)`, one site each, like a library's rewrite rule.
private struct PaintToGlaze: Rule {
    var ruleDescription: RuleDescription {
        RuleDescription(id: "paint-to-glaze", summary: "Rewrites paint to glaze for tests.", kind: .rewrite, triggers: ["paint"])
    }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        file.links(named: "paint").map { chain, index in
            let link = chain.links[index]
            let name = file.tokens[link.dot].end
            return Fix([Edit(range: name..<name + "paint".utf8.count, replacement: "glaze", ruleID: "paint-to-glaze")])
        }
    }
}

/// Reports every `.glaze` on a receiver named `wall`, like a lint rule that objects to some rewrites.
private struct NoGlazedWalls: Rule {
    var ruleDescription: RuleDescription {
        RuleDescription(id: "no-glazed-walls", summary: "Reports glazed walls for tests.", kind: .lint, triggers: ["glaze"])
    }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        for (chain, index) in file.links(named: "glaze") {
            guard let receiver = chain.receiverTokens, file.text(ofToken: receiver.lowerBound) == "wall" else { continue }
            context.report("A wall must not be glazed.", at: file.tokens[chain.links[index].dot].start, in: file)
        }
        return []
    }
}

/// Wraps the statements of a `do { … }` block in `box { … }` (once), one site around others, as
/// `glass-container` wraps the glass it groups.
private struct BoxDoBlocks: Rule {
    var ruleDescription: RuleDescription {
        RuleDescription(id: "box-do-blocks", summary: "Boxes do blocks for tests.", kind: .rewrite, triggers: ["do"])
    }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        file.tokens.indices.compactMap { index -> Fix? in
            guard file.token(index, is: "do"), let open = file.nextSignificant(after: index),
                  file.tokens[open].kind == .leftBrace, let close = file.partner(of: open),
                  let first = file.nextSignificant(after: open), !file.token(first, is: "box") else { return nil }
            let after = file.tokens[open].end, before = file.tokens[close].start
            return Fix([Edit(range: after..<after, replacement: " box {", ruleID: "box-do-blocks"),
                        Edit(range: before..<before, replacement: "} ", ruleID: "box-do-blocks")])
        }
    }
}

/// Reports a `do` block that holds two `.glaze` calls, on the `do` line and without a fix, as
/// `glass-container` reports a ForEach of glass rows: the block is the finding's subject.
private struct OneGlazePerBlock: Rule {
    var withSubject = true

    var ruleDescription: RuleDescription {
        RuleDescription(id: "one-glaze-per-block", summary: "Reports blocks with two glazes for tests.", kind: .lint, triggers: ["glaze"])
    }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        for index in file.tokens.indices where file.token(index, is: "do") {
            guard let open = file.nextSignificant(after: index), file.tokens[open].kind == .leftBrace,
                  let close = file.partner(of: open) else { continue }
            let glazes = file.links(named: "glaze").filter { open < $0.0.links[$0.1].dot && $0.0.links[$0.1].dot < close }
            guard glazes.count >= 2 else { continue }
            let start = file.tokens[index].start
            context.report(context.finding("A block must not hold two glazes.", at: start, in: file,
                                           subject: withSubject ? start..<file.tokens[close].end : nil))
        }
        return []
    }
}

@Suite struct RewriteCheckTests {
    let engine = Engine(rules: [PaintToGlaze(), NoGlazedWalls()])

    @Test func aRewriteThatALintRuleReportsIsTakenBackAndReportedInItsPlace() {
        let source = "let a = door.paint(1)\nlet b = wall.paint(2)\n"
        let result = engine.run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "let a = door.glaze(1)\nlet b = wall.paint(2)\n")
        #expect(result.changes.count == 1)
        let withdrawn = result.findings.filter { $0.ruleID == "paint-to-glaze/not-rewritten" }
        #expect(withdrawn.map(\.location.line) == [2])
        #expect(withdrawn.first?.message == "Not rewritten: no-glazed-walls would report the rewritten code: A wall must not be glazed.")
        #expect(withdrawn.first?.severity == .warning)
        // The lint rule reports nothing on the file as it is written.
        #expect(!result.findings.contains { $0.ruleID == "no-glazed-walls" })
    }

    @Test func aFindingTheFileAlreadyHadDoesNotTakeBackARewrite() {
        // The wall on the site's line was glazed before the run: the same finding before and after is no objection.
        let source = "let a = wall.glaze(0); let b = door.paint(1)\n"
        let result = engine.run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "let a = wall.glaze(0); let b = door.glaze(1)\n")
        #expect(result.findings.map(\.ruleID) == ["no-glazed-walls"])
    }

    @Test func aRewriteThatAddsASecondFindingOfTheSameKindIsTakenBack() {
        let result = engine.run(text: "let a = wall.glaze(0).paint(1)\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let a = wall.glaze(0).paint(1)\n")
        #expect(result.findings.map(\.ruleID) == ["no-glazed-walls", "paint-to-glaze/not-rewritten"])
    }

    @Test func aSiteAroundAnObjectedSiteIsJudgedWithoutIt() {
        // The wall's finding is on the box's lines too, but the paint site caused it: the box stays, so a
        // second run has nothing left to do.
        let engine = Engine(rules: [PaintToGlaze(), BoxDoBlocks(), NoGlazedWalls()])
        let source = "do {\nlet a = door.paint(1)\nlet b = wall.paint(2)\n}\n"
        let first = engine.run(text: source)
        let output = String(decoding: first.output, as: UTF8.self)
        #expect(output == "do { box {\nlet a = door.glaze(1)\nlet b = wall.paint(2)\n} }\n")
        #expect(first.findings.map(\.ruleID) == ["paint-to-glaze/not-rewritten"])
        #expect(engine.run(text: output).changed == false)
    }

    @Test func aNewFindingAboutCodeAroundTheSitesTakesBackEverySiteInIt() {
        // The finding is on the `do` line, not on the sites' lines: its subject says what it is about.
        let source = "do {\nlet a = door.paint(1)\nlet b = wall.paint(2)\n}\nlet c = roof.paint(3)\n"
        let result = Engine(rules: [PaintToGlaze(), OneGlazePerBlock()]).run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "do {\nlet a = door.paint(1)\nlet b = wall.paint(2)\n}\nlet c = roof.glaze(3)\n")
        #expect(result.findings.map(\.location.line) == [2, 3])
        #expect(result.findings.allSatisfy {
            $0.ruleID == "paint-to-glaze/not-rewritten"
                && $0.message == "Not rewritten: one-glaze-per-block would report the rewritten code: A block must not hold two glazes."
        })
        // Without a subject the finding says nothing about the sites, and they are kept.
        let unscoped = Engine(rules: [PaintToGlaze(), OneGlazePerBlock(withSubject: false)]).run(text: source)
        #expect(unscoped.changes.count == 3)
    }

    @Test func aFindingAboutTheSitesThatTheFileAlreadyHadTakesNothingBack() {
        let source = "do {\nlet a = door.glaze(1)\nlet b = wall.glaze(2)\nlet c = roof.paint(3)\n}\n"
        let result = Engine(rules: [PaintToGlaze(), OneGlazePerBlock()]).run(text: source)
        #expect(result.changes.count == 1)
        #expect(result.findings.map(\.ruleID) == ["one-glaze-per-block"])
    }

    @Test func theCheckIsOffWithTheLintRule() {
        var configuration = Configuration()
        configuration.disable = ["no-glazed-walls"]
        let result = Engine(rules: [PaintToGlaze(), NoGlazedWalls()], configuration: configuration)
            .run(text: "let b = wall.paint(2)\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let b = wall.glaze(2)\n")
        #expect(result.findings.isEmpty)
    }

    @Test func aReviewedSelectionLosesTheSitesALintRuleReports() {
        let source = "let a = door.paint(1)\nlet b = wall.paint(2)\n"
        let all = Engine(rules: [PaintToGlaze()]).run(text: source).changes.map(\.key)
        #expect(all.count == 2)
        let result = engine.run(path: "x.swift", bytes: Array(source.utf8), accepting: Set(all))
        #expect(String(decoding: result.output, as: UTF8.self) == "let a = door.glaze(1)\nlet b = wall.paint(2)\n")
    }

    @Test func theSeverityOfATakenBackSiteIsConfigurable() {
        var configuration = Configuration()
        configuration.severities["paint-to-glaze/not-rewritten"] = .error
        let result = Engine(rules: [PaintToGlaze(), NoGlazedWalls()], configuration: configuration).run(text: "let b = wall.paint(2)\n")
        #expect(result.findings.map(\.severity) == [.error])
    }
}

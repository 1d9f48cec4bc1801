import Testing
import TestSupport
import GlassMigrate

/// Renames every `.oldName(` link to `.newName(` and reports each rename.
struct RenameLink: Rule {
    var id = "rename-link"
    var summary = "Renames a modifier for tests."
    var kind = RuleKind.rewrite
    var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind, triggers: triggers) }
    var from = "oldName"
    var to = "newName"
    var triggers: [String] { [from] }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        [.ungrouped(file.links(named: from).map { chain, index in
            let link = chain.links[index]
            context.report("Renamed \(from).", at: file.tokens[link.nameToken].start, in: file)
            return Edit(range: file.tokens[link.nameToken].range, replacement: to, ruleID: id)
        })]
    }
}

/// Makes two crossing edits on every `.oldName` link's name.
struct Collide: Rule {
    var id = "collide"
    var summary = "Edits the same bytes as rename-link."
    var kind = RuleKind.rewrite
    var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind) }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        [.ungrouped(file.links(named: "oldName").flatMap { chain, index in
            let range = file.tokens[chain.links[index].nameToken].range
            return [Edit(range: range.lowerBound..<range.lowerBound + 2, replacement: "x", ruleID: id),
                    Edit(range: range.lowerBound + 1..<range.lowerBound + 3, replacement: "y", ruleID: id)]
        })]
    }
}

@Suite struct EngineTests {
    @Test func appliesEditsAndKeepsEveryOtherByte() {
        let source = "Text(\"a\")\r\n\t.oldName(1) // keep\r\n\t.other()"
        let result = Engine(rules: [RenameLink()]).run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "Text(\"a\")\r\n\t.newName(1) // keep\r\n\t.other()")
        #expect(result.findings.map(\.location) == [SourceLocation(line: 2, column: 3)])
        #expect(result.edits.map(\.ruleID) == ["rename-link"])
    }

    @Test func rulesRunInOrderAndFindingsMapToTheOriginal() {
        let source = "a.oldName()\nb.oldName()\n"
        let first = RenameLink(id: "first", from: "oldName", to: "muchLongerName")
        let second = RenameLink(id: "second", from: "muchLongerName", to: "z")
        let result = Engine(rules: [first, second]).run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self) == "a.z()\nb.z()\n")
        // The second rule saw shifted text; its findings still point into the original file.
        #expect(result.findings.filter { $0.ruleID == "second" }.map(\.offset) == [2, 14])
    }

    @Test func crossingEditsAreAFindingNamingTheRuleAndItsChangesAreLeftOut() {
        let source = "a.oldName()\n"
        let result = Engine(rules: [Collide()]).run(text: source)
        #expect(result.output == Array(source.utf8))
        #expect(result.error == nil)
        #expect(result.findings.map(\.message) == ["overlapping edits: collide at bytes 2..<4 and collide at bytes 3..<5; this rule's changes to the file were left out."])
        #expect(throws: EditConflict.self) {
            try EditSet([Edit(range: 0..<3, replacement: "", ruleID: "one"), Edit(range: 2..<4, replacement: "", ruleID: "two")])
        }
        do {
            _ = try EditSet([Edit(range: 0..<3, replacement: "", ruleID: "one"), Edit(range: 2..<4, replacement: "", ruleID: "two")])
        } catch {
            #expect("\(error)".contains("one") && "\(error)".contains("two"))
        }
    }

    @Test func filesWithoutTriggersAreNotParsed() {
        // Unbalanced, but skipped before lexing because no trigger occurs: no error.
        let result = Engine(rules: [RenameLink()]).run(text: "func f() {")
        #expect(result.error == nil && !result.changed)
        let broken = Engine(rules: [RenameLink()]).run(text: "func f() { a.oldName()")
        #expect(broken.error?.contains("unbalanced") == true)
        #expect(!broken.changed)
    }

    @Test func invalidUTF8IsReportedAndUntouched() {
        let bytes: [UInt8] = Array("a.oldName() // ".utf8) + [0xFF, 0xFE, 0x0A]
        let result = Engine(rules: [RenameLink()]).run(path: "x.swift", bytes: bytes)
        #expect(result.error?.contains("UTF-8") == true)
        #expect(result.output == bytes)
    }

    @Test func suppressionComments() {
        let source = """
        a.oldName() // glassmigrate:disable:this rename-link
        // glassmigrate:disable:next rename-link
        b.oldName()
        // glassmigrate:disable all
        c.oldName()
        // glassmigrate:enable all
        d.oldName()
        e.oldName() // glassmigrate:disable:this no-such-rule

        """
        let result = Engine(rules: [RenameLink()]).run(text: source)
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.contains("a.oldName()") && output.contains("b.oldName()") && output.contains("c.oldName()"))
        #expect(output.contains("d.newName()") && output.contains("e.newName()"))
        #expect(result.findings.filter { $0.ruleID == Engine.suppressionRuleID }.map(\.location.line) == [8])
    }

    @Test func disabledRulesDoNotRun() {
        var configuration = Configuration()
        configuration.disable = ["rename-link"]
        let result = Engine(rules: [RenameLink()], configuration: configuration).run(text: "a.oldName()")
        #expect(!result.changed)
    }

    @Test func byteSearch() {
        let haystack = Array("let x = Material.thin".utf8)
        #expect(Engine.contains(haystack, "Material"))
        #expect(Engine.contains(haystack, "thin"))
        #expect(!Engine.contains(haystack, "thick"))
        #expect(!Engine.contains([], "a"))
        #expect(Engine.contains(Array("aab".utf8), "ab"))
    }
}

@Suite struct EngineDiffTests {
    @Test(.enabled(if: PatchTools.git != nil, "git is not installed"))
    func engineEditsProduceAPatchGitApplies() throws {
        let source = "import SwiftUI\r\n\r\nstruct A: View {\r\n\tvar body: some View {\r\n\t\tText(\"a\")\r\n\t\t\t.oldName(1) // keep\r\n\t}\r\n}"
        let result = Engine(rules: [RenameLink()]).run(path: "Sources/A.swift", bytes: Array(source.utf8))
        #expect(result.changed)
        let diff = UnifiedDiff.makeBytes(oldPath: "Sources/A.swift", newPath: "Sources/A.swift", old: result.original, new: result.output)
        let scratch = try Scratch(gitRepository: true)
        let applied = try scratch.gitApply(diff, old: result.original, oldPath: "Sources/A.swift", newPath: "Sources/A.swift")
        #expect(applied.failure == nil)
        #expect(applied.bytes == result.output)
    }
}

@Suite struct SuppressionTests {
    /// Lines further down a block comment are commented-out code or prose, not directives.
    @Test func aDirectiveInsideABlockCommentIsCommentedOut() throws {
        let file = try ParsedFile(text: "/*\n// glassmigrate:disable:next rename-link\nText(\"a\").padding()\n*/\n")
        let suppressions = Suppressions(file, knownIDs: ["rename-link"])
        #expect(suppressions.isEmpty)
        #expect(!suppressions.isSuppressed("rename-link", line: 3))
    }

    @Test func anUnknownIDIsReportedEvenWhereNoRuleHasWork() {
        let result = Engine(rules: [RenameLink()]).run(text: "// glassmigrate:disable:next rename-lnik\nlet x = 1\n")
        #expect(result.findings.map(\.ruleID) == [Engine.suppressionRuleID])
    }

    @Test func anEditIsSuppressedWhenAnyLineItTouchesIs() {
        let source = "a\n  .oldName(1,\n  // glassmigrate:disable:this rename-link\n  2)\n"
        struct Whole: Rule {
            var id = "rename-link"
            var summary = "Replaces a whole call for tests."
            var kind = RuleKind.rewrite
            var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind) }
            func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
                [.ungrouped(file.links(named: "oldName").map { Edit(range: $0.chain.links[$0.index].range, replacement: ".new()", ruleID: id) })]
            }
        }
        #expect(!Engine(rules: [Whole()]).run(text: source).changed)
    }
}

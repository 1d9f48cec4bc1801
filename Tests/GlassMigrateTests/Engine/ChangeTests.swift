import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Renames `.oldName` links without declaring sites: its whole output in a file is one site.
private struct UndeclaredRename: Rule {
    var id = "undeclared-rename"
    var summary = "Renames without declaring sites."
    var kind = RuleKind.rewrite
    var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind) }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        [.ungrouped(file.links(named: "oldName").map { chain, index in
            Edit(range: file.tokens[chain.links[index].nameToken].range, replacement: "newName", ruleID: id)
        })]
    }
}

/// Declares one site per `.oldName` link, renaming it to `to`.
private struct DeclaredRename: Rule {
    var id = "declared-rename"
    var summary = "Renames, one site per link."
    var kind = RuleKind.rewrite
    var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind) }
    var from = "oldName"
    var to = "newName"

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        file.links(named: from).map { chain, index in
            Fix([Edit(range: file.tokens[chain.links[index].nameToken].range, replacement: to, ruleID: id)])
        }
    }
}

@Suite struct ChangeTests {
    private func view(_ body: String) -> String {
        "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
    }

    private let iOS17 = DeploymentTargets([.iOS: OSVersion(17)])

    private func material(_ style: OutputStyle = .adaptive) -> Engine {
        var configuration = Configuration()
        configuration.style = style
        return Engine(rules: [MaterialBackground()], configuration: configuration)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func oneSiteHoldsEveryEditOfOneRewrite() {
        let source = view("""
                VStack {
                    Text("a").background(.thinMaterial).clipShape(Capsule())
                    Text("b").background(.regularMaterial, in: Circle())
                }
        """)
        let result = material().run(text: source, deploymentTargets: iOS17)
        #expect(result.changes.count == 2)
        // Rename, inserted shape and removed clip: three edits, one question.
        #expect(result.changes.map(\.edits.count) == [3, 1])
        #expect(result.changes.map(\.location.line) == [6, 7])
        #expect(result.changes.allSatisfy { $0.supportFiles == ["AdaptiveGlassBackground.swift"] && $0.passIndex == 0 })
        #expect(Set(result.changes.flatMap(\.edits)) == Set(result.edits))
    }

    @Test func acceptingOneSiteMakesOnlyItAndItsHelper() throws {
        let source = view("""
                VStack {
                    Text("a").background(.thinMaterial).clipShape(Capsule())
                    Text("b").background(.regularMaterial, in: Circle())
                }
        """)
        let engine = material()
        let full = engine.run(text: source, deploymentTargets: iOS17)
        let second = engine.run(path: "<string>", bytes: Array(source.utf8), deploymentTargets: iOS17,
                                accepting: [full.changes[1].key])
        #expect(text(second.output) == view("""
                VStack {
                    Text("a").background(.thinMaterial).clipShape(Capsule())
                    Text("b").adaptiveGlassBackground(.regularMaterial, in: Circle())
                }
        """))
        #expect(second.changes.map(\.key) == [full.changes[1].key])
        #expect(second.supportFiles.map(\.name) == ["AdaptiveGlassBackground.swift"])
        #expect(second.findings == full.findings)

        let none = engine.run(path: "<string>", bytes: Array(source.utf8), deploymentTargets: iOS17, accepting: [])
        #expect(none.output == Array(source.utf8))
        #expect(none.changes.isEmpty && none.edits.isEmpty)
        #expect(none.supportFiles.isEmpty, "a skipped site must not leave the helper behind")

        let all = engine.run(path: "<string>", bytes: Array(source.utf8), deploymentTargets: iOS17,
                             accepting: Set(full.changes.map(\.key)))
        #expect(all.output == full.output)
        #expect(all.changes == full.changes)
    }

    @Test func aSuppressedSiteAsksForNoHelper() {
        let source = view("""
                Text("a")
                    // glassmigrate:disable:next material-background
                    .background(.thinMaterial, in: Capsule())
        """)
        let result = material().run(text: source, deploymentTargets: iOS17)
        #expect(result.output == Array(source.utf8))
        #expect(result.changes.isEmpty)
        #expect(result.supportFiles.isEmpty, "the only site is suppressed, so nothing calls the helper")
    }

    @Test func theLiquidGlassImportComesWithTheFirstKeptSiteOnly() {
        let source = "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        VStack {\n"
            + "            Text(\"a\").background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))\n"
            + "            Text(\"b\").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))\n"
            + "        }\n    }\n}\n"
        let engine = material(.liquidglass)
        let full = engine.run(text: source, deploymentTargets: iOS17)
        #expect(full.changes.count == 2)
        #expect(full.changes.allSatisfy { $0.sharedEdits.map(\.replacement) == ["\nimport LiquidGlass"] })
        #expect(text(full.output).components(separatedBy: "import LiquidGlass").count == 2)

        let second = engine.run(path: "<string>", bytes: Array(source.utf8), deploymentTargets: iOS17,
                                accepting: [full.changes[1].key])
        #expect(text(second.output) == "import SwiftUI\nimport LiquidGlass\n\nstruct V: View {\n    var body: some View {\n        VStack {\n"
            + "            Text(\"a\").background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))\n"
            + "            Text(\"b\").glass(style: .button)\n"
            + "        }\n    }\n}\n")
        let none = engine.run(path: "<string>", bytes: Array(source.utf8), deploymentTargets: iOS17, accepting: [])
        #expect(none.output == Array(source.utf8), "no kept site, no import")
    }

    @Test func aRuleThatDeclaresNoSitesIsOneSite() {
        let source = "a.oldName()\nb.oldName()\n"
        let engine = Engine(rules: [UndeclaredRename()])
        let full = engine.run(text: source)
        #expect(full.changes.count == 1)
        #expect(full.changes[0].edits.count == 2)
        let kept = engine.run(path: "x", bytes: Array(source.utf8), accepting: [full.changes[0].key])
        #expect(text(kept.output) == "a.newName()\nb.newName()\n")
        let skipped = engine.run(path: "x", bytes: Array(source.utf8), accepting: [])
        #expect(skipped.output == Array(source.utf8))
    }

    @Test func laterRuleSitesKeepTheirKeysWhenEarlierOnesAreSkipped() throws {
        // The second rule runs on the first's output; a site of the second rule away from the first
        // rule's edits is the same site whether or not those edits are made.
        let source = "a.oldName()\nb.other()\n"
        let engine = Engine(rules: [DeclaredRename(to: "muchLongerName"), DeclaredRename(id: "second", from: "other", to: "z")])
        let full = engine.run(text: source)
        #expect(full.changes.map(\.ruleID) == ["declared-rename", "second"])
        #expect(full.changes.map(\.passIndex) == [0, 1])
        #expect(full.changes[1].originalRange == 14..<19)
        let onlySecond = engine.run(path: "x", bytes: Array(source.utf8), accepting: [full.changes[1].key])
        #expect(text(onlySecond.output) == "a.oldName()\nb.z()\n")
        #expect(onlySecond.changes.map(\.key) == [full.changes[1].key])
        #expect(full.text(beforePass: 1) == Array("a.muchLongerName()\nb.other()\n".utf8))
    }

    @Test func aSiteThatOnlyExistsAfterASkippedOneIsNotMade() {
        // `second` renames what the first rule wrote: without the first site there is nothing to rename.
        let source = "a.oldName()\n"
        let engine = Engine(rules: [DeclaredRename(to: "middle"), DeclaredRename(id: "second", from: "middle", to: "z")])
        let full = engine.run(text: source)
        #expect(text(full.output) == "a.z()\n")
        let onlySecond = engine.run(path: "x", bytes: Array(source.utf8), accepting: [full.changes[1].key])
        #expect(onlySecond.output == Array(source.utf8))
        #expect(onlySecond.changes.isEmpty)
    }

    // MARK: - Every fixture

    /// Every rewrite fixture, split into its sites: each site alone, and all but one, gives exactly the
    /// edits of those sites applied to the input; the result parses; no rule decides differently.
    @Test(arguments: FixtureCase.all.filter { $0.read(".expected.swift") != nil })
    func everySubsetOfAFixtureIsExactlyItsSites(_ fixture: FixtureCase) throws {
        let input = try #require(fixture.read(".input.swift"))
        let (configuration, targets) = try fixture.options()
        let engine = Engine(rules: [fixture.rule], configuration: configuration)
        let full = engine.run(path: fixture.name + ".swift", bytes: input, deploymentTargets: targets)
        try #require(full.error == nil)
        let sites = full.changes
        #expect(!sites.isEmpty)
        #expect(Set(sites.flatMap { $0.edits + $0.sharedEdits }) == Set(full.edits), "every edit belongs to a site")
        #expect(Set(sites.map(\.key)).count == sites.count)

        func check(_ kept: [Change]) throws {
            let result = engine.run(path: fixture.name + ".swift", bytes: input, deploymentTargets: targets,
                                    accepting: Set(kept.map(\.key)))
            let expected = try EditSet(kept.flatMap { $0.edits + $0.sharedEdits }).apply(to: input)
            #expect(result.output == expected, "\(fixture.testDescription) keeping \(kept.map(\.location.line))")
            #expect(result.changes.map(\.key) == kept.map(\.key))
            #expect(result.findings == full.findings)
            #expect(Set(result.supportFiles.map(\.name)) == Set(kept.flatMap(\.supportFiles)))
            #expect(throws: Never.self) { try ParsedFile(SourceFile(path: "x.swift", bytes: result.output)) }
        }
        try check([])
        try check(sites)
        for index in sites.indices where sites.count > 1 {
            try check([sites[index]])
            try check(sites.enumerated().filter { $0.offset != index }.map(\.element))
        }
    }
}

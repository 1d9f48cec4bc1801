import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Line-oriented reports say what each rewritten site becomes, not the rule's summary.
@Suite struct RewriteSiteTests {
    static func items(_ source: String, rules: [any Rule], configuration: Configuration = Configuration(),
                      targets: DeploymentTargets = DeploymentTargets([.iOS: OSVersion(17)])) -> [ReportItem] {
        let result = Engine(rules: rules, configuration: configuration)
            .run(text: source, path: "A.swift", deploymentTargets: targets)
        return result.reportItems
    }

    @Test func aMaterialBackgroundSaysWhatItBecomes() {
        let source = """
            import SwiftUI

            struct A: View {
                var body: some View {
                    Text("a")
                        .background(.thinMaterial)
                        .clipShape(Capsule())
                }
            }

            """
        var configuration = Configuration()
        configuration.style = .adaptive
        let items = Self.items(source, rules: [MaterialBackground()], configuration: configuration)
        #expect(items.map(\.location?.line) == [6])
        #expect(items.first?.message == "Becomes `.adaptiveGlassBackground(.thinMaterial, in: Capsule())`; run glassmigrate --write to apply.")
        #expect(items.first?.ruleID == "material-background")
    }

    @Test func aMovedModifierShowsTheNewOrder() {
        let source = """
            let a = Text("a")
                .glassEffect()
                .padding()

            """
        let items = Self.items(source, rules: [GlassEffectOrder()], targets: DeploymentTargets([.iOS: OSVersion(26)]))
        #expect(items.count == 1)
        #expect(items.first?.message == "Becomes `.padding().glassEffect()`; run glassmigrate --write to apply.", "\(items)")
    }

    @Test func twoSitesOnSeparateLinesAreTwoItems() {
        let source = "a.oldName()\nlet x = 1\nlet y = 2\nb.oldName(1)\n"
        let items = Self.items(source, rules: [RenameLink()])
        // RenameLink reports every rename itself, so its own findings are the items; a rule that only
        // edits gets one rewrite item per site.
        struct Silent: Rule {
            var id = "silent-rename"
            var summary = "Renames without reporting."
            var kind = RuleKind.rewrite
            var ruleDescription: RuleDescription { RuleDescription(id: id, summary: summary, kind: kind) }
            func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
                [.ungrouped(file.links(named: "oldName").map { Edit(range: file.tokens[$0.chain.links[$0.index].nameToken].range, replacement: "newName", ruleID: id) })]
            }
        }
        #expect(items.map(\.message) == ["Renamed oldName.", "Renamed oldName."])
        let silent = Self.items(source, rules: [Silent()])
        #expect(silent.map(\.message) == ["Becomes `a.newName()`; run glassmigrate --write to apply.",
                                          "Becomes `b.newName(1)`; run glassmigrate --write to apply."])
        #expect(silent.map(\.location?.line) == [1, 4])
    }
}

/// The JSON report lists each rewritten site with its message, before and after.
@Suite struct RewriteSiteJSONTests {
    @Test func rewritesAreListedPerFile() throws {
        let result = Engine(rules: [GlassEffectOrder()])
            .run(text: "let a = Text(\"a\").glassEffect().padding()\n", path: "A.swift", deploymentTargets: DeploymentTargets([.iOS: OSVersion(26)]))
        let text = JSONReporter.render(RunReport(files: [result]))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let files = try #require(object?["files"] as? [[String: Any]])
        let rewrites = try #require(files.first?["rewrites"] as? [[String: Any]])
        #expect(rewrites.count == 1)
        #expect(rewrites.first?["after"] as? String == "let a = Text(\"a\").padding().glassEffect()")
        #expect(rewrites.first?["before"] as? String == "let a = Text(\"a\").glassEffect().padding()")
        #expect(rewrites.first?["ruleId"] as? String == "glass-effect-order")
    }
}

/// A rewrite's message gives the whole replacement on one line (issue 26, item 3).
@Suite struct RewriteMessageTests {
    @Test func aMultiLineCallIsShownWholeOnOneLine() {
        let source = """
            import SwiftUI

            struct A: View {
                var body: some View {
                    Text("a")
                        .background(
                            .thinMaterial,
                            in:   RoundedRectangle(cornerRadius: 12, style: .continuous)
                        )
                }
            }

            """
        var configuration = Configuration()
        configuration.style = .adaptive
        let items = RewriteSiteTests.items(source, rules: [MaterialBackground()], configuration: configuration)
        #expect(items.map(\.message) == [
            "Becomes `.adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))`; run glassmigrate --write to apply.",
        ], "\(items)")
        #expect(items.map(\.location?.column) == [13])
    }

    @Test func longCodeIsShortenedInTheMiddle() {
        let code = ".adaptiveGlassBackground(" + String(repeating: "x", count: 200) + ", in: Capsule())"
        let message = RewriteSite(ruleID: "r", location: SourceLocation(line: 1, column: 1), before: "", after: code).message
        let shown = String(message.dropFirst("Becomes `".count).prefix { $0 != "`" })
        #expect(shown.count == 120)
        #expect(shown.hasPrefix(".adaptiveGlassBackground(xxx") && shown.hasSuffix("xxx, in: Capsule())"))
        #expect(shown.contains("x…x"))
    }
}

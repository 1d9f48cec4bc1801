import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The built-in rules run one after another on each other's output, and a later run gives every rule
/// the whole output again. So no rule may rework what another wrote: the output of all rules together
/// must be a fixpoint of all rules together, or `--write` followed by `--check` would fail on the
/// tool's own output.
@Suite struct RuleInteractionTests {
    private static func engine(style: OutputStyle = .auto) -> Engine {
        var configuration = Configuration()
        configuration.style = style
        return Engine(rules: BuiltinRules.all, configuration: configuration)
    }

    private static let iOS26 = DeploymentTargets([.iOS: OSVersion(26)])

    /// `.background(M, in: S).padding(x)` keeps its margin outside the glass on iOS 26, in the run that
    /// migrates it and in every run after.
    @Test(arguments: [
        "Text(\"Hi\").background(.thinMaterial, in: Capsule()).padding(8)",
        "Text(\"Hi\").background(.thinMaterial).clipShape(Capsule()).padding(.bottom, 6)",
        "Image(systemName: \"star\").background { Circle().fill(.ultraThinMaterial) }.frame(width: 60, height: 60)",
    ])
    func aMigratedMaterialKeepsItsOuterMargin(_ chain: String) throws {
        let source = "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        \(chain)\n    }\n}\n"
        let first = Self.engine().run(text: source, path: "Card.swift", deploymentTargets: Self.iOS26)
        #expect(first.error == nil)
        let output = String(decoding: first.output, as: UTF8.self)
        let line = try #require(output.split(separator: "\n").first { $0.contains("glassEffect") })
        #expect(line.contains(".glassEffect(.regular, in: "), "\(line)")
        let margin = try #require(chain.range(of: ".padding") ?? chain.range(of: ".frame"))
        #expect(line.hasSuffix(chain[margin.lowerBound...]), "the margin moved inside the glass: \(line)")
        #expect(Set(first.edits.map(\.ruleID)) == ["material-background"])
        let second = Self.engine().run(path: "Card.swift", bytes: first.output, deploymentTargets: Self.iOS26)
        #expect(second.edits.isEmpty, "a second run reworks the first one's output: \(second.edits)")
    }

    /// Two neighbours made glass on iOS 26 would need a `GlassEffectContainer`: `glass-container` reports
    /// the stack, not the sites, and its fix wraps them, so both stay materials, each reported with why.
    @Test func neighboursThatWouldNeedAContainerAreNotRewritten() throws {
        let tile = ".padding(8)\n                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))"
        let source = """
            import SwiftUI

            struct Metrics: View {
                var body: some View {
                    HStack {
                        Text("Latency")
                            \(tile)
                        Text("Drain")
                            \(tile)
                    }
                }
            }

            """
        let result = Self.engine().run(text: source, path: "Metrics.swift", deploymentTargets: Self.iOS26)
        #expect(result.error == nil)
        #expect(!result.changed, "\(String(decoding: result.output, as: UTF8.self))")
        #expect(result.findings.map(\.ruleID) == ["material-background/not-rewritten", "material-background/not-rewritten"])
        #expect(result.findings.allSatisfy { $0.message.contains("glass-container would report the rewritten code") })
    }

    /// The generated helper is glass on 26 as `glassEffect` is: neighbours it would make glass below 26
    /// are taken back as the same code is at a 26 target, each naming glass-container and why.
    @Test func neighboursThatTheHelperWouldMakeGlassAreNotRewritten() throws {
        let source = """
            import SwiftUI

            struct Toasts: View {
                var items: [String]
                var flag: Bool
                var body: some View {
                    VStack(spacing: -20) {
                        ForEach(items, id: \\.self) { item in
                            Text(item)
                                .padding()
                                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                        }
                        if flag {
                            Text("x")
                                .padding()
                                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                        }
                    }
                }
            }

            """
        let result = Self.engine().run(text: source, path: "Toasts.swift", deploymentTargets: DeploymentTargets([.macOS: OSVersion(12)]))
        #expect(result.error == nil)
        #expect(!result.changed, "\(String(decoding: result.output, as: UTF8.self))")
        #expect(result.supportFiles.isEmpty)
        #expect(result.findings.map(\.location.line) == [11, 16])
        #expect(result.findings.allSatisfy {
            $0.ruleID == "material-background/not-rewritten" && $0.message == "Not rewritten: glass-container would report the "
                + "rewritten code: VStack has several sibling glass views outside a GlassEffectContainer, and GlassEffectContainer "
                + "needs a system with Liquid Glass, which this code does not require; put the stack in a GlassEffectContainer "
                + "inside an availability check so the glass shares sampling, blends and morphs."
        })
    }

    /// Buttons whose labels would become glass are glass neighbours, in a stack and as rows of a ForEach in
    /// a custom layout (reported on the ForEach's line, not the sites').
    @Test(arguments: [
        ("HStack(spacing: 24) {\n    Button {} label: {\n        Image(systemName: \"a\")\n            .background(Circle().fill(.ultraThinMaterial))\n    }\n"
            + "    Button {} label: {\n        Image(systemName: \"b\")\n            .background(Circle().fill(.ultraThinMaterial))\n    }\n}",
         "HStack has several sibling glass views outside a GlassEffectContainer; wrap it in GlassEffectContainer so the glass shares sampling, blends and morphs (fix: set fixContainers).",
         [4, 8]),
        ("Wrap {\n    ForEach(items, id: \\.self) { item in\n        Text(item)\n            .padding(8)\n            .background(.ultraThinMaterial)\n            .clipShape(Capsule())\n    }\n}",
         "Every row of this ForEach gets its own glass outside a GlassEffectContainer; put the glass views in one GlassEffectContainer so they share sampling and can blend and morph.",
         [5]),
    ])
    func glassNeighboursAreNotRewritten(_ stack: String, _ reason: String, _ lines: [Int]) throws {
        let indented = stack.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let source = "import SwiftUI\n\nstruct Bar: View {\n    var items: [String]\n    var body: some View {\n\(indented)\n    }\n}\n"
        let result = Self.engine().run(text: source, path: "Bar.swift", deploymentTargets: Self.iOS26)
        #expect(result.error == nil)
        #expect(!result.changed, "\(String(decoding: result.output, as: UTF8.self))")
        #expect(result.findings.map(\.location.line) == lines.map { $0 + 5 })
        #expect(result.findings.allSatisfy {
            $0.ruleID == "material-background/not-rewritten" && $0.message == "Not rewritten: glass-container would report the rewritten code: " + reason
        })
    }

    /// Every fixture input, migrated by all built-in rules with the fixture's options, is left alone by a second run.
    @Test(arguments: FixtureCase.all.filter { !$0.name.hasSuffix("-nocompile") })
    func allRulesTogetherReachAFixpoint(_ fixture: FixtureCase) throws {
        let input = try #require(fixture.read(".input.swift"))
        var (configuration, targets) = try fixture.options()
        configuration.enable = BuiltinRules.all.map(\.id)
        let engine = Engine(rules: BuiltinRules.all, configuration: configuration)
        let first = engine.run(path: fixture.name + ".swift", bytes: input, deploymentTargets: targets)
        guard first.error == nil, first.changed else { return }
        let second = engine.run(path: fixture.name + ".swift", bytes: first.output, deploymentTargets: targets)
        #expect(second.error == nil)
        #expect(second.edits.isEmpty, "a second run changes the output again: \(second.edits.map { "\($0.ruleID): \($0.replacement)" })")
    }
}

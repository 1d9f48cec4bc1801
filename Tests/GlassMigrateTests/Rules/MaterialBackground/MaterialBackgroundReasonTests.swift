import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Every `material-background/review` finding names the exact reason: the argument, the modifier in
/// between, the expression or the call that stops the rewrite.
@Suite struct MaterialBackgroundReasonTests {
    private func findings(_ chain: String, migrateFullBleed: Bool = false) -> [Finding] {
        var configuration = Configuration()
        configuration.migrateFullBleed = migrateFullBleed
        let text = "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        \(chain)\n    }\n}\n"
        let result = Engine(rules: [MaterialBackground()], configuration: configuration)
            .run(text: text, path: "Card.swift", deploymentTargets: DeploymentTargets([.iOS: OSVersion(17)]))
        #expect(result.error == nil)
        #expect(!result.changed, "\(chain) should be left for review")
        return result.findings
    }

    @Test(arguments: [
        // The modifier between the material and a later clip, and what it does to the clip.
        ("Text(\"a\").background(.thinMaterial).overlay(Circle().stroke(.white, lineWidth: 3)).clipShape(Circle())",
         ["`.overlay`", "`.clipShape`", "drawn"]),
        ("Text(\"a\").background(.thinMaterial).border(.gray).cornerRadius(8)", ["`.border`", "`.cornerRadius`"]),
        ("Text(\"a\").background(.thinMaterial).padding(4).clipShape(Capsule())", ["`.padding`", "`.clipShape`", "bounds"]),
        ("Text(\"a\").background(.thinMaterial).frame(width: 40).clipShape(Circle())", ["`.frame`", "bounds"]),
        ("Text(\"a\").background(.thinMaterial).glow().clipShape(Capsule())", ["`.glow`", "`.clipShape`"]),
        ("Text(\"a\").background(.thinMaterial).mask(Capsule())", ["`.mask`"]),
        // A layer drawn before the material that the clip also rounds.
        ("Text(\"a\").background(Color.red).background(.thinMaterial).clipShape(Capsule())", ["`.background`", "before"]),
        // A view padded on some edges only, or by an amount that may be zero, still reaches the clip.
        ("Image(\"cover\").padding(.top, 4).background(.thinMaterial).cornerRadius(10)", ["`.cornerRadius`", "`Image…`", "every edge"]),
        ("Image(\"cover\").padding(isCompact ? 0 : 10).background(.thinMaterial).clipShape(Capsule())", ["`.clipShape`", "every edge"]),
        // Arguments, by label and value.
        ("Text(\"a\").background(.thinMaterial, ignoresSafeAreaEdges: .top)", ["`ignoresSafeAreaEdges: .top`"]),
        ("Text(\"a\").background(.thinMaterial).clipShape(Circle(), style: FillStyle(eoFill: true))",
         ["`style: FillStyle(eoFill: true)`", "`.clipShape`"]),
        ("Text(\"a\").background(.thinMaterial).cornerRadius(8, antialiased: false)", ["`antialiased: false`"]),
        ("Text(\"a\").background(alignment: .top) { Capsule().fill(.thinMaterial) }", ["`alignment:`"]),
        // Expressions that are not a plain material or shape.
        ("Text(\"a\").background(.thinMaterial.opacity(0.5), in: Capsule())", ["`.opacity`"]),
        ("Text(\"a\").background(.regularMaterial.shadow(.drop(color: .black.opacity(0.15), radius: 20, y: 10)), in: .capsule)",
         ["`.shadow`"]),
        ("Text(\"a\").background(isOn ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(.ultraThinMaterial), in: Capsule())",
         ["`AnyShapeStyle(Color.accentColor)`", "`AnyShapeStyle(.ultraThinMaterial)`"]),
        ("Text(\"a\").background(isOn ? nil : Rectangle().fill(Material.ultraThinMaterial))",
         ["`nil`", "`Rectangle().fill(Material.ultraThinMaterial)`"]),
        ("Text(\"a\").background(isOn ? Color.clear : .thinMaterial, in: Capsule())", ["`Color.clear`", "a material"]),
        // A view around the material clips it: not full-bleed, and named.
        ("ZStack { Rectangle().background(.ultraThinMaterial).opacity(0.2) }.cornerRadius(10)",
         ["`.cornerRadius`", "`ZStack`", "line 5"]),
        ("Text(\"a\").padding().background { Color.clear.background(.thinMaterial) }.clipShape(Capsule())",
         ["`.clipShape`", "`.background`"]),
        ("Text(\"a\").background { Capsule().fill(.thinMaterial).shadow(radius: 2) }", ["`.shadow`"]),
        ("Text(\"a\").background { Capsule().fill(.thinMaterial, style: FillStyle(eoFill: true)) }", ["`style:`"]),
        ("Text(\"a\").background { Blob().fill(.thinMaterial) }", ["`Blob()`"]),
        // Glass already in the chain, named with its line.
        ("Text(\"a\").glassEffect().background(.thinMaterial, in: Capsule())", ["`.glassEffect`", "line 5"]),
        ("Text(\"a\").backport.glassEffect().background(.thinMaterial, in: Capsule())", ["`.glassEffect`", "line 5", "SwiftUI's"]),
    ])
    func reviewFindingNamesTheReason(_ chain: String, _ names: [String]) throws {
        let found = findings(chain)
        #expect(found.map(\.ruleID) == ["material-background/review"])
        let message = try #require(found.first?.message)
        for name in names {
            #expect(message.contains(name), "\(message) does not say \(name)")
        }
        #expect(!message.contains("the tool does not know how to carry over"), "a vague reason: \(message)")
    }

    /// A material with no shape whose view is clipped where it is used is followed there: it is not
    /// called full-bleed, and the finding names the use and the clip.
    @Test func aMaterialWhoseViewIsClippedWhereItIsUsedNamesTheClip() throws {
        var configuration = Configuration()
        configuration.migrateFullBleed = false
        let text = """
            import SwiftUI

            struct Shade: View {
                var body: some View {
                    Rectangle().fill(.clear).background(.ultraThinMaterial)
                }
            }

            struct Poster: View {
                var body: some View {
                    Image("poster").overlay { Shade() }.cornerRadius(10)
                }
            }

            """
        let result = Engine(rules: [MaterialBackground()], configuration: configuration)
            .run(text: text, path: "Poster.swift", deploymentTargets: DeploymentTargets([.iOS: OSVersion(17)]))
        // Followed to its use, the material is clipped there: not full-bleed, and the clip is named.
        #expect(result.findings.map(\.ruleID) == ["material-background/review"])
        let message = try #require(result.findings.first?.message)
        for claim in ["usually a bar", "reaches into the safe area", "full-bleed material"] {
            #expect(!message.contains(claim), "\(message) claims \(claim)")
        }
        for advice in ["no shape", "where `Shade` is used (line 11)", "`.cornerRadius`"] {
            #expect(message.contains(advice), "\(message) does not say \(advice)")
        }
    }

    /// A material clipped later is never called full-bleed, and never migrated with a rectangle.
    @Test(arguments: [false, true])
    func aClippedMaterialIsNotFullBleed(_ migrateFullBleed: Bool) {
        let found = findings("Text(\"a\").background(.thinMaterial).overlay(Circle().stroke(.white)).clipShape(Circle())",
                             migrateFullBleed: migrateFullBleed)
        #expect(found.map(\.ruleID) == ["material-background/review"])
    }
}

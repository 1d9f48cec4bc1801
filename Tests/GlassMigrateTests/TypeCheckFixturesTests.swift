import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// One Swift file of a fixture case to type-check: what the tool leaves behind, i.e. the expected
/// output, or the input itself when the case has no `.expected.swift` (the output then equals it).
/// Inputs of changing cases may hold code that does not compile (the beta `isEnabled:` API), which
/// is what the rule fixes.
///
/// Naming convention: a case whose name ends in `-nocompile` (`<case>-nocompile.input.swift`)
/// deliberately holds code that does not compile (a fragment, unbalanced brackets, an API that
/// does not exist) and is skipped here. Every other output is realistic SwiftUI that must
/// type-check against the stand-ins in `Tests/StandIns`.
struct TypeCheckCase: CustomTestStringConvertible, Sendable {
    let fixture: FixtureCase
    let suffix: String

    var testDescription: String { "\(fixture.ruleID)/\(fixture.name)\(suffix)" }

    /// The output of every `Fixtures/<id>/<case>` not named `-nocompile`.
    static var all: [TypeCheckCase] {
        let fixtures = FixtureCase.root.appendingPathComponent("Fixtures")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        var cases: [TypeCheckCase] = []
        for folder in folders.sorted() {
            let directory = fixtures.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in names.sorted() where file.hasSuffix(".input.swift") {
                let name = String(file.dropLast(".input.swift".count))
                if name.hasSuffix("-nocompile") { continue }
                let fixture = FixtureCase(ruleID: folder, name: name, directory: directory)
                let hasExpected = names.contains(name + ".expected.swift")
                cases.append(TypeCheckCase(fixture: fixture, suffix: hasExpected ? ".expected.swift" : ".input.swift"))
            }
        }
        return cases
    }
}

@Suite struct TypeCheckFixturesTests {
    static let skipMessage = Comment(rawValue: TypeChecker.unavailableReason)

    /// Each fixture file compiles beside the generated helper, made for the case's deployment targets.
    @Test(.enabled(if: TypeChecker.isAvailable, skipMessage), arguments: TypeCheckCase.all)
    func fixtureCompiles(_ testCase: TypeCheckCase) throws {
        let source = try #require(testCase.fixture.read(testCase.suffix))
        let (_, targets) = try testCase.fixture.options()
        let text = String(decoding: source, as: UTF8.self)
        var sources = ["Fixture.swift": text]
        // Samples written in the style of the seed article declare their own helper; every other
        // generated helper is there as the run would write it for the case's targets.
        for recipe in BuiltinRules.all.flatMap(\.supportFileRecipes) where !text.contains(recipe.marker) {
            sources[recipe.name] = recipe.render(targets)
        }
        let outcome = try TypeChecker.typecheck(sources: sources)
        #expect(outcome.ok, "\(testCase.testDescription) does not type-check:\n\(outcome.diagnostics)")
    }

    /// The helper compiles on its own for every kind of deployment target set, and its material
    /// parameter takes every material spelling the rule carries over verbatim.
    @Test(.enabled(if: TypeChecker.isAvailable, skipMessage),
          arguments: [DeploymentTargets.unknown, DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)]),
                      DeploymentTargets([.iOS: OSVersion(17), .visionOS: OSVersion(1)]),
                      DeploymentTargets([.macOS: OSVersion(14)])])
    func helperAcceptsEveryMaterialSpelling(_ targets: DeploymentTargets) throws {
        let usage = """
            import SwiftUI

            struct Spellings: View {
                var isOn: Bool
                var body: some View {
                    VStack {
                        Text("a").adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())
                        Text("b").adaptiveGlassBackground(.thinMaterial, in: .rect(cornerRadius: 8))
                        Text("c").adaptiveGlassBackground(.regularMaterial, in: Circle())
                        Text("d").adaptiveGlassBackground(.thickMaterial, in: .capsule)
                        Text("e").adaptiveGlassBackground(.ultraThickMaterial, in: Ellipse())
                        Text("f").adaptiveGlassBackground(.bar, in: Rectangle())
                        Text("g").adaptiveGlassBackground(Material.ultraThin, in: ContainerRelativeShape())
                        Text("h").adaptiveGlassBackground(Material.thinMaterial, in: .circle)
                        Text("i").adaptiveGlassBackground(isOn ? .ultraThinMaterial : .thickMaterial, in: Capsule())
                        Text("j").adaptiveGlassBackground(isOn ? Material.regular : (isOn ? .thinMaterial : .bar), in: Capsule())
                        Text("k").adaptiveGlassBackground(SwiftUI.Material.thick, in: UnevenRoundedRectangle(topLeadingRadius: 4))
                    }
                }
            }

            """
        let outcome = try TypeChecker.typecheck(sources: [
            "Spellings.swift": usage,
            AdaptiveGlassHelper.fileName: AdaptiveGlassHelper.source(availabilityArguments: targets.liquidGlassAvailabilityArguments),
        ])
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }

    /// The demo app, migrated in each style that applies to its iOS 17 / macOS 14 targets, with and
    /// without full-bleed backgrounds and with its content sites, still compiles.
    @Test(.enabled(if: TypeChecker.isAvailable, skipMessage),
          arguments: [OutputStyle.auto, .adaptive, .liquidglass], [false, true])
    func migratedDemoAppCompiles(_ style: OutputStyle, _ migrateFullBleed: Bool) throws {
        let sources = FixtureCase.root.appendingPathComponent("Fixtures/DemoApp/Sources/DemoApp")
        let targets = DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)])
        var configuration = Configuration()
        configuration.style = style
        configuration.migrateFullBleed = migrateFullBleed
        // Content sites too, so every material the rule can rewrite is compiled.
        configuration.migrateContentLayer = true
        let engine = Engine(rules: [MaterialBackground()], configuration: configuration)
        var files: [String: String] = [:]
        var changed = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let bytes = [UInt8](try Data(contentsOf: sources.appendingPathComponent(name)))
            let result = engine.run(path: name, bytes: bytes, deploymentTargets: targets)
            #expect(result.error == nil, "\(name): \(result.error ?? "")")
            if result.changed { changed += 1 }
            files[name] = String(decoding: result.output, as: UTF8.self)
            // The package the liquidglass style asks for is the LiquidGlass stand-in the type checker links.
            for file in result.supportFiles where file.package == nil { files[file.name] = file.contents }
            if style == .liquidglass, result.changed { #expect(result.supportFiles.contains { $0.package?.product == "LiquidGlass" }) }
        }
        #expect(changed > 0, "the demo app has material backgrounds to migrate")
        let outcome = try TypeChecker.typecheck(sources: files)
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }
}

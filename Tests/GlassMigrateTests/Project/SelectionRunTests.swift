import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// `Runner.run(_:accepting:options:)`: a run redone keeping only chosen changes.
@Suite struct SelectionRunTests {
    static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n"
        + "let package = Package(name: \"App\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\")])\n"
    static let source = "import SwiftUI\n\nstruct A: View {\n    var body: some View {\n        Group {\n"
        + "            Text(\"1\").background(.thinMaterial, in: Capsule())\n"
        + "            Text(\"2\").background(.thinMaterial, in: Circle())\n"
        + "        }\n    }\n}\n"

    @Test func keepsOnlyTheAcceptedSitesAndPlansSupportFilesAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        let path = try directory.write("Sources/App/A.swift", Self.source)
        let runner = Runner(rules: BuiltinRules.all)
        let options = RunOptions(paths: [directory.path + "/Sources"], jobs: 1)
        let full = try runner.run(options)
        let sites = try #require(full.files.first { $0.path == path }?.changes)
        #expect(sites.count == 2)
        #expect(full.supportFiles.count == 1)

        let none = try runner.run(full, accepting: [:], options: options)
        #expect(none.files.first { $0.path == path }?.changed == false)
        #expect(none.supportFiles.isEmpty)
        #expect(!none.hasChanges)

        let second = try runner.run(full, accepting: [path: [sites[1].key]], options: options)
        #expect(second.supportFiles.map(\.file.name) == ["AdaptiveGlassBackground.swift"])
        #expect(Runner.write(second).isEmpty)
        let written = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(written == Self.source.replacingOccurrences(of: "Text(\"2\").background(", with: "Text(\"2\").adaptiveGlassBackground("))
    }

    /// The redone run tells the rules what each module declares, as the first run did: a package's
    /// own `glassEffect` declared in another file keeps its calls the package's own API.
    @Test func theRedoneRunSeesTheModuleDeclarations() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        try directory.write("Sources/App/Shim.swift", "import SwiftUI\n\nextension View {\n    func glassEffect() -> some View { opacity(0.9) }\n}\n")
        let path = try directory.write("Sources/App/B.swift", """
            import SwiftUI

            struct B: View {
                var body: some View {
                    HStack {
                        Text("1").background(.thinMaterial, in: Capsule())
                        Text("2").padding().glassEffect()
                        Text("3").padding().glassEffect()
                    }
                }
            }

            """)
        let runner = Runner(rules: BuiltinRules.all)
        let options = RunOptions(paths: [directory.path + "/Sources"], jobs: 1)
        let full = try runner.run(options)
        let file = try #require(full.files.first { $0.path == path })
        #expect(file.changes.count == 1)
        #expect(file.findings.isEmpty, "\(file.findings.map(\.message))")
        let reviewed = try runner.run(full, accepting: [path: Set(file.changes.map(\.key))], options: options)
        let again = try #require(reviewed.files.first { $0.path == path })
        #expect(again.output == file.output)
        #expect(again.findings.isEmpty, "\(again.findings.map(\.message))")
    }

    @Test func aFileWhoseHelperCannotBeWrittenOffersNoSites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        let path = try directory.write("Sources/App/A.swift", Self.source)
        // Something else already has the helper's name: the run cannot create it, so the file is left
        // as it was, its sites reported, and a review has nothing to ask about it.
        try directory.write("Sources/App/AdaptiveGlassBackground.swift", "// not the helper\n")
        let runner = Runner(rules: BuiltinRules.all)
        let options = RunOptions(paths: [directory.path + "/Sources"], jobs: 1)
        let full = try runner.run(options)
        let file = try #require(full.files.first { $0.path == path })
        #expect(!file.changed && file.changes.isEmpty && full.supportFiles.isEmpty)
        let reasons = file.findings.filter { $0.ruleID == "material-background/not-rewritten" }.map(\.message)
        #expect(reasons.count == 2 && reasons.allSatisfy { $0.contains("does not declare") }, "\(reasons)")
        let none = try runner.run(full, accepting: [:], options: options)
        #expect(!none.hasChanges && !none.hasProblems)
    }
}

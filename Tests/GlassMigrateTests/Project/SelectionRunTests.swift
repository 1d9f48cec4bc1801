import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// `Runner.run(_:accepting:options:)`: a run redone keeping only chosen change sites.
@Suite struct SelectionRunTests {
    static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n"
        + "let package = Package(name: \"App\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\")])\n"
    static let source = "import SwiftUI\n\nstruct A: View {\n    var body: some View {\n        VStack {\n"
        + "            Text(\"1\").background(.thinMaterial, in: Capsule())\n"
        + "            Text(\"2\").background(.thinMaterial, in: Circle())\n"
        + "        }\n    }\n}\n"

    @Test func keepsOnlyTheAcceptedSitesAndPlansSupportFilesAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        let path = try directory.write("Sources/App/A.swift", Self.source)
        let runner = Runner(transforms: BuiltinTransforms.all)
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

    @Test func aFileWhoseHelperCannotBeWrittenOffersNoSites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", Self.manifest)
        let path = try directory.write("Sources/App/A.swift", Self.source)
        // Something else already has the helper's name: the run cannot create it, so the file is left
        // as it was, its sites reported, and a review has nothing to ask about it.
        try directory.write("Sources/App/AdaptiveGlassBackground.swift", "// not the helper\n")
        let runner = Runner(transforms: BuiltinTransforms.all)
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

import Foundation
@testable import GlassMigrate
import Testing

/// The `liquidglass` style adds the LiquidGlass package where the rewritten module is built: a package
/// target's Package.swift, or an Xcode target (classic or synchronized), once, and shown in the diff.
@Suite struct LiquidGlassDependencyEndToEndTests {
    static let url = "https://github.com/rguillen-dev/LiquidGlass.git"

    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("New").padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
        }

        """

    static let migrated = """
        import SwiftUI
        import LiquidGlass

        struct Card: View {
            var body: some View {
                Text("New").padding().glass(style: .card)
            }
        }

        """

    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.iOS(.v17), .macOS(.v14)],
            targets: [
                .target(name: "App"),
            ]
        )

        """

    private func run(_ arguments: [String], in tree: TemporaryTree) throws -> ProcessOutput {
        try Executable.run(["--style", "liquidglass"] + arguments, in: tree.root)
    }

    // MARK: - Swift package

    @Test func aPackageTargetGainsThePackageOnceAndTheDiffShowsIt() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", Self.manifest)
        try tree.write("Sources/App/Card.swift", Self.card)
        let dryRun = try run(["--dry-run", "."], in: tree)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.text.contains("diff --git a/Package.swift b/Package.swift\n"), "\(dryRun.text)")
        #expect(dryRun.text.contains("+    dependencies: [\n+        .package(url: \"\(Self.url)\", from: \"1.2.0\"),\n+    ],\n"), "\(dryRun.text)")

        let write = try run(["--write", "."], in: tree)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try tree.text("Sources/App/Card.swift") == Self.migrated)
        let edited = try tree.text("Package.swift")
        #expect(edited == Self.manifest.replacingOccurrences(of: "    targets: [\n        .target(name: \"App\"),", with: """
                dependencies: [
                    .package(url: "\(Self.url)", from: "1.2.0"),
                ],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "LiquidGlass", package: "LiquidGlass")]),
            """))
        // The manifest still reads as the same package, and has the dependency once.
        let read = DeploymentTargetReader.parsePackage(Array(edited.utf8))
        #expect(read.minimums == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
        #expect(edited.components(separatedBy: "LiquidGlass.git").count == 2)

        let again = try run(["--write", "."], in: tree)
        #expect(again.stderr.contains("0 files rewritten"), "\(again.stderr)")
        #expect(try tree.text("Package.swift") == edited)
    }

    @Test func aComputedManifestKeepsItsSitesWithWhatToAdd() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", Self.manifest.replacingOccurrences(of: "    targets: [", with: "    dependencies: shared,\n    targets: ["))
        try tree.write("Sources/App/Card.swift", Self.card)
        let write = try run(["--write", "."], in: tree)
        #expect(try tree.text("Sources/App/Card.swift") == Self.card)
        #expect(write.stderr.contains("Not rewritten: Package.swift cannot be edited safely (the package's `dependencies:` is not written as a list literal "
            + "(it may be computed)); add the package \(Self.url) (from: \"1.2.0\") and its product LiquidGlass to the target, then run glassmigrate again."),
            "\(write.stderr)")
    }

    @Test func anXcodeGenProjectKeepsItsSitesWithWhatToAdd() throws {
        let tree = try TemporaryTree()
        try tree.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    deploymentTarget: \"17.0\"\n    sources: [App]\n")
        try tree.write("App/Card.swift", Self.card)
        let write = try run(["--write", "."], in: tree)
        #expect(try tree.text("App/Card.swift") == Self.card)
        #expect(write.stderr.contains("`packages: {LiquidGlass: {url: \(Self.url), from: \"1.2.0\"}}`"), "\(write.stderr)")
    }

    // MARK: - Xcode projects

    private func project(synchronized: Bool, watch: Bool = false, frameworks: Bool = true) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        var targets: [XcodeProjectFixture.Target] = [synchronized
            ? .init(name: "App", settings: XcodeProjectFixture.iOS(), folders: ["App"])
            : .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])]
        if watch { targets.append(.init(name: "Watch", settings: XcodeProjectFixture.watchOS(), files: synchronized ? [] : ["App/Card.swift"])) }
        var fixture = XcodeProjectFixture(targets: targets)
        fixture.frameworksPhases = frameworks
        try fixture.write(to: tree)
        try tree.write("App/Card.swift", Self.card)
        return tree
    }

    @Test(arguments: [false, true])
    func anXcodeTargetLinksThePackageOnce(synchronized: Bool) throws {
        let tree = try project(synchronized: synchronized)
        let path = "Demo.xcodeproj/project.pbxproj"
        let original = try tree.text(path)
        let dryRun = try run(["--dry-run", "."], in: tree)
        #expect(dryRun.text.contains("diff --git a/\(path) b/\(path)\n"), "\(dryRun.text)")

        let write = try run(["--write", "."], in: tree)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try tree.text("App/Card.swift") == Self.migrated)
        let edited = try tree.text(path)
        let inserted = try #require(Glass.insertedLines(from: original, to: edited))
        let hex = "[0-9A-F]{24}"
        let patterns = [
            "^\t\t\(hex) /\\* LiquidGlass in Frameworks \\*/ = \\{isa = PBXBuildFile; productRef = \(hex) /\\* LiquidGlass \\*/; \\};$",
            "^\t\t\t\t\(hex) /\\* LiquidGlass in Frameworks \\*/,$",
            "^\t\t\tpackageProductDependencies = \\($",
            "^\t\t\t\t\(hex) /\\* LiquidGlass \\*/,$",
            "^\t\t\t\\);$",
            "^\t\t\tpackageReferences = \\($",
            "^\t\t\t\t\(hex) /\\* XCRemoteSwiftPackageReference \"LiquidGlass\" \\*/,$",
            "^\t\t\t\\);$",
        ]
        func matches(_ line: String, _ pattern: String) -> Bool { line.range(of: pattern, options: .regularExpression) != nil }
        for pattern in patterns { #expect(inserted.contains { matches($0, pattern) }, "\(pattern) in \(inserted)") }
        // Besides those, only whole objects of the two package sections, and a PBXBuildFile section where there was none.
        let sectionLines = ["^$", "^/\\* (Begin|End) (PBXBuildFile|XCRemoteSwiftPackageReference|XCSwiftPackageProductDependency) section \\*/$",
                            "^\t\t\(hex) /\\* (XCRemoteSwiftPackageReference \"LiquidGlass\"|LiquidGlass) \\*/ = \\{isa = (XCRemoteSwiftPackageReference|XCSwiftPackageProductDependency); "]
        for line in inserted where !patterns.contains(where: { matches(line, $0) }) {
            #expect(sectionLines.contains { matches(line, $0) }, "unexpected inserted line: \(line)")
        }
        #expect(inserted.filter { matches($0, sectionLines[2]) }.count == 2)
        #expect(edited.contains("isa = XCRemoteSwiftPackageReference; repositoryURL = \"\(Self.url)\"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.2.0; }; };"))
        #expect(edited.contains("isa = XCSwiftPackageProductDependency; package = "))

        // The project reader parses the edit: three new objects, the product linked into App.
        let before = try #require(XcodeProject(Array(original.utf8)))
        let after = try Glass.project(tree)
        #expect(after.objectIDs.count == before.objectIDs.count + 3)
        #expect(after.packageProducts == [["LiquidGlass"]])
        #expect(after.remotePackages.map(\.url) == [Self.url])
        #expect(after.owners(ofFile: "App/Card.swift") == [0])

        let again = try run(["--write", "."], in: tree)
        #expect(again.stderr.contains("0 files rewritten"), "\(again.stderr)")
        #expect(try tree.text(path) == edited)
    }

    /// A second target that comes to need the package reuses the project's reference to it.
    @Test func aSecondTargetReusesThePackageReference() throws {
        let tree = try TemporaryTree()
        var fixture = XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"]),
            .init(name: "Extra", settings: XcodeProjectFixture.iOS(), files: ["Extra/Other.swift"]),
        ])
        fixture.frameworksPhases = true
        try fixture.write(to: tree)
        try tree.write("App/Card.swift", Self.card)
        try tree.write("Extra/Other.swift", Glass.plain)
        #expect(try run(["--write", "."], in: tree).status == 0)
        let once = try Glass.project(tree)
        #expect(once.packageProducts == [["LiquidGlass"], []])

        try tree.write("Extra/Other.swift", Self.card.replacingOccurrences(of: "struct Card", with: "struct Other"))
        let again = try run(["--write", "."], in: tree)
        #expect(again.status == 0, "\(again.stderr)")
        let twice = try Glass.project(tree)
        #expect(twice.packageProducts == [["LiquidGlass"], ["LiquidGlass"]])
        #expect(twice.remotePackages.count == 1)
        #expect(twice.objectIDs.count == once.objectIDs.count + 2)
    }

    @Test func aProjectThatAlsoBuildsForWatchOSGetsNoLiquidGlassCode() throws {
        let tree = try project(synchronized: false, watch: true)
        let original = try tree.text("Demo.xcodeproj/project.pbxproj")
        let write = try run(["--write", "."], in: tree)
        #expect(try tree.text("App/Card.swift") == Self.card)
        #expect(try tree.text("Demo.xcodeproj/project.pbxproj") == original)
        #expect(write.stderr.contains("[material-background/liquidglass-platform]"), "\(write.stderr)")
        #expect(write.stderr.contains("also built for watchOS 10.0"), "\(write.stderr)")
    }

    @Test func aTargetWithoutAFrameworksPhaseKeepsItsSitesWithWhatToAdd() throws {
        let tree = try project(synchronized: false, frameworks: false)
        let original = try tree.text("Demo.xcodeproj/project.pbxproj")
        let write = try run(["--write", "."], in: tree)
        #expect(try tree.text("App/Card.swift") == Self.card)
        #expect(try tree.text("Demo.xcodeproj/project.pbxproj") == original)
        #expect(write.stderr.contains("Not rewritten: Demo.xcodeproj/project.pbxproj cannot be edited safely (target App has no Frameworks build phase); "
            + "add the package \(Self.url) (from: \"1.2.0\") and its product LiquidGlass to the target, then run glassmigrate again."), "\(write.stderr)")
    }
}

import Foundation
import Testing
@testable import GlassMigrate
import GlassMigrateTransforms

/// Runs over small Tuist trees (a `Project.swift`, no `.xcodeproj`): the helper gets the check and the
/// place of the targets whose source globs take the calling files, as for an Xcode target.
@Suite struct TuistRunTests {
    private let card = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").background(.thinMaterial, in: Capsule()) } }\n"

    private func target(_ name: String, _ destinations: String, _ deployment: String?, _ sources: String) -> String {
        let deploymentArgument = deployment.map { "\n        deploymentTargets: \($0)," } ?? ""
        return """
            .target(
                name: "\(name)",
                destinations: \(destinations),
                product: .app,
                bundleId: "com.example.\(name)",\(deploymentArgument)
                sources: \(sources)
            )
        """
    }

    private func manifest(_ targets: [String], imports: String = "import ProjectDescription") -> String {
        "\(imports)\n\nlet project = Project(\n    name: \"App\",\n    targets: [\n\(targets.joined(separator: ",\n"))\n    ]\n)\n"
    }

    private func run(_ directory: TemporaryDirectory) throws -> RunReport {
        try Runner(rules: [MaterialBackground()]).run(RunOptions(paths: [directory.path], jobs: 1))
    }

    @Test func anIOSTargetsHelperChecksIOSOnlyAndGoesWhereItsGlobTakesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest([target("App", ".iOS", ".iOS(\"17.0\")", "[\"App/Sources/**\"]")]))
        try directory.write("App/Sources/Views/Card.swift", card)
        let report = try run(directory)
        #expect(report.files.first { $0.path.hasSuffix("Card.swift") }?.changed == true)
        #expect(report.supportFiles.map(\.path) == [directory.path + "/App/Sources/Views/AdaptiveGlassBackground.swift"])
        let helper = try #require(report.supportFiles.first?.file.contents)
        #expect(helper.contains("#available(iOS 26.0, *)"))
        #expect(!helper.contains("macOS"))
        #expect(report.projectFiles.isEmpty)
        let targets = DeploymentTargetReader().deploymentTargets(forFile: directory.path + "/App/Sources/Views/Card.swift")
        #expect(targets == DeploymentTargets([.iOS: OSVersion(17)], origin: directory.path + "/Project.swift"))
        // A file no target's globs take keeps today's answer.
        #expect(DeploymentTargetReader().deploymentTargets(forFile: directory.path + "/Scripts/Tool.swift") == .unknown)
    }

    /// Azkar's shape: an app and a widget that both compile `Shared/`. Each gets one helper in a folder
    /// only it compiles, so the shared files see exactly one helper in either target.
    @Test func targetsSharingAFolderEachGetOneHelper() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest([
            target("App", ".iOS", ".iOS(\"17.0\")", "[\"App/Sources/**\", \"Shared/Sources/**\"]"),
            target("Mac", "[.mac]", ".macOS(\"14.0\")", "[\"Mac/Sources/**/*.swift\", \"Shared/Sources/**\"]"),
        ]))
        try directory.write("App/Sources/Home.swift", card.replacingOccurrences(of: "Card", with: "Home"))
        try directory.write("Shared/Sources/Card.swift", card)
        try directory.write("Mac/Sources/Panel.swift", card.replacingOccurrences(of: "Card", with: "Panel"))
        let report = try run(directory)
        #expect(report.files.filter { !$0.path.hasSuffix("/Project.swift") }.allSatisfy { $0.changed })
        #expect(report.supportFiles.map(\.path) == [directory.path + "/App/Sources/AdaptiveGlassBackground.swift",
                                                     directory.path + "/Mac/Sources/AdaptiveGlassBackground.swift"])
        #expect(report.supportFiles.map { $0.file.contents.contains("#available(iOS 26.0, *)") } == [true, false])
        #expect(report.supportFiles.map { $0.file.contents.contains("#available(macOS 26.0, *)") } == [false, true])
        // The shared file is built for both platforms.
        let shared = DeploymentTargetReader().deploymentTargets(forFile: directory.path + "/Shared/Sources/Card.swift")
        #expect(shared.minimums == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
    }

    /// A shared file alone: one helper in the shared folder serves both targets, so its check names both platforms.
    @Test func aHelperBothTargetsCompileNamesBothPlatforms() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest([
            target("App", ".iOS", ".iOS(\"17.0\")", "[\"App/**\", \"Shared/**\"]"),
            target("Mac", ".macOS", ".macOS(\"14.0\")", "[\"Mac/**\", \"Shared/**\"]"),
        ]))
        try directory.write("Shared/Card.swift", card)
        let report = try run(directory)
        #expect(report.supportFiles.map(\.path) == [directory.path + "/Shared/AdaptiveGlassBackground.swift"])
        #expect(report.supportFiles.first?.file.contents.contains("#available(iOS 26.0, macOS 26.0, *)") == true)
    }

    /// A helper an earlier run placed in another folder of the same target is reused, not written twice.
    @Test func aHelperElsewhereInTheTargetIsReused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest([target("App", ".iOS", ".iOS(\"17.0\")", "[\"App/**/*.swift\"]")]))
        try directory.write("App/Views/Card.swift", card)
        let first = try run(directory)
        let helper = try #require(first.supportFiles.first)
        try directory.write("App/Support/AdaptiveGlassBackground.swift", helper.file.contents)
        let report = try Runner(rules: [MaterialBackground()]).run(RunOptions(paths: [directory.path + "/App/Views"], jobs: 1))
        #expect(report.files.first?.changed == true)
        #expect(report.supportFiles.isEmpty)
    }

    /// KeyboardCowboy's shape: targets made by ProjectDescriptionHelpers are not guessed, so the files
    /// keep today's answer: unknown deployment targets, a helper whose check names every platform.
    @Test func targetsMadeByHelpersKeepTheFourPlatformFallback() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest(
            [target("App", ".iOS", ".iOS(\"17.0\")", "[\"App/**\"]"), "        .helperTarget(name: \"Mac\")"],
            imports: "import ProjectDescription\nimport ProjectDescriptionHelpers"))
        try directory.write("App/Card.swift", card)
        let report = try run(directory)
        #expect(report.supportFiles.map(\.path) == [directory.path + "/App/AdaptiveGlassBackground.swift"])
        #expect(report.supportFiles.first?.file.contents.contains("#available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)") == true)
        #expect(DeploymentTargetReader().deploymentTargets(forFile: directory.path + "/App/Card.swift") == .unknown)
    }

    /// A target whose destinations are computed still says which files it compiles (the helper goes
    /// there), but not its platforms: the check names every platform.
    @Test func computedDestinationsKeepTheFourPlatformCheck() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", "import ProjectDescription\nlet platforms: Destinations = [.iPhone]\n"
            + manifest([target("App", "platforms", ".iOS(\"17.0\")", "[\"App/Sources/**\"]")]).replacingOccurrences(of: "import ProjectDescription\n", with: ""))
        try directory.write("App/Sources/Views/Card.swift", card)
        let report = try run(directory)
        #expect(report.supportFiles.map(\.path) == [directory.path + "/App/Sources/Views/AdaptiveGlassBackground.swift"])
        #expect(report.supportFiles.first?.file.contents.contains("#available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)") == true)
    }

    /// An app's own `Project.swift` model beside its views is not a manifest: the folder's files take
    /// their targets from the real manifest above.
    @Test func anAppsOwnProjectTypeIsNotAManifest() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest([target("App", ".iOS", ".iOS(\"18.0\")", "[\"App/**\"]")]))
        try directory.write("App/Model/Project.swift", "import Foundation\nstruct Project { var name: String }\nlet sample = Project(name: \"Garden\")\n")
        try directory.write("App/Model/Card.swift", card)
        let targets = DeploymentTargetReader().deploymentTargets(forFile: directory.path + "/App/Model/Card.swift")
        #expect(targets == DeploymentTargets([.iOS: OSVersion(18)], origin: directory.path + "/Project.swift"))
    }

    /// The LiquidGlass style needs a package dependency, which a Tuist manifest gets by hand: the sites stay, with what to add.
    @Test func liquidGlassNamesTheManifestToEdit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", manifest([target("App", ".iOS", ".iOS(\"17.0\")", "[\"App/**\"]")]))
        try directory.write(".glassmigrate.json", "{\"style\": \"liquidglass\"}")
        let rounded = card.replacingOccurrences(of: "Capsule()", with: "RoundedRectangle(cornerRadius: 16, style: .continuous)")
        try directory.write("App/Card.swift", rounded)
        let report = try run(directory)
        #expect(report.files.first { $0.path.hasSuffix("Card.swift") }?.changed == false)
        #expect(report.projectFiles.isEmpty && report.supportFiles.isEmpty)
        let messages = report.findings.map(\.message)
        #expect(messages.contains { $0.contains("Project.swift, which glassmigrate does not edit") })
    }
}

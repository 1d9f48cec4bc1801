import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct SupportFilePlanningTests {
    /// The two-target project with the tvOS target at 18, so both targets need the helper.
    private let tvOS18Project = twoTargetProject
        .replacingOccurrences(of: "TVOS_DEPLOYMENT_TARGET = 26.0", with: "TVOS_DEPLOYMENT_TARGET = 18.0")
        .replacingOccurrences(of: "TVOS_DEPLOYMENT_TARGET = \"26.0\"", with: "TVOS_DEPLOYMENT_TARGET = \"18.0\"")

    /// In an Xcode project each file has its own targets' deployment targets, but the generated helper
    /// serves every target that compiles it: its check must name every platform of those targets, not
    /// only the first requester's.
    @Test func theHelperNamesThePlatformsOfEveryTargetThatCompilesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.xcodeproj/project.pbxproj", tvOS18Project)
        let card = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").background(.thinMaterial, in: Capsule()) } }\n"
        // Compiled by the iOS target and the tvOS target.
        try directory.write("App/Shared/Common.swift", card)
        let report = try Runner(rules: [MaterialBackground()]).run(RunOptions(paths: [directory.path], jobs: 1))
        #expect(report.supportFiles.map(\.path) == [directory.path + "/App/AdaptiveGlassBackground.swift"])
        #expect(report.supportFiles.first?.file.contents.contains("#available(iOS 26.0, tvOS 26.0, *)") == true)
        #expect(report.projectFiles.map(\.summary) == ["adds AdaptiveGlassBackground.swift to the Sources of Phone, TV"])
    }

    /// With no package or project read (loose files, a file no target of a Tuist manifest takes), the
    /// platforms are unknown: the helper's check names every platform with Liquid Glass, so it compiles
    /// on macOS, tvOS and watchOS as on iOS.
    @Test func aHelperOfUnknownTargetsNamesEveryPlatform() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Project.swift", "import ProjectDescription\nlet project = Project(name: \"App\", targets: [])\n")
        try directory.write("App/Panel.swift", "import SwiftUI\nstruct Panel: View { var body: some View { Text(\"a\").background(.thinMaterial, in: Capsule()) } }\n")
        let report = try Runner(rules: [MaterialBackground()]).run(RunOptions(paths: [directory.path], jobs: 1))
        #expect(report.supportFiles.count == 1)
        #expect(report.supportFiles.first?.file.contents.contains("#available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)") == true)
    }

    /// A file of one target and a file of another each get a helper their own target compiles: the
    /// tvOS target's synchronized folder needs no project edit, the iOS target's group does.
    @Test func eachTargetGetsAHelperOnlyItCompiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.xcodeproj/project.pbxproj", tvOS18Project)
        let card = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").background(.thinMaterial, in: Capsule()) } }\n"
        try directory.write("App/Phone/PhoneView.swift", card)
        try directory.write("TV/Shelf.swift", card)
        let report = try Runner(rules: [MaterialBackground()]).run(RunOptions(paths: [directory.path], jobs: 1))
        #expect(report.supportFiles.map(\.path) == [directory.path + "/App/Phone/AdaptiveGlassBackground.swift",
                                                     directory.path + "/TV/AdaptiveGlassBackground.swift"])
        #expect(report.supportFiles.map { $0.file.contents.contains("#available(iOS 26.0, *)") } == [true, false])
        #expect(report.supportFiles.map { $0.file.contents.contains("#available(tvOS 26.0, *)") } == [false, true])
        #expect(report.projectFiles.map(\.summary) == ["adds AdaptiveGlassBackground.swift to the Sources of Phone"])
    }
}

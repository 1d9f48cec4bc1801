import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct SupportFilePlanningTests {
    /// In an Xcode project each file has its own targets' deployment targets, but the generated helper
    /// serves the whole module: its check must name every platform there, not only the first requester's.
    @Test func theHelperNamesThePlatformsOfItsDestinationNotOfItsFirstRequester() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let project = twoTargetProject.replacingOccurrences(of: "TVOS_DEPLOYMENT_TARGET = 26.0", with: "TVOS_DEPLOYMENT_TARGET = 18.0")
            .replacingOccurrences(of: "TVOS_DEPLOYMENT_TARGET = \"26.0\"", with: "TVOS_DEPLOYMENT_TARGET = \"18.0\"")
        try directory.write("App.xcodeproj/project.pbxproj", project)
        let card = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").background(.thinMaterial, in: Capsule()) } }\n"
        try directory.write("App/Phone/PhoneView.swift", card)
        try directory.write("TV/Shelf.swift", card)
        let report = try Runner(transforms: [MaterialBackground()]).run(RunOptions(paths: [directory.path], jobs: 1))
        let helpers = report.supportFiles.filter { $0.file.name == AdaptiveGlassHelper.fileName }
        #expect(helpers.count == 1)
        #expect(helpers.first?.file.contents.contains("#available(iOS 26.0, tvOS 26.0, *)") == true)
    }
}

import Testing
@testable import GlassMigrate

/// A repository whose root holds both a tooling Package.swift (macOS only) and the app's Xcode project:
/// a file the project compiles takes the project's deployment targets, a file of the package its own.
@Suite struct PackageBesideProjectTests {
    @Test func theProjectThatOwnsAFileWinsOverAPackageBesideIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Tools", platforms: [.macOS(.v15)],
                                  targets: [.executableTarget(name: "BuildTools", path: "BuildTools")])

            """)
        try directory.write("App.xcodeproj/project.pbxproj", twoTargetProject)
        let phone = try directory.write("App/Phone/PhoneView.swift", "struct PhoneView {}\n")
        let tool = try directory.write("BuildTools/main.swift", "print(1)\n")
        let reader = DeploymentTargetReader()
        #expect(reader.deploymentTargets(forFile: phone).minimums == [.iOS: OSVersion(17)])
        #expect(reader.deploymentTargets(forFile: tool).minimums == [.macOS: OSVersion(15)])
    }
}

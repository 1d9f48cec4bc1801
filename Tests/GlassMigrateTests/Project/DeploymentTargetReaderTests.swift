import Foundation
import Testing
@testable import GlassMigrate

@Suite struct DeploymentTargetReaderTests {
    private func package(_ text: String) -> [Platform: OSVersion] {
        DeploymentTargetReader.parsePackage(Array(text.utf8)).minimums
    }

    private func project(_ text: String) -> [Platform: OSVersion] {
        DeploymentTargetReader.parseProject(Array(text.utf8))
    }

    // MARK: - Package.swift

    @Test func packageEnumVersions() {
        let text = """
        let package = Package(
            name: "App",
            platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1), .macCatalyst(.v17)],
            targets: [.target(name: "App")]
        )
        """
        #expect(package(text) == [.iOS: OSVersion(17), .macOS: OSVersion(14), .tvOS: OSVersion(17),
                                  .watchOS: OSVersion(10), .visionOS: OSVersion(1), .macCatalyst: OSVersion(17)])
    }

    @Test func packageVersion26AndUnderscoredVersion() {
        #expect(package("Package(name: \"A\", platforms: [.iOS(.v26), .macOS(.v10_15)])")
            == [.iOS: OSVersion(26), .macOS: OSVersion(10, 15)])
    }

    @Test func packageStringVersions() {
        #expect(package(#"Package(name: "A", platforms: [.iOS("17.0"), .macOS("10.15")])"#)
            == [.iOS: OSVersion(17), .macOS: OSVersion(10, 15)])
    }

    @Test func commentsInsideTheListAreIgnored() {
        let text = """
        let package = Package(
            name: "A",
            platforms: [
                // .iOS(.v12) is what we used to support
                .iOS(.v26), /* .macOS(.v11), */
                .macOS(.v26) // keep in sync with the app
            ]
        )
        """
        #expect(package(text) == [.iOS: OSVersion(26), .macOS: OSVersion(26)])
    }

    @Test func missingPlatformsGivesNothing() {
        let text = """
        let package = Package(name: "A", targets: [
            .target(name: "A", swiftSettings: [.define("X", .when(platforms: [.iOS, .macOS]))]),
        ])
        """
        #expect(package(text).isEmpty)
    }

    @Test func conditionBeforePlatformsDoesNotHideThem() {
        let text = """
        let settings: [SwiftSetting] = [.define("X", .when(platforms: [.iOS]))]
        let package = Package(name: "A", platforms: [.visionOS(.v2), .iOS(.v26)])
        """
        #expect(package(text) == [.visionOS: OSVersion(2), .iOS: OSVersion(26)])
    }

    @Test func targetPathsAreRead() {
        let text = """
        let package = Package(name: "A", dependencies: [.package(path: "../Other")], targets: [
            .target(name: "Core", path: "Sources/Engine"),
            .target(name: "Rules", dependencies: ["Core"], path: "Rules"),
        ])
        """
        #expect(DeploymentTargetReader.parsePackage(Array(text.utf8)).targetPaths == ["Sources/Engine", "Rules"])
    }

    // MARK: - project.pbxproj

    @Test func projectMinimumOverConfigurations() {
        let text = """
        /* Debug */ = {
            buildSettings = {
                IPHONEOS_DEPLOYMENT_TARGET = 26.0;
                MACOSX_DEPLOYMENT_TARGET = 15.0;
            };
        };
        /* Release */ = {
            buildSettings = {
                IPHONEOS_DEPLOYMENT_TARGET = 17.2;
                RECOMMENDED_MACOSX_DEPLOYMENT_TARGET = 10.13;
                MACOSX_DEPLOYMENT_TARGET = "$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)";
            };
        };
        """
        #expect(project(text) == [.iOS: OSVersion(17, 2), .macOS: OSVersion(15)])
    }

    @Test func projectQuotedConditionalAndVisionOS() {
        let text = """
        buildSettings = {TVOS_DEPLOYMENT_TARGET = "18.0"; "WATCHOS_DEPLOYMENT_TARGET[sdk=watchos*]" = 11.0;
            XROS_DEPLOYMENT_TARGET = 2.0; IPHONEOS_DEPLOYMENT_TARGET = "26.0";};
        """
        #expect(project(text) == [.tvOS: OSVersion(18), .watchOS: OSVersion(11), .visionOS: OSVersion(2),
                                  .iOS: OSVersion(26)])
    }

    @Test func projectCountsOnlyThePlatformsItBuildsFor() {
        // As in a real app target: a stale MACOSX_DEPLOYMENT_TARGET, but the target builds for
        // iPhone and Vision Pro only, with no visionOS deployment target of its own.
        let text = """
        buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 18.5;
            MACOSX_DEPLOYMENT_TARGET = 13.0;
            SDKROOT = iphoneos;
            SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
            SUPPORTS_MACCATALYST = YES;
        };
        """
        #expect(project(text) == [.iOS: OSVersion(18, 5), .visionOS: OSVersion(1)])
    }

    @Test func projectWithoutSupportedPlatformsFallsBackToSDKRoot() {
        let text = """
        buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx; };
        buildSettings = { SDKROOT = auto; };
        """
        #expect(project(text) == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
        #expect(project("buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx; };")
            == [.macOS: OSVersion(14)])
    }

    // MARK: - Lookup

    @Test func nearestPackageWinsAndOriginIsSet() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", "let package = Package(name: \"Outer\", platforms: [.iOS(.v17)])")
        try directory.write("Inner/Package.swift", "let package = Package(name: \"Inner\", platforms: [.iOS(.v26)])")
        let outerFile = try directory.write("Sources/App/View.swift")
        let innerFile = try directory.write("Inner/Sources/Kit/Glass.swift")
        let reader = DeploymentTargetReader()
        #expect(reader.deploymentTargets(forFile: outerFile)
            == DeploymentTargets([.iOS: OSVersion(17)], origin: directory.path + "/Package.swift"))
        #expect(reader.deploymentTargets(forFile: innerFile)
            == DeploymentTargets([.iOS: OSVersion(26)], origin: directory.path + "/Inner/Package.swift"))
        #expect(reader.deploymentTargets(forFile: innerFile).allSupportLiquidGlass)
    }

    @Test func packageWithoutPlatformsIsUnknownWithOrigin() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", "let package = Package(name: \"A\")")
        let file = try directory.write("Sources/A/A.swift")
        let targets = DeploymentTargetReader().deploymentTargets(forFile: file)
        #expect(targets.minimums.isEmpty)
        #expect(targets.origin == directory.path + "/Package.swift")
        #expect(!targets.allSupportLiquidGlass)
    }

    @Test func xcodeProjectsInOneDirectoryAreMerged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("B.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 26.0; XROS_DEPLOYMENT_TARGET = 26.0;")
        try directory.write("A.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = \"18.4\";")
        let file = try directory.write("App/Views/Card.swift")
        let targets = DeploymentTargetReader().deploymentTargets(forFile: file)
        #expect(targets == DeploymentTargets([.iOS: OSVersion(18, 4), .visionOS: OSVersion(26)],
                                             origin: directory.path + "/A.xcodeproj/project.pbxproj"))
    }

    @Test func relativePathsAreResolvedAgainstTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", "Package(name: \"A\", platforms: [.macOS(.v26)])")
        try directory.write("Sources/A/A.swift")
        // A path relative to the current directory that climbs to `/` and back down, so no chdir is needed.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + directory.path.dropFirst() + "/Sources/A/../A/A.swift"
        let reader = DeploymentTargetReader()
        #expect(reader.deploymentTargets(forFile: relative).minimums == [.macOS: OSVersion(26)])
        #expect(reader.moduleRoot(forFile: relative) == directory.path + "/Sources/A")
    }

    /// A package for iOS 18 with 40 files in four targets; the files' paths.
    private static func packageOfForty(in directory: TemporaryDirectory) throws -> [String] {
        try directory.write("Package.swift", "Package(name: \"A\", platforms: [.iOS(.v18)])")
        return try (0..<40).map { index in try directory.write("Sources/M\(index % 4)/F\(index).swift") }
    }

    @Test func eachManifestIsReadOnceAcrossThreads() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let files = try Self.packageOfForty(in: directory)
        let reader = DeploymentTargetReader()
        let results = ResultBox(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.set(index, reader.deploymentTargets(forFile: files[index]).minimums[.iOS])
            _ = reader.moduleRoot(forFile: files[index])
        }
        #expect(results.values == Array(repeating: OSVersion(18), count: files.count))
        #expect(reader.manifestReads == 1)
    }

    @Test func aLookupThatDoesNotWaitAnswersAsOneThatDoesOrNotAtAll() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let files = try Self.packageOfForty(in: directory)
        let reader = DeploymentTargetReader()
        let answered = ResultBox(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            // Not waiting, a lookup may give up while another thread reads the manifest; any answer is the right one.
            if let targets = reader.deploymentTargetsIfReady(forFile: files[index]) { answered.set(index, targets.minimums[.iOS] ?? OSVersion(0)) }
        }
        #expect(answered.values.allSatisfy { $0 == nil || $0 == OSVersion(18) })
        // Once nothing is being read, it always answers.
        for file in files { #expect(reader.deploymentTargetsIfReady(forFile: file) == reader.deploymentTargets(forFile: file)) }
        #expect(reader.manifestReads == 1)
    }

    @Test func xcodeFilesTakeTheTargetsThatCompileThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let origin = try directory.write("Two.xcodeproj/project.pbxproj", twoTargetProject)
        let reader = DeploymentTargetReader()
        #expect(reader.deploymentTargets(forFile: try directory.write("TV/Menu.swift"))
            == DeploymentTargets([.tvOS: OSVersion(26)], origin: origin))
        #expect(reader.deploymentTargets(forFile: try directory.write("App/Phone/PhoneView.swift"))
            == DeploymentTargets([.iOS: OSVersion(17)], origin: origin))
        #expect(reader.deploymentTargets(forFile: try directory.write("App/Shared/Common.swift"))
            == DeploymentTargets([.iOS: OSVersion(17), .tvOS: OSVersion(26)], origin: origin))
        // No target owns these: the whole project answers, as conservative as before.
        #expect(reader.deploymentTargets(forFile: try directory.write("TV/Legacy/Old.swift"))
            == DeploymentTargets([.iOS: OSVersion(17), .tvOS: OSVersion(26)], origin: origin))
        #expect(reader.deploymentTargets(forFile: try directory.write("Scripts/make.swift"))
            == DeploymentTargets([.iOS: OSVersion(17), .tvOS: OSVersion(26)], origin: origin))
        #expect(reader.manifestReads == 1)
    }

    @Test func aProjectFileThatChangedSinceItWasReadIsNotEdited() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Two.xcodeproj/project.pbxproj", twoTargetProject)
        let reader = DeploymentTargetReader()
        guard case .xcodeProjects(_, let projects) = reader.buildSystem(forFile: try directory.write("App/Phone/PhoneView.swift")),
              let project = projects.first, let graph = project.graph else {
            Issue.record("no project read")
            return
        }
        // The text is let go once read, and read again when an edit needs it.
        #expect(project.bytesAsRead() == Array(twoTargetProject.utf8))
        let addition = XcodeProjectEditor.Addition(fileName: "New.swift", path: "App/Phone/New.swift",
                                                   existingReference: nil, group: "G3", targets: [0])
        guard case .success(let text) = PlanAttempt.edit(project, graph: graph, adding: [addition]) else {
            Issue.record("the unchanged project was not edited")
            return
        }
        #expect(text.original == Array(twoTargetProject.utf8))
        #expect(text.output != text.original)

        // Another tool (or Xcode) saves the project while the run is under way.
        try directory.write("Two.xcodeproj/project.pbxproj", twoTargetProject + "\n")
        #expect(project.bytesAsRead() == nil)
        guard case .failure(let refusal) = PlanAttempt.edit(project, graph: graph, adding: [addition]) else {
            Issue.record("a project changed since it was read was edited")
            return
        }
        #expect(refusal.reason == "it can no longer be read as it was when this run read it")
    }

    @Test func unownedFilesOfAParsedProjectFilterPlatformsPerTarget() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Only the tvOS target names SUPPORTED_PLATFORMS; a file-wide filter would drop the iOS target.
        let project = twoTargetProject.replacingOccurrences(of: "SDKROOT = appletvos;",
                                                            with: "SDKROOT = appletvos; SUPPORTED_PLATFORMS = \"appletvos appletvsimulator\";")
        #expect(project != twoTargetProject)
        #expect(DeploymentTargetReader.parseProject(Array(project.utf8)) == [.tvOS: OSVersion(26)])
        let origin = try directory.write("Two.xcodeproj/project.pbxproj", project)
        #expect(DeploymentTargetReader().deploymentTargets(forFile: try directory.write("Scripts/make.swift"))
            == DeploymentTargets([.iOS: OSVersion(17), .tvOS: OSVersion(26)], origin: origin))
    }

    @Test func xcodeProjectThatOwnsTheFileWinsOverItsNeighbour() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
        let origin = try directory.write("B.xcodeproj/project.pbxproj", twoTargetProject)
        let reader = DeploymentTargetReader()
        #expect(reader.deploymentTargets(forFile: try directory.write("TV/Menu.swift"))
            == DeploymentTargets([.tvOS: OSVersion(26)], origin: origin))
        #expect(reader.deploymentTargets(forFile: try directory.write("Other/X.swift")).minimums
            == [.iOS: OSVersion(15), .tvOS: OSVersion(26)])
    }

    @Test func xcodeProjectIsParsedOnceAcrossThreads() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Two.xcodeproj/project.pbxproj", twoTargetProject)
        var files: [String] = []
        for index in 0..<40 { files.append(try directory.write("TV/Screen\(index % 4)/F\(index).swift")) }
        let reader = DeploymentTargetReader()
        let results = ResultBox(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let targets = reader.deploymentTargets(forFile: files[index])
            results.set(index, targets.minimums[.iOS] ?? targets.minimums[.tvOS])
        }
        #expect(results.values == Array(repeating: OSVersion(26), count: files.count))
        #expect(reader.manifestReads == 1)
    }

    // MARK: - Module root

    @Test func moduleRootIsTheFolderUnderSourcesOrTests() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", "Package(name: \"A\")")
        let reader = DeploymentTargetReader()
        #expect(reader.moduleRoot(forFile: try directory.write("Sources/App/Views/Deep/V.swift"))
            == directory.path + "/Sources/App")
        #expect(reader.moduleRoot(forFile: try directory.write("Tests/AppTests/T.swift"))
            == directory.path + "/Tests/AppTests")
        #expect(reader.moduleRoot(forFile: try directory.write("Sources/Loose.swift")) == nil)
        #expect(reader.moduleRoot(forFile: try directory.write("Scripts/tool/x.swift")) == nil)
    }

    @Test func moduleRootFollowsDeclaredTargetPaths() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", """
            Package(name: "A", targets: [
                .target(name: "Rules", path: "Transforms"),
                .target(name: "Engine", path: "Sources/Engine/Core"),
            ])
            """)
        let reader = DeploymentTargetReader()
        #expect(reader.moduleRoot(forFile: try directory.write("Transforms/Sub/R.swift"))
            == directory.path + "/Transforms")
        #expect(reader.moduleRoot(forFile: try directory.write("Sources/Engine/Core/E.swift"))
            == directory.path + "/Sources/Engine/Core")
    }

    @Test func noPackageMeansNoModuleRootAndUnknownTargets() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 26.0;")
        let file = try directory.write("Sources/App/V.swift")
        let reader = DeploymentTargetReader()
        #expect(reader.moduleRoot(forFile: file) == nil)
        #expect(reader.deploymentTargets(forFile: file).minimums == [.iOS: OSVersion(26)])
        let lonely = try TemporaryDirectory()
        defer { lonely.remove() }
        let other = try lonely.write("V.swift")
        // Assumes no Package.swift or Xcode project in the temporary directory's ancestors.
        #expect(reader.deploymentTargets(forFile: other) == .unknown)
    }
}

/// Collects results written from `concurrentPerform` iterations.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [OSVersion?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: OSVersion?) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [OSVersion?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

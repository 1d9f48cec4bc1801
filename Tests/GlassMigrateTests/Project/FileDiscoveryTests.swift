import Foundation
import Testing
import GlassMigrate

@Suite struct FileDiscoveryTests {
    @Test func findsSwiftFilesSortedAndSkipsBuildAndDependencyFolders() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["Sources/B.swift", "Sources/A.swift", "Sources/Sub/C.swift", "README.md", "Sources/D.swift.orig",
                     ".build/x.swift", "DerivedData/x.swift", "Pods/P/x.swift", "Carthage/x.swift", ".git/x.swift",
                     ".swiftpm/x.swift", "node_modules/m/x.swift", "Sources/Sub/Pods/y.swift", ".github/z.swift"] {
            try directory.write(path)
        }
        let result = FileDiscovery().discover([directory.path])
        let root = directory.path
        #expect(result.files == ["\(root)/.github/z.swift", "\(root)/Sources/A.swift", "\(root)/Sources/B.swift",
                                 "\(root)/Sources/Sub/C.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func pathsKeepTheRootAsGiven() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/V.swift")
        #expect(FileDiscovery().discover([directory.path + "/App//"]).files == [directory.path + "/App/V.swift"])
    }

    @Test func explicitFilesAreIncludedAsGivenAndOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let script = try directory.write("tool.swiftscript")
        let view = try directory.write("Sources/V.swift")
        let result = FileDiscovery(exclude: ["*.swiftscript"]).discover([script, directory.path + "/Sources", view])
        #expect(result.files == [view, script].sorted())
    }

    @Test func excludeAndIncludeGlobsAreRelativeToTheRoot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for path in ["App/Views/Card.swift", "App/Views/Card.generated.swift", "App/Generated/Model.swift",
                     "App/Models/User.swift", "Tests/CardTests.swift"] {
            try directory.write(path)
        }
        let root = directory.path
        let excluding = FileDiscovery(exclude: ["*.generated.swift", "App/Generated"]).discover([root])
        #expect(excluding.files == ["\(root)/App/Models/User.swift", "\(root)/App/Views/Card.swift",
                                    "\(root)/Tests/CardTests.swift"])
        let including = FileDiscovery(exclude: ["**/*.generated.swift"], include: ["App/**"]).discover([root])
        #expect(including.files == ["\(root)/App/Generated/Model.swift", "\(root)/App/Models/User.swift",
                                    "\(root)/App/Views/Card.swift"])
        // Relative to the root given, so `App/` is not part of the path here.
        let fromApp = FileDiscovery(include: ["Views/*.swift"]).discover([root + "/App"])
        #expect(fromApp.files == ["\(root)/App/Views/Card.generated.swift", "\(root)/App/Views/Card.swift"])
    }

    @Test func configurationPatternsAreUsed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift")
        try directory.write("B.swift")
        var configuration = Configuration()
        configuration.exclude = ["B.swift"]
        #expect(FileDiscovery(configuration: configuration).discover([directory.path]).files == [directory.path + "/A.swift"])
    }

    @Test func symlinkLoopTerminatesAndListsEachFileOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/V.swift")
        try directory.link("App/loop", to: "..")
        try directory.link("App/self", to: ".")
        try directory.makeDirectory("X")
        try directory.link("X/back", to: "../Y")
        try directory.makeDirectory("Y")
        try directory.link("Y/back", to: "../X")
        try directory.write("Y/W.swift")
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files == [directory.path + "/App/V.swift", directory.path + "/Y/W.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func linkToOutsideTheRootIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Outside/Secret.swift")
        try directory.write("Outside/Lone.swift")
        try directory.write("Root/A.swift")
        try directory.link("Root/Escape", to: directory.path + "/Outside")
        try directory.link("Root/Lone.swift", to: "../Outside/Lone.swift")
        let result = FileDiscovery().discover([directory.path + "/Root"])
        #expect(result.files == [directory.path + "/Root/A.swift"])
    }

    @Test func linkToADirectoryInsideTheRootIsFollowedWhenNotWalkedOtherwise() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Root/Shared/S.swift")
        try directory.write("Root/Hidden/node_modules/Kit/K.swift")
        try directory.link("Root/AAlias", to: "Shared")
        try directory.link("Root/Kit", to: "Hidden/node_modules/Kit")
        try directory.link("Root/Same.swift", to: "Shared/S.swift")
        let result = FileDiscovery().discover([directory.path + "/Root"])
        // Shared is listed under its own path although its alias sorts first; Kit is only reachable by link.
        #expect(result.files == [directory.path + "/Root/Kit/K.swift", directory.path + "/Root/Shared/S.swift"])
    }

    @Test func missingPathIsAProblemAndTheRestGoesOn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("A.swift")
        let missing = directory.path + "/Nope"
        let result = FileDiscovery().discover([missing, directory.path])
        #expect(result.files == [file])
        #expect(result.problems == [PathProblem(path: missing, reason: "No such file or directory")])
        #expect(result.problems[0].description == missing + ": No such file or directory")
    }

    // Root reads any directory, so the permission check only means something for other users.
    @Test(.enabled(if: getuid() != 0)) func unreadableDirectoryIsAProblem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.swift")
        try directory.write("Locked/B.swift")
        chmod(directory.path + "/Locked", 0)
        defer { chmod(directory.path + "/Locked", 0o755) }
        let result = FileDiscovery().discover([directory.path])
        #expect(result.files == [directory.path + "/A.swift"])
        #expect(result.problems == [PathProblem(path: directory.path + "/Locked", reason: "Permission denied")])
    }
}

import Foundation
import GlassMigrate
import Testing

/// Every write of a run stays inside the package or project roots of the paths given, through
/// symbolic links too (`WriteRoots`); the output files named on the command line are the only exception.
@Suite struct WriteRootsTests {
    /// `outside/` holds an Xcode project whose target compiles `App/Card.swift`; `app/` is the tree given.
    private static func projectOutside(_ tree: TemporaryTree) throws -> [UInt8] {
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])])
            .write(to: tree, in: "outside")
        try tree.write("app/App/Card.swift", Glass.card())
        return try tree.read("outside/Demo.xcodeproj/project.pbxproj")
    }

    @Test func aProjectFileLinkedOutOfTheTreeIsNotEdited() throws {
        let tree = try TemporaryTree()
        let before = try Self.projectOutside(tree)
        try FileManager.default.createDirectory(at: tree.url("app/Demo.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.url("app/Demo.xcodeproj/project.pbxproj").path,
                                                   withDestinationPath: "../../outside/Demo.xcodeproj/project.pbxproj")
        let run = try Executable.run(["--write", "app"], in: tree.root)
        #expect(try tree.read("outside/Demo.xcodeproj/project.pbxproj") == before, "\(run.stderr)")
        #expect(run.stderr.contains("Not rewritten: it needs app/Demo.xcodeproj/project.pbxproj, which is outside app, the package or project roots of the paths given (a symbolic link leads it to outside/Demo.xcodeproj/project.pbxproj)"), "\(run.stderr)")
        #expect(try tree.text("app/App/Card.swift") == Glass.card())
        #expect(!FileManager.default.fileExists(atPath: tree.url("app/App/\(Glass.helper)").path))
        #expect(!FileManager.default.fileExists(atPath: tree.url("outside/App/\(Glass.helper)").path))
    }

    @Test func aHelperFolderLinkedOutOfTheTreeGetsNoHelper() throws {
        let tree = try TemporaryTree()
        try tree.write("app/Card.swift", Glass.card())
        try tree.write("app/.glassmigrate.json", #"{"helperPath": "Generated/"}"# + "\n")
        try FileManager.default.createDirectory(at: tree.url("outside"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.url("app/Generated").path, withDestinationPath: "../outside")
        let run = try Executable.run(["--write", "app"], in: tree.root)
        #expect(run.stderr.contains("Not rewritten: it needs app/Generated/\(Glass.helper), which is outside app, the package or project roots of the paths given (a symbolic link leads it to outside/\(Glass.helper))"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.url("outside").path).isEmpty)
        #expect(try tree.text("app/Card.swift") == Glass.card())
    }

    @Test func aSourceLinkedOutOfTheTreeIsNotWrittenThroughTheLink() throws {
        let tree = try TemporaryTree()
        let source = "import SwiftUI\nlet v = Text(\"a\").glassEffect().padding()\n"
        try tree.write("outside/Real.swift", source)
        try FileManager.default.createDirectory(at: tree.url("app"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.url("app/Link.swift").path, withDestinationPath: "../outside/Real.swift")
        let run = try Executable.run(["--write", "app/Link.swift"], in: tree.root)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("app/Link.swift: not written: it is outside app, the package or project roots of the paths given (a symbolic link leads it to outside/Real.swift)"), "\(run.stderr)")
        #expect(try tree.text("outside/Real.swift") == source)
    }

    @Test func filesOfNoPackageShareTheFolderThatHoldsThemAll() throws {
        let tree = try TemporaryTree()
        try tree.write("loose/a/Card.swift", Glass.card())
        try tree.write("loose/b/Other.swift", Glass.card("Other"))
        try tree.write("loose/.glassmigrate.json", #"{"helperPath": "Generated/"}"# + "\n")
        try tree.write("loose/a/.glassmigrate.json", #"{"helperPath": "Deeper/"}"# + "\n")
        // loose/a's configuration puts the helper in loose/a/Deeper, inside the root loose/a (a file in no package).
        let alone = try Executable.run(["--dry-run", "loose/a"], in: tree.root)
        #expect(alone.text.contains("+++ b/loose/a/Deeper/\(Glass.helper)"), "\(alone.stderr)")
        try FileManager.default.removeItem(at: tree.url("loose/a/.glassmigrate.json"))
        // loose's configuration puts it in loose/Generated: outside the root loose/a, inside loose (holding a and b).
        let one = try Executable.run(["--write", "loose/a"], in: tree.root)
        #expect(one.stderr.contains("Not rewritten: it needs loose/Generated/\(Glass.helper), which is outside loose/a, the package or project roots of the paths given; run glassmigrate on a folder that holds it"), "\(one.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.url("loose/Generated").path))
        let both = try Executable.run(["--write", "loose/a/Card.swift", "loose/b"], in: tree.root)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("loose/Generated/\(Glass.helper)").path), "\(both.stderr)")
    }

    @Test func aPackageRootAboveThePathGivenIsARoot() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])

            """)
        try tree.write("Sources/App/Views/Card.swift", Glass.card())
        let run = try Executable.run(["--write", "Sources/App/Views"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("Sources/App/\(Glass.helper)").path), "\(run.stderr)")
    }

    /// The check is in `Runner.write` itself, for every kind of write, not only in the plan.
    @Test func runnerWriteRefusesEveryWriteOutsideTheRoots() throws {
        let tree = try TemporaryTree()
        try tree.write("app/A.swift", "let a = 1\n")
        try tree.write("outside/B.swift", "let b = 1\n")
        try tree.write("outside/project.pbxproj", "{}\n")
        let roots = WriteRoots(folders: [tree.url("app").path])
        func changed(_ path: String, _ before: String) -> FileResult {
            var result = FileResult.unchanged(path: tree.url(path).path, bytes: Array(before.utf8))
            result.output = Array("let changed = 1\n".utf8)
            return result
        }
        var report = RunReport(files: [changed("app/A.swift", "let a = 1\n"), changed("outside/B.swift", "let b = 1\n")],
                               supportFiles: [PlannedSupportFile(path: tree.url("outside/New.swift").path,
                                                                 file: SupportFile(name: "New.swift", contents: "struct New {}\n", marker: "struct New", ruleID: "test"))],
                               projectFiles: [PlannedProjectEdit(path: tree.url("outside/project.pbxproj").path, original: Array("{}\n".utf8),
                                                                 output: Array("{ }\n".utf8), summary: "test")])
        report.writeRoots = roots
        let problems = Runner.write(report)
        #expect(Set(problems.map { $0.path }) == [tree.url("outside/B.swift").path, tree.url("outside/New.swift").path,
                                              tree.url("outside/project.pbxproj").path], "\(problems)")
        #expect(problems.allSatisfy { $0.reason.hasPrefix("not written: it is outside") }, "\(problems)")
        #expect(try tree.text("app/A.swift") == "let changed = 1\n")
        #expect(try tree.text("outside/B.swift") == "let b = 1\n")
        #expect(try tree.text("outside/project.pbxproj") == "{}\n")
        #expect(!FileManager.default.fileExists(atPath: tree.url("outside/New.swift").path))
    }
}

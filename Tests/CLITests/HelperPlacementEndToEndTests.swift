import Foundation
@testable import GlassMigrate
import Testing

/// Small sources and checks shared by the helper-placement end-to-end tests.
enum Glass {
    static let helper = "AdaptiveGlassBackground.swift"

    /// A view with one material background in a capsule.
    static func card(_ name: String = "Card") -> String {
        """
        import SwiftUI

        struct \(name): View {
            var body: some View {
                Text("New").padding(6).background(.thinMaterial, in: Capsule())
            }
        }

        """
    }

    static func migrated(_ name: String = "Card") -> String {
        card(name).replacingOccurrences(of: ".background(.thinMaterial, in: Capsule())",
                                        with: ".adaptiveGlassBackground(.thinMaterial, in: Capsule())")
    }

    static let plain = "struct Model { var name = \"\" }\n"

    /// The lines `edited` has that `original` does not, when `edited` is `original` with lines inserted
    /// and nothing else changed; nil otherwise.
    static func insertedLines(from original: String, to edited: String) -> [String]? {
        let old = original.split(separator: "\n", omittingEmptySubsequences: false)
        let new = edited.split(separator: "\n", omittingEmptySubsequences: false)
        var inserted: [String] = []
        var index = 0
        for line in new {
            if index < old.count && old[index] == line {
                index += 1
            } else {
                inserted.append(String(line))
            }
        }
        return index == old.count ? inserted : nil
    }

    /// Applies `patch` with `git apply` in a copy of `tree` and returns the copy.
    static func applied(_ patch: [UInt8], to tree: TemporaryTree) throws -> (TemporaryTree, ProcessOutput) {
        let copy = try tree.copy()
        try copy.write("glass.patch", patch)
        _ = try runSystemTool("git", ["init", "-q"], in: copy.root)
        let git = try runSystemTool("git", ["apply", "glass.patch"], in: copy.root)
        try FileManager.default.removeItem(at: copy.url("glass.patch"))
        try? FileManager.default.removeItem(at: copy.url(".git"))
        return (copy, git)
    }

    /// Every regular file under `tree` with its bytes, by relative path.
    static func snapshot(_ tree: TemporaryTree) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let root = tree.root.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try tree.read(path)
            }
        }
        return files
    }

    static func project(_ tree: TemporaryTree, _ path: String = "Demo.xcodeproj/project.pbxproj") throws -> XcodeProject {
        try #require(XcodeProject(try tree.read(path)))
    }
}

/// A classic-group Xcode project (files listed in project.pbxproj): the helper is added to the project.
@Suite struct ClassicProjectEndToEndTests {
    private func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Views/Card.swift", "App/Model.swift"]),
        ]).write(to: tree)
        try tree.write("App/Views/Card.swift", Glass.card())
        try tree.write("App/Model.swift", Glass.plain)
        return tree
    }

    @Test func theProjectGainsOneReferenceGroupChildAndBuildFileAndNothingElse() throws {
        let tree = try makeTree()
        let original = try tree.text("Demo.xcodeproj/project.pbxproj")
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("1 file rewritten, 1 support file created, 1 project file updated"), "\(run.stderr)")
        #expect(try tree.text("App/Views/Card.swift") == Glass.migrated())
        #expect(try tree.text("App/Views/\(Glass.helper)").contains("if #available(iOS 26.0, *) {"))

        let edited = try tree.text("Demo.xcodeproj/project.pbxproj")
        let inserted = try #require(Glass.insertedLines(from: original, to: edited))
        #expect(inserted.count == 4, "\(inserted)")
        let hex = "[0-9A-F]{24}"
        let patterns = [
            "^\t\t(\(hex)) /\\* AdaptiveGlassBackground.swift in Sources \\*/ = \\{isa = PBXBuildFile; fileRef = (\(hex)) /\\* AdaptiveGlassBackground.swift \\*/; \\};$",
            "^\t\t(\(hex)) /\\* AdaptiveGlassBackground.swift \\*/ = \\{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AdaptiveGlassBackground.swift; sourceTree = \"<group>\"; \\};$",
            "^\t\t\t\t(\(hex)) /\\* AdaptiveGlassBackground.swift \\*/,$",
            "^\t\t\t\t(\(hex)) /\\* AdaptiveGlassBackground.swift in Sources \\*/,$",
        ]
        for (line, pattern) in zip(inserted, patterns) {
            #expect(line.range(of: pattern, options: .regularExpression) != nil, "\(line)")
        }
        // The reference sits last in the group of App/Views, the build file last in App's Sources phase.
        #expect(edited.contains("A20000000000000000000002 /* Card.swift */,\n\t\t\t\t\(inserted[2].trimmingCharacters(in: .whitespaces))\n\t\t\t);\n\t\t\tpath = Views;"))
        #expect(edited.contains("A10000000000000000000001 /* Card.swift in Sources */,\n\t\t\t\tA10000000000000000000002 /* Model.swift in Sources */,\n\t\t\t\t\(inserted[3].trimmingCharacters(in: .whitespaces))\n\t\t\t);"))

        // The project's own reader sees the helper compiled by App, and exactly two new objects.
        let before = try #require(XcodeProject(Array(original.utf8)))
        let after = try Glass.project(tree)
        #expect(after.owners(ofFile: "App/Views/\(Glass.helper)") == [0])
        #expect(after.objectIDs.count == before.objectIDs.count + 2)
        #expect(after.classicFiles[0] == ["App/Views/Card.swift", "App/Model.swift", "App/Views/\(Glass.helper)"])

        // A second run changes nothing; --check passes.
        let again = try Executable.run(["--write", "."], in: tree.root)
        #expect(again.stderr.contains("0 files rewritten, 0 findings."), "\(again.stderr)")
        #expect(try tree.text("Demo.xcodeproj/project.pbxproj") == edited)
        #expect(try Executable.run(["--check", "."], in: tree.root).status == 0)
    }

    @Test func checkAndJSONNameTheProjectChange() throws {
        let tree = try makeTree()
        let check = try Executable.run(["--check", "."], in: tree.root)
        #expect(check.status == 1)
        #expect(check.text.contains("Demo.xcodeproj/project.pbxproj: warning: The project would change: it adds AdaptiveGlassBackground.swift to the Sources of App. Run glassmigrate --write to apply. [material-background]\n"), "\(check.text)")
        let json = try Executable.run(["--format", "json", "."], in: tree.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let projects = try #require(document["projectFiles"] as? [[String: Any]])
        #expect(projects.map { $0["path"] as? String } == ["Demo.xcodeproj/project.pbxproj"])
        #expect((projects.first?["diff"] as? String)?.contains("+\t\t\t\t") == true)
        #expect((document["totals"] as? [String: Any])?["projectFiles"] as? Int == 1)
    }

    @Test func thePatchAppliesWithGitAndEqualsTheWrite() throws {
        let tree = try makeTree()
        let dryRun = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.text.contains("diff --git a/Demo.xcodeproj/project.pbxproj b/Demo.xcodeproj/project.pbxproj\n"))
        #expect(dryRun.stderr.contains("1 file would change, 1 support file would be created, 1 project file would be updated"))
        // The same run gives the same ids.
        #expect(try Executable.run(["--dry-run", "."], in: tree.root).stdout == dryRun.stdout)

        let (applied, git) = try Glass.applied(dryRun.stdout, to: tree)
        #expect(git.status == 0, "\(git.stderr)")
        let written = try tree.copy()
        #expect(try Executable.run(["--write", "."], in: written.root).status == 0)
        #expect(try Glass.snapshot(applied) == Glass.snapshot(written))
    }

    @Test func aFolderWithoutAGroupPutsTheHelperInTheNearestFolderThatHasOne() throws {
        let tree = try TemporaryTree()
        // Views/ has no group of its own: its file is listed in the App group as `Views/Card.swift`.
        var fixture = XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Model.swift"])])
        fixture.targets[0].files.append("App/Views/Card.swift")
        let text = fixture.text
            .replacingOccurrences(of: "path = Card.swift;", with: "path = Views/Card.swift;")
        try tree.write("Demo.xcodeproj/project.pbxproj", text.replacingOccurrences(
            of: #"(?s)\t\tA5[0-9A-F]{22} /\* Views \*/ = \{.*?\n\t\t\};\n"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\t\t\t\tA5[0-9A-F]{22} /\* Views \*/,\n"#, with: "\t\t\t\tA20000000000000000000002 /* Card.swift */,\n",
                                  options: .regularExpression))
        try tree.write("App/Views/Card.swift", Glass.card())
        try tree.write("App/Model.swift", Glass.plain)
        let project = try Glass.project(tree)
        #expect(project.owners(ofFile: "App/Views/Card.swift") == [0])
        #expect(project.groupsByFolder["app/views"] == nil)

        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("App/\(Glass.helper)").path))
        #expect(try Glass.project(tree).owners(ofFile: "App/\(Glass.helper)") == [0])
    }

    @Test func folderNamesThatDifferInCaseFromTheProjectStillMatch() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Views/Card.swift"]),
        ]).write(to: tree)
        // The project says Views/, the disk has views/ (made on a case-insensitive Mac).
        try tree.write("App/views/Card.swift", Glass.card())
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try tree.text("App/views/Card.swift") == Glass.migrated())
        #expect(FileManager.default.fileExists(atPath: tree.url("App/views/\(Glass.helper)").path))
        #expect(try Glass.project(tree).owners(ofFile: "App/Views/\(Glass.helper)") == [0])
    }

    @Test func aFileNoTargetCompilesIsLeftAndReported() throws {
        let tree = try makeTree()
        try tree.write("App/Unused.swift", Glass.card("Unused"))
        let run = try Executable.run(["--dry-run", "App/Unused.swift"], in: tree.root)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("App/Unused.swift:5:32: warning: Not rewritten: no target of Demo.xcodeproj compiles it (it is in no "
            + "Sources phase and no synchronized folder), so no module can be given the helper it would call. "
            + "[material-background/not-rewritten]\n"), "\(run.stderr)")
        #expect(run.stderr.contains("0 files would change, 1 finding."), "\(run.stderr)")
    }
}

/// Projects with synchronized folders (Xcode 16): files in the folder are compiled without a project edit.
@Suite struct SynchronizedProjectEndToEndTests {
    @Test func theHelperGoesInTheFolderAndTheProjectIsNotEdited() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), folders: ["App"])]).write(to: tree)
        try tree.write("App/Views/Card.swift", Glass.card())
        let original = try tree.read("Demo.xcodeproj/project.pbxproj")
        let dryRun = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(!dryRun.text.contains("project.pbxproj"))
        #expect(dryRun.text.contains("+++ b/App/Views/\(Glass.helper)"))
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try tree.read("Demo.xcodeproj/project.pbxproj") == original)
        #expect(try tree.text("App/Views/\(Glass.helper)").contains("if #available(iOS 26.0, *) {"))
    }

    private func sharedFolder() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        // Shared/ belongs to App (iOS) and Watch (watchOS), but Shared/Legacy/ is excepted from Watch.
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), folders: ["Shared"]),
            .init(name: "Watch", settings: XcodeProjectFixture.watchOS(), folders: ["Shared"]),
        ], exceptions: [.init(folder: "Shared", target: "Watch", paths: ["Legacy"])]).write(to: tree)
        try tree.write("Shared/Model.swift", Glass.plain)
        return tree
    }

    @Test func aMembershipExceptionKeepsTheHelperOutOfTheTargetThatDoesNotCompileTheCaller() throws {
        let tree = try sharedFolder()
        try tree.write("Shared/Legacy/Old.swift", Glass.card("Old"))
        let original = try tree.read("Demo.xcodeproj/project.pbxproj")
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        // Only App compiles the caller: the helper sits where only App compiles it, gating iOS alone.
        let project = try Glass.project(tree)
        #expect(project.owners(ofFile: "Shared/Legacy/\(Glass.helper)") == [0])
        #expect(try tree.text("Shared/Legacy/\(Glass.helper)").contains("if #available(iOS 26.0, *) {"))
        #expect(try tree.read("Demo.xcodeproj/project.pbxproj") == original)
    }

    @Test func aCallerBothTargetsCompileGetsAHelperBothCompile() throws {
        let tree = try sharedFolder()
        try tree.write("Shared/Badge.swift", Glass.card("Badge"))
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Glass.project(tree).owners(ofFile: "Shared/\(Glass.helper)") == [0, 1])
        #expect(try tree.text("Shared/\(Glass.helper)").contains("if #available(iOS 26.0, watchOS 26.0, *) {"))
    }

    @Test func whenTheOnlySharedPlaceWouldGiveATargetTwoHelpersTheOtherGetsOneThroughTheProject() throws {
        let tree = try sharedFolder()
        try tree.write("Shared/Legacy/Old.swift", Glass.card("Old"))
        #expect(try Executable.run(["--write", "."], in: tree.root).status == 0)
        // Now Watch needs one too, but every place in Shared/ it compiles, App compiles as well (and App
        // has its helper): Watch's goes into the project's main group, listed for Watch alone.
        try tree.write("Shared/Badge.swift", Glass.card("Badge"))
        let original = try tree.text("Demo.xcodeproj/project.pbxproj")
        let run = try Executable.run(["--write", "Shared/Badge.swift"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        let project = try Glass.project(tree)
        #expect(project.owners(ofFile: Glass.helper) == [1])
        #expect(project.owners(ofFile: "Shared/Legacy/\(Glass.helper)") == [0])
        #expect(try tree.text(Glass.helper).contains("if #available(watchOS 26.0, *) {"))
        // The project had no PBXBuildFile section: it gets one, in Xcode's place and layout.
        let inserted = try #require(Glass.insertedLines(from: original, to: try tree.text("Demo.xcodeproj/project.pbxproj")))
        #expect(inserted.first == "/* Begin PBXBuildFile section */")
        #expect(inserted.count == 7, "\(inserted)")
    }
}

/// Two targets compile one folder: one helper file, listed once, in the Sources of both.
@Suite struct SharedFolderEndToEndTests {
    @Test func oneReferenceAndABuildFileForEachTarget() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Main.swift", "Shared/Badge.swift"]),
            .init(name: "Watch", settings: XcodeProjectFixture.watchOS(), files: ["Watch/Main.swift", "Shared/Badge.swift"]),
        ]).write(to: tree)
        try tree.write("App/Main.swift", Glass.plain)
        try tree.write("Watch/Main.swift", Glass.plain)
        try tree.write("Shared/Badge.swift", Glass.card("Badge"))
        let original = try tree.text("Demo.xcodeproj/project.pbxproj")
        let dryRun = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        let (applied, git) = try Glass.applied(dryRun.stdout, to: tree)
        #expect(git.status == 0, "\(git.stderr)")

        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Glass.snapshot(applied) == Glass.snapshot(tree))
        let inserted = try #require(Glass.insertedLines(from: original, to: try tree.text("Demo.xcodeproj/project.pbxproj")))
        #expect(inserted.filter { $0.contains("isa = PBXFileReference") }.count == 1)
        #expect(inserted.filter { $0.contains("isa = PBXBuildFile") }.count == 2)
        #expect(inserted.count == 6)
        let project = try Glass.project(tree)
        #expect(project.owners(ofFile: "Shared/\(Glass.helper)") == [0, 1])
        // Compiled for iOS and watchOS, the helper gates glass on both.
        #expect(try tree.text("Shared/\(Glass.helper)").contains("if #available(iOS 26.0, watchOS 26.0, *) {"))
    }

    @Test func aTargetThatLacksAnExistingHelperGetsItAddedNotASecondOne() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift", "Shared/Badge.swift"]),
            .init(name: "Widget", settings: XcodeProjectFixture.iOS(), files: ["Widget/Tile.swift", "Shared/Badge.swift"]),
        ]).write(to: tree)
        try tree.write("App/Card.swift", Glass.card())
        try tree.write("Widget/Tile.swift", Glass.plain)
        try tree.write("Shared/Badge.swift", Glass.plain)
        #expect(try Executable.run(["--write", "App/Card.swift"], in: tree.root).status == 0)
        #expect(try Glass.project(tree).owners(ofFile: "App/\(Glass.helper)") == [0])

        // Later a file Widget compiles too is migrated: Widget gets the existing helper, nothing new.
        try tree.write("Shared/Badge.swift", Glass.card("Badge"))
        let run = try Executable.run(["--write", "Shared"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("support file created"), "\(run.stderr)")
        #expect(try Glass.project(tree).owners(ofFile: "App/\(Glass.helper)") == [0, 1])
        #expect(!FileManager.default.fileExists(atPath: tree.url("Shared/\(Glass.helper)").path))
    }
}

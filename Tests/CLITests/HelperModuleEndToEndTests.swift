import Foundation
@testable import GlassMigrate
import GlassMigrateTransforms
import Testing

/// One helper per module: package targets, runs over several projects, later runs over other folders.
@Suite struct HelperModuleEndToEndTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v17), .macOS(.v14)],
            targets: [.target(name: "Kit"), .target(name: "Extras")]
        )

        """

    @Test func aPackageTargetGetsItsHelperAtItsRootAndALaterRunReusesIt() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", Self.manifest)
        try tree.write("Sources/Kit/Views/Card.swift", Glass.card())
        try tree.write("Sources/Kit/Settings/Panel.swift", Glass.card("Panel"))
        let first = try Executable.run(["--write", "Sources/Kit/Views"], in: tree.root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try tree.text("Sources/Kit/\(Glass.helper)").contains("if #available(iOS 26.0, macOS 26.0, *) {"))
        let second = try Executable.run(["--write", "Sources/Kit/Settings"], in: tree.root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("1 file rewritten, 0 findings."), "\(second.stderr)")
        #expect(try tree.text("Sources/Kit/Settings/Panel.swift") == Glass.migrated("Panel"))
        #expect(try Glass.snapshot(tree).keys.filter { $0.hasSuffix(Glass.helper) } == ["Sources/Kit/\(Glass.helper)"])
    }

    @Test func aPackageWhoseTargetFoldersAreComputedNeverGetsASecondHelper() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let name = "Kit"
            let package = Package(name: name, platforms: [.iOS(.v17)], targets: [.target(name: name, path: "\\(name)/Sources")])

            """)
        try tree.write("Kit/Sources/Views/Card.swift", Glass.card())
        try tree.write("Kit/Sources/Settings/Panel.swift", Glass.card("Panel"))
        #expect(try Executable.run(["--write", "Kit/Sources/Views"], in: tree.root).status == 0)
        #expect(FileManager.default.fileExists(atPath: tree.url("Kit/Sources/Views/\(Glass.helper)").path))
        // Which target Settings/ belongs to cannot be read, and the package has a helper already.
        let second = try Executable.run(["--write", "Kit/Sources/Settings"], in: tree.root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("Kit/Sources/Settings/Panel.swift:5:32: warning: Not rewritten: the target folders of Package.swift cannot be read"), "\(second.stderr)")
        #expect(try tree.text("Kit/Sources/Settings/Panel.swift") == Glass.card("Panel"))
        #expect(try Glass.snapshot(tree).keys.filter { $0.hasSuffix(Glass.helper) } == ["Kit/Sources/Views/\(Glass.helper)"])
    }

    @Test func aLaterRunOverAnotherFolderOfAClassicTargetReusesItsHelper() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Views/Card.swift", "App/Settings/Panel.swift"]),
        ]).write(to: tree)
        try tree.write("App/Views/Card.swift", Glass.card())
        try tree.write("App/Settings/Panel.swift", Glass.card("Panel"))
        #expect(try Executable.run(["--write", "App/Views"], in: tree.root).status == 0)
        let project = try tree.read("Demo.xcodeproj/project.pbxproj")
        let second = try Executable.run(["--write", "App/Settings"], in: tree.root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("1 file rewritten, 0 findings."), "\(second.stderr)")
        #expect(try tree.read("Demo.xcodeproj/project.pbxproj") == project)
        #expect(try Glass.snapshot(tree).keys.filter { $0.hasSuffix(Glass.helper) } == ["App/Views/\(Glass.helper)"])
    }

    @Test func aLaterRunOverAnotherFolderOfASynchronizedTargetReusesItsHelper() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), folders: ["App"])]).write(to: tree)
        try tree.write("App/Views/Card.swift", Glass.card())
        try tree.write("App/Settings/Panel.swift", Glass.card("Panel"))
        #expect(try Executable.run(["--write", "App/Views"], in: tree.root).status == 0)
        let second = try Executable.run(["--write", "App/Settings"], in: tree.root)
        #expect(second.stderr.contains("1 file rewritten, 0 findings."), "\(second.stderr)")
        #expect(try Glass.snapshot(tree).keys.filter { $0.hasSuffix(Glass.helper) } == ["App/Views/\(Glass.helper)"])
    }

    @Test func aRunOverSeveralProjectsGivesEachModuleItsOwnHelperAndNoneAtTheRoot() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])])
            .write(to: tree, in: "Classic")
        try tree.write("Classic/App/Card.swift", Glass.card())
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), folders: ["App"])])
            .write(to: tree, in: "Synchronized")
        try tree.write("Synchronized/App/Card.swift", Glass.card())
        try tree.write("Package/Package.swift", Self.manifest)
        try tree.write("Package/Sources/Kit/Card.swift", Glass.card())
        try tree.write("Loose.swift", Glass.card("Loose"))

        let dryRun = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(dryRun.status == 0)
        #expect(dryRun.stderr.contains("Loose.swift:5:32: warning: Not rewritten: it is in no Swift package target or Xcode project, and its folder . holds packages or projects"), "\(dryRun.stderr)")
        let created = dryRun.text.split(separator: "\n").filter { $0.hasPrefix("+++ b/") && $0.hasSuffix(Glass.helper) }
        #expect(created == ["+++ b/Classic/App/\(Glass.helper)", "+++ b/Package/Sources/Kit/\(Glass.helper)",
                            "+++ b/Synchronized/App/\(Glass.helper)"])
        #expect(dryRun.text.contains("+++ b/Classic/Demo.xcodeproj/project.pbxproj"))
        #expect(!dryRun.text.contains("+++ b/Synchronized/Demo.xcodeproj/project.pbxproj"))
        #expect(!dryRun.text.contains("Loose.swift"))
        let (applied, git) = try Glass.applied(dryRun.stdout, to: tree)
        #expect(git.status == 0, "\(git.stderr)")
        #expect(try Glass.project(applied, "Classic/Demo.xcodeproj/project.pbxproj").owners(ofFile: "App/\(Glass.helper)") == [0])
    }

    @Test func aPackageBesideAProjectAnswersOnlyForItsOwnTargets() throws {
        let tree = try TemporaryTree()
        // A tooling package for macOS at the root of an iOS app's repository.
        try tree.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Tools", platforms: [.macOS(.v14)],
                                  targets: [.executableTarget(name: "Tools", path: "Tools/Sources")])

            """)
        try tree.write("Tools/Sources/main.swift", "print(1)\n")
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])]).write(to: tree)
        try tree.write("App/Card.swift", Glass.card())
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try tree.text("App/\(Glass.helper)").contains("if #available(iOS 26.0, *) {"))
        #expect(try Glass.project(tree).owners(ofFile: "App/\(Glass.helper)") == [0])
    }

    @Test func aGeneratedProjectThatIsNotHereIsReportedNotGuessed() throws {
        let tree = try TemporaryTree()
        try tree.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n")
        try tree.write("App/Card.swift", Glass.card())
        let run = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("App/Card.swift:5:32: warning: Not rewritten: its Xcode project is generated from project.yml"), "\(run.stderr)")
    }
}

/// A project file that cannot be edited: the sites that need it stay as they were, and nothing is half done.
@Suite struct UneditableProjectEndToEndTests {
    private func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])]).write(to: tree)
        try tree.write("App/Card.swift", Glass.card())
        try tree.write("Kit/Package.swift", HelperModuleEndToEndTests.manifest)
        try tree.write("Kit/Sources/Kit/Card.swift", Glass.card())
        return tree
    }

    @Test func aProjectFileThatDoesNotParseLeavesItsTargetsSitesAndReportsThem() throws {
        let tree = try makeTree()
        let conflicted = try tree.text("Demo.xcodeproj/project.pbxproj")
            .replacingOccurrences(of: "/* Begin PBXGroup section */", with: "<<<<<<< HEAD\n/* Begin PBXGroup section */")
        try tree.write("Demo.xcodeproj/project.pbxproj", conflicted)
        let run = try Executable.run(["--dry-run", "."], in: tree.root)
        #expect(run.status == 0)
        #expect(run.stderr.contains("App/Card.swift:5:32: warning: Not rewritten: Demo.xcodeproj/project.pbxproj cannot be read as an Xcode project"), "\(run.stderr)")
        // --check does not count a site it cannot rewrite as a change.
        #expect(try Executable.run(["--check", "App"], in: tree.root).status == 0)
        // The package beside it is its own module and is migrated.
        #expect(run.text.contains("+++ b/Kit/Sources/Kit/Card.swift"))
        #expect(!run.text.contains("App/"))
        #expect(!run.text.contains("project.pbxproj"))
    }

    @Test func aReadOnlyProjectFileLeavesNoHelperAndNoRewrittenSource() throws {
        let tree = try makeTree()
        let project = tree.url("Demo.xcodeproj/project.pbxproj").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: project)
        let original = try Glass.snapshot(tree)
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 3)
        #expect(run.stderr.contains("Demo.xcodeproj/project.pbxproj: cannot write: the file is read-only"), "\(run.stderr)")
        #expect(run.stderr.contains("App/Card.swift: not rewritten: Demo.xcodeproj/project.pbxproj, which it needs, could not be written"), "\(run.stderr)")
        #expect(run.stderr.contains("App/\(Glass.helper): removed again: Demo.xcodeproj/project.pbxproj, which would list it, could not be written"), "\(run.stderr)")
        // Only the package's source and helper were written, and the summary counts only those.
        #expect(run.stderr.contains("1 file rewritten, 1 support file created, 3 paths could not be processed, 0 findings."), "\(run.stderr)")
        var after = try Glass.snapshot(tree)
        #expect(after.removeValue(forKey: "Kit/Sources/Kit/\(Glass.helper)") != nil)
        #expect(after.removeValue(forKey: "Kit/Sources/Kit/Card.swift") != nil)
        var before = original
        before.removeValue(forKey: "Kit/Sources/Kit/Card.swift")
        #expect(after == before)
    }
}

/// An interrupted or failed write is completed by the next run, and a module is migrated whole or not at all.
@Suite struct HelperRepairEndToEndTests {
    private func package() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", HelperModuleEndToEndTests.manifest)
        try tree.write("Sources/Kit/Card.swift", Glass.card())
        return tree
    }

    @Test func aRerunCreatesAHelperThatMigratedSourcesCallButTheModuleLacks() throws {
        let tree = try package()
        #expect(try Executable.run(["--write", "."], in: tree.root).status == 0)
        // As after a run killed between the sources and the helper.
        try FileManager.default.removeItem(at: tree.url("Sources/Kit/\(Glass.helper)"))
        let rerun = try Executable.run(["--write", "."], in: tree.root)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.stderr.contains("0 files rewritten, 1 support file created"), "\(rerun.stderr)")
        #expect(try tree.text("Sources/Kit/\(Glass.helper)").contains("struct AdaptiveGlassBackground"))
    }

    @Test func aRerunAddsAMigratedTargetsMissingHelperToTheProject() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])]).write(to: tree)
        // Migrated sources, no helper, project untouched (what an older run left behind).
        try tree.write("App/Card.swift", Glass.migrated())
        let rerun = try Executable.run(["--write", "."], in: tree.root)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(try Glass.project(tree).owners(ofFile: "App/\(Glass.helper)") == [0])
        #expect(try tree.text("App/\(Glass.helper)").contains("struct AdaptiveGlassBackground"))
    }

    @Test func aHelperWrittenBeforeAnInterruptionIsListedNotDuplicated() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [.init(name: "App", settings: XcodeProjectFixture.iOS(), files: ["App/Card.swift"])]).write(to: tree)
        try tree.write("App/Card.swift", Glass.card())
        // Killed after the helper was created, before the project file was replaced.
        let helper = AdaptiveGlassHelper.source(availabilityArguments: "iOS 26.0, *")
        try tree.write("App/\(Glass.helper)", helper)
        let rerun = try Executable.run(["--write", "."], in: tree.root)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(!rerun.stderr.contains("support file"), "\(rerun.stderr)")
        #expect(try Glass.project(tree).owners(ofFile: "App/\(Glass.helper)") == [0])
        #expect(try tree.text("App/\(Glass.helper)") == helper)
        #expect(try tree.text("App/Card.swift") == Glass.migrated())
    }

    @Test func aFileOfTheHelpersNameThatIsNotTheHelperKeepsTheSourcesAsTheyWere() throws {
        let tree = try package()
        try tree.write("Sources/Kit/\(Glass.helper)", "// a placeholder\n")
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0)
        #expect(run.stderr.contains("Sources/Kit/Card.swift:5:32: warning: Not rewritten: Sources/Kit/\(Glass.helper) exists but does not declare 'struct AdaptiveGlassBackground'"), "\(run.stderr)")
        #expect(run.stderr.contains("0 files rewritten"), "\(run.stderr)")
        #expect(try tree.text("Sources/Kit/Card.swift") == Glass.card())
    }

    @Test func aHelperPathThatNamesAFileKeepsTheSourcesAsTheyWere() throws {
        let tree = try package()
        try tree.write("Sources/Kit/Support", "not a folder\n")
        try tree.write(".glassmigrate.json", #"{"helperPath": "Sources/Kit/Support"}"#)
        let run = try Executable.run(["--write", "."], in: tree.root)
        #expect(run.status == 0)
        #expect(run.stderr.contains("Sources/Kit/Card.swift:5:32: warning: Not rewritten: Sources/Kit/Support is a file, so \(Glass.helper) cannot be created in it"), "\(run.stderr)")
        #expect(try tree.text("Sources/Kit/Card.swift") == Glass.card())
    }

    @Test func aHelperThatCannotBeCreatedAtWriteTimeKeepsItsCallersAsTheyWere() throws {
        let tree = try package()
        try tree.write("Sources/Kit/Other.swift", Glass.plain.replacingOccurrences(of: "Model", with: "Other"))
        let report = try Runner(rules: BuiltinRules.all).run(RunOptions(paths: [tree.root.path], jobs: 1))
        #expect(report.supportFiles.count == 1)
        #expect(report.dependencies[tree.url("Sources/Kit/Card.swift").path] == [tree.url("Sources/Kit/\(Glass.helper)").path])
        // Something takes the helper's place between the plan and the write (or the folder is read-only).
        try tree.write("Sources/Kit/\(Glass.helper)", "// someone else's\n")
        let problems = Runner.write(report)
        #expect(problems.map(\.path) == [tree.url("Sources/Kit/\(Glass.helper)").path, tree.url("Sources/Kit/Card.swift").path])
        #expect(try tree.text("Sources/Kit/Card.swift") == Glass.card())
    }
}

import Foundation
@testable import GlassMigrate
import Testing

/// `ModuleIndex.declares` asks whether a target compiles a file only of the files that mention what it
/// looks for: its answers must be those of looking through every file `files(of:)` lists.
@Suite struct ModuleIndexTests {
    private static let phrase = "struct AdaptiveGlassBackground"

    private func projects(_ tree: TemporaryTree) throws -> (path: String, projects: [String: DeploymentTargetReader.ProjectFile]) {
        let path = tree.url("Demo.xcodeproj/project.pbxproj").path
        let bytes = try tree.read("Demo.xcodeproj/project.pbxproj")
        let file = DeploymentTargetReader.ProjectFile(path: path, graph: XcodeProject(bytes),
                                                      fingerprint: DeploymentTargetReader.ByteFingerprint(bytes))
        return (path, [path: file])
    }

    /// Whether some file of `files(of:)` mentions `phrase`, read from disk one by one.
    private func declaresByListing(_ index: ModuleIndex, _ module: Module, _ phrase: String,
                                   _ projects: [String: DeploymentTargetReader.ProjectFile]) -> Bool {
        index.files(of: module, projects: projects).contains { path in
            SourceMention.contains(Array(FileManager.default.contents(atPath: path) ?? Data()), phrase: phrase)
        }
    }

    @Test func aSynchronizedFoldersMembershipExceptionsDecideWhichTargetDeclaresAHelper() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(), folders: ["App"]),
            .init(name: "Widget", settings: XcodeProjectFixture.iOS()),
        ], exceptions: [
            // The helper of `App/Shared` is Widget's alone: taken from App, given to Widget.
            .init(folder: "App", target: "App", paths: ["Shared"]),
            .init(folder: "App", target: "Widget", paths: ["Shared/Background.swift"]),
        ]).write(to: tree)
        try tree.write("App/Shared/Background.swift", "struct AdaptiveGlassBackground {}\n")
        try tree.write("App/Views/Card.swift", "struct Card { var style = AdaptiveGlassBackground() }\n")
        try tree.write("App/Views/Own.swift", "struct OwnThing {}\n")
        let (path, projects) = try projects(tree)
        let index = ModuleIndex(runFiles: [], screenedNames: ["AdaptiveGlassBackground"])
        let app = Module.target(project: path, index: 0), widget = Module.target(project: path, index: 1)

        #expect(index.files(of: app, projects: projects) == ["App/Views/Card.swift", "App/Views/Own.swift"].map { tree.url($0).path })
        #expect(index.files(of: widget, projects: projects) == [tree.url("App/Shared/Background.swift").path])
        for (module, phrase, expected) in [(app, Self.phrase, false), (widget, Self.phrase, true), (app, "struct OwnThing", true),
                                           (widget, "struct OwnThing", false), (app, "struct Card", true)] {
            #expect(declaresByListing(index, module, phrase, projects) == expected, "\(module) \(phrase)")
            // A new index, so the answer is not taken from `files(of:)` already listed.
            let fresh = ModuleIndex(runFiles: [], screenedNames: ["AdaptiveGlassBackground"])
            #expect(fresh.declares([phrase], in: module, projects: projects) == expected, "\(module) \(phrase)")
            #expect(index.declares([phrase], in: module, projects: projects) == expected, "\(module) \(phrase)")
        }
    }

    @Test func aClassicTargetsFilesAreFoundWithoutRegardToCaseAndFromTheRunsMemory() throws {
        let tree = try TemporaryTree()
        try XcodeProjectFixture(targets: [
            .init(name: "App", settings: XcodeProjectFixture.iOS(),
                  files: ["App/views/Card.swift", "App/Views/Gone.swift", "App/Background.swift", "app/Extra/Panel.swift"]),
        ]).write(to: tree)
        try tree.write("App/Views/Card.swift", "struct Card {}\n")
        try tree.write("App/Background.swift", "struct Plain {}\n")
        try tree.write("App/Extra/Panel.swift", "struct Panel {}\n")
        let (path, projects) = try projects(tree)
        let app = Module.target(project: path, index: 0)
        let background = tree.url("App/Background.swift").path
        // The run's version of a file counts, not the one on disk.
        let index = ModuleIndex(runFiles: [(background, Array("struct AdaptiveGlassBackground {}\n".utf8), false)],
                                screenedNames: ["AdaptiveGlassBackground"])

        #expect(index.files(of: app, projects: projects)
            == ["App/Background.swift", "App/Extra/Panel.swift", "App/Views/Card.swift"].map { tree.url($0).path })
        #expect(index.declares([Self.phrase], in: app, projects: projects))
        #expect(index.declares(["struct Card"], in: app, projects: projects))
        #expect(index.declares(["struct Panel"], in: app, projects: projects))
        #expect(!index.declares(["struct Plain"], in: app, projects: projects))
        #expect(index.existingPath(tree.root.path, "app/views/card.swift") == tree.url("App/Views/Card.swift").path)
        #expect(index.existingPath(tree.root.path, "App/Views/Gone.swift") == nil)
        #expect(index.existingPath(tree.root.path, "Missing/Views/Card.swift") == nil)
    }

    @Test func aPackageModuleIsEveryFileBelowItsRoot() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Kit/Views/Card.swift", "struct Card {}\n")
        try tree.write("Sources/Kit/AdaptiveGlassBackground.swift", "struct AdaptiveGlassBackground {}\n")
        try tree.write("Sources/Kit/.build/Copy.swift", "struct Hidden {}\n")
        let index = ModuleIndex(runFiles: [], screenedNames: ["AdaptiveGlassBackground"])
        let kit = Module.package(root: tree.url("Sources/Kit").path)
        #expect(index.declares([Self.phrase], in: kit, projects: [:]))
        #expect(!index.declares(["struct Hidden"], in: kit, projects: [:]))
        #expect(declaresByListing(index, kit, Self.phrase, [:]))
    }
}

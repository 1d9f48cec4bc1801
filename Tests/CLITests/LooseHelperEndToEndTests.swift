import Foundation
import Testing

/// Files that no Swift package or Xcode project compiles get the helper beside them, unless glassmigrate
/// already wrote one nearby: then the second run reuses it, so one build never sees two (issue 23, cause 5).
@Suite struct LooseHelperEndToEndTests {
    static func helpers(in tree: TemporaryTree) throws -> [String] {
        try Glass.snapshot(tree).keys.filter { $0.hasSuffix(Glass.helper) }.sorted()
    }

    @Test func twoRunsOnSiblingFoldersOfAWorkTreeLeaveOneHelper() throws {
        let tree = try TemporaryTree()
        _ = try runSystemTool("git", ["init", "-q"], in: tree.root)
        try tree.write("Shared/A/First.swift", Glass.card("First"))
        try tree.write("Shared/B/Second.swift", Glass.card("Second"))
        let first = try Executable.run(["--write", "Shared/A"], in: tree.root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.helpers(in: tree) == ["Shared/A/\(Glass.helper)"])

        let second = try Executable.run(["--write", "Shared/B"], in: tree.root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Self.helpers(in: tree) == ["Shared/A/\(Glass.helper)"], "the second run reuses the first run's helper")
        #expect(String(decoding: try tree.read("Shared/B/Second.swift"), as: UTF8.self) == Glass.migrated("Second"))
    }

    @Test func withoutGitTheCurrentFolderIsLookedIn() throws {
        let tree = try TemporaryTree()
        try tree.write("A/First.swift", Glass.card("First"))
        try tree.write("B/Second.swift", Glass.card("Second"))
        #expect(try Executable.run(["--write", "A"], in: tree.root).status == 0)
        let second = try Executable.run(["--write", "B"], in: tree.root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Self.helpers(in: tree) == ["A/\(Glass.helper)"])

        // Run from inside the folder, the run looks no further than it.
        try tree.write("C/Third.swift", Glass.card("Third"))
        #expect(try Executable.run(["--write", "."], in: tree.url("C")).status == 0)
        #expect(try Self.helpers(in: tree) == ["A/\(Glass.helper)", "C/\(Glass.helper)"])
    }

    @Test func aHandWrittenFileOfTheSameNameIsNotTakenForTheHelper() throws {
        let tree = try TemporaryTree()
        try tree.write("A/\(Glass.helper)", "// struct AdaptiveGlassBackground, written by hand\n")
        try tree.write("B/Second.swift", Glass.card("Second"))
        let run = try Executable.run(["--write", "B"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.helpers(in: tree) == ["A/\(Glass.helper)", "B/\(Glass.helper)"])
    }

    @Test func aHelperInsideAPackageIsThatPackagesNotTheLooseFilesOne() throws {
        let tree = try TemporaryTree()
        try tree.write("Kit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n")
        try tree.write("Kit/Sources/Kit/Card.swift", Glass.card())
        #expect(try Executable.run(["--write", "Kit"], in: tree.root).status == 0)
        try tree.write("Loose/Second.swift", Glass.card("Second"))
        #expect(try Executable.run(["--write", "Loose"], in: tree.root).status == 0)
        #expect(try Self.helpers(in: tree) == ["Kit/Sources/Kit/\(Glass.helper)", "Loose/\(Glass.helper)"])
    }
}

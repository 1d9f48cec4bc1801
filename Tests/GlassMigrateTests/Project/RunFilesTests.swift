import Foundation
import Testing
import TestSupport
@testable import GlassMigrate
@testable import GlassMigrateCore
import GlassMigrateTransforms

/// A run's files are made absolute and grouped by directory on several threads, and put in path order
/// (`String`'s `<`) without sorting what discovery sorted already; every answer must be the one the
/// plain, one-thread definition gives, whatever the number of jobs.
@Suite struct RunFilesTests {
    /// Names that sort differently by bytes, by case and by canonical equivalence: `é` composed and
    /// decomposed are equal as `String`s, and the decomposed form's bytes sort before `f`.
    static let names = ["a", "B", "b", "Z", "é", "e\u{301}x", "f", "ü", "Ä", "日本", "😀", "a b", "a-b", "a.b", "10", "9", "_"]

    static func randomPaths(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededRandom(seed: seed)
        var paths: [String] = []
        for _ in 0..<count {
            let depth = Int.random(in: 0...3, using: &generator)
            let folders = (0..<depth).map { _ in names.randomElement(using: &generator)! }
            paths.append((folders + [names.randomElement(using: &generator)! + ".swift"]).joined(separator: "/"))
        }
        // As the runner lists them: each path once by `String`'s `==`.
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// What `RunFiles` must hold for `paths`: absolute paths, and directories in the order first met.
    static func expectPlainDefinition(_ files: RunFiles, _ paths: [String], from directory: String) {
        #expect(files.paths == paths)
        #expect(files.absolutes.map { Array($0.utf8) } == paths.map { Array(ReportPath.resolved($0, from: directory).utf8) })
        var directories: [String] = []
        for absolute in files.absolutes {
            let parent = Paths.parent(absolute) ?? "/"
            if !directories.contains(where: { Array($0.utf8) == Array(parent.utf8) }) { directories.append(parent) }
        }
        #expect(files.directories.map { Array($0.utf8) } == directories.map { Array($0.utf8) })
        for (index, absolute) in files.absolutes.enumerated() {
            #expect(Array(files.directories[files.directoryIndexes[index]].utf8) == Array((Paths.parent(absolute) ?? "/").utf8))
        }
    }

    @Test func filesAreMadeAbsoluteAndGroupedAsByOneThread() {
        for seed in [UInt64(1), 2, 3] {
            let paths = Self.randomPaths(400, seed: seed)
            for jobs in [1, 2, 3] {
                Self.expectPlainDefinition(RunFiles(paths, from: "/repo/é", jobs: jobs), paths, from: "/repo/é")
                Self.expectPlainDefinition(RunFiles(paths.sorted(), from: "/", jobs: jobs), paths.sorted(), from: "/")
            }
        }
        Self.expectPlainDefinition(RunFiles([], from: "/w", jobs: 2), [], from: "/w")
        Self.expectPlainDefinition(RunFiles(["/a.swift", "/b/c.swift", "/d.swift"], from: "/w", jobs: 2),
                                   ["/a.swift", "/b/c.swift", "/d.swift"], from: "/w")
    }

    @Test func sortingGivesStringOrderAndDirectoriesInTheirFirstFilesOrder() {
        for seed in [UInt64(4), 5, 6, 7] {
            let paths = Self.randomPaths(300, seed: seed)
            for order in [paths, paths.sorted(), paths.sorted().reversed()] {
                var files = RunFiles(Array(order), from: "/w", jobs: 2)
                files.sort()
                Self.expectPlainDefinition(files, paths.sorted(), from: "/w")
            }
        }
    }

    @Test func pathsInOrderAreLeftAsTheyAre() {
        // In `String` order; byte order would put the decomposed `é` (`e` and a combining accent) before `f`.
        let paths = ["A.swift", "B/x.swift", "a.swift", "f.swift", "e\u{301}.swift", "é/x.swift", "ü.swift"].sorted()
        #expect(paths.firstIndex(of: "f.swift")! < paths.firstIndex(of: "e\u{301}.swift")!)
        var files = RunFiles(paths, from: "/w", jobs: 1)
        files.sort()
        Self.expectPlainDefinition(files, paths, from: "/w")
    }

    @Test func appendingAndFilteringKeepOrderAndShareDirectories() {
        let first = RunFiles(["a/1.swift", "b/2.swift", "a/3.swift"], from: "/w", jobs: 1)
        let second = RunFiles(["b/4.swift", "c/5.swift"], from: "/w", jobs: 1)
        var files = RunFiles()
        files.append(contentsOf: first)
        files.append(contentsOf: second)
        let all = ["a/1.swift", "b/2.swift", "a/3.swift", "b/4.swift", "c/5.swift"]
        Self.expectPlainDefinition(files, all, from: "/w")
        let kept = files.filter { $0 != 1 && $0 != 3 }
        Self.expectPlainDefinition(kept, ["a/1.swift", "a/3.swift", "c/5.swift"], from: "/w")
    }

    @Test func sameParentComparesWholeDirectories() {
        #expect(RunFiles.sameParent("/a/b.swift", "/a/c.swift"))
        #expect(RunFiles.sameParent("/b.swift", "/c.swift"))
        #expect(!RunFiles.sameParent("/a/b.swift", "/ab/b.swift"))
        #expect(!RunFiles.sameParent("/a/b.swift", "/a/b/c.swift"))
        #expect(!RunFiles.sameParent("/x/é.swift", "/y/é.swift"))
    }

    @Test func mapGivesValuesInIndexOrderForAnyJobs() {
        for count in [0, 1, 63, 64, 65, 129, 1000] {
            for jobs in [1, 2, 4] {
                #expect(Parallel.map(count, jobs: jobs) { $0 * 3 } == (0..<count).map { $0 * 3 })
            }
        }
    }

    // MARK: - Settings per directory

    @Test func theFirstBadDirectoryInOrderIsReportedForAnyJobs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var folders: [String] = []
        for index in 0..<200 {
            folders.append(try directory.makeDirectory("d\(index)"))
        }
        try directory.write("d150/.glassmigrate.json", #"{"enable": "x"}"#)
        try directory.write("d120/.glassmigrate.json", #"{"disable": "x"}"#)
        for jobs in [1, 2, 4] {
            let settings = RunSettings(rules: BuiltinRules.all, options: RunOptions(paths: [directory.path]))
            do {
                _ = try settings.settings(forFilesIn: folders, jobs: jobs)
                Issue.record("no error with \(jobs) jobs")
            } catch let error as RunConfigurationError {
                #expect(error.message.hasSuffix("d120/.glassmigrate.json:1:13: key 'disable' must be an array of strings (found a string)"),
                        "\(error.message)")
            }
            let good = Array(folders.prefix(100))
            let found = try settings.settings(forFilesIn: good, jobs: jobs)
            #expect(found.count == good.count && found.allSatisfy { $0.file == nil })
        }
    }

    @Test func directoriesAskedFromSeveralThreadsGetTheOneThreadAnswer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".glassmigrate.json", #"{"disable": ["glass-container"]}"#)
        try directory.write("a/.glassmigrate.json", #"{"enable": ["glass-container"]}"#)
        var folders: [String] = []
        for top in ["a", "b"] {
            for index in 0..<100 { folders.append(try directory.makeDirectory("\(top)/\(index % 7)/\(index)")) }
        }
        let serial = ConfigurationLoader(rules: BuiltinRules.all)
        let shared = ConfigurationLoader(rules: BuiltinRules.all)
        let answers = Parallel.map(folders.count, jobs: 4) { try? shared.load(forFilesIn: folders[$0]) }
        for (folder, answer) in zip(folders, answers) {
            #expect(answer == (try serial.load(forFilesIn: folder)))
        }
        #expect(shared.reads == 2)
    }

    @Test func walkFiltersKeepWhatNestedConfigurationsKeep() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/.glassmigrate.json", #"{"exclude": ["Generated/**"]}"#)
        try directory.write("Lib/.glassmigrate.json", #"{"include": ["Keep*.swift"]}"#)
        let folders = ["", "/App", "/App/Generated", "/App/Views", "/Lib"].map { directory.path + $0 }
        for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let settings = RunSettings(rules: BuiltinRules.all, options: RunOptions(paths: [directory.path]))
        let filters = try settings.walkFilters(forFilesIn: folders, walkedFrom: directory.path, jobs: 2)
        #expect(filters.map(\.keepsAll) == [true, false, false, false, false])
        #expect(filters[0].keeps(directory.path + "/Top.swift"))
        #expect(!filters[2].keeps(directory.path + "/App/Generated/G.swift"))
        #expect(filters[3].keeps(directory.path + "/App/Views/V.swift"))
        #expect(filters[4].keeps(directory.path + "/Lib/KeepMe.swift"))
        #expect(!filters[4].keeps(directory.path + "/Lib/Other.swift"))
        // Walked from inside `App`, its own file steered the walk and filters nothing more.
        let inside = try settings.walkFilters(forFilesIn: [directory.path + "/App/Generated"], walkedFrom: directory.path + "/App", jobs: 1)
        #expect(inside[0].keepsAll)
        #expect(try settings.keeps(directory.path + "/App/Generated/G.swift", walkedFrom: directory.path) == false)
    }

    // MARK: - Paths

    @Test func fileAndDirectoryChecksFollowLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("f.swift")
        let folder = try directory.makeDirectory("d")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/to-file", withDestinationPath: file)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/to-folder", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/broken", withDestinationPath: directory.path + "/none")
        for (name, isFile, isDirectory) in [("f.swift", true, false), ("d", false, true), ("to-file", true, false),
                                            ("to-folder", false, true), ("broken", false, false), ("none", false, false)] {
            let path = directory.path + "/" + name
            #expect(Paths.isFile(path) == isFile, "\(name)")
            #expect(Paths.isDirectory(path) == isDirectory, "\(name)")
        }
    }
}

import Testing
import TestSupport
@testable import GlassMigrate
@testable import GlassMigrateCore

/// `ReportPath.absolute` takes shortcuts for paths that are normalized already; every path must still
/// come out as the plain definition makes it: joined to the directory, `.` and empty components
/// dropped, each `..` taking back one component (never above `/`).
@Suite struct ReportPathTests {
    @Test func absolutePathsMatchTheDefinition() {
        var generator = SeededRandom(seed: 0xFA7)
        let pieces = ["a", "Sources", ".", "..", "", "é", "x.swift", "...", ".hidden", "a b"]
        func randomPath() -> String {
            let count = Int.random(in: 0...5, using: &generator)
            let path = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: "/")
            return Bool.random(using: &generator) ? "/" + path : path
        }
        for _ in 0..<5000 {
            let path = randomPath()
            let directory = randomPath()
            #expect(ReportPath.absolute(path, from: directory) == ReportPath.resolved(path, from: directory),
                    "\(path) from \(directory)")
            // A caller of many paths normalizes the directory once.
            let base = ReportPath.absolute(directory, from: "/")
            #expect(ReportPath.absolute(path, fromNormalized: base) == ReportPath.resolved(path, from: "/" + directory),
                    "\(path) from normalized \(directory)")
        }
        for (path, directory) in [("", "/"), ("", "/a"), ("/", "/a"), ("a", "/"), ("a/", "/b"), ("/a/", "/"), ("//a", "/")] {
            #expect(ReportPath.absolute(path, from: directory) == ReportPath.resolved(path, from: directory), "\(path) from \(directory)")
        }
    }

    /// The byte comparison agrees with `isInside` on normalized absolute paths.
    @Test func sameOrInsideAgreesWithIsInside() {
        let paths = ["/", "/a", "/ab", "/a/b", "/a/bc", "/ab/c", "/a/b/c", "/é", "/é/a", "/b"]
        for path in paths {
            for ancestor in paths {
                #expect(Paths.isSameOrInside(path, ancestor) == Paths.isInside(path, ancestor), "\(path) in \(ancestor)")
            }
        }
    }

    /// Joins build the path in storage of its own size; the bytes are those `+` makes, short or long.
    @Test func joinsMakeTheSameBytesAsPlus() {
        let directories = ["", "/", "a", "/a", "/a/", "/Users/someone/Projects/Some App/Sources", "/é/ü", String(repeating: "d", count: 15)]
        let names = ["", "b", "View.swift", "Ünïcode View.swift", String(repeating: "n", count: 200)]
        for directory in directories {
            for name in names {
                let plain = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                #expect(Array(Paths.join(directory, name).utf8) == Array(plain.utf8), "\(directory) + \(name)")
                #expect(Array(Paths.concatenated(directory, "/", name).utf8) == Array((directory + "/" + name).utf8))
                #expect(Array(Paths.concatenated(directory, "", name).utf8) == Array((directory + name).utf8))
            }
        }
    }

    @Test func normalizedPaths() {
        for path in ["/", "/a", "/a/b.swift", "a", "a/b", "", ".a/b..", "/..."] { #expect(ReportPath.isNormalized(path), "\(path)") }
        for path in ["//", "/a/", "a//b", "./a", "a/.", "/..", "a/../b", "/a/./b"] { #expect(!ReportPath.isNormalized(path), "\(path)") }
    }
}

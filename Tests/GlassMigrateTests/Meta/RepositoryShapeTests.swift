import Foundation
import Testing

/// The repository stays readable and free of anything tied to the machine it was written on.
@Suite struct RepositoryShapeTests {
    /// The folders whose Swift files are the project's own code (the corpus of fixtures is not).
    private static let codeFolders = ["Sources", "Transforms", "Tests", "Examples", "Plugins"]

    /// Every file below `folder` of the package, by its path from the package root, skipping build products.
    private func files(under folder: String, suffixes: [String]) throws -> [String] {
        let root = FixtureCase.root
        guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0 == ".build" || $0.hasPrefix(".") }) { continue }
            if suffixes.contains(where: relative.hasSuffix) { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: FixtureCase.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func noSwiftFileIsOver500Lines() throws {
        var checked = 0
        for folder in Self.codeFolders {
            for path in try files(under: folder, suffixes: [".swift"]) {
                checked += 1
                let lines = try text(path).split(separator: "\n", omittingEmptySubsequences: false).count - 1
                #expect(lines <= 500, "\(path) has \(lines) lines; split it by topic")
            }
        }
        #expect(checked > 100)
    }

    @Test func noPathOfTheBuildMachine() throws {
        // Spelled in pieces so this file does not name the path it looks for.
        let machinePath = "/" + "work" + "/"
        var checked = 0
        for folder in Self.codeFolders + ["Documentation", "Fixtures"] {
            for path in try files(under: folder, suffixes: [".swift", ".md", ".json", ".findings"]) {
                checked += 1
                for (number, line) in try text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(machinePath) {
                    Issue.record("\(path):\(number + 1) names a path of the build machine: \(line)")
                }
            }
        }
        for path in ["README.md", "CHANGELOG.md", "Package.swift"] where try text(path).contains(machinePath) {
            Issue.record("\(path) names a path of the build machine")
        }
        #expect(checked > 100)
    }
}

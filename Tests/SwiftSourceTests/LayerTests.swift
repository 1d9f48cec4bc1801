import Foundation
import Testing
import SwiftSource

/// SwiftSource is the bottom layer: Swift source and nothing about the migration built on it. It
/// depends on no other target and names no glass, material or SwiftUI rule, so it reads (and could
/// be reused) as a library about Swift code alone.
@Suite struct LayerTests {
    private var root: URL { LexerCheck.packageRoot }

    /// Every Swift file of Sources/SwiftSource, by its path below that folder.
    private func sources() throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources/SwiftSource")
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var files: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append((relative, try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func namesNothingAboutGlassMaterialsOrSwiftUI() throws {
        let files = try sources()
        #expect(files.count >= 10)
        // Every built-in rule's id contains "glass" or "material", so this also keeps rule ids out.
        for word in ["glass", "material", "swiftui"] {
            for (path, text) in files {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where line.lowercased().contains(word) {
                    Issue.record("Sources/SwiftSource/\(path):\(number + 1) names '\(word)': \(line)")
                }
            }
        }
    }

    @Test func importsOnlyTheToolchain() throws {
        let allowed: Set<String> = ["Foundation", "Glibc", "Musl", "Darwin"]
        for (path, text) in try sources() {
            let file = try ParsedFile(path: path, text: text)
            for index in file.tokens.indices where file.isCode(index) && file.token(index, is: "import") {
                let module = file.nextSignificant(after: index).map(file.text(ofToken:)) ?? ""
                #expect(allowed.contains(module), "Sources/SwiftSource/\(path) imports \(module)")
            }
        }
    }

    /// Package.swift declares the target without dependencies.
    @Test func dependsOnNoOtherTarget() throws {
        let manifest = try ParsedFile(text: String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        let calls = manifest.chains.flatMap { chain in chain.links.filter { $0.name == "target" } }
        let target = try #require(calls.first { link in
            link.arguments?.argument(labeled: "name").map { manifest.text($0.valueRange) } == "\"SwiftSource\""
        })
        #expect(target.arguments?.labels.contains("dependencies") == false)
    }
}

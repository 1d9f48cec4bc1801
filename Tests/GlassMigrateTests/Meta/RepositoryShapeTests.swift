import Foundation
import Testing
import GlassMigrate

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

    @Test func noSwiftFileIsOver400Lines() throws {
        var checked = 0
        for folder in Self.codeFolders {
            for path in try files(under: folder, suffixes: [".swift"]) {
                checked += 1
                let lines = try text(path).split(separator: "\n", omittingEmptySubsequences: false).count - 1
                #expect(lines <= 400, "\(path) has \(lines) lines; split it by topic")
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

    /// Package.swift's layers: each target depends only on those below it.
    @Test func targetsDependOnlyOnLayersBelow() throws {
        let manifest = try ParsedFile(text: text("Package.swift"))
        var dependencies: [String: Set<String>] = [:]
        for chain in manifest.chains {
            for link in chain.links where ["target", "executableTarget", "testTarget"].contains(link.name) {
                guard let arguments = link.arguments, let name = arguments.argument(labeled: "name") else { continue }
                let listed = arguments.argument(labeled: "dependencies").map { manifest.text($0.valueRange) } ?? ""
                let names = listed.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init)
                dependencies[manifest.text(name.valueRange).trimmingCharacters(in: ["\""])] = Set(names)
            }
        }
        #expect(dependencies["SwiftSource"] == [])
        #expect(dependencies["GlassMigrateCore"] == ["SwiftSource"])
        #expect(dependencies["GlassMigrate"] == ["GlassMigrateCore"])
        #expect(dependencies["GlassMigrateTransforms"] == ["GlassMigrateCore"])
        #expect(dependencies["GlassMigrateCommandLine"] == ["GlassMigrate"])
        #expect(dependencies["glassmigrate"] == ["GlassMigrateCommandLine", "GlassMigrateTransforms"])
        #expect(dependencies["glassmigrate-bench"] == ["GlassMigrate"])
    }

    /// The modules each folder's Swift files import.
    private func imports(under folder: String) throws -> [(path: String, module: String)] {
        var found: [(String, String)] = []
        for path in try files(under: folder, suffixes: [".swift"]) {
            let file = try ParsedFile(path: path, text: text(path))
            for index in file.tokens.indices where file.isCode(index) && file.token(index, is: "import") {
                found.append((path, file.nextSignificant(after: index).map(file.text(ofToken:)) ?? ""))
            }
        }
        return found
    }

    /// The rule API does no file-system or process I/O: it imports SwiftSource and the toolchain only and
    /// names none of the calls that read, write, list or run (the runner in GlassMigrate does them). Its
    /// one look outside is the current directory, which `ReportPath` shows paths relative to.
    @Test func theCoreDoesNoInputOrOutput() throws {
        let imports = try imports(under: "Sources/GlassMigrateCore")
        #expect(imports.count > 10)
        for (path, module) in imports {
            #expect(["SwiftSource", "Foundation", "Glibc", "Musl", "Darwin"].contains(module), "\(path) imports \(module)")
        }
        let calls = ["SafeFile", "FileHandle", "Process", "fileExists", "contents(atPath", "contentsOfDirectory", "createFile",
                     "removeItem", "moveItem", "copyItem", "enumerator(", "Data(contentsOf", "String(contentsOf",
                     "write(to", "writeOutput", "opendir", "readdir", "fopen", "fwrite", "stat(", "lstat(",
                     "realpath", "posix_spawn", "ProcessInfo", "getenv", "unlink(", "rename("]
        let files = try files(under: "Sources/GlassMigrateCore", suffixes: [".swift"])
        #expect(files.count > 10)
        for path in files {
            let file = try ParsedFile(path: path, text: text(path))
            for index in file.tokens.indices where file.isCode(index) && !file.tokens[index].kind.isTrivia {
                let name = file.text(ofToken: index)
                let next = file.nextSignificant(after: index).map(file.text(ofToken:)) ?? ""
                for call in calls where call == name || call == name + next {
                    Issue.record("\(path):\(file.source.location(of: file.tokens[index].start).line) names \(call)")
                }
            }
        }
    }

    /// The engine knows that rules exist, not what they do: its code names none of the Liquid Glass
    /// helpers, nor the built-in rules' options and their flags, which live with the rules (comments
    /// may mention them as examples).
    @Test func theEngineNamesNoLiquidGlassHelper() throws {
        let names = ["AdaptiveGlassHelper", "adaptiveGlassBackground", "LiquidGlassGate", "ViewStructure",
                     "isGuardedForLiquidGlass", "isInLiquidGlassFallback", "liquidGlassAvailabilityArguments",
                     "OutputStyle", "migrateFullBleed", "fixContainers", "helperPath", "\"style\"", "--style",
                     "--migrate-full-bleed", "--fix-containers"]
        for folder in ["Sources/GlassMigrateCore", "Sources/GlassMigrate", "Sources/GlassMigrateCommandLine"] {
            for path in try files(under: folder, suffixes: [".swift"]) {
                let file = try ParsedFile(path: path, text: text(path))
                for index in file.tokens.indices where !file.tokens[index].kind.isTrivia {
                    let token = file.text(ofToken: index)
                    for name in names where token.contains(name) {
                        Issue.record("\(path):\(file.source.location(of: file.tokens[index].start).line) names \(name)")
                    }
                }
            }
        }
    }
}

import Foundation

/// Reads a Swift file's deployment targets and module root from the nearest `Package.swift`
/// or `*.xcodeproj/project.pbxproj`, reading each manifest once however many files ask.
///
/// Safe to share between threads: every lookup goes through one lock, and the manifests are cached
/// per directory, so after the first file of a directory a lookup is a few dictionary hits.
public final class DeploymentTargetReader: @unchecked Sendable {
    private let lock = NSLock()
    /// Nearest manifest, by absolute directory.
    private var manifestByDirectory: [String: NearestManifest] = [:]
    /// Directory holding the nearest `Package.swift` (nil: none up to `/`), by absolute directory.
    private var packageDirectoryByDirectory: [String: String?] = [:]
    /// Parsed `Package.swift` files, by their directory.
    private var packages: [String: PackageManifest] = [:]
    /// How many manifest files were read, for tests of the cache.
    private(set) var manifestReads = 0

    /// The manifest that answers for the files below a directory.
    private struct NearestManifest {
        /// The answer for any file: the package's platforms, or the whole-project minimums of the Xcode projects.
        var targets: DeploymentTargets
        /// The directory holding the Xcode projects (nil for a package or for nothing found).
        var projectDirectory: String?
        /// The Xcode projects' paths and parsed target graphs (nil where the file did not parse), in name order.
        var projects: [(path: String, graph: XcodeProject?)] = []

        static let none = NearestManifest(targets: .unknown)
    }

    /// Creates a reader with an empty cache.
    public init() {}

    /// The deployment targets of the nearest enclosing package or Xcode project of the file at `path`,
    /// or `DeploymentTargets.unknown` when there is none.
    ///
    /// A directory with a `Package.swift` answers from it. Otherwise, for the `*.xcodeproj` in that
    /// directory: the minimum per platform over the targets that compile the file (their Sources build
    /// phases or synchronized folders); when no target is found to own it, the minimum over every
    /// target of every project there (for a project file that does not parse, over every deployment
    /// target it names). A manifest without platforms gives no minimums (unknown, below 26) but still
    /// names its `origin`.
    public func deploymentTargets(forFile path: String) -> DeploymentTargets {
        let file = ReportPath.absolute(path)
        lock.lock()
        defer { lock.unlock() }
        var visited: [String] = []
        var directory = Paths.parent(file)
        var found = NearestManifest.none
        while let current = directory {
            if let cached = manifestByDirectory[current] {
                found = cached
                break
            }
            visited.append(current)
            if let manifest = readManifest(in: current) {
                found = manifest
                break
            }
            directory = Paths.parent(current)
        }
        for directory in visited { manifestByDirectory[directory] = found }
        return targets(ofFile: file, in: found)
    }

    /// The minimums of the project targets that own `file`, else the manifest's whole answer.
    private func targets(ofFile file: String, in manifest: NearestManifest) -> DeploymentTargets {
        guard let projectDirectory = manifest.projectDirectory,
              let components = Paths.components(of: file, below: projectDirectory) else { return manifest.targets }
        let relative = components.joined(separator: "/")
        var minimums: [Platform: OSVersion] = [:]
        var origin: String?
        for project in manifest.projects {
            guard let owned = project.graph?.minimums(forFile: relative) else { continue }
            Self.merge(owned, into: &minimums)
            origin = origin ?? project.path
        }
        guard let origin else { return manifest.targets }
        return DeploymentTargets(minimums, origin: origin)
    }

    /// The directory of the Swift package target that contains the file at `path`, or nil.
    ///
    /// That is the longest `path:` a target in the nearest `Package.swift` declares around the file,
    /// else the directory directly under `Sources/`, `Source/`, `src/`, `srcs/`, `Tests/` or `Plugins/`
    /// that contains it. Used to place one generated helper per module.
    public func moduleRoot(forFile path: String) -> String? {
        let file = ReportPath.absolute(path)
        lock.lock()
        defer { lock.unlock() }
        guard let start = Paths.parent(file), let packageDirectory = nearestPackageDirectory(from: start),
              let components = Paths.components(of: file, below: packageDirectory) else { return nil }
        let manifest = packages[packageDirectory] ?? PackageManifest()
        var best: [Substring]?
        for declared in manifest.targetPaths {
            let declaredComponents = ReportPath.absolute(Paths.join(packageDirectory, declared))
            guard let inside = Paths.components(of: declaredComponents, below: packageDirectory),
                  !inside.isEmpty, components.count > inside.count,
                  Array(components.prefix(inside.count)) == inside else { continue }
            if inside.count > (best?.count ?? 0) { best = inside }
        }
        if let best { return Paths.join(packageDirectory, best.joined(separator: "/")) }
        guard components.count >= 3, Self.conventionalSourceDirectories.contains(String(components[0])) else {
            return nil
        }
        return Paths.join(packageDirectory, components[0] + "/" + components[1])
    }

    /// Folders under which SwiftPM looks for one folder per target.
    static let conventionalSourceDirectories: Set<String> = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]

    // MARK: - Reading manifests (lock held)

    private func readManifest(in directory: String) -> NearestManifest? {
        if let manifest = package(in: directory) {
            // A package beside an Xcode project (often a tooling package at a repository's root) answers
            // only for files no project target compiles.
            let projects = readProjects(in: directory)
            return NearestManifest(targets: DeploymentTargets(manifest.minimums,
                                                              origin: Paths.join(directory, "Package.swift")),
                                   projectDirectory: projects?.projectDirectory, projects: projects?.projects ?? [])
        }
        return readProjects(in: directory)
    }

    private func readProjects(in directory: String) -> NearestManifest? {
        let paths = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }
            .sorted()
            .map { Paths.join(Paths.join(directory, $0), "project.pbxproj") }
            .filter(Paths.isFile)
        guard !paths.isEmpty else { return nil }
        var minimums: [Platform: OSVersion] = [:]
        var projects: [(path: String, graph: XcodeProject?)] = []
        for path in paths {
            guard let bytes = read(path) else { continue }
            let graph = XcodeProject(bytes)
            // A file that does not parse may still name its deployment targets.
            Self.merge(graph?.minimumsOverAllTargets ?? Self.parseProject(bytes), into: &minimums)
            projects.append((path, graph))
        }
        return NearestManifest(targets: DeploymentTargets(minimums, origin: paths[0]),
                               projectDirectory: directory, projects: projects)
    }

    private func package(in directory: String) -> PackageManifest? {
        if let cached = packages[directory] { return cached }
        let manifestPath = Paths.join(directory, "Package.swift")
        guard Paths.isFile(manifestPath), let bytes = read(manifestPath) else { return nil }
        let manifest = Self.parsePackage(bytes)
        packages[directory] = manifest
        return manifest
    }

    private func nearestPackageDirectory(from start: String) -> String? {
        var visited: [String] = []
        var directory: String? = start
        var found: String?
        while let current = directory {
            if let cached = packageDirectoryByDirectory[current] {
                found = cached
                break
            }
            visited.append(current)
            if package(in: current) != nil {
                found = current
                break
            }
            directory = Paths.parent(current)
        }
        for directory in visited { packageDirectoryByDirectory[directory] = .some(found) }
        return found
    }

    private func read(_ path: String) -> [UInt8]? {
        manifestReads += 1
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }

    private static func merge(_ new: [Platform: OSVersion], into minimums: inout [Platform: OSVersion]) {
        for (platform, version) in new {
            minimums[platform] = min(version, minimums[platform] ?? version)
        }
    }

    // MARK: - Package.swift

    /// What glassmigrate reads from a `Package.swift`, without evaluating it.
    struct PackageManifest: Equatable {
        /// The versions in the package's `platforms:` list.
        var minimums: [Platform: OSVersion] = [:]
        /// The `path:` arguments of its targets, relative to the package directory.
        var targetPaths: [String] = []
    }

    private static let platformNames: [String: Platform] = [
        "iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS,
        "visionOS": .visionOS, "macCatalyst": .macCatalyst,
    ]

    private static let targetCallNames: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary",
    ]

    /// Reads the `platforms:` list and target `path:` arguments from a manifest's tokens; comments and
    /// strings are skipped by the lexer, so they cannot fake either.
    static func parsePackage(_ bytes: [UInt8]) -> PackageManifest {
        let tokens = Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }
        func text(_ index: Int) -> String {
            guard index >= 0, index < tokens.count else { return "" }
            return String(decoding: bytes[tokens[index].range], as: UTF8.self)
        }
        func kind(_ index: Int) -> TokenKind? {
            index >= 0 && index < tokens.count ? tokens[index].kind : nil
        }
        func stringLiteral(at index: Int) -> String? {
            guard kind(index) == .stringStart else { return nil }
            if kind(index + 1) == .stringEnd { return "" }
            guard kind(index + 1) == .stringSegment, kind(index + 2) == .stringEnd else { return nil }
            return text(index + 1)
        }

        var manifest = PackageManifest()
        var foundPlatforms = false
        // The name of the call each open bracket belongs to ("" for a bracket that is not a call).
        var callStack: [String] = []
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen:
                callStack.append(kind(index - 1) == .identifier ? text(index - 1) : "")
            case .leftBracket, .leftBrace:
                callStack.append("")
            case .rightParen, .rightBracket, .rightBrace:
                if !callStack.isEmpty { callStack.removeLast() }
            case .identifier where !foundPlatforms && text(index) == "platforms":
                let separator = kind(index + 1) == .colon || (kind(index + 1) == .operator && text(index + 1) == "=")
                // `.when(platforms: [.iOS])` in a build setting names platforms without versions.
                if separator, kind(index + 2) == .leftBracket, callStack.last != "when" {
                    manifest.minimums = parsePlatformList(tokens, from: index + 2, text: text, kind: kind)
                    foundPlatforms = true
                }
            case .identifier where text(index) == "path":
                if kind(index + 1) == .colon, let call = callStack.last, targetCallNames.contains(call),
                   let value = stringLiteral(at: index + 2), !value.isEmpty {
                    manifest.targetPaths.append(value)
                }
            default:
                break
            }
            index += 1
        }
        return manifest
    }

    /// Reads `.iOS(.v17)`, `.macOS(.v10_15)` and `.iOS("17.0")` items of the list opening at `open`.
    private static func parsePlatformList(_ tokens: [Token], from open: Int, text: (Int) -> String,
                                          kind: (Int) -> TokenKind?) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBracket, .leftParen, .leftBrace:
                depth += 1
            case .rightBracket, .rightParen, .rightBrace:
                depth -= 1
                if depth == 0 { return minimums }
            case .period where depth == 1:
                guard kind(index + 1) == .identifier, let platform = platformNames[text(index + 1)],
                      kind(index + 2) == .leftParen else { break }
                var version: OSVersion?
                if kind(index + 3) == .period, kind(index + 4) == .identifier, kind(index + 5) == .rightParen {
                    version = OSVersion(text(index + 4).replacingOccurrences(of: "_", with: "."))
                } else if kind(index + 3) == .stringStart, kind(index + 4) == .stringSegment,
                          kind(index + 5) == .stringEnd, kind(index + 6) == .rightParen {
                    version = OSVersion(text(index + 4))
                }
                if let version { merge([platform: version], into: &minimums) }
            default:
                break
            }
            index += 1
        }
        return minimums
    }

    // MARK: - project.pbxproj

    /// The minimum per platform a project file that does not parse as a property list builds for:
    /// every `*_DEPLOYMENT_TARGET`, `SUPPORTED_PLATFORMS` and `SDKROOT` assignment in it (quoted or not,
    /// SDK-conditional or not) read as if one configuration held them all, so the filtering of
    /// `XcodeProject.minimums(of:)` applies file-wide.
    static func parseProject(_ bytes: [UInt8]) -> [Platform: OSVersion] {
        XcodeProject.minimums(of: settingAssignments(in: bytes))
    }

    /// The settings the byte scan looks for.
    private static let scannedSettings = Set(XcodeProject.deploymentTargetSettings.keys)
        .union(["SUPPORTED_PLATFORMS", "SDKROOT"])

    /// Every `KEY = value;`, `"KEY[sdk=…]" = "value";` and the like of a scanned setting, in file
    /// order, the key without its condition.
    private static func settingAssignments(in bytes: [UInt8]) -> [(key: String, value: String)] {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_")
        }
        func skipSpaces(_ index: inout Int) {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
                || bytes[index] == 0x0D { index += 1 }
        }
        var assignments: [(key: String, value: String)] = []
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let wordStart = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            let key = String(decoding: bytes[wordStart..<index], as: UTF8.self)
            guard scannedSettings.contains(key) else { continue }
            var cursor = index
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") {
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") { cursor += 1 }
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
            skipSpaces(&cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            skipSpaces(&cursor)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
            let valueStart = cursor
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: ";"),
                  bytes[cursor] != 0x0A { cursor += 1 }
            assignments.append((key, String(decoding: bytes[valueStart..<cursor], as: UTF8.self)))
            index = cursor
        }
        return assignments
    }
}

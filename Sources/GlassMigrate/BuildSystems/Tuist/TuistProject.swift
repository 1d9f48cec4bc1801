import Foundation

/// What glassmigrate reads from a Tuist `Project.swift`, without running it: each target's platforms,
/// minimum versions and source globs, where they are written literally.
struct TuistProject: Hashable {
    /// One `.target(…)` or `Target(…)` of the manifest.
    struct Target: Hashable {
        /// Its `name:` when written literally.
        var name: String?
        /// The platforms its `destinations:` (or older `platform:`) build for; nil when not written literally.
        var platforms: Set<Platform>?
        /// The versions its `deploymentTargets:` (or older `deploymentTarget:`) names literally.
        var versions: [Platform: OSVersion] = [:]
        /// Its `sources:` globs (none when it has no `sources:`).
        var sources: [TuistSourceGlob] = []

        /// The minimum per platform it builds for (a platform whose version is not written literally, or
        /// not at all, at 1.0, as the Xcode reader counts a built platform without a version); nil when
        /// its platforms are unknown.
        var minimums: [Platform: OSVersion]? {
            platforms.map { platforms in
                Dictionary(uniqueKeysWithValues: platforms.map { ($0, versions[$0] ?? OSVersion(1)) })
            }
        }

        /// Whether its sources take the file at `path` (names relative to the manifest's folder).
        func compiles(_ path: [Substring]) -> Bool {
            sources.contains { $0.matches(path) }
        }
    }

    /// The targets in the order the manifest writes them.
    var targets: [Target]

    /// The indices of the targets whose sources take the file at `relative` (below the manifest's folder).
    func owners(ofFile relative: String) -> [Int] {
        let path = relative.split(separator: "/")
        return targets.indices.filter { targets[$0].compiles(path) }
    }

    /// The minimum per platform over `indices`; nil when one of them has platforms not read.
    func minimums(ofTargets indices: [Int]) -> [Platform: OSVersion]? {
        var minimums: [Platform: OSVersion] = [:]
        for index in indices {
            guard let own = targets[index].minimums else { return nil }
            DeploymentTargetReader.merge(own, into: &minimums)
        }
        return minimums
    }

    /// The modules a manifest may import: anything else (`ProjectDescriptionHelpers`, a plugin) can make
    /// targets this reading does not see.
    private static let readableImports: Set<String> = ["ProjectDescription", "Foundation"]

    /// Reads a `Project.swift`; nil when it is not a Tuist project manifest (no `import ProjectDescription`,
    /// no `Project(…)`), or when some target may be missed or its sources are not literal: another import,
    /// its own `target` or `Target` declaration, a target whose `sources:` is computed.
    static func parse(_ bytes: [UInt8]) -> TuistProject? {
        guard Engine.contains(bytes, "ProjectDescription"),
              let file = try? ParsedFile(SourceFile(path: "Project.swift", bytes: bytes)) else { return nil }
        let reader = TuistManifestTokens(file)
        var imports: Set<String> = []
        var projectCalls = 0
        var targets: [Target] = []
        for index in reader.significant {
            switch reader.text(index) {
            case "import":
                guard let module = reader.importedModule(after: index) else { return nil }
                imports.insert(module)
            case "func", "struct", "class", "enum", "typealias":
                // A manifest's own `target` or `Target` would make the calls below mean something else.
                if let name = reader.next(after: index), ["target", "Target"].contains(reader.text(name)) { return nil }
            case "Project":
                if let open = reader.next(after: index), reader.kind(open) == .leftParen, !reader.follows(index, .period) {
                    projectCalls += 1
                }
            case "target", "Target", "init":
                guard let open = reader.targetCallOpen(at: index) else { continue }
                let arguments = ArgumentList(file, open: open)
                guard arguments.argument(labeled: "product") != nil else { continue }
                guard let target = reader.target(arguments) else { return nil }
                targets.append(target)
            default:
                continue
            }
        }
        guard imports.contains("ProjectDescription"), imports.isSubset(of: readableImports), projectCalls > 0 else { return nil }
        return TuistProject(targets: targets)
    }
}

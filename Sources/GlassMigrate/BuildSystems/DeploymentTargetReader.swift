import Foundation

/// Reads a Swift file's deployment targets and module from the nearest `Package.swift`,
/// `*.xcodeproj/project.pbxproj` or Tuist `Project.swift`, reading each manifest once however many files ask.
///
/// Safe to share between threads: the manifests are cached per directory behind one lock, so after
/// the first file of a directory a lookup is a few dictionary hits. A directory's manifests are read
/// and parsed outside the lock, once: another thread that needs them meanwhile waits for them rather
/// than reading them again.
public final class DeploymentTargetReader: @unchecked Sendable {
    private let condition = NSCondition()
    /// Nearest manifest, by absolute directory.
    private var manifestByDirectory: [String: NearestManifest] = [:]
    /// The manifests in each directory looked into (nil: none there), by absolute directory.
    private var ownManifest: [String: NearestManifest?] = [:]
    /// Whether each Info.plist read for `designCompatibilityOptOut` sets the key to true, by path.
    private var optOutByInfoPlist: [String: Bool] = [:]
    /// Directories whose manifests some thread is reading now.
    private var reading: Set<String> = []
    private var reads = 0
    /// How many manifest files were read, for tests of the cache.
    var manifestReads: Int {
        condition.lock()
        defer { condition.unlock() }
        return reads
    }

    /// An Xcode project file as read: its path, bytes and target graph (nil when it does not parse).
    struct ProjectFile {
        var path: String
        var graph: XcodeProject?
        /// What the file held when it was read; its text is let go (a large app's project file is
        /// megabytes) and read again only if the run edits it.
        var fingerprint: ByteFingerprint
        /// Why it is not read as a project, when a reason more exact than "does not parse" is known.
        var problem: String?

        /// The file's text, read again; nil when it cannot be read or no longer holds what was read.
        func bytesAsRead() -> [UInt8]? {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let bytes = Array(data)
            return ByteFingerprint(bytes) == fingerprint ? bytes : nil
        }
    }

    /// The size and a hash of some bytes, to tell whether a file still holds what was read.
    struct ByteFingerprint: Equatable {
        let count: Int
        let hash: UInt64

        init(_ bytes: [UInt8]) {
            count = bytes.count
            hash = bytes.withUnsafeBytes(ByteHash.hash)
        }
    }

    /// What decides which module compiles a file.
    enum BuildSystem {
        /// The Swift package target whose folder is `root`.
        case packageTarget(root: String)
        /// The Xcode projects of `directory` (at least one), in name order.
        case xcodeProjects(directory: String, projects: [ProjectFile])
        /// A project generated from the spec at this path (XcodeGen's `project.yml`) with no project file.
        case generatedProject(spec: String)
        /// Targets of a Tuist `Project.swift` (with no project file) whose sources take the file.
        case tuistProject(TuistManifestFile)
        /// Below the `Package.swift` of `directory`, but in none of the target folders it can be read to
        /// name (a manifest may compute its target paths).
        case packageWithoutTarget(directory: String)
        /// No package target or project around the file.
        case none
    }

    /// The manifests of the nearest directory that has any, which answer for the files below it.
    private struct NearestManifest {
        var directory: String?
        /// The `Package.swift` there.
        var package: PackageManifest?
        /// The Xcode projects there, in name order.
        var projects: [ProjectFile] = []
        /// The minimum per platform over every target of every project there.
        var projectMinimums: [Platform: OSVersion] = [:]
        /// An XcodeGen spec there when there is no project file.
        var generatorSpec: String?
        /// A Tuist `Project.swift` there, read, when there is no package or project file.
        var tuist: TuistManifestFile?

        static let none = NearestManifest()
    }

    /// Creates a reader with an empty cache.
    public init() {}

    /// The deployment targets of the nearest enclosing package or Xcode project of the file at `path`,
    /// or `DeploymentTargets.unknown` when there is none.
    ///
    /// A directory with a `Package.swift` answers from it for the files of its targets, and for every
    /// file when it has no Xcode project. Otherwise, for the `*.xcodeproj` in that directory: the minimum
    /// per platform over the targets that compile the file (their Sources build phases or synchronized
    /// folders); when no target is found to own it, the minimum over every target of every project there
    /// (for a project file that does not parse, over every deployment target it names). A manifest
    /// without platforms gives no minimums (unknown, below 26) but still names its `origin`. With neither,
    /// a Tuist `Project.swift` that can be read answers for the files its targets' source globs take.
    public func deploymentTargets(forFile path: String) -> DeploymentTargets {
        let file = ReportPath.absolute(path)
        return deploymentTargets(forFile: file, manifest: nearestManifest(of: file, waiting: true)!)
    }

    /// `deploymentTargets(forFile:)` unless another thread is reading a manifest the answer needs:
    /// nil then, rather than waiting for it (a large Xcode project takes a while to parse).
    func deploymentTargetsIfReady(forFile path: String) -> DeploymentTargets? {
        let file = ReportPath.absolute(path)
        return nearestManifest(of: file, waiting: false).map { deploymentTargets(forFile: file, manifest: $0) }
    }

    private func deploymentTargets(forFile file: String, manifest: NearestManifest) -> DeploymentTargets {
        guard let directory = manifest.directory else { return .unknown }
        if let package = manifest.package,
           manifest.projects.isEmpty || Self.packageTargetRoot(of: file, package: package, in: directory) != nil {
            return DeploymentTargets(package.minimums, origin: Paths.join(directory, "Package.swift"))
        }
        if let tuist = manifest.tuist { return tuist.deploymentTargets(forFile: file) }
        guard !manifest.projects.isEmpty else { return .unknown }
        guard let relative = Self.relativePath(of: file, below: directory) else {
            return DeploymentTargets(manifest.projectMinimums, origin: manifest.projects[0].path)
        }
        var minimums: [Platform: OSVersion] = [:]
        var origin: String?
        for project in manifest.projects {
            guard let owned = project.graph?.minimums(forFile: relative) else { continue }
            Self.merge(owned, into: &minimums)
            origin = origin ?? project.path
        }
        guard let origin else { return DeploymentTargets(manifest.projectMinimums, origin: manifest.projects[0].path) }
        var targets = DeploymentTargets(minimums, origin: origin)
        targets.designCompatibilityOptOut = designCompatibilityOptOut(forFile: relative, projects: manifest.projects, in: directory)
        return targets
    }

    /// The settings file through which a target that compiles the file at `relative` (below `directory`,
    /// the projects' folder) sets `UIDesignRequiresCompatibility` to true: its project file for the build
    /// setting, else an Info.plist it names in `INFOPLIST_FILE` that holds the key set to true.
    private func designCompatibilityOptOut(forFile relative: String, projects: [ProjectFile], in directory: String) -> String? {
        for project in projects {
            for settings in project.graph?.designCompatibility(forFile: relative) ?? [] {
                if settings.setsKey { return project.path }
                for value in settings.infoPlistFiles {
                    if let plist = BuildSettingsScan.resolved(value, in: directory), infoPlistOptsOut(plist) { return plist }
                }
            }
        }
        return nil
    }

    /// Whether the Info.plist at `path` sets `UIDesignRequiresCompatibility` to true; each file is read once.
    private func infoPlistOptsOut(_ path: String) -> Bool {
        condition.lock()
        if let known = optOutByInfoPlist[path] {
            condition.unlock()
            return known
        }
        condition.unlock()
        var optsOut = false
        if case .success(let bytes) = SafeFile.read(path) {
            let file = BuildSettingsFile(path: path, bytes: bytes, kind: .infoPlist)
            optsOut = file.contains(XcodeProject.designCompatibilityKey)
                && file.infoPlistValue(forKey: XcodeProject.designCompatibilityKey).value?.bool == true
        }
        condition.lock()
        optOutByInfoPlist[path] = optsOut
        condition.unlock()
        return optsOut
    }

    /// `Paths.components(of: file, below: directory)` joined with `/`: for ASCII paths (most) the part
    /// after the directory as it is, when it has no empty component to leave out, rather than split and joined.
    static func relativePath(of file: String, below directory: String) -> String? {
        let plain = file.utf8.withContiguousStorageIfAvailable { path in
            directory.utf8.withContiguousStorageIfAvailable { folder -> String? in
                let slash = UInt8(ascii: "/")
                guard folder.count > 1, path.count > folder.count + 1, path[folder.count] == slash,
                      SourceBytes.isASCII(path), SourceBytes.isASCII(folder),
                      memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0 else { return nil }
                let rest = UnsafeBufferPointer(rebasing: path[(folder.count + 1)...])
                guard rest.first != slash, rest.last != slash else { return nil }
                for index in 1..<rest.count where rest[index] == slash && rest[index - 1] == slash { return nil }
                return String(decoding: rest, as: UTF8.self)
            }
        }
        if let plain = plain ?? nil, let plain { return plain }
        return Paths.components(of: file, below: directory)?.joined(separator: "/")
    }

    /// The directory of the Swift package target that contains the file at `path`, or nil.
    ///
    /// That is the longest `path:` a target in the nearest `Package.swift` declares around the file,
    /// else the directory directly under `Sources/`, `Source/`, `src/`, `srcs/`, `Tests/` or `Plugins/`
    /// that contains it. Used to place one generated helper per module.
    public func moduleRoot(forFile path: String) -> String? {
        if case .packageTarget(let root) = buildSystem(forFile: path) { return root }
        return nil
    }

    /// What compiles the file at `path`: the package target around it, else the Xcode projects of the
    /// nearest directory that has any, else a project generator's spec, else the Tuist targets whose
    /// source globs take it, else nothing.
    func buildSystem(forFile path: String) -> BuildSystem {
        let file = ReportPath.absolute(path)
        let manifest = nearestManifest(of: file)
        guard let directory = manifest.directory else { return .none }
        if let package = manifest.package, let root = Self.packageTargetRoot(of: file, package: package, in: directory) {
            return .packageTarget(root: root)
        }
        if !manifest.projects.isEmpty { return .xcodeProjects(directory: directory, projects: manifest.projects) }
        if let spec = manifest.generatorSpec { return .generatedProject(spec: spec) }
        if let tuist = manifest.tuist, !tuist.owners(ofFile: file).isEmpty { return .tuistProject(tuist) }
        if manifest.package != nil { return .packageWithoutTarget(directory: directory) }
        return .none
    }

    /// The folder of the package or project manifests nearest to `folder` (absolute), at or above it;
    /// nil when none is.
    func manifestDirectory(enclosing folder: String) -> String? {
        nearestManifest(of: Paths.join(folder, "Package.swift")).directory
    }

    /// Every directory found so far to hold a `Package.swift`, an Xcode project, a project spec or a read Tuist manifest.
    func manifestDirectories() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        return Array(Set(manifestByDirectory.values.compactMap(\.directory))).sorted()
    }

    /// The folder of the package target around `file`, from the manifest in `directory`.
    private static func packageTargetRoot(of file: String, package: PackageManifest, in directory: String) -> String? {
        guard let components = Paths.components(of: file, below: directory) else { return nil }
        var best: [Substring]?
        for declared in package.targetPaths {
            let declaredPath = ReportPath.absolute(Paths.join(directory, declared))
            guard let inside = Paths.components(of: declaredPath, below: directory),
                  !inside.isEmpty, components.count > inside.count,
                  Array(components.prefix(inside.count)) == inside else { continue }
            if inside.count > (best?.count ?? 0) { best = inside }
        }
        if let best { return Paths.join(directory, best.joined(separator: "/")) }
        guard components.count >= 3, conventionalSourceDirectories.contains(String(components[0])) else { return nil }
        return Paths.join(directory, components[0] + "/" + components[1])
    }

    /// Folders under which SwiftPM looks for one folder per target.
    static let conventionalSourceDirectories: Set<String> = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]

    // MARK: - Reading manifests

    private func nearestManifest(of file: String) -> NearestManifest {
        nearestManifest(of: file, waiting: true)!
    }

    /// The manifest nearest to `file`; nil, when not `waiting`, if another thread is reading one the
    /// answer needs.
    private func nearestManifest(of file: String, waiting: Bool) -> NearestManifest? {
        condition.lock()
        defer { condition.unlock() }
        var visited: [String] = []
        var directory = Paths.parent(file)
        var found = NearestManifest.none
        while let current = directory {
            if let cached = manifestByDirectory[current] {
                found = cached
                break
            }
            guard let own = ownManifest[current] else {
                if reading.contains(current) {
                    guard waiting else { return nil }
                    condition.wait()
                } else {
                    // Read without the lock: a large project file takes a while to parse.
                    reading.insert(current)
                    condition.unlock()
                    let manifest = readManifest(in: current)
                    condition.lock()
                    reading.remove(current)
                    ownManifest[current] = .some(manifest)
                    condition.broadcast()
                }
                continue
            }
            visited.append(current)
            if let own {
                found = own
                break
            }
            directory = Paths.parent(current)
        }
        for directory in visited { manifestByDirectory[directory] = found }
        return found
    }

    private func readManifest(in directory: String) -> NearestManifest? {
        var manifest = NearestManifest(directory: directory)
        let packagePath = Paths.join(directory, "Package.swift")
        if Paths.isFile(packagePath), let bytes = read(packagePath) { manifest.package = Self.parsePackage(bytes) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let projectPaths = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            .map { Paths.join(Paths.join(directory, $0), "project.pbxproj") }
            .filter(Paths.isFile)
        for path in projectPaths {
            guard let bytes = read(path) else { continue }
            // A configuration's `.xcconfig` is named relative to the folder that holds the project.
            let graph = XcodeProject(bytes) { [self] file in
                let path = file.hasPrefix("/") ? file : Paths.join(directory, file)
                return Paths.isFile(path) ? read(path) : nil
            }
            // A file that does not parse may still name its deployment targets.
            Self.merge(graph?.minimumsOverAllTargets ?? Self.parseProject(bytes), into: &manifest.projectMinimums)
            manifest.projects.append(ProjectFile(path: path, graph: graph, fingerprint: ByteFingerprint(bytes),
                                                 problem: graph == nil ? PropertyListDocument.nestingProblem(in: bytes) : nil))
        }
        if manifest.package == nil && manifest.projects.isEmpty {
            if let tuist = readTuistManifest(in: directory) {
                manifest.tuist = tuist
                return manifest
            }
            guard let spec = ["project.yml", "project.yaml"].map({ Paths.join(directory, $0) }).first(where: Self.isXcodeGenSpec) else {
                return nil
            }
            manifest.generatorSpec = spec
        }
        return manifest
    }

    /// Whether `path` is an XcodeGen spec: a `project.yml` that lists targets.
    private static func isXcodeGenSpec(_ path: String) -> Bool {
        guard Paths.isFile(path), let data = FileManager.default.contents(atPath: path) else { return false }
        return Engine.contains(Array(data), "targets:")
    }

    func read(_ path: String) -> [UInt8]? {
        condition.lock()
        reads += 1
        condition.unlock()
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func merge(_ new: [Platform: OSVersion], into minimums: inout [Platform: OSVersion]) {
        for (platform, version) in new {
            minimums[platform] = min(version, minimums[platform] ?? version)
        }
    }
}

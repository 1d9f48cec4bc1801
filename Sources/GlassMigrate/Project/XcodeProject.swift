import Foundation

/// The parts of a `project.pbxproj` that decide which native targets compile a file and which OS
/// versions each target builds for.
///
/// File paths are relative to the directory that holds the `.xcodeproj`, `/`-separated, normalized
/// (no `.` or `..` inside). A file is owned by a target when the target's Sources build phase names it,
/// or when it lies in a synchronized folder (Xcode 16) that the target lists, less that folder's
/// membership exceptions for the target (and plus those for a target that does not list the folder,
/// which is how Xcode adds a single file of another target's folder).
struct XcodeProject {
    /// A native target and the minimum OS version per platform it builds for.
    struct Target: Equatable {
        /// The target's `name`.
        var name: String
        /// The minimum per platform over the target's configurations; empty when none is known.
        var minimums: [Platform: OSVersion]
    }

    /// A synchronized folder as one target sees it.
    private struct FolderMembership {
        /// Index into `targets`.
        var target: Int
        /// Whether the target lists the folder; if not, only the exceptions belong to it.
        var listsFolder: Bool
        /// Lowercased paths relative to the folder whose membership is inverted for the target (a folder covers its contents).
        var exceptions: [String]
    }

    /// A group that stands for a folder, where a new file of that folder can be listed.
    struct Group: Equatable {
        /// The object id.
        var id: String
        /// Whether the group names its folder with a `path` (rather than standing for its parent's folder).
        var hasPath: Bool
    }

    /// The project's native targets, in file order.
    private(set) var targets: [Target] = []
    /// The object id of each target, by target index.
    private(set) var targetIDs: [String] = []
    /// The id of each target's first Sources build phase (nil when it has none), by target index.
    private(set) var sourcesPhaseIDs: [String?] = []
    /// The paths of the files each target's Sources phases name, as the project spells them, by target index.
    private(set) var classicFiles: [[String]] = []
    /// The synchronized folders each target lists or takes files from, as the project spells them, by target index.
    private(set) var synchronizedFolders: [[String]] = []
    /// The groups that stand for each folder (lowercased path), best first: those naming the folder with a
    /// `path`, then the others, each in the order the project tree lists them.
    private(set) var groupsByFolder: [String: [Group]] = [:]
    /// Every file reference reachable from the main group: id and path, as the project spells it.
    private(set) var fileReferences: [(id: String, path: String)] = []
    /// Every object id in the file.
    private(set) var objectIDs: Set<String> = []
    /// The id of the `PBXProject` object.
    private(set) var projectID = ""
    /// Target indexes by the lowercased path of a file some Sources build phase names.
    private var targetsByFile: [String: [Int]] = [:]
    /// Memberships by the lowercased path of a synchronized folder.
    private var foldersByPath: [String: [FolderMembership]] = [:]

    /// Parses a project file; nil when it is not an old-style property list with a `PBXProject`.
    init?(_ bytes: [UInt8]) {
        guard let document = PropertyListDocument(bytes) else { return nil }
        self.init(document: document)
    }

    /// Reads a parsed project file; nil when it has no `PBXProject`.
    init?(document: PropertyListDocument) {
        let root = document.root
        guard let objects = document.value("objects", in: root), document.kind(objects) == .dictionary,
              let projectID = document.string("rootObject", in: root) else { return nil }
        let graph = ObjectGraph(document: document, objects: objects)
        guard let project = graph.object(projectID) else { return nil }
        objectIDs = Set(graph.objects.keys)
        self.projectID = projectID
        let elements = graph.fileElements(from: project)
        var paths: [String: String] = [:]
        for element in elements {
            paths[element.id] = element.path
            switch element.isa {
            case "PBXGroup":
                let group = Group(id: element.id, hasPath: element.hasPath)
                groupsByFolder[element.path.lowercased(), default: []].append(group)
            case "PBXFileReference":
                fileReferences.append((element.id, element.path))
            default:
                break
            }
        }
        for (folder, groups) in groupsByFolder {
            groupsByFolder[folder] = groups.filter(\.hasPath) + groups.filter { !$0.hasPath }
        }
        let projectConfigurations = graph.configurations(ofList: graph.string("buildConfigurationList", of: project))

        var targetIndexByID: [String: Int] = [:]
        for targetID in graph.strings("targets", of: project) {
            guard let target = graph.object(targetID), graph.is(target, "PBXNativeTarget") else { continue }
            targetIndexByID[targetID] = targets.count
            let configurations = graph.configurations(ofList: graph.string("buildConfigurationList", of: target))
            targets.append(Target(name: graph.string("name", of: target) ?? targetID,
                                  minimums: Self.minimums(project: projectConfigurations, target: configurations)))
            targetIDs.append(targetID)
            sourcesPhaseIDs.append(nil)
            classicFiles.append([])
            synchronizedFolders.append([])
        }

        for (index, targetID) in targetIDs.enumerated() {
            guard let target = graph.object(targetID) else { continue }
            for phaseID in graph.strings("buildPhases", of: target) {
                guard let phase = graph.object(phaseID), graph.is(phase, "PBXSourcesBuildPhase") else { continue }
                if sourcesPhaseIDs[index] == nil { sourcesPhaseIDs[index] = phaseID }
                for buildFileID in graph.strings("files", of: phase) {
                    guard let reference = graph.object(buildFileID).flatMap({ graph.string("fileRef", of: $0) }),
                          let path = paths[reference] else { continue }
                    targetsByFile[path.lowercased(), default: []].append(index)
                    classicFiles[index].append(path)
                }
            }
            for groupID in graph.strings("fileSystemSynchronizedGroups", of: target) {
                guard let path = paths[groupID] else { continue }
                let exceptions = graph.membershipExceptions(ofFolder: groupID)
                foldersByPath[path.lowercased(), default: []].append(
                    FolderMembership(target: index, listsFolder: true, exceptions: exceptions[targetID] ?? []))
                synchronizedFolders[index].append(path)
            }
        }
        // An exception set naming a target that does not list the folder adds those files to it.
        for element in elements where element.isa == "PBXFileSystemSynchronizedRootGroup" {
            let key = element.path.lowercased()
            for (targetID, exceptions) in graph.membershipExceptions(ofFolder: element.id).sorted(by: { $0.key < $1.key }) {
                guard let index = targetIndexByID[targetID],
                      !(foldersByPath[key] ?? []).contains(where: { $0.target == index }) else { continue }
                foldersByPath[key, default: []].append(
                    FolderMembership(target: index, listsFolder: false, exceptions: exceptions))
                synchronizedFolders[index].append(element.path)
            }
        }
    }

    /// The indexes of the targets that compile the file at `path` (relative to the project's directory), ascending.
    ///
    /// Paths compare without regard to case, as on the case-insensitive file systems Xcode projects
    /// are made on (a project may spell `Views/` where the folder is `views/`).
    func owners(ofFile path: String) -> [Int] {
        let path = path.lowercased()
        var owners = Set(targetsByFile[path] ?? [])
        var folder = Substring(path)
        while !folder.isEmpty {
            folder = folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
            guard let memberships = foldersByPath[String(folder)] else { continue }
            let inside = folder.isEmpty ? Substring(path) : path.dropFirst(folder.count + 1)
            for membership in memberships {
                let excepted = membership.exceptions.contains { Self.isSameOrInside(inside, $0) }
                if excepted != membership.listsFolder { owners.insert(membership.target) }
            }
        }
        return owners.sorted()
    }

    /// Whether `path` is `folder` or inside it (both lowercased already): byte for byte when both are
    /// ASCII, as strings otherwise, so a composed and a decomposed accent are the same name.
    private static func isSameOrInside(_ path: Substring, _ folder: String) -> Bool {
        let pathBytes = path.utf8, folderBytes = folder.utf8
        guard pathBytes.allSatisfy({ $0 < 0x80 }), folderBytes.allSatisfy({ $0 < 0x80 }) else {
            return path == folder || path.hasPrefix(folder + "/")
        }
        guard pathBytes.starts(with: folderBytes) else { return false }
        guard pathBytes.count > folderBytes.count else { return true }
        return pathBytes[pathBytes.index(pathBytes.startIndex, offsetBy: folderBytes.count)] == UInt8(ascii: "/")
    }

    /// Whether the file at `path` (relative to the project's directory) lies in a synchronized folder.
    func isInSynchronizedFolder(_ path: String) -> Bool {
        var folder = Substring(path.lowercased())
        while !folder.isEmpty {
            folder = folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
            if foldersByPath[String(folder)] != nil { return true }
        }
        return false
    }

    /// The minimum per platform over every target, the answer for a file no target is found to own.
    var minimumsOverAllTargets: [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        for target in targets {
            for (platform, version) in target.minimums { minimums[platform] = min(version, minimums[platform] ?? version) }
        }
        return minimums
    }

    /// The minimum per platform over the targets that compile the file at `path`; nil when no target
    /// owns it or an owner's versions are unknown, so the caller can fall back to the whole project.
    func minimums(forFile path: String) -> [Platform: OSVersion]? {
        let owners = owners(ofFile: path)
        guard !owners.isEmpty else { return nil }
        var minimums: [Platform: OSVersion] = [:]
        for index in owners {
            guard !targets[index].minimums.isEmpty else { return nil }
            for (platform, version) in targets[index].minimums {
                minimums[platform] = min(version, minimums[platform] ?? version)
            }
        }
        return minimums
    }

    /// The minimum per platform over the targets at `indexes`; when a target's versions are unknown, the
    /// minimum over every target counts for it.
    func minimums(ofTargets indexes: [Int]) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        for index in indexes {
            let own = targets[index].minimums.isEmpty ? minimumsOverAllTargets : targets[index].minimums
            for (platform, version) in own { minimums[platform] = min(version, minimums[platform] ?? version) }
        }
        return minimums
    }

    // MARK: - Build settings

    /// The build settings that name a deployment target, and the platform of each.
    static let deploymentTargetSettings: [String: Platform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS,
        "TVOS_DEPLOYMENT_TARGET": .tvOS, "WATCHOS_DEPLOYMENT_TARGET": .watchOS,
        "XROS_DEPLOYMENT_TARGET": .visionOS,
    ]

    /// A build setting's name without its condition (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`).
    private static func settingName(_ key: String) -> Substring {
        key.utf8.firstIndex(of: UInt8(ascii: "[")).map { key[..<$0] } ?? Substring(key)
    }

    /// Whether the setting `key` (with or without a condition) is one that decides platforms or versions.
    static func isPlatformSetting(_ key: String) -> Bool {
        let name = settingName(key)
        // Most settings end otherwise: turned down by their bytes before any hashing.
        let utf8 = name.utf8
        if utf8.last != UInt8(ascii: "S") && utf8.last != UInt8(ascii: "T") { return false }
        return name == "SUPPORTED_PLATFORMS" || name == "SDKROOT" || deploymentTargetSettings[String(name)] != nil
    }

    /// The SDK names of `SUPPORTED_PLATFORMS` and `SDKROOT` and the platforms they build for.
    static let sdkPlatforms: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The minimum per platform over a target's configurations, each one's settings laid over the
    /// project configuration of the same name (`$(inherited)` standing for the project's value).
    private static func minimums(project: [String: [String: String]],
                                 target: [String: [String: String]]) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        for (name, targetSettings) in target {
            // Only the settings `minimums(of:)` reads matter; a configuration has dozens of others.
            let base = (project[name] ?? [:]).filter { isPlatformSetting($0.key) }
            var settings = base
            for (key, value) in targetSettings where isPlatformSetting(key) {
                settings[key] = value.contains("$(inherited)")
                    ? value.replacingOccurrences(of: "$(inherited)", with: base[key] ?? "") : value
            }
            for (platform, version) in Self.minimums(of: settings) {
                minimums[platform] = min(version, minimums[platform] ?? version)
            }
        }
        return minimums
    }

    /// The minimum per platform one configuration builds for: its `*_DEPLOYMENT_TARGET` versions (any
    /// SDK condition counts; values that are not versions are skipped), kept only for the platforms
    /// `SUPPORTED_PLATFORMS` (or else `SDKROOT`) names, a built platform without a version counting as 1.0.
    static func minimums(of settings: some Sequence<(key: String, value: String)>) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        var supported: [String] = []
        var roots: [String] = []
        for (key, value) in settings where isPlatformSetting(key) {
            let name = settingName(key)
            let value = value.trimmingCharacters(in: .whitespaces)
            switch name {
            case "SUPPORTED_PLATFORMS": supported += value.split(separator: " ").map(String.init)
            case "SDKROOT": roots.append(value)
            default:
                if let platform = deploymentTargetSettings[String(name)], let version = OSVersion(value) {
                    minimums[platform] = min(version, minimums[platform] ?? version)
                }
            }
        }
        var built = Set(supported.compactMap { sdkPlatforms[$0] })
        if built.isEmpty {
            // `auto` (multiplatform targets) builds for whatever the deployment targets name.
            if roots.contains("auto") { return minimums }
            built = Set(roots.compactMap { sdkPlatforms[$0] })
        }
        if built.isEmpty { return minimums }
        var result = minimums.filter { built.contains($0.key) }
        for platform in built where result[platform] == nil { result[platform] = OSVersion(1) }
        return result
    }
}

/// Typed access to the `objects` dictionary of a project file.
private struct ObjectGraph {
    let document: PropertyListDocument
    /// The node of each object, by id.
    let objects: [String: Int]

    init(document: PropertyListDocument, objects node: Int) {
        self.document = document
        var objects: [String: Int] = [:]
        let elements = document.elements(of: node)
        objects.reserveCapacity(elements.count / 2)
        for pair in document.pairs(of: node) { objects[pair.key] = pair.value }
        self.objects = objects
    }

    /// The object (a dictionary node) with the id `id`.
    func object(_ id: String?) -> Int? {
        guard let id, let node = objects[id], document.kind(node) == .dictionary else { return nil }
        return node
    }

    /// The string value of `key` in `object`.
    func string(_ key: StaticString, of object: Int) -> String? { document.string(key, in: object) }

    /// The strings of the array value of `key` in `object` (empty when missing or not an array).
    func strings(_ key: StaticString, of object: Int) -> [String] { document.strings(key, in: object) }

    /// Whether the `isa` of `object` is `kind`.
    func `is`(_ object: Int, _ kind: StaticString) -> Bool {
        document.value("isa", in: object).map { document.isString($0, kind) } ?? false
    }

    /// The string build settings of each configuration in a configuration list, by configuration name.
    func configurations(ofList listID: String?) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for configurationID in object(listID).map({ strings("buildConfigurations", of: $0) }) ?? [] {
            guard let configuration = object(configurationID) else { continue }
            var settings: [String: String] = [:]
            if let values = document.value("buildSettings", in: configuration), document.kind(values) == .dictionary {
                for (key, value) in document.pairs(of: values) {
                    if let text = document.string(value) { settings[key] = text }
                }
            }
            result[string("name", of: configuration) ?? configurationID] = settings
        }
        return result
    }

    /// The membership exceptions of a synchronized folder, by the target each exception set names.
    func membershipExceptions(ofFolder groupID: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for setID in object(groupID).map({ strings("exceptions", of: $0) }) ?? [] {
            guard let set = object(setID), `is`(set, "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                  let target = string("target", of: set) else { continue }
            result[target, default: []] += strings("membershipExceptions", of: set).map { normalize($0).lowercased() }
        }
        return result
    }

    /// A file reference, group or synchronized folder reachable from the main group, with its path
    /// relative to the project's directory.
    struct FileElement {
        var id: String
        var isa: String
        var path: String
        /// Whether the element has a `path` of its own.
        var hasPath: Bool
    }

    /// Every file reference, group and synchronized folder reachable from the main group, in the order
    /// the project tree lists them (depth first). Elements under another source tree (SDK, build
    /// products, absolute paths) are left out, with everything inside them.
    func fileElements(from project: Int) -> [FileElement] {
        var elements: [FileElement] = []
        var seen = Set<String>()
        var pending: [(id: String, parent: String)] = []
        if let main = string("mainGroup", of: project) { pending.append((main, normalize(string("projectDirPath", of: project) ?? ""))) }
        while let (id, parent) = pending.popLast() {
            guard seen.insert(id).inserted, let element = object(id) else { continue }
            let own = string("path", of: element)
            let path: String
            switch string("sourceTree", of: element) ?? "<group>" {
            case "<group>": path = normalize(Paths.concatenated(parent, "/", own ?? ""))
            case "SOURCE_ROOT": path = normalize(own ?? "")
            default: continue
            }
            elements.append(FileElement(id: id, isa: string("isa", of: element) ?? "", path: path, hasPath: own != nil))
            for child in strings("children", of: element).reversed() { pending.append((child, path)) }
        }
        return elements
    }

    /// `path` without empty and `.` components, each `..` taking back one component where it can.
    func normalize(_ path: String) -> String {
        // Most paths in a project are plain already (`Sources/App`).
        if path.utf8.first != UInt8(ascii: "/") && ReportPath.isNormalized(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

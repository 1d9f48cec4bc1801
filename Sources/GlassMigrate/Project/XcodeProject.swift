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
        /// Whether its settings opt it out of the new design (`XcodeProject+DesignCompatibility`).
        var designCompatibility = DesignCompatibilitySettings()
    }

    /// A synchronized folder as one target sees it.
    private struct FolderMembership {
        /// Index into `targets`.
        var target: Int
        /// Whether the target lists the folder; if not, only the exceptions belong to it.
        var listsFolder: Bool
        /// Lowercased paths relative to the folder whose membership is inverted for the target (a folder covers its contents).
        var exceptions: MembershipExceptions
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
    /// The id of each target's first Frameworks build phase (nil when it has none), by target index.
    private(set) var frameworksPhaseIDs: [String?] = []
    /// The Swift package products each target depends on (`packageProductDependencies`), by target index.
    private(set) var packageProducts: [[String]] = []
    /// The remote Swift packages the project lists (`packageReferences`): id and address.
    private(set) var remotePackages: [(id: String, url: String)] = []
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
    private(set) var objectIDs = ObjectIDs()
    /// The id of the `PBXProject` object.
    private(set) var projectID = ""
    /// Target indexes by the lowercased path of a file some Sources build phase names.
    private var targetsByFile: [String: [Int]] = [:]
    /// The platforms the build files of a file in one target are limited to (`platformFilter`,
    /// `platformFilters`), and how many of its build files there have a filter.
    private struct PlatformFilter {
        var platforms: Set<Platform> = []
        var buildFiles = 0

        mutating func add(_ filter: Set<Platform>) {
            platforms.formUnion(filter)
            buildFiles += 1
        }
    }

    /// The platform filters of a file's build files, by the lowercased path of the file and the target index.
    private var platformFiltersByFile: [String: [Int: PlatformFilter]] = [:]
    /// Memberships by the lowercased path of a synchronized folder.
    private var foldersByPath: [String: [FolderMembership]] = [:]
    /// The same by the bytes of the folder's path, as indexes into `membershipLists`, when every such
    /// path is ASCII: an ASCII file's folders are then looked up without a String each.
    private var folderTable: ByteKeyTable?
    private var membershipLists: [[FolderMembership]] = []

    /// Parses a project file; nil when it is not an old-style property list with a `PBXProject`.
    ///
    /// `read` gives the bytes of a file by its path relative to the project's directory (absolute when it
    /// starts with `/`), for the `.xcconfig` files that configurations are based on; without it they count as empty.
    init?(_ bytes: [UInt8], readingFile read: @escaping (String) -> [UInt8]? = { _ in nil }) {
        guard let document = PropertyListDocument(bytes) else { return nil }
        self.init(document: document, readingFile: read)
    }

    /// Reads a parsed project file; nil when it has no `PBXProject`.
    init?(document: PropertyListDocument, readingFile read: @escaping (String) -> [UInt8]? = { _ in nil }) {
        let root = document.root
        guard let objects = document.value("objects", in: root), document.kind(objects) == .dictionary,
              let projectID = document.string("rootObject", in: root) else { return nil }
        let graph = ObjectGraph(document: document, objects: objects)
        guard let project = graph.object(projectID) else { return nil }
        objectIDs = graph.ids
        self.projectID = projectID
        let elements = graph.fileElements(from: project)
        // Paths by the node of their object, so that a reference finds its path without a String of its id.
        var paths: [Int: String] = [:]
        paths.reserveCapacity(elements.count)
        for element in elements {
            paths[element.object] = element.path
            switch element.kind {
            case .group:
                let group = Group(id: document.string(element.id) ?? "", hasPath: element.hasPath)
                groupsByFolder[ByteText.lowercased(element.path), default: []].append(group)
            case .fileReference:
                fileReferences.append((document.string(element.id) ?? "", element.path))
            case .synchronizedFolder, .other:
                break
            }
        }
        for (folder, groups) in groupsByFolder {
            groupsByFolder[folder] = groups.filter(\.hasPath) + groups.filter { !$0.hasPath }
        }
        let configurationFiles = XcodeConfigurationFiles(read: read, normalize: graph.normalize)
        // Each configuration's settings from its base `.xcconfig`, which its own settings override.
        func layeredConfigurations(ofList list: String?) -> [String: [String: String]] {
            let own = graph.configurations(ofList: list)
            let bases = graph.baseConfigurationReferences(ofList: list)
            guard !bases.isEmpty else { return own }
            return own.reduce(into: [:]) { result, configuration in
                let base = bases[configuration.key].flatMap { paths[$0] }.map(configurationFiles.settings(ofFile:)) ?? [:]
                result[configuration.key] = Self.settings(configuration.value, over: base)
            }
        }
        let projectConfigurations = layeredConfigurations(ofList: graph.string("buildConfigurationList", of: project))

        remotePackages = graph.strings("packageReferences", of: project).compactMap { id in
            guard let reference = graph.object(id), graph.is(reference, "XCRemoteSwiftPackageReference"),
                  let url = graph.string("repositoryURL", of: reference) else { return nil }
            return (id, url)
        }
        var targetIndexByID: [String: Int] = [:]
        for targetID in graph.strings("targets", of: project) {
            guard let target = graph.object(targetID), graph.is(target, "PBXNativeTarget") else { continue }
            targetIndexByID[targetID] = targets.count
            let configurations = layeredConfigurations(ofList: graph.string("buildConfigurationList", of: target))
            targets.append(Target(name: graph.string("name", of: target) ?? targetID,
                                  minimums: Self.minimums(project: projectConfigurations, target: configurations),
                                  designCompatibility: Self.designCompatibility(project: projectConfigurations, target: configurations)))
            targetIDs.append(targetID)
            sourcesPhaseIDs.append(nil)
            frameworksPhaseIDs.append(graph.strings("buildPhases", of: target).first { id in
                graph.object(id).map { graph.is($0, "PBXFrameworksBuildPhase") } ?? false
            })
            packageProducts.append(graph.strings("packageProductDependencies", of: target).compactMap { id in
                graph.object(id).flatMap { graph.string("productName", of: $0) }
            })
            classicFiles.append([])
            synchronizedFolders.append([])
        }

        var exceptionsByFolder: [Int: [String: [String]]] = [:]
        func exceptions(ofFolder folder: Int) -> [String: [String]] {
            if let known = exceptionsByFolder[folder] { return known }
            let exceptions = graph.membershipExceptions(ofFolder: folder)
            exceptionsByFolder[folder] = exceptions
            return exceptions
        }
        for (index, targetID) in targetIDs.enumerated() {
            guard let target = graph.object(targetID) else { continue }
            for phaseID in graph.strings("buildPhases", of: target) {
                guard let phase = graph.object(phaseID), graph.is(phase, "PBXSourcesBuildPhase") else { continue }
                if sourcesPhaseIDs[index] == nil { sourcesPhaseIDs[index] = phaseID }
                for buildFile in graph.stringNodes("files", of: phase) {
                    guard let object = graph.object(atNode: buildFile), let reference = graph.stringNode("fileRef", of: object),
                          let path = graph.object(atNode: reference).flatMap({ paths[$0] }) else { continue }
                    let key = ByteText.lowercased(path)
                    targetsByFile[key, default: []].append(index)
                    classicFiles[index].append(path)
                    if let platforms = graph.platformFilter(ofBuildFile: object) {
                        platformFiltersByFile[key, default: [:]][index, default: PlatformFilter()].add(platforms)
                    }
                }
            }
            for group in graph.stringNodes("fileSystemSynchronizedGroups", of: target) {
                guard let folder = graph.object(atNode: group), let path = paths[folder] else { continue }
                let exceptions = exceptions(ofFolder: folder)
                foldersByPath[ByteText.lowercased(path), default: []].append(
                    FolderMembership(target: index, listsFolder: true, exceptions: MembershipExceptions(exceptions[targetID] ?? [])))
                synchronizedFolders[index].append(path)
            }
        }
        // An exception set naming a target that does not list the folder adds those files to it.
        for element in elements where element.kind == .synchronizedFolder {
            let key = ByteText.lowercased(element.path)
            for (targetID, exceptions) in exceptions(ofFolder: element.object).sorted(by: { $0.key < $1.key }) {
                guard let index = targetIndexByID[targetID],
                      !(foldersByPath[key] ?? []).contains(where: { $0.target == index }) else { continue }
                foldersByPath[key, default: []].append(
                    FolderMembership(target: index, listsFolder: false, exceptions: MembershipExceptions(exceptions)))
                synchronizedFolders[index].append(element.path)
            }
        }
        var table: ByteKeyTable? = ByteKeyTable(capacity: foldersByPath.count)
        for (folder, memberships) in foldersByPath {
            var folder = folder
            guard folder.withUTF8({ SourceBytes.isASCII($0) ? table?.set($0, value: Int32(membershipLists.count)) : nil }) != nil else {
                table = nil
                membershipLists = []
                break
            }
            membershipLists.append(memberships)
        }
        folderTable = table
    }

    /// The indexes of the targets that compile the file at `path` (relative to the project's directory), ascending.
    ///
    /// Paths compare without regard to case, as on the case-insensitive file systems Xcode projects
    /// are made on (a project may spell `Views/` where the folder is `views/`).
    func owners(ofFile path: String) -> [Int] {
        let path = ByteText.lowercased(path)
        return Set(targetsByFile[path] ?? []).union(folderOwners(ofLowercased: path)).sorted()
    }

    /// The indexes of the targets whose synchronized folders give them the file at `path` (lowercased).
    private func folderOwners(ofLowercased path: String) -> Set<Int> {
        var owners = Set<Int>()
        let ascii = SourceBytes.isASCII(path)
        // Each folder above the file, up to the project's own (""), by the bytes of its path.
        if ascii, let folderTable, path.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
                var end = bytes.count
                while end > 0 {
                    end -= 1
                    while end > 0, bytes[end] != UInt8(ascii: "/") { end -= 1 }
                    guard let list = folderTable.value(of: UnsafeBufferPointer(rebasing: bytes[..<end])) else { continue }
                    let inside = UnsafeBufferPointer(rebasing: end == 0 ? bytes[...] : bytes[(end + 1)...])
                    for membership in membershipLists[Int(list)] where membership.exceptions.cover(ascii: inside) != membership.listsFolder {
                        owners.insert(membership.target)
                    }
                }
                return true
            }) == true {
            return owners
        }
        var folder = Substring(path)
        while !folder.isEmpty {
            folder = Self.parent(of: folder, ascii: ascii)
            guard let memberships = foldersByPath[String(folder)] else { continue }
            let inside = folder.isEmpty ? Substring(path)
                : ascii ? path[path.utf8.index(after: folder.endIndex)...] : path.dropFirst(folder.count + 1)
            for membership in memberships where membership.exceptions.cover(inside) != membership.listsFolder {
                owners.insert(membership.target)
            }
        }
        return owners
    }

    /// Whether `path` is `folder` or inside it (both lowercased already): byte for byte when both are
    /// ASCII, as strings otherwise, so a composed and a decomposed accent are the same name.
    static func isSameOrInside(_ path: Substring, _ folder: String) -> Bool {
        guard SourceBytes.isASCII(path), SourceBytes.isASCII(folder) else {
            return path == folder || path.hasPrefix(folder + "/")
        }
        return Paths.isSameOrInside(path, folder)
    }

    /// Whether the file at `path` (relative to the project's directory) lies in a synchronized folder.
    func isInSynchronizedFolder(_ path: String) -> Bool {
        let path = ByteText.lowercased(path)
        let ascii = SourceBytes.isASCII(path)
        var folder = Substring(path)
        while !folder.isEmpty {
            folder = Self.parent(of: folder, ascii: ascii)
            if foldersByPath[String(folder)] != nil { return true }
        }
        return false
    }

    /// `path` up to its last `/`, or empty when it has none: found byte by byte when the path is ASCII,
    /// else by characters (a `/` with a combining accent on it is not a separator).
    private static func parent(of path: Substring, ascii: Bool) -> Substring {
        guard ascii else { return path.lastIndex(of: "/").map { path[..<$0] } ?? "" }
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = bytes.count - 1
            while offset >= 0, bytes[offset] != UInt8(ascii: "/") { offset -= 1 }
            return offset >= 0 ? offset : nil
        }
        let slash = found.map { $0.map { path.utf8.index(path.startIndex, offsetBy: $0) } }
            ?? path.utf8.lastIndex(of: UInt8(ascii: "/"))
        return slash.map { path[..<$0] } ?? ""
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
    ///
    /// A target whose every build file of the file has a platform filter builds it only for the
    /// platforms the filters name; one that builds it for none of its platforms does not own it.
    func minimums(forFile path: String) -> [Platform: OSVersion]? {
        let owners = owners(ofFile: path)
        guard !owners.isEmpty else { return nil }
        let filters = platformFiltersByFile.isEmpty ? nil : platformFilters(ofFile: path)
        var minimums: [Platform: OSVersion] = [:]
        var owned = false
        for index in owners {
            guard !targets[index].minimums.isEmpty else { return nil }
            var own = targets[index].minimums
            if let platforms = filters?[index] {
                own = own.filter { platforms.contains($0.key) }
                if own.isEmpty { continue }
            }
            owned = true
            for (platform, version) in own {
                minimums[platform] = min(version, minimums[platform] ?? version)
            }
        }
        return owned ? minimums : nil
    }

    /// The platforms each target builds the file at `path` for, for the targets whose every build file
    /// of it has a platform filter and that do not also take it from a synchronized folder.
    private func platformFilters(ofFile path: String) -> [Int: Set<Platform>] {
        let key = ByteText.lowercased(path)
        guard let filters = platformFiltersByFile[key] else { return [:] }
        let buildFiles = targetsByFile[key] ?? []
        let fromFolders = folderOwners(ofLowercased: key)
        var result: [Int: Set<Platform>] = [:]
        for (target, filter) in filters
        where filter.buildFiles == buildFiles.count(where: { $0 == target }) && !fromFolders.contains(target) {
            result[target] = filter.platforms
        }
        return result
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
        // An ASCII name compares byte for byte; others compare as text (a Kelvin sign is a K).
        if let answer = utf8.withContiguousStorageIfAvailable({ SourceBytes.isASCII($0) ? isPlatformSettingName($0) : nil }),
           let answer {
            return answer
        }
        return name == "SUPPORTED_PLATFORMS" || name == "SDKROOT" || deploymentTargetSettings[String(name)] != nil
    }

    /// The names `isPlatformSetting` accepts, as bytes.
    private static let platformSettingNames: [[UInt8]] =
        (["SUPPORTED_PLATFORMS", "SDKROOT"] + deploymentTargetSettings.keys.sorted()).map { Array($0.utf8) }

    /// Whether the ASCII bytes `name` (without a condition) are the name of a setting that decides
    /// platforms or versions.
    static func isPlatformSettingName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        platformSettingNames.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    /// `value.trimmingCharacters(in: .whitespaces)`, without Foundation when both ends are ASCII other
    /// than a space or a tab (the only ASCII bytes in that set), which nothing trims.
    static func trimmingWhitespace(_ value: String) -> String {
        let utf8 = value.utf8
        guard let first = utf8.first, let last = utf8.last else { return value }
        if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return value }
        return value.trimmingCharacters(in: .whitespaces)
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
        // Both hold platform settings only (`ObjectGraph.configurations(ofList:)`).
        for (name, targetSettings) in target {
            let settings = Self.settings(targetSettings, over: project[name] ?? [:])
            for (platform, version) in Self.minimums(of: settings) {
                minimums[platform] = min(version, minimums[platform] ?? version)
            }
        }
        return minimums
    }

    /// The settings of one level laid over those of the level below, `$(inherited)` standing for the
    /// value below, as Xcode layers a target over its `.xcconfig`, over the project, over the project's `.xcconfig`.
    private static func settings(_ upper: [String: String], over lower: [String: String]) -> [String: String] {
        var settings = lower
        for (key, value) in upper {
            // (No `$` byte, no `$(inherited)`: most values are told without Foundation.)
            settings[key] = value.utf8.contains(UInt8(ascii: "$")) && value.contains("$(inherited)")
                ? value.replacingOccurrences(of: "$(inherited)", with: lower[key] ?? "") : value
        }
        return settings
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
            let value = Self.trimmingWhitespace(value)
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

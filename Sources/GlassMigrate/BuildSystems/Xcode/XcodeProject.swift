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
}

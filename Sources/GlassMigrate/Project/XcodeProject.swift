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
        /// Paths relative to the folder whose membership is inverted for the target (a folder covers its contents).
        var exceptions: [String]
    }

    /// The project's native targets, in file order.
    private(set) var targets: [Target] = []
    /// Target indexes by the path of a file some Sources build phase names.
    private var targetsByFile: [String: [Int]] = [:]
    /// Memberships by the path of a synchronized folder.
    private var foldersByPath: [String: [FolderMembership]] = [:]

    /// Parses a project file; nil when it is not an old-style property list with a `PBXProject`.
    init?(_ bytes: [UInt8]) {
        guard case .dictionary(let root)? = PropertyList.parse(bytes),
              case .dictionary(let objects)? = root["objects"],
              case .string(let projectID)? = root["rootObject"],
              case .dictionary(let project)? = objects[projectID] else { return nil }
        let graph = ObjectGraph(objects: objects)
        let paths = graph.pathsOfFileElements(from: project)
        let projectConfigurations = graph.configurations(ofList: project.string("buildConfigurationList"))

        var targetIndexByID: [String: Int] = [:]
        for targetID in project.strings("targets") {
            guard let target = graph.object(targetID), target.string("isa") == "PBXNativeTarget" else { continue }
            targetIndexByID[targetID] = targets.count
            let configurations = graph.configurations(ofList: target.string("buildConfigurationList"))
            targets.append(Target(name: target.string("name") ?? targetID,
                                  minimums: Self.minimums(project: projectConfigurations, target: configurations)))
        }

        for (targetID, index) in targetIndexByID {
            guard let target = graph.object(targetID) else { continue }
            for phaseID in target.strings("buildPhases") {
                guard let phase = graph.object(phaseID), phase.string("isa") == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase.strings("files") {
                    guard let reference = graph.object(buildFileID)?.string("fileRef"),
                          let path = paths[reference] else { continue }
                    targetsByFile[path, default: []].append(index)
                }
            }
            for groupID in target.strings("fileSystemSynchronizedGroups") {
                guard let path = paths[groupID] else { continue }
                let exceptions = graph.membershipExceptions(ofFolder: groupID)
                foldersByPath[path, default: []].append(
                    FolderMembership(target: index, listsFolder: true, exceptions: exceptions[targetID] ?? []))
            }
        }
        // An exception set naming a target that does not list the folder adds those files to it.
        for (groupID, path) in paths where graph.object(groupID)?.string("isa") == "PBXFileSystemSynchronizedRootGroup" {
            for (targetID, exceptions) in graph.membershipExceptions(ofFolder: groupID) {
                guard let index = targetIndexByID[targetID],
                      !(foldersByPath[path] ?? []).contains(where: { $0.target == index }) else { continue }
                foldersByPath[path, default: []].append(
                    FolderMembership(target: index, listsFolder: false, exceptions: exceptions))
            }
        }
    }

    /// The indexes of the targets that compile the file at `path` (relative to the project's directory), ascending.
    func owners(ofFile path: String) -> [Int] {
        var owners = Set(targetsByFile[path] ?? [])
        var folder = Substring(path)
        while !folder.isEmpty {
            folder = folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
            guard let memberships = foldersByPath[String(folder)] else { continue }
            let inside = folder.isEmpty ? Substring(path) : path.dropFirst(folder.count + 1)
            for membership in memberships {
                let excepted = membership.exceptions.contains { inside == $0 || inside.hasPrefix($0 + "/") }
                if excepted != membership.listsFolder { owners.insert(membership.target) }
            }
        }
        return owners.sorted()
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

    // MARK: - Build settings

    /// The build settings that name a deployment target, and the platform of each.
    static let deploymentTargetSettings: [String: Platform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS,
        "TVOS_DEPLOYMENT_TARGET": .tvOS, "WATCHOS_DEPLOYMENT_TARGET": .watchOS,
        "XROS_DEPLOYMENT_TARGET": .visionOS,
    ]

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
            let base = project[name] ?? [:]
            var settings = base
            for (key, value) in targetSettings {
                settings[key] = value.replacingOccurrences(of: "$(inherited)", with: base[key] ?? "")
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
        for (key, value) in settings {
            let name = key.split(separator: "[", maxSplits: 1).first.map(String.init) ?? key
            let value = value.trimmingCharacters(in: .whitespaces)
            switch name {
            case "SUPPORTED_PLATFORMS": supported += value.split(separator: " ").map(String.init)
            case "SDKROOT": roots.append(value)
            default:
                if let platform = deploymentTargetSettings[name], let version = OSVersion(value) {
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
    var objects: [String: PropertyList]

    func object(_ id: String?) -> [String: PropertyList]? {
        guard let id, case .dictionary(let object)? = objects[id] else { return nil }
        return object
    }

    /// The string build settings of each configuration in a configuration list, by configuration name.
    func configurations(ofList listID: String?) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for configurationID in object(listID)?.strings("buildConfigurations") ?? [] {
            guard let configuration = object(configurationID) else { continue }
            var settings: [String: String] = [:]
            if case .dictionary(let values)? = configuration["buildSettings"] {
                for (key, value) in values { if case .string(let text) = value { settings[key] = text } }
            }
            result[configuration.string("name") ?? configurationID] = settings
        }
        return result
    }

    /// The membership exceptions of a synchronized folder, by the target each exception set names.
    func membershipExceptions(ofFolder groupID: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for setID in object(groupID)?.strings("exceptions") ?? [] {
            guard let set = object(setID), set.string("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  let target = set.string("target") else { continue }
            result[target, default: []] += set.strings("membershipExceptions").map { normalize($0) }
        }
        return result
    }

    /// The path of every file reference, group and synchronized folder reachable from the main group,
    /// relative to the project's directory. Elements under another source tree (SDK, build products,
    /// absolute paths) are left out.
    func pathsOfFileElements(from project: [String: PropertyList]) -> [String: String] {
        var paths: [String: String] = [:]
        var pending: [(id: String, parent: String)] = []
        if let main = project.string("mainGroup") { pending.append((main, normalize(project.string("projectDirPath") ?? ""))) }
        while let (id, parent) = pending.popLast() {
            guard paths[id] == nil, let element = object(id) else { continue }
            let path: String
            switch element.string("sourceTree") ?? "<group>" {
            case "<group>": path = normalize(parent + "/" + (element.string("path") ?? ""))
            case "SOURCE_ROOT": path = normalize(element.string("path") ?? "")
            default: continue
            }
            paths[id] = path
            for child in element.strings("children") { pending.append((child, path)) }
        }
        return paths
    }

    /// `path` without empty and `.` components, each `..` taking back one component where it can.
    func normalize(_ path: String) -> String {
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

private extension Dictionary where Key == String, Value == PropertyList {
    func string(_ key: String) -> String? {
        if case .string(let value)? = self[key] { return value }
        return nil
    }

    /// The strings of an array value (empty when missing or not an array).
    func strings(_ key: String) -> [String] {
        guard case .array(let values)? = self[key] else { return [] }
        return values.compactMap { if case .string(let value) = $0 { return value } else { return nil } }
    }
}

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
indirect enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// Parses a whole property list (a leading `// !$*UTF8*$!` line and `/* … */` comments allowed);
    /// nil when the text is not one.
    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var parser = PropertyListParser(bytes: bytes)
        guard let value = parser.value() else { return nil }
        parser.skipTrivia()
        return parser.index == bytes.count ? value : nil
    }
}

/// A recursive-descent reader of old-style property lists over UTF-8 bytes.
private struct PropertyListParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(at offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func skipTrivia() {
        while let current = byte() {
            if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D {
                index += 1
            } else if current == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "/") {
                while let next = byte(), next != 0x0A { index += 1 }
            } else if current == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(at: 1) == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// Consumes `expected` after trivia; false (consuming nothing but trivia) when it is not next.
    private mutating func consume(_ expected: Character) -> Bool {
        skipTrivia()
        guard byte() == expected.asciiValue else { return false }
        index += 1
        return true
    }

    mutating func value() -> PropertyList? {
        skipTrivia()
        switch byte() {
        case UInt8(ascii: "{"):
            index += 1
            var dictionary: [String: PropertyList] = [:]
            while !consume("}") {
                guard let key = string(), consume("="), let value = value(), consume(";") else { return nil }
                dictionary[key] = value
            }
            return .dictionary(dictionary)
        case UInt8(ascii: "("):
            index += 1
            var array: [PropertyList] = []
            while !consume(")") {
                guard let value = value() else { return nil }
                array.append(value)
                if !consume(",") {
                    guard consume(")") else { return nil }
                    break
                }
            }
            return .array(array)
        default:
            return string().map(PropertyList.string)
        }
    }

    /// A quoted string (with backslash escapes), `<hex data>` kept as text, or a bare word.
    private mutating func string() -> String? {
        skipTrivia()
        guard let first = byte() else { return nil }
        if first == UInt8(ascii: "\"") {
            index += 1
            var text: [UInt8] = []
            while let current = byte(), current != UInt8(ascii: "\"") {
                index += 1
                guard current == UInt8(ascii: "\\"), let escaped = byte() else {
                    text.append(current)
                    continue
                }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: text.append(escaped)
                }
            }
            guard byte() != nil else { return nil }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }
        if first == UInt8(ascii: "<") {
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            defer { index = end + 1 }
            return String(decoding: bytes[index...end], as: UTF8.self)
        }
        let start = index
        while let current = byte(), Self.isWordByte(current) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// Letters, digits and `_$+/:.-`, the characters of an unquoted string.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || "_$+/:.-".utf8.contains(byte) || byte >= 0x80
    }
}

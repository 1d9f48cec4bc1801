import Foundation

/// Typed access to the `objects` dictionary of a project file.
struct ObjectGraph {
    let document: PropertyListDocument
    /// The node of each object, by the bytes of its id, when every id is plain ASCII (as Xcode writes them).
    private let table: ByteKeyTable?
    /// The node of each object, by id, when some id is not.
    private let objects: [String: Int]

    init(document: PropertyListDocument, objects node: Int) {
        self.document = document
        let elements = document.elements(of: node)
        var table: ByteKeyTable? = ByteKeyTable(capacity: elements.count / 2)
        document.bytes.withUnsafeBufferPointer { bytes in
            var index = elements.startIndex
            while index < elements.endIndex {
                let key = document.nodes[Int(elements[index])]
                let text = UnsafeBufferPointer(rebasing: bytes[Int(key.lower)..<Int(key.upper)])
                guard key.kind == .string, !key.escaped, SourceBytes.isASCII(text) else {
                    table = nil
                    return
                }
                // The last of a repeated id counts, as in a dictionary.
                table!.set(text, value: elements[index + 1])
                index += 2
            }
        }
        self.table = table
        var objects: [String: Int] = [:]
        if table == nil {
            objects.reserveCapacity(elements.count / 2)
            for pair in document.pairs(of: node) { objects[pair.key] = pair.value }
        }
        self.objects = objects
    }

    /// Every object id.
    var ids: ObjectIDs {
        table.map { ObjectIDs($0) } ?? ObjectIDs(Set(objects.keys))
    }

    /// The object (a dictionary node) with the id `id`.
    func object(_ id: String?) -> Int? {
        guard let id, let node = node(ofID: id), document.kind(node) == .dictionary else { return nil }
        return node
    }

    /// The node of the object with the id `id`, whatever its kind.
    private func node(ofID id: String) -> Int? {
        guard let table else { return objects[id] }
        if let index = table.index(of: id) { return Int(table.values[index]) }
        // Text that is not ASCII may still equal an ASCII id as Strings compare (a Kelvin sign is a K).
        guard !SourceBytes.isASCII(id) else { return nil }
        return (0..<table.count).first { table.key($0) == id }.map { Int(table.values[$0]) }
    }

    /// The object (a dictionary node) whose id is the string node `node` (nil when it is not a string).
    func object(atNode node: Int) -> Int? {
        let value = document.nodes[node]
        guard value.kind == .string else { return nil }
        if let table, !value.escaped {
            let found = document.bytes.withUnsafeBufferPointer { bytes -> Int32?? in
                let text = UnsafeBufferPointer(rebasing: bytes[Int(value.lower)..<Int(value.upper)])
                guard SourceBytes.isASCII(text) else { return .none }
                return .some(table.value(of: text))
            }
            if let found {
                guard let found, document.kind(Int(found)) == .dictionary else { return nil }
                return Int(found)
            }
        }
        return object(document.string(node))
    }

    /// The string value of `key` in `object`.
    func string(_ key: StaticString, of object: Int) -> String? { document.string(key, in: object) }

    /// The string node of `key` in `object`, nil when it has none or it is not a string.
    func stringNode(_ key: StaticString, of object: Int) -> Int? {
        document.value(key, in: object).flatMap { document.kind($0) == .string ? $0 : nil }
    }

    /// The strings of the array value of `key` in `object` (empty when missing or not an array).
    func strings(_ key: StaticString, of object: Int) -> [String] { document.strings(key, in: object) }

    /// The string nodes of the array value of `key` in `object` (empty when missing or not an array).
    func stringNodes(_ key: StaticString, of object: Int) -> [Int] {
        guard let array = document.value(key, in: object), document.kind(array) == .array else { return [] }
        return document.elements(of: array).compactMap { document.kind(Int($0)) == .string ? Int($0) : nil }
    }

    /// Whether the `isa` of `object` is `kind`.
    func `is`(_ object: Int, _ kind: StaticString) -> Bool {
        document.value("isa", in: object).map { document.isString($0, kind) } ?? false
    }

    /// The build settings that decide platforms and versions (`XcodeProject.isPlatformSetting`) of
    /// each configuration in a configuration list, by configuration name; only those, since a
    /// configuration has dozens of others.
    func configurations(ofList listID: String?) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for configurationID in object(listID).map({ strings("buildConfigurations", of: $0) }) ?? [] {
            guard let configuration = object(configurationID) else { continue }
            var settings: [String: String] = [:]
            if let values = document.value("buildSettings", in: configuration), document.kind(values) == .dictionary {
                let pairs = document.elements(of: values)
                var index = pairs.startIndex
                while index < pairs.endIndex {
                    let keyNode = Int(pairs[index]), valueNode = Int(pairs[index + 1])
                    index += 2
                    // Only the settings `XcodeProject.minimums(of:)` and `designCompatibility(project:target:)` read
                    // are kept; a configuration has dozens of others.
                    guard mayBePlatformSetting(keyNode), let key = document.string(keyNode),
                          XcodeProject.isPlatformSetting(key) || XcodeProject.isDesignCompatibilitySettingName(
                              key.split(separator: "[", maxSplits: 1).first ?? Substring(key)),
                          let text = document.string(valueNode) else { continue }
                    settings[key] = text
                }
            }
            result[string("name", of: configuration) ?? configurationID] = settings
        }
        return result
    }

    /// The platforms a build file is limited to by its `platformFilter` (one name) or `platformFilters`
    /// (a list), nil when it has neither or names no platform this tool knows.
    ///
    /// Xcode 11 writes `platformFilter` when one platform is picked in a file's Filters, Xcode 13
    /// `platformFilters = (ios, macos, )` for several (as tuist/XcodeProj#494 and #737 and
    /// CocoaPods/Xcodeproj#838 record). `maccatalyst` builds with iOS availability, as Mac Catalyst
    /// follows iOS in `#available`.
    func platformFilter(ofBuildFile buildFile: Int) -> Set<Platform>? {
        var names = strings("platformFilters", of: buildFile)
        if let single = string("platformFilter", of: buildFile) { names.append(single) }
        let platforms = Set(names.compactMap { Self.filterPlatforms[$0] })
        return platforms.isEmpty ? nil : platforms
    }

    /// The platform filter names of a build file and the platform each builds for.
    private static let filterPlatforms: [String: Platform] = [
        "ios": .iOS, "maccatalyst": .iOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "xros": .visionOS,
    ]

    /// The object node of the file reference each configuration of a configuration list is based on
    /// (`baseConfigurationReference`, an `.xcconfig` file), by configuration name; configurations without one are left out.
    func baseConfigurationReferences(ofList listID: String?) -> [String: Int] {
        var result: [String: Int] = [:]
        for configurationID in object(listID).map({ strings("buildConfigurations", of: $0) }) ?? [] {
            guard let configuration = object(configurationID),
                  let reference = stringNode("baseConfigurationReference", of: configuration).flatMap({ object(atNode: $0) })
            else { continue }
            result[string("name", of: configuration) ?? configurationID] = reference
        }
        return result
    }

    /// False for a key that is surely not a setting the targets are read for, from its bytes: an ASCII key,
    /// unescaped, whose name (before any `[condition]`) is not one of those `isPlatformSetting` accepts,
    /// `INFOPLIST_FILE` or the design-compatibility key's setting.
    private func mayBePlatformSetting(_ key: Int) -> Bool {
        let value = document.nodes[key]
        guard value.kind == .string, !value.escaped else { return true }
        return document.bytes.withUnsafeBufferPointer { bytes in
            let text = UnsafeBufferPointer(rebasing: bytes[Int(value.lower)..<Int(value.upper)])
            guard SourceBytes.isASCII(text) else { return true }
            let end = text.firstIndex(of: UInt8(ascii: "[")) ?? text.count
            let name = UnsafeBufferPointer(rebasing: text[..<end])
            return XcodeProject.isPlatformSettingName(name) || name.elementsEqual("INFOPLIST_FILE".utf8)
                || name.elementsEqual(XcodeProject.designCompatibilitySetting.utf8)
        }
    }

    /// The membership exceptions of the synchronized folder `folder` (an object node), by the target each exception set names.
    func membershipExceptions(ofFolder folder: Int) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for setID in strings("exceptions", of: folder) {
            guard let set = object(setID), `is`(set, "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                  let target = string("target", of: set) else { continue }
            result[target, default: []] += strings("membershipExceptions", of: set).map { ByteText.lowercased(normalize($0)) }
        }
        return result
    }

    /// A file reference, group or synchronized folder reachable from the main group, with its path
    /// relative to the project's directory.
    struct FileElement {
        enum Kind {
            case group, fileReference, synchronizedFolder, other
        }

        /// The string node of the id it was reached by.
        var id: Int
        /// Its object node.
        var object: Int
        var kind: Kind
        var path: String
        /// Whether the element has a `path` of its own.
        var hasPath: Bool
    }

    /// Elements more than this many levels below the main group, or whose path is longer than a path may be, are left out with
    /// everything inside them: each element keeps its whole path, so a chain of groups nested without
    /// end would cost memory growing with the square of its depth (real projects nest a few levels).
    static let groupDepthLimit = 256
    static let pathLengthLimit = 4_096

    /// Every file reference, group and synchronized folder reachable from the main group, in the order
    /// the project tree lists them (depth first). Elements under another source tree (SDK, build
    /// products, absolute paths) are left out, with everything inside them, and so are those past
    /// `groupDepthLimit` or `pathLengthLimit`.
    func fileElements(from project: Int) -> [FileElement] {
        var elements: [FileElement] = []
        // By object node: one id names one object, and each object is reached by its own id.
        var seen = [Bool](repeating: false, count: document.nodes.count)
        var pending: [(id: Int, parent: String, depth: Int)] = []
        if let main = stringNode("mainGroup", of: project) {
            pending.append((main, normalize(string("projectDirPath", of: project) ?? ""), 0))
        }
        while let (id, parent, depth) = pending.popLast() {
            guard depth < Self.groupDepthLimit, parent.utf8.count <= Self.pathLengthLimit else { continue }
            guard let element = object(atNode: id), !seen[element] else { continue }
            seen[element] = true
            let fields = elementFields(of: element)
            let own = fields.path.flatMap(document.string)
            let path: String
            let tree = fields.sourceTree.flatMap { document.kind($0) == .string ? $0 : nil }
            if tree == nil || document.isString(tree!, "<group>") {
                path = join(parent, own ?? "")
            } else if document.isString(tree!, "SOURCE_ROOT") {
                path = normalize(own ?? "")
            } else {
                continue
            }
            let kind: FileElement.Kind
            if let isa = fields.isa, document.isString(isa, "PBXGroup") {
                kind = .group
            } else if let isa = fields.isa, document.isString(isa, "PBXFileReference") {
                kind = .fileReference
            } else if let isa = fields.isa, document.isString(isa, "PBXFileSystemSynchronizedRootGroup") {
                kind = .synchronizedFolder
            } else {
                kind = .other
            }
            elements.append(FileElement(id: id, object: element, kind: kind, path: path, hasPath: own != nil))
            if let children = fields.children, document.kind(children) == .array {
                for child in document.elements(of: children).reversed() where document.kind(Int(child)) == .string {
                    pending.append((Int(child), path, depth + 1))
                }
            }
        }
        return elements
    }

    /// The value nodes of the fields `fileElements` reads, in one pass over the object's fields (the
    /// last of a repeated key, as `PropertyListDocument.value(_:in:)` answers).
    private func elementFields(of object: Int) -> (isa: Int?, path: Int?, sourceTree: Int?, children: Int?) {
        var fields: (isa: Int?, path: Int?, sourceTree: Int?, children: Int?) = (nil, nil, nil, nil)
        let pairs = document.elements(of: object)
        var index = pairs.startIndex
        while index < pairs.endIndex {
            let key = Int(pairs[index]), value = Int(pairs[index + 1])
            index += 2
            if document.isString(key, "isa") {
                fields.isa = value
            } else if document.isString(key, "path") {
                fields.path = value
            } else if document.isString(key, "sourceTree") {
                fields.sourceTree = value
            } else if document.isString(key, "children") {
                fields.children = value
            }
        }
        return fields
    }

    /// `normalize(parent + "/" + own)` for a `parent` that `normalize` made: just the two joined when
    /// `own` is plain already (the usual case), since nothing in either is then taken out.
    private func join(_ parent: String, _ own: String) -> String {
        if own.isEmpty { return parent }
        guard own.utf8.first != UInt8(ascii: "/"), ReportPath.isNormalized(own) else {
            return normalize(Paths.concatenated(parent, "/", own))
        }
        if parent.isEmpty { return own }
        return Paths.concatenated(parent, "/", own)
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

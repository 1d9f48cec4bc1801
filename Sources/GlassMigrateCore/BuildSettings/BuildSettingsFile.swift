import Foundation

/// A file the build reads its settings from rather than Swift source: an Info.plist, an Xcode
/// `project.pbxproj` or an `.xcconfig` file, with what a rule asks of it.
public struct BuildSettingsFile: Sendable {
    /// What kind of settings file it is.
    public enum Kind: Sendable, Equatable {
        /// An Info.plist (XML, binary or old-style), named by a target's `INFOPLIST_FILE` or `Info.plist`.
        case infoPlist
        /// An Xcode project's `project.pbxproj`.
        case xcodeProject
        /// A build configuration file, `*.xcconfig`.
        case xcconfig
    }

    /// One build setting as written: `NAME[condition] = value`.
    public struct BuildSetting: Sendable, Equatable {
        /// The setting's name without its conditions, e.g. `INFOPLIST_KEY_UIDesignRequiresCompatibility`.
        public var name: String
        /// Its conditions as written, e.g. `[sdk=iphoneos*]`; empty when it has none.
        public var conditions: String
        /// Its value, unquoted and without surrounding white space.
        public var value: String
        /// The byte offset of the setting's name in the file.
        public var offset: Int
    }

    /// The path, as reports show it.
    public let path: String
    /// The bytes as read.
    public let bytes: [UInt8]
    /// What kind of file it is.
    public let kind: Kind
    private let lines: LineTable

    /// Creates a settings file of `kind` from the `bytes` read at `path`.
    public init(path: String, bytes: [UInt8], kind: Kind) {
        self.path = path
        self.bytes = bytes
        self.kind = kind
        self.lines = LineTable(bytes)
    }

    /// The kind of settings file the name `name` is, or nil when the build does not read settings
    /// from a file of that name (an Info.plist by another name is known only from its project).
    public static func kind(ofName name: String) -> Kind? {
        if name == "Info.plist" { return .infoPlist }
        if name == "project.pbxproj" { return .xcodeProject }
        if name.hasSuffix(".xcconfig") { return .xcconfig }
        return nil
    }

    private static let settingsNames = [Array("Info.plist".utf8), Array("project.pbxproj".utf8)]
    private static let configurationExtension = Array(".xcconfig".utf8)

    /// `kind(ofName:) != nil`, on the bytes of a name before any String is made of it.
    package static func isSettingsName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        settingsNames.contains { name.elementsEqual($0) } || name.suffix(configurationExtension.count).elementsEqual(configurationExtension)
    }

    /// The line and column of byte `offset`.
    public func location(of offset: Int) -> SourceLocation { lines.location(of: offset) }

    /// Whether the bytes contain `text` anywhere: a cheap screen before any parsing.
    public func contains(_ text: String) -> Bool { ByteSearch.contains(bytes, Array(text.utf8)) }

    /// Whether a build setting's value is a Boolean true as Xcode writes it into the Info.plist.
    public static func isTrue(_ value: String) -> Bool {
        ["YES", "yes", "true", "TRUE"].contains(value)
    }

    // MARK: - Build settings

    /// The settings named `name` (with any conditions) in a project's build settings or an `.xcconfig`
    /// file, in file order; empty for an Info.plist or a project that does not parse.
    public func buildSettings(named name: String) -> [BuildSetting] {
        switch kind {
        case .infoPlist: return []
        case .xcodeProject: return projectSettings(named: name)
        case .xcconfig: return configurationFileSettings(named: name)
        }
    }

    private func projectSettings(named name: String) -> [BuildSetting] {
        guard contains(name), let entries = PropertyList.entries(bytes) else { return [] }
        var found: [BuildSetting] = []
        let nameBytes = Array(name.utf8)
        // Build settings are the fields of a `buildSettings` dictionary inside an object of `objects`.
        for entry in entries where entry.depth == 4 {
            // A setting's key starts with its name: other keys are passed over without making a String.
            if !entry.keyEscaped, !bytes[entry.keyText(in: bytes)].starts(with: nameBytes) { continue }
            let key = entry.key(in: bytes)
            guard let (settingName, conditions) = Self.split(key), settingName == name else { continue }
            let valueText = bytes[entry.valueRange]
            var value = String(decoding: valueText, as: UTF8.self)
            if valueText.first == UInt8(ascii: "\""), let parsed = PropertyList.parse(Array(valueText)),
               case .string(let text) = parsed {
                value = text
            }
            found.append(BuildSetting(name: settingName, conditions: conditions, value: value, offset: entry.keyRange.lowerBound))
        }
        return found
    }

    private func configurationFileSettings(named name: String) -> [BuildSetting] {
        guard contains(name) else { return [] }
        var found: [BuildSetting] = []
        for (index, start) in lines.starts.enumerated() {
            let end = index + 1 < lines.starts.count ? lines.starts[index + 1] : bytes.count
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            // A `//` comment runs to the end of the line in an .xcconfig file.
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
            // The first `=` outside the conditions' brackets (`NAME[sdk=iphoneos*] = value`).
            var depth = 0
            guard let equals = code.firstIndex(where: { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth == 0
            }) else { continue }
            let key = code[..<equals].trimmingCharacters(in: .whitespaces)
            guard let (settingName, conditions) = Self.split(key), settingName == name else { continue }
            var value = code[code.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            found.append(BuildSetting(name: settingName, conditions: conditions, value: value, offset: start + indent))
        }
        return found
    }

    /// An `#include "path"` (or `#include? "path"`, which may name a missing file) of an `.xcconfig` file.
    public struct Include: Sendable, Equatable {
        /// The path as written, relative to the including file's folder unless it starts with `/`.
        public var path: String
        /// Whether it is `#include?`, which Xcode skips without an error when the file is missing.
        public var isOptional: Bool
        /// The byte offset of the `#include` in the file.
        public var offset: Int
    }

    /// The `#include` lines of an `.xcconfig` file, in file order; empty for any other kind.
    public func includes() -> [Include] {
        guard kind == .xcconfig, contains("#include") else { return [] }
        var found: [Include] = []
        for (index, start) in lines.starts.enumerated() {
            let end = index + 1 < lines.starts.count ? lines.starts[index + 1] : bytes.count
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("#include") else { continue }
            var rest = text.dropFirst("#include".count)
            let isOptional = rest.hasPrefix("?")
            if isOptional { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else { continue }
            let path = String(rest[rest.index(after: rest.startIndex)..<close])
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            if !path.isEmpty { found.append(Include(path: path, isOptional: isOptional, offset: start + indent)) }
        }
        return found
    }

    /// A setting key split into its name and its `[…]` conditions; nil when it is not a setting's name.
    private static func split(_ key: String) -> (String, String)? {
        let name = key.prefix { $0 != "[" }
        guard !name.isEmpty, name.utf8.allSatisfy({ isNameByte($0) }) else { return nil }
        let conditions = key[name.endIndex...]
        guard conditions.isEmpty || (conditions.hasPrefix("[") && conditions.hasSuffix("]")) else { return nil }
        return (String(name), String(conditions))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    // MARK: - Info.plist

    /// A top-level value of an Info.plist and where its key is.
    public struct InfoPlistValue: Sendable, Equatable {
        /// The value when it is a Boolean (`<true/>`, `<false/>`, or `YES`/`NO` in an old-style list).
        public var bool: Bool?
        /// The value when it is a string.
        public var string: String?
        /// The byte offset of the key in the file; 0 in a binary property list, which has no lines.
        public var offset: Int
    }

    /// The top-level value for `key` of an Info.plist (XML, binary or old-style), nil when it has
    /// none; `problem` is set when the file is not a property list.
    public func infoPlistValue(forKey key: String) -> (value: InfoPlistValue?, problem: String?) {
        guard kind == .infoPlist else { return (nil, nil) }
        if let old = oldStyleValue(forKey: key) { return (old, nil) }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            return (nil, "not a property list")
        }
        guard let dictionary = object as? [String: Any] else { return (nil, "the property list is not a dictionary") }
        guard let value = dictionary[key] else { return (nil, nil) }
        let offset = Self.isBinary(bytes) ? 0 : xmlKeyOffset(key) ?? 0
        return (InfoPlistValue(bool: value as? Bool, string: value as? String, offset: offset), nil)
    }

    private static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    /// The offset of the `<key>` element of `key` at the top level of an XML property list (the last
    /// one when it is repeated, as a dictionary keeps it).
    private func xmlKeyOffset(_ key: String) -> Int? {
        let element = Array("<key>\(key)</key>".utf8)
        var depth = 0, found: Int?, index = 0
        let open = Array("<dict>".utf8), close = Array("</dict>".utf8)
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let rest = bytes[index...]
            if rest.starts(with: open) {
                depth += 1
            } else if rest.starts(with: close) {
                depth -= 1
            } else if depth == 1 && rest.starts(with: element) {
                found = index
            }
            index += 1
        }
        return found
    }

    /// The value of a top-level key of an old-style (OpenStep) property list; nil for any other format.
    private func oldStyleValue(forKey key: String) -> InfoPlistValue? {
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{"),
              let entries = PropertyList.entries(bytes),
              let entry = entries.last(where: { $0.depth == 1 && $0.hasKey(key, in: bytes) }),
              case .string(let text)? = PropertyList.parse(Array(bytes[entry.valueRange])) else { return nil }
        let bool: Bool? = text == "YES" ? true : text == "NO" ? false : nil
        return InfoPlistValue(bool: bool, string: text, offset: entry.keyRange.lowerBound)
    }
}

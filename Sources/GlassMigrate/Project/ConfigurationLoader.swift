import Foundation

/// A configuration file that cannot be used: unreadable, not JSON, an unknown key or a value of the wrong type.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file.
    public var path: String
    /// The offending key, when one is to blame.
    public var key: String?
    /// What is wrong, without the path, e.g. `key 'enable' must be an array of strings (found a string)`.
    public var message: String

    /// Creates an error.
    public init(path: String, key: String? = nil, message: String) {
        self.path = path
        self.key = key
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// A configuration and the file it came from.
public struct LoadedConfiguration: Sendable, Equatable {
    /// The configuration, defaults where the file is silent.
    public var configuration: Configuration
    /// The `.glassmigrate.json` it was read from; nil when none was found and defaults apply.
    public var file: String?

    /// Creates a loaded configuration.
    public init(configuration: Configuration, file: String?) {
        self.configuration = configuration
        self.file = file
    }
}

/// Reads `.glassmigrate.json` from a file's nearest ancestor directory, or from one explicit path,
/// caching per directory so a repository's files share one read; safe to share between threads.
///
/// The nearest file wins whole: configurations in outer directories are not merged in.
public final class ConfigurationLoader: @unchecked Sendable {
    /// The name looked for in each ancestor directory.
    public static let fileName = ".glassmigrate.json"

    /// Every key a configuration file may have, sorted.
    public static let knownKeys = [
        "disable", "enable", "exclude", "fixContainers", "helperPath", "include", "migrateFullBleed", "platforms",
        "rules", "severity", "style",
    ]

    /// The file every lookup uses (as with `--config`), or nil to search ancestors.
    public let explicitPath: String?

    private let lock = NSLock()
    private var byDirectory: [String: Result<LoadedConfiguration, ConfigurationError>] = [:]
    private var explicit: Result<LoadedConfiguration, ConfigurationError>?
    /// How many configuration files were read, for tests of the cache.
    private(set) var reads = 0

    /// Creates a loader that searches ancestors, or always reads `explicitPath` when given.
    public init(explicitPath: String? = nil) {
        self.explicitPath = explicitPath
    }

    /// The configuration for the file or directory at `path`: from the explicit file, else the nearest
    /// `.glassmigrate.json` in it (for a directory) or its ancestors, else defaults.
    public func load(forFile path: String) throws(ConfigurationError) -> LoadedConfiguration {
        lock.lock()
        defer { lock.unlock() }
        if let explicitPath {
            if explicit == nil { explicit = readResult(explicitPath) }
            return try explicit!.get()
        }
        let absolute = ReportPath.absolute(path)
        var directory = Paths.isDirectory(absolute) ? absolute : Paths.parent(absolute)
        var visited: [String] = []
        var result = Result<LoadedConfiguration, ConfigurationError>.success(
            LoadedConfiguration(configuration: Configuration(), file: nil))
        while let current = directory {
            if let cached = byDirectory[current] {
                result = cached
                break
            }
            visited.append(current)
            let candidate = Paths.join(current, Self.fileName)
            if Paths.isFile(candidate) {
                result = readResult(candidate)
                break
            }
            directory = Paths.parent(current)
        }
        for directory in visited { byDirectory[directory] = result }
        return try result.get()
    }

    private func readResult(_ path: String) -> Result<LoadedConfiguration, ConfigurationError> {
        reads += 1
        do throws(ConfigurationError) {
            return .success(LoadedConfiguration(configuration: try Self.read(path), file: path))
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Reading

    /// Reads and validates the configuration file at `path`.
    public static func read(_ path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw ConfigurationError(path: path, message: "the configuration file \(reason)")
        }
        return try parse(data, path: path)
    }

    /// Parses and validates configuration JSON; `path` names the file in errors.
    public static func parse(_ data: Data, path: String) throws(ConfigurationError) -> Configuration {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ConfigurationError(path: path, message: "is not valid JSON" + (detail.map { ": \($0)" } ?? ""))
        }
        guard let dictionary = object as? [String: Any] else {
            throw ConfigurationError(path: path, message: "must contain a JSON object (found \(describe(object)))")
        }
        // Unknown keys first: a misspelt key is the likeliest mistake, and its message says the most.
        for key in dictionary.keys.sorted() where !knownKeys.contains(key) {
            var message = "key '\(key)' is not a known option"
            if let guess = knownKeys.first(where: { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 }) {
                message += "; did you mean '\(guess)'?"
            }
            message += " (known: \(knownKeys.joined(separator: ", ")))"
            throw ConfigurationError(path: path, key: key, message: message)
        }
        var configuration = Configuration()
        for key in dictionary.keys.sorted() {
            let value = dictionary[key]!
            let reader = ValueReader(path: path, key: key, value: value)
            switch key {
            case "style":
                let text = try reader.string()
                guard let style = OutputStyle(rawValue: text) else {
                    let names = OutputStyle.allCases.map(\.rawValue).joined(separator: ", ")
                    throw reader.error("must be one of \(names) (found '\(text)')")
                }
                configuration.style = style
            case "enable": configuration.enable = try reader.strings()
            case "disable": configuration.disable = try reader.strings()
            case "exclude": configuration.exclude = try reader.strings()
            case "include": configuration.include = try reader.strings()
            case "rules": configuration.rules = try reader.strings()
            case "helperPath": configuration.helperPath = try reader.string()
            case "migrateFullBleed": configuration.migrateFullBleed = try reader.bool()
            case "fixContainers": configuration.fixContainers = try reader.bool()
            case "severity": configuration.severities = try reader.severities()
            case "platforms": configuration.platforms = try reader.platforms()
            default: break
            }
        }
        return configuration
    }

    /// Reads one key's value, with errors that name the file, the key and the expected type.
    private struct ValueReader {
        let path: String
        let key: String
        let value: Any

        func error(_ problem: String) -> ConfigurationError {
            ConfigurationError(path: path, key: key, message: "key '\(key)' \(problem)")
        }

        func string() throws(ConfigurationError) -> String {
            guard let text = ConfigurationLoader.asString(value) else {
                throw error("must be a string (found \(ConfigurationLoader.describe(value)))")
            }
            return text
        }

        func strings() throws(ConfigurationError) -> [String] {
            guard let array = value as? [Any] else {
                throw error("must be an array of strings (found \(ConfigurationLoader.describe(value)))")
            }
            var result: [String] = []
            for (index, item) in array.enumerated() {
                guard let text = ConfigurationLoader.asString(item) else {
                    throw error("must be an array of strings (item \(index + 1) is \(ConfigurationLoader.describe(item)))")
                }
                result.append(text)
            }
            return result
        }

        func bool() throws(ConfigurationError) -> Bool {
            guard let flag = ConfigurationLoader.asBool(value) else {
                throw error("must be true or false (found \(ConfigurationLoader.describe(value)))")
            }
            return flag
        }

        func platforms() throws(ConfigurationError) -> [Platform] {
            let names = try strings()
            guard !names.isEmpty else { throw error("must name at least one platform (found an empty array)") }
            var platforms: [Platform] = []
            for (index, name) in names.enumerated() {
                guard let platform = Platform(named: name) else {
                    let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error("must name platforms among \(known) (item \(index + 1) is '\(name)')")
                }
                if !platforms.contains(platform) { platforms.append(platform) }
            }
            return platforms
        }

        func severities() throws(ConfigurationError) -> [String: Severity] {
            let names = Severity.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            guard let object = value as? [String: Any] else {
                throw error("must be an object mapping rule ids to one of \(names) (found \(ConfigurationLoader.describe(value)))")
            }
            var result: [String: Severity] = [:]
            for rule in object.keys.sorted() {
                let item = object[rule]!
                guard let text = ConfigurationLoader.asString(item), let severity = Severity(rawValue: text) else {
                    let found = ConfigurationLoader.asString(item).map { "'\($0)'" } ?? ConfigurationLoader.describe(item)
                    throw error("must map each rule id to one of \(names) (rule '\(rule)' has \(found))")
                }
                result[rule] = severity
            }
            return result
        }
    }

    // MARK: - JSON values

    /// JSONSerialization gives booleans as NSNumber; only theirs have the `char` type code,
    /// so `1` is not mistaken for `true` (which `as? Bool` would do).
    static func asBool(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else { return nil }
        return number.boolValue
    }

    static func asString(_ value: Any) -> String? {
        value is NSNumber ? nil : value as? String
    }

    static func describe(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if asBool(value) != nil { return "a boolean" }
        if value is NSNumber { return "a number" }
        if asString(value) != nil { return "a string" }
        if value is [Any] { return "an array" }
        if value is [String: Any] { return "an object" }
        return "a value of another type"
    }

    // MARK: - Rendering

    /// The configuration as pretty JSON with sorted keys, every option present (`helperPath` and `platforms`
    /// only when set),
    /// ending in a line break; reading it back gives the same configuration.
    public static func render(_ configuration: Configuration) -> String {
        var members: [(String, String)] = [
            ("disable", array(configuration.disable)),
            ("enable", array(configuration.enable)),
            ("exclude", array(configuration.exclude)),
            ("fixContainers", configuration.fixContainers ? "true" : "false"),
            ("include", array(configuration.include)),
            ("migrateFullBleed", configuration.migrateFullBleed ? "true" : "false"),
            ("rules", array(configuration.rules)),
            ("severity", severityObject(configuration.severities)),
            ("style", quoted(configuration.style.rawValue)),
        ]
        if let helperPath = configuration.helperPath { members.append(("helperPath", quoted(helperPath))) }
        if let platforms = configuration.platforms { members.append(("platforms", array(platforms.map(\.rawValue)))) }
        members.sort { $0.0 < $1.0 }
        let body = members.map { "  \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n" + body + "\n}\n"
    }

    private static func array(_ items: [String]) -> String {
        if items.isEmpty { return "[]" }
        return "[\n" + items.map { "    " + quoted($0) }.joined(separator: ",\n") + "\n  ]"
    }

    private static func severityObject(_ severities: [String: Severity]) -> String {
        if severities.isEmpty { return "{}" }
        let lines = severities.keys.sorted().map { "    \(quoted($0)): \(quoted(severities[$0]!.rawValue))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n  }"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

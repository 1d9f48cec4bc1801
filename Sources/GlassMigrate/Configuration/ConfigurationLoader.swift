import Foundation

/// Reads `.glassmigrate.json` files for a path: every one in its folder and the folders above it,
/// merged from the outermost to the nearest (as SwiftLint merges nested configurations), or one
/// explicit file; cached per folder so a repository's files share one read; safe to share between threads.
///
/// A nearer file refines the ones above it: keys it sets override (`platforms`, and each rule option,
/// however it is written), lists merge (`enable`/`disable` add up, and a nearer `enable` lifts an outer
/// `disable` of the same rule and the other way round; `exclude`, `include` and `rules` add up), and
/// `severity` merges rule by rule.
///
/// The options a file may set are those the loader's rules declare (`RuleDescription.options`): under
/// `options` by rule id, and those placed `ruleOrTopLevel` also as top-level keys.
public final class ConfigurationLoader: @unchecked Sendable {
    /// The name looked for in each ancestor directory.
    public static let fileName = ".glassmigrate.json"

    /// Every top-level key a configuration file may have whatever the rules, sorted; rules may add
    /// top-level keys for their options (see `RuleOption.Placement.ruleOrTopLevel`).
    public static let knownKeys = ["disable", "enable", "exclude", "include", "options", "platforms", "rules", "severity"]

    /// The file every lookup uses (as with `--config`), or nil to search ancestors.
    public let explicitPath: String?
    /// The options of the rules the files may configure.
    let catalog: RuleOptionCatalog

    private let lock = NSLock()
    // A run asks for thousands of directories and finds a few configuration files: each directory
    // keeps the name of the nearest file ("" for none), which stands for the levels merged there.
    /// The nearest configuration file of each directory: in it or above it.
    private var nearestByDirectory: [String: String] = [:]
    /// The levels found in a nearest file's folder and above it.
    private var levelsByNearest: [String: Result<[ConfigurationLevel], ConfigurationError>] = [:]
    private var levelByFile: [String: Result<ConfigurationLevel, ConfigurationError>] = [:]
    /// The levels of a nearest file merged.
    private var loadedByNearest: [String: Result<LoadedConfiguration, ConfigurationError>] = [:]
    private var explicit: Result<LoadedConfiguration, ConfigurationError>?
    /// How many configuration files were read, for tests of the cache.
    private(set) var reads = 0

    /// Creates a loader that searches ancestors, or always reads `explicitPath` when given; the files
    /// may set the options that `rules` declare.
    public init(explicitPath: String? = nil, rules: [any Rule] = []) {
        self.explicitPath = explicitPath
        self.catalog = RuleOptionCatalog(rules: rules)
    }

    /// The configuration for the file or directory at `path`: from the explicit file, else every
    /// `.glassmigrate.json` in it (for a directory) and its ancestors, merged, else defaults.
    public func load(forFile path: String) throws(ConfigurationError) -> LoadedConfiguration {
        if let explicitPath {
            lock.lock()
            defer { lock.unlock() }
            if explicit == nil {
                explicit = level(explicitPath).map { LoadedConfiguration(configuration: $0.configuration, file: explicitPath, levels: [$0]) }
            }
            return try explicit!.get()
        }
        let absolute = ReportPath.absolute(path)
        let directory = Paths.isDirectory(absolute) ? absolute : (Paths.parent(absolute) ?? "/")
        return try loaded(in: directory).get()
    }

    /// The configuration for the files directly in `directory` (absolute and normalized), merged once
    /// per directory however many files ask.
    func load(forFilesIn directory: String) throws(ConfigurationError) -> LoadedConfiguration {
        if explicitPath != nil { return try load(forFile: directory) }
        return try loaded(in: directory).get()
    }

    // Threads asking for different directories look for their files at the same time: the lock is held
    // to look up and store answers, and to read a configuration file, not to look for one. Two threads
    // asking for the same new directory may both look; the first answer stored is the one given.

    /// The levels of `directory` merged.
    private func loaded(in directory: String) -> Result<LoadedConfiguration, ConfigurationError> {
        let (nearest, levels) = self.levels(in: directory)
        lock.lock()
        let known = loadedByNearest[nearest]
        lock.unlock()
        if let known { return known }
        let result = levels.map { levels in
            LoadedConfiguration(configuration: Self.merge(levels.map { ($0.configuration, $0.keys) }),
                                file: levels.last?.file, levels: levels)
        }
        lock.lock()
        defer { lock.unlock() }
        if let stored = loadedByNearest[nearest] { return stored }
        loadedByNearest[nearest] = result
        return result
    }

    /// The nearest configuration file for `directory` and the levels there: those of its parent, plus
    /// its own file.
    private func levels(in directory: String) -> (nearest: String, levels: Result<[ConfigurationLevel], ConfigurationError>) {
        lock.lock()
        let known = nearestByDirectory[directory].map { ($0, levelsByNearest[$0]!) }
        lock.unlock()
        if let known { return known }
        var (nearest, result) = Paths.parent(directory).map(levels(in:)) ?? ("", .success([]))
        let candidate = Paths.join(directory, Self.fileName)
        if case .success(let outer) = result, Paths.isFile(candidate) {
            lock.lock()
            result = levelsByNearest[candidate] ?? level(candidate).map { outer + [$0] }
            levelsByNearest[candidate] = result
            lock.unlock()
            nearest = candidate
        }
        lock.lock()
        defer { lock.unlock() }
        if let stored = nearestByDirectory[directory] { return (stored, levelsByNearest[stored]!) }
        nearestByDirectory[directory] = nearest
        if levelsByNearest[nearest] == nil { levelsByNearest[nearest] = result }
        return (nearest, result)
    }

    /// The configuration file at `path` read (lock held).
    private func level(_ path: String) -> Result<ConfigurationLevel, ConfigurationError> {
        if let cached = levelByFile[path] { return cached }
        reads += 1
        let result: Result<ConfigurationLevel, ConfigurationError>
        do throws(ConfigurationError) {
            result = .success(try Self.readLevel(path, catalog: catalog))
        } catch {
            result = .failure(error)
        }
        levelByFile[path] = result
        return result
    }

    // MARK: - Merging

    /// Merges configurations from the outermost to the nearest; `keys` says what each one sets.
    public static func merge(_ levels: [(configuration: Configuration, keys: Set<String>)]) -> Configuration {
        var merged = Configuration()
        for (level, keys) in levels {
            // Option by option, whether the file writes it under `options` or at the top level.
            for (ruleID, values) in level.options { merged.options[ruleID, default: [:]].merge(values) { _, nearer in nearer } }
            // The platforms a folder ships replace the outer list: a macOS-only package in an iOS
            // repository names its own.
            if keys.contains("platforms") { merged.platforms = level.platforms }
            merged.enable = adding(level.enable, to: merged.enable.filter { !level.disable.contains($0) })
            merged.disable = adding(level.disable, to: merged.disable.filter { !level.enable.contains($0) })
            merged.exclude = adding(level.exclude, to: merged.exclude)
            merged.include = adding(level.include, to: merged.include)
            merged.rules = adding(level.rules, to: merged.rules)
            merged.severities.merge(level.severities) { _, nearer in nearer }
        }
        return merged
    }

    private static func adding(_ items: [String], to list: [String]) -> [String] {
        var list = list
        for item in items where !list.contains(item) { list.append(item) }
        return list
    }

    // MARK: - Reading

    /// Reads and validates the configuration file at `path`, which may set the options `rules` declare;
    /// paths in it are kept as written.
    public static func read(_ path: String, rules: [any Rule] = []) throws(ConfigurationError) -> Configuration {
        try parse(contents(of: path), path: path, rules: rules)
    }

    /// The bytes of the configuration file at `path`, or an error saying why not: missing, or the
    /// system's reason (a symbolic-link loop, a directory, no permission).
    private static func contents(of path: String) throws(ConfigurationError) -> Data {
        switch SafeFile.read(path) {
        case .success(let bytes):
            return Data(bytes)
        case .failure(let problem):
            var info = stat()
            if lstat(path, &info) != 0 { throw ConfigurationError(path: path, message: "the configuration file does not exist") }
            throw ConfigurationError(path: path, message: "the configuration file \(problem.reason); fix it or name another file")
        }
    }

    /// Reads a file as a level: `rules` and path options made absolute against its folder.
    static func readLevel(_ path: String, catalog: RuleOptionCatalog) throws(ConfigurationError) -> ConfigurationLevel {
        var level = try parseLevel(contents(of: path), path: path, catalog: catalog)
        let base = ReportPath.directory(of: path)
        level.configuration.rules = level.configuration.rules.map { ReportPath.absolute($0, from: base) }
        level.configuration.options = catalog.absolutePaths(in: level.configuration.options, from: base)
        return level
    }

    /// Parses and validates configuration JSON, which may set the options `rules` declare; `path` names
    /// the file in errors.
    public static func parse(_ data: Data, path: String, rules: [any Rule] = []) throws(ConfigurationError) -> Configuration {
        try parseLevel(data, path: path, catalog: RuleOptionCatalog(rules: rules)).configuration
    }

    /// Parses configuration JSON (comments allowed) with the place of every setting.
    static func parseLevel(_ data: Data, path: String, catalog: RuleOptionCatalog) throws(ConfigurationError) -> ConfigurationLevel {
        let document: ConfigurationJSON
        do throws(ConfigurationJSON.SyntaxError) {
            document = try ConfigurationJSON.parse([UInt8](data))
        } catch {
            throw ConfigurationError(path: path, message: "is not valid JSON: \(error.message)",
                                     line: error.position.line, column: error.position.column)
        }
        guard case .object(let members) = document.value else {
            throw ConfigurationError(path: path, message: "must contain a JSON object (found \(document.kind))",
                                     line: document.position.line, column: document.position.column)
        }
        // Unknown keys first: a misspelt key is the likeliest mistake, and its message says the most.
        let knownKeys = (knownKeys + catalog.topLevel.keys).sorted()
        for member in members.sorted(by: { $0.key < $1.key }) where !knownKeys.contains(member.key) {
            throw unknownKey(member.key, known: knownKeys, path: path, at: member.keyPosition)
        }
        var configuration = Configuration()
        var positions: [String: SourceLocation] = [:]
        /// Whether the `options` key sets the option `key` of `ruleID` too.
        func setsNested(_ ruleID: String, _ key: String) -> Bool {
            guard case .object(let rules)? = members.first(where: { $0.key == "options" })?.value.value,
                  case .object(let values)? = rules.first(where: { $0.key == ruleID })?.value.value else { return false }
            return values.contains { $0.key == key }
        }
        for member in members.sorted(by: { $0.key < $1.key }) {
            let key = member.key
            let reader = ValueReader(path: path, key: key, node: member.value)
            positions[key] = member.keyPosition
            switch key {
            case "enable": configuration.enable = try reader.strings(&positions)
            case "disable": configuration.disable = try reader.strings(&positions)
            case "exclude": configuration.exclude = try reader.strings(&positions)
            case "include": configuration.include = try reader.strings(&positions)
            case "rules": configuration.rules = try reader.strings(&positions)
            case "severity": configuration.severities = try reader.severities(&positions)
            case "platforms": configuration.platforms = try reader.platforms(&positions)
            case "options":
                for (ruleID, values) in try catalog.read(reader, into: &positions) {
                    configuration.options[ruleID, default: [:]].merge(values) { _, nested in nested }
                }
            default:
                // An option of a rule, at the top level where it was written before options were per rule.
                guard let (ruleID, option) = catalog.topLevel[key] else { break }
                if setsNested(ruleID, key) {
                    throw reader.error("is also set as 'options.\(ruleID).\(key)'; set it in one place", at: nil, keyPlace: member.keyPosition)
                }
                configuration.setOption(key, of: ruleID, to: try reader.value(of: option))
                positions["options:\(ruleID).\(key)"] = member.keyPosition
            }
        }
        return ConfigurationLevel(file: path, configuration: configuration, keys: Set(members.map(\.key)), positions: positions)
    }

    /// "key 'x' is not a known option", with the nearest known key when one is close enough to be a typo.
    static func unknownKey(_ key: String, known: [String], shown: String? = nil, path: String,
                           at position: SourceLocation) -> ConfigurationError {
        var message = "key '\(shown ?? key)' is not a known option"
        if let guess = known.first(where: { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 }) {
            message += "; did you mean '\(guess)'?"
        }
        message += " (known: \(known.joined(separator: ", ")))"
        return ConfigurationError(path: path, key: shown ?? key, message: message, line: position.line, column: position.column)
    }

    /// Reads one key's value, with errors that name the file, the place, the key and the expected type.
    struct ValueReader {
        let path: String
        let key: String
        let node: ConfigurationJSON

        func error(_ problem: String, at place: ConfigurationJSON? = nil, keyPlace: SourceLocation? = nil) -> ConfigurationError {
            let position = keyPlace ?? (place ?? node).position
            return ConfigurationError(path: path, key: key, message: "key '\(key)' \(problem)",
                                      line: position.line, column: position.column)
        }

        /// A path option's value, which must stay inside the configuration file's folder: written
        /// relative to it (an absolute path is taken only when it leads inside), so no configuration
        /// in a repository sends a write out of it.
        func pathInsideFolder() throws(ConfigurationError) -> String {
            let text = try string()
            let folder = ReportPath.directory(of: ReportPath.absolute(path))
            let target = ReportPath.absolute(text, from: folder)
            guard Paths.isInside(target, folder) else {
                throw error("points to \(ReportPath.relative(target)), outside \(ReportPath.relative(folder)), the folder of this "
                            + "configuration file; nothing is written outside it. Give a path inside that folder, relative to it")
            }
            return text
        }

        /// The value of a rule option of `option`'s kind.
        func value(of option: RuleOption) throws(ConfigurationError) -> RuleOptionValue {
            switch option.kind {
            case .bool:
                return .bool(try bool())
            case .string:
                return .string(try string())
            case .path:
                return .string(try pathInsideFolder())
            case .integer:
                guard case .number(let number) = node.value, let whole = Int(exactly: number) else {
                    throw error("must be a whole number (found \(node.kind))")
                }
                return .integer(whole)
            case .choice(let names):
                let text = try string()
                guard names.contains(text) else {
                    throw error("must be one of \(names.joined(separator: ", ")) (found '\(text)')")
                }
                return .string(text)
            }
        }

        func string() throws(ConfigurationError) -> String {
            guard case .string(let text) = node.value else { throw error("must be a string (found \(node.kind))") }
            return text
        }

        func strings(_ positions: inout [String: SourceLocation]) throws(ConfigurationError) -> [String] {
            guard case .array(let items) = node.value else {
                throw error("must be an array of strings (found \(node.kind))")
            }
            var result: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item.value else {
                    throw error("must be an array of strings (item \(index + 1) is \(item.kind))", at: item)
                }
                result.append(text)
                positions["\(key):\(text)"] = item.position
            }
            return result
        }

        func bool() throws(ConfigurationError) -> Bool {
            guard case .bool(let flag) = node.value else { throw error("must be true or false (found \(node.kind))") }
            return flag
        }

        func platforms(_ positions: inout [String: SourceLocation]) throws(ConfigurationError) -> [Platform] {
            let names = try strings(&positions)
            guard case .array(let items) = node.value, !items.isEmpty else {
                throw error("must name at least one platform (found an empty array)")
            }
            var platforms: [Platform] = []
            for (index, name) in names.enumerated() {
                guard let platform = Platform(named: name) else {
                    let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error("must name platforms among \(known) (item \(index + 1) is '\(name)')", at: items[index])
                }
                if !platforms.contains(platform) { platforms.append(platform) }
            }
            return platforms
        }

        func severities(_ positions: inout [String: SourceLocation]) throws(ConfigurationError) -> [String: Severity] {
            let names = Severity.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            guard case .object(let members) = node.value else {
                throw error("must be an object mapping rule ids to one of \(names) (found \(node.kind))")
            }
            var result: [String: Severity] = [:]
            for member in members.sorted(by: { $0.key < $1.key }) {
                guard case .string(let text) = member.value.value, let severity = Severity(rawValue: text) else {
                    let found: String
                    if case .string(let text) = member.value.value { found = "'\(text)'" } else { found = member.value.kind }
                    throw error("must map each rule id to one of \(names) (rule '\(member.key)' has \(found))", at: member.value)
                }
                result[member.key] = severity
                positions["severity:\(member.key)"] = member.keyPosition
            }
            return result
        }
    }
}

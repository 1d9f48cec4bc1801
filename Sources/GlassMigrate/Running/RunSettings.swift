import Foundation

/// The configuration and engine for each configuration file of a run, built once each.
final class RunSettings: @unchecked Sendable {
    /// A file's configuration (adjusted) and the engine that runs it.
    struct Setting {
        var configuration: Configuration
        var file: String?
        var engine: Engine
        /// The configuration files merged, outermost first.
        var levels: [ConfigurationLevel] = []
        /// Two sets of needles: first the triggers of the enabled rules other than `invalid-suppression`
        /// (a file without any has no work for them), then those of `invalid-suppression` when it is
        /// enabled. One search answers both.
        var triggers: TriggerSearch
        /// The module facts the enabled rules read (each type once), gathered from a file when one of its
        /// screen strings occurs there.
        var moduleFacts: [(fact: any ModuleFact.Type, screen: TriggerSearch)] = []

        init(configuration: Configuration, file: String?, engine: Engine, levels: [ConfigurationLevel]) {
            self.configuration = configuration
            self.file = file
            self.engine = engine
            self.levels = levels
            let enabled = engine.enabledRules
            triggers = TriggerSearch(needleSets: [
                TriggerSearch.needles(triggersOf: enabled.filter { $0.id != Engine.suppressionRuleID }),
                TriggerSearch.needles(triggersOf: enabled.filter { $0.id == Engine.suppressionRuleID }),
            ])
            var seen: Set<ObjectIdentifier> = []
            for fact in enabled.flatMap(\.moduleFacts) where seen.insert(ObjectIdentifier(fact)).inserted {
                moduleFacts.append((fact, TriggerSearch(needles: fact.screen)))
            }
        }
    }

    private let loader: ConfigurationLoader
    private let rules: [any Rule]
    private let adjust: @Sendable (inout Configuration) -> Void
    private var byFile: [String: Setting] = [:]
    /// The key in `byFile` of each directory's setting: a run has thousands of directories and a few
    /// configuration files, so each directory keeps a name, not a setting of its own.
    private var fileByDirectory: [String: String] = [:]
    private let lock = NSLock()

    /// The description of every rule of every engine built so far, sorted by id.
    var ruleDescriptions: [RuleDescription] {
        lock.lock()
        defer { lock.unlock() }
        var byID: [String: RuleDescription] = [:]
        for rule in Engine(rules: rules).rules { byID[rule.id] = rule.ruleDescription }
        for setting in byFile.values {
            for rule in setting.engine.rules { byID[rule.id] = rule.ruleDescription }
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    /// The support-file recipes of the run's rules, each with the id of the rule that offers it.
    var supportFileRecipes: [(recipe: SupportFileRecipe, ruleID: String)] {
        rules.flatMap { rule in rule.supportFileRecipes.map { ($0, rule.id) } }
    }

    init(rules: [any Rule], options: RunOptions) {
        self.loader = ConfigurationLoader(explicitPath: options.configurationFile, rules: rules)
        self.rules = rules
        self.adjust = options.adjustConfiguration
    }

    /// The configuration files and rule files a run over `path` reads (absolute): the `--config` file or
    /// every `.glassmigrate.json` merged, and the rule files they name, as far as they can be read.
    func inputFiles(forPath path: String) -> [String] {
        var files = loader.explicitPath.map { [ReportPath.absolute($0)] } ?? []
        if let setting = try? setting(forPath: path) {
            files += setting.levels.map(\.file) + setting.configuration.rules
        } else if let loaded = try? loader.load(forFile: path) {
            // A bad rule file: the configuration names it, and its fix is to be seen.
            let base = loaded.file.map(ReportPath.directory(of:)) ?? FileManager.default.currentDirectoryPath
            files += loaded.levels.map(\.file) + loaded.configuration.rules.map { ReportPath.absolute($0, from: base) }
        }
        var seen = Set<String>()
        return files.map { ReportPath.absolute($0) }.filter { seen.insert($0).inserted }
    }

    /// The setting for a file or directory; throws `RunConfigurationError` for a bad configuration or rule file.
    func setting(forPath path: String) throws -> Setting {
        let loaded: LoadedConfiguration
        do {
            loaded = try loader.load(forFile: path)
        } catch {
            throw RunConfigurationError(error.description)
        }
        return try setting(for: loaded)
    }

    /// The setting for the files directly in `directory` (absolute and normalized), looked up once per
    /// directory; throws `RunConfigurationError` for a bad configuration or rule file.
    func setting(forFilesIn directory: String) throws -> Setting {
        lock.lock()
        let known = fileByDirectory[directory].flatMap { byFile[$0] }
        lock.unlock()
        if let known { return known }
        let loaded: LoadedConfiguration
        do {
            loaded = try loader.load(forFilesIn: directory)
        } catch {
            throw RunConfigurationError(error.description)
        }
        let setting = try setting(for: loaded)
        lock.lock()
        fileByDirectory[directory] = loaded.file ?? ""
        lock.unlock()
        return setting
    }

    private func setting(for loaded: LoadedConfiguration) throws -> Setting {
        lock.lock()
        defer { lock.unlock() }
        if let cached = byFile[loaded.file ?? ""] { return cached }
        var configuration = loaded.configuration
        // Rule paths in a configuration file are relative to it; those added by `adjust` are taken as given.
        let base = loaded.file.map(ReportPath.directory(of:)) ?? FileManager.default.currentDirectoryPath
        configuration.rules = configuration.rules.map { ReportPath.absolute($0, from: base) }
        adjust(&configuration)
        var fromFiles: [any Rule] = []
        for ruleFile in configuration.rules {
            do {
                for rule in try RuleFile.load(ruleFile) {
                    if (rules + fromFiles).contains(where: { $0.id == rule.id }) {
                        throw RunConfigurationError("\(ruleFile): rule '\(rule.id)': the id is already used by another rule")
                    }
                    fromFiles.append(rule)
                }
            } catch let error as RunConfigurationError {
                throw error
            } catch {
                throw RunConfigurationError("\(error)")
            }
        }
        for level in loaded.levels {
            try Self.checkRuleIDs(of: level, known: Set((fromFiles + rules).map(\.id) + [Engine.suppressionRuleID]))
        }
        // Rule-file rules run first: they turn project-specific code into SwiftUI, and the built-in
        // rules (reordering, availability and placement checks) must see that code in the same
        // run, or a second run would change the output again.
        let setting = Setting(configuration: configuration, file: loaded.file,
                              engine: Engine(rules: fromFiles + rules, configuration: configuration),
                              levels: loaded.levels)
        byFile[loaded.file ?? ""] = setting
        return setting
    }

    /// The setting for the files directly in each of `directories` (absolute and normalized), looked up
    /// on up to `jobs` threads; throws the `RunConfigurationError` of the first that has a bad
    /// configuration or rule file, as looking them up one by one in that order would.
    ///
    /// A directory in or below one of `uniformBelow` (absolute and normalized directories with no
    /// configuration file below them) has that directory's setting, looked up once.
    func settings(forFilesIn directories: [String], jobs: Int, uniformBelow uniform: [String] = []) throws -> [Setting] {
        let uniformSettings = uniform.map { root in Result { try setting(forFilesIn: root) } }
        let found = Parallel.map(directories.count, jobs: jobs) { index in
            let directory = directories[index]
            if let known = uniform.indices.first(where: { Paths.isSameOrInside(directory, uniform[$0]) }) {
                return uniformSettings[known]
            }
            return Result { try setting(forFilesIn: directory) }
        }
        return try found.map { try $0.get() }
    }

    /// Whether a file found by walking `root` is kept by the `exclude` and `include` of the
    /// configuration files below `root` (those at or above it already steered the walk): each such
    /// file's patterns match paths relative to its own folder, and its `include`, when set, narrows
    /// what is processed in that folder.
    func keeps(_ path: String, walkedFrom root: String) throws -> Bool {
        let absolute = ReportPath.absolute(path)
        let directory = Paths.parent(absolute) ?? "/"
        return WalkFilter(try setting(forFilesIn: directory), walkedFrom: ReportPath.absolute(root)).keeps(absolute)
    }

    /// For each of `directories` (absolute and normalized) of files found by walking `rootDirectory`
    /// (absolute), the filter of `keeps(_:walkedFrom:)`, looked up on up to `jobs` threads; throws as
    /// `settings(forFilesIn:jobs:)`.
    func walkFilters(forFilesIn directories: [String], walkedFrom rootDirectory: String, jobs: Int) throws -> [WalkFilter] {
        try settings(forFilesIn: directories, jobs: jobs).map { WalkFilter($0, walkedFrom: rootDirectory) }
    }

    /// The `exclude` and `include` a directory's files found by a walk answer to: those of the
    /// configuration files below the walk's root.
    struct WalkFilter {
        /// The folder of each configuration file of the directory that is below the root, outermost
        /// first, with its patterns (made once here, not for every file).
        let levels: [(directory: String, exclude: [GlobPattern], include: [GlobPattern])]

        init(_ setting: Setting, walkedFrom rootDirectory: String) {
            levels = setting.levels.filter { level in
                let directory = level.directory
                return directory != rootDirectory && Paths.isInside(directory, rootDirectory)
            }.map { ($0.directory, $0.configuration.exclude.map(GlobPattern.init), $0.configuration.include.map(GlobPattern.init)) }
        }

        /// Whether no configuration file below the root applies, so every file is kept.
        var keepsAll: Bool { levels.isEmpty }

        /// Whether the file at `absolute` is kept.
        func keeps(_ absolute: String) -> Bool {
            for level in levels {
                guard let relative = Paths.components(of: absolute, below: level.directory)?.joined(separator: "/") else { continue }
                if level.exclude.contains(where: { $0.matches(relative) }) { return false }
                if !level.include.isEmpty && !level.include.contains(where: { $0.matches(relative) }) { return false }
            }
            return true
        }
    }

    /// Rule ids a configuration file names must exist, so a typo does not silently do nothing.
    ///
    /// A severity may also be given to a rule's sub-finding (`material-background/full-bleed`).
    private static func checkRuleIDs(of level: ConfigurationLevel, known: Set<String>) throws {
        let configuration = level.configuration
        func check(_ ids: [String], key: String, allowingSubIDs: Bool) throws {
            for id in ids {
                let base = allowingSubIDs ? Finding.baseRuleID(of: id) : id
                if known.contains(base) { continue }
                let place = level.positions["\(key):\(id)"].map { ":\($0.line):\($0.column)" } ?? ""
                throw RunConfigurationError("\(ReportPath.relative(level.file))\(place): key '\(key)': unknown rule id '\(id)'; see glassmigrate --list-rules")
            }
        }
        try check(configuration.enable, key: "enable", allowingSubIDs: false)
        try check(configuration.disable, key: "disable", allowingSubIDs: false)
        try check(configuration.severities.keys.sorted(), key: "severity", allowingSubIDs: true)
    }
}

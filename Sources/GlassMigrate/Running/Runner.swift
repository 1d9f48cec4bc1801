import Dispatch
import Foundation

/// Runs rules over files and directories: discovers files, loads configuration and deployment
/// targets, processes files in parallel, plans support files, renders diffs and writes safely.
public struct Runner: Sendable {
    /// Every known rule in run order; each file's configuration decides which run.
    ///
    /// Rules loaded from rule files (`rules` in the configuration) run before these, so these see
    /// the code those rules produce within the same run.
    public var rules: [any Rule]
    /// How many bytes of source a run keeps parsed while a module's files wait for each other.
    var keptParseBytes = RunSweeps.defaultKeptParseBytes

    /// Creates a runner over `rules`.
    public init(rules: [any Rule]) {
        self.rules = rules
    }

    /// Processes `options.paths` without writing anything.
    ///
    /// Throws `RunConfigurationError` before processing any file when a configuration file is invalid.
    public func run(_ options: RunOptions) throws -> RunReport {
        let settings = RunSettings(rules: rules, options: options)
        var problems: [PathProblem] = []
        var files = RunFiles()
        var seen = Set<String>()
        var staleTemporaries = Set<String>()
        var changed = ChangedFiles(ref: options.changedSince)
        // Walked directories with no configuration file below them.
        var uniformDirectories: [String] = []
        let currentDirectory = FileManager.default.currentDirectoryPath
        // Settings files are looked for only when some rule reads them.
        let readsBuildSettings = rules.contains { $0 is any BuildSettingsRule }
        var buildSettingsItems: [BuildSettingsScan.Item] = []
        for root in options.paths {
            var discovery = FileDiscovery(configuration: try settings.setting(forPath: root).configuration)
            discovery.respectsGitIgnore = options.respectsGitIgnore
            discovery.jobs = options.jobs
            discovery.collectsBuildSettingsFiles = readsBuildSettings
            let found = discovery.discover([root])
            problems += found.problems.map { PathProblem(path: $0.path, reason: $0.reason) }
            if !found.buildSettingsFiles.isEmpty {
                let scanned = BuildSettingsScan.items(found: found.buildSettingsFiles)
                problems += scanned.problems
                for item in scanned.items where try changed.contains(item.path, under: root)
                    && !buildSettingsItems.contains(where: { $0.path == item.path }) {
                    buildSettingsItems.append(item)
                }
            }
            var paths: [String] = []
            for path in found.files where try changed.contains(path, under: root) {
                // Discovery sorts and lists each path once: with one root, a path equal to one before
                // (by `String`'s `==`) can only follow it.
                if options.paths.count == 1 {
                    if let last = paths.last, last == path { continue }
                } else if !seen.insert(path).inserted {
                    continue
                }
                paths.append(path)
            }
            var rootFiles = RunFiles(paths, from: currentDirectory, jobs: options.jobs)
            // Configuration files below a walked directory may exclude some of what it found; without
            // any, every folder of the walk has the directory's configuration, which steered the walk.
            if Paths.isDirectory(root) {
                let rootDirectory = ReportPath.absolute(root, from: currentDirectory)
                if found.configurationFolders.allSatisfy(\.isEmpty) && Self.onlyWalkedFoldersAreLookedUp(below: root, options) {
                    uniformDirectories.append(rootDirectory)
                } else {
                    let filters = try settings.walkFilters(forFilesIn: rootFiles.directories, walkedFrom: rootDirectory,
                                                           jobs: options.jobs)
                    if !filters.allSatisfy(\.keepsAll) {
                        let kept = Parallel.map(rootFiles.count, jobs: options.jobs) { index in
                            filters[rootFiles.directoryIndexes[index]].keeps(rootFiles.absolutes[index])
                        }
                        rootFiles = rootFiles.filter { kept[$0] }
                    }
                }
            }
            files.append(contentsOf: rootFiles)
            staleTemporaries.formUnion(found.staleTemporaries)
        }
        files.sort()
        // Load every configuration first so a bad file stops the run before any work is done.
        let directorySettings = try settings.settings(forFilesIn: files.directories, jobs: options.jobs,
                                                      uniformBelow: uniformDirectories)
        let targets = DeploymentTargetReader()
        // The files and settings go with the sweeps, so they are let go before the planning holds its own.
        var results = RunSweeps(files: consume files, settings: consume directorySettings, targets: targets, jobs: options.jobs,
                                progress: options.progress,
                                supportFileScreen: ModuleIndex.screen(for: settings.supportFileRecipes.map(\.recipe)),
                                keptParseBytes: keptParseBytes).run()
        if !buildSettingsItems.isEmpty {
            let scanned = try Self.buildSettingsResults(of: buildSettingsItems, settings: settings)
            problems += scanned.problems
            if !scanned.results.isEmpty {
                results += scanned.results
                results.sort { $0.path < $1.path }
            }
        }
        var report = Self.report(files: consume results, problems: problems, targets: targets, settings: settings, jobs: options.jobs,
                                 roots: WriteRoots(paths: options.paths, targets: targets))
        report.staleTemporaries = staleTemporaries.sorted()
        return report
    }

    /// The findings of the enabled `BuildSettingsRule`s of each settings file's configuration.
    private static func buildSettingsResults(of items: [BuildSettingsScan.Item], settings: RunSettings) throws
        -> (results: [FileResult], problems: [PathProblem]) {
        var thrown: (any Error)?
        let scanned = BuildSettingsScan.results(of: items) { path in
            do {
                let setting = try settings.setting(forPath: path)
                return (setting.engine.enabledRules.compactMap { $0 as? any BuildSettingsRule }, setting.configuration)
            } catch {
                thrown = thrown ?? error
                return nil
            }
        }
        if let thrown { throw thrown }
        return scanned
    }

    /// Whether the run looks up the configuration of no folder below the walked directory `root` but
    /// the ones its walk listed, by the path the walk took: no other path is given (one could be in a
    /// folder the walk skips, or reach one through a link), no `--config` file (whose patterns apply
    /// from its own folder), and no `..` (which a lookup takes back by the text, the walk through links).
    private static func onlyWalkedFoldersAreLookedUp(below root: String, _ options: RunOptions) -> Bool {
        options.paths.count == 1 && options.configurationFile == nil && !root.split(separator: "/").contains("..")
    }

    /// The report of processed `files`: the support files and project edits they need planned (a file
    /// whose module cannot get them is left unchanged with a finding), with `problems` so far.
    static func report(files: consuming [FileResult], problems: [PathProblem], targets: DeploymentTargetReader,
                       settings: RunSettings, jobs: Int, roots: WriteRoots? = nil, diskMentions: DiskMentions? = nil) -> RunReport {
        let configuration = { (path: String) in (try? settings.setting(forPath: path)).map { ($0.configuration, $0.file) } }
        let plan = SupportFilePlanner(targets: targets, configuration: configuration, recipes: settings.supportFileRecipes,
                                      jobs: jobs, roots: roots, diskMentions: diskMentions).plan(for: &files)
        var report = RunReport(files: files, supportFiles: plan.supportFiles, projectFiles: plan.projectFiles,
                               dependencies: plan.dependencies, problems: problems, rules: settings.ruleDescriptions)
        report.writeRoots = roots
        return report
    }

    /// The rules a run over `path` uses, in the order they run: those from the rule files of its
    /// configuration (and `options`), then `rules`; throws `RunConfigurationError` for a bad file.
    public func rules(forPath path: String, options: RunOptions) throws -> [any Rule] {
        try RunSettings(rules: rules, options: options).setting(forPath: path).engine.rules
    }

    /// Processes source text that did not come from disk (standard input), as if it were at `path`:
    /// configuration, deployment targets and the module are looked up from there.
    ///
    /// A support file the output needs and the module lacks is planned as for a file on disk, so a
    /// caller can tell that the output alone would not compile.
    public func run(bytes: [UInt8], as path: String, options: RunOptions) throws -> RunReport {
        try Self.run(bytes: bytes, as: path, settings: RunSettings(rules: rules, options: options),
                     targets: DeploymentTargetReader(), jobs: options.jobs)
    }

    /// `run(bytes:as:options:)` with the settings and project reads of a caller that keeps them (`RunSession`).
    static func run(bytes: [UInt8], as path: String, settings: RunSettings, targets: DeploymentTargetReader, jobs: Int,
                    diskMentions: DiskMentions? = nil) throws -> RunReport {
        let setting = try settings.setting(forPath: path)
        var result: FileResult
        // As a run over the path alone, where the file is its module's one file: what it declares is
        // gathered once and told to every rule (a rule without it works it out again for itself). Each
        // module fact is made when a rule first asks: a language server runs this at every keystroke,
        // and most files give no rule a site that needs the content answer.
        if SourceBytes.problem(in: bytes) == nil, setting.triggers.firstMatchingSet(in: bytes) == 0,
           let parsed = try? ParsedFile(SourceFile(path: path, bytes: bytes)) {
            var declarations = DeclaredNames(parsed, factsOnFirstUse: setting.moduleFacts.filter { $0.screen.matches(bytes) }.map(\.fact))
            declarations.completeFacts()
            result = setting.engine.run(path: path, bytes: bytes, deploymentTargets: targets.deploymentTargets(forFile: path),
                                        moduleDeclarations: declarations, accepting: nil, screened: true, parsed: parsed)
            result.moduleDeclarations = declarations
        } else {
            result = Self.process(bytes, at: path, engine: setting.engine, targets: targets)
        }
        return Self.report(files: [result], problems: [], targets: targets, settings: settings, jobs: jobs, diskMentions: diskMentions)
    }

    /// One file's result: text that is not UTF-8 is refused before any rule looks at it.
    static func process(_ bytes: [UInt8], at path: String, engine: Engine, targets: DeploymentTargetReader,
                        moduleDeclarations: DeclaredNames = DeclaredNames(),
                        accepting selection: Set<Change.Key>? = nil) -> FileResult {
        if let reason = SourceBytes.problem(in: bytes) { return .unchanged(path: path, bytes: bytes, error: reason) }
        var result = engine.run(path: path, bytes: bytes, deploymentTargets: targets.deploymentTargets(forFile: path),
                                moduleDeclarations: moduleDeclarations, accepting: selection)
        result.moduleDeclarations = moduleDeclarations
        return result
    }

    // MARK: Write

    /// The reason given for each file a write left alone because `shouldStop` said so.
    public static let interruptedReason = "not written: the run was interrupted"

    /// Why a project file is not edited through a symbolic link: it, or the `.xcodeproj` holding it, is
    /// a link, which may lead out of the tree being migrated.
    static func linkedProjectProblem(_ path: String) -> String? {
        let absolute = ReportPath.absolute(path)
        for candidate in [absolute, ReportPath.directory(of: absolute)] {
            var info = stat()
            if lstat(candidate, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
                return "\(ReportPath.relative(candidate)) is a symbolic link; not edited through it (run on the project it points to, or add the helper to the project by hand)"
            }
        }
        return nil
    }

    /// Writes every support file, project file and changed file of `report`, in that order; returns what
    /// could not be written.
    ///
    /// What others depend on is written first, so an interrupted run leaves sources that compile and a
    /// rerun completes it. A source whose support or project file could not be written is left as it
    /// was (and reported), and a new support file whose project edits all failed is removed again, so
    /// a module is migrated whole or not at all. Each write is atomic and keeps the file's permissions,
    /// owner, group and extended attributes; a file that is not writable, has several hard links, or
    /// whose bytes changed since they were read, is left alone and reported. Temporary files an
    /// interrupted run left are removed first. When `shouldStop` returns true (checked before each
    /// file) the rest is left alone and reported with `interruptedReason`.
    public static func write(_ report: RunReport, until shouldStop: () -> Bool = { false }) -> [PathProblem] {
        for path in report.staleTemporaries { SafeFile.removeStaleTemporary(path) }
        var problems: [PathProblem] = []
        var failed: [String: String] = [:]
        var created: [String] = []
        // A support file is made only for callers that can really be written.
        var unwritable: [String: String] = [:]
        // Every write is inside the run's roots (`WriteRoots`), whatever a link or a plan says.
        for file in report.files where file.changed {
            unwritable[file.path] = report.writeRoots?.problem(for: file.path) ?? SafeFile.replacementProblem(file.path)
        }
        for support in report.supportFiles {
            if shouldStop() {
                problems.append(PathProblem(path: support.path, reason: interruptedReason))
                failed[support.path] = interruptedReason
                continue
            }
            let callers = report.dependencies.filter { $0.value.contains(support.path) }.map(\.key)
            if !callers.isEmpty && callers.allSatisfy({ unwritable[$0] != nil }) {
                let reason = "not created: no file that calls it can be rewritten"
                problems.append(PathProblem(path: support.path, reason: reason))
                failed[support.path] = reason
                continue
            }
            if let reason = report.writeRoots?.problem(for: support.path) ?? SafeFile.create(support.path, contents: Array(support.file.contents.utf8)) {
                problems.append(PathProblem(path: support.path, reason: reason))
                failed[support.path] = reason
            } else {
                created.append(support.path)
            }
        }
        for project in report.projectFiles {
            if shouldStop() {
                problems.append(PathProblem(path: project.path, reason: interruptedReason))
                failed[project.path] = interruptedReason
            } else if let missing = project.addedFiles.first(where: { failed[$0] != nil }) {
                let reason = "not changed: \(missing), which it would list, could not be created"
                problems.append(PathProblem(path: project.path, reason: reason))
                failed[project.path] = reason
            } else if let reason = report.writeRoots?.problem(for: project.path) ?? Self.linkedProjectProblem(project.path)
                        ?? SafeFile.replace(project.path, expecting: project.original, with: project.output) {
                problems.append(PathProblem(path: project.path, reason: reason))
                failed[project.path] = reason
            }
        }
        // A new file only failed project edits would have made part of a target is taken back, unless a
        // rewritten file needs it without a project edit (a package target or synchronized folder).
        for path in created {
            let listing = report.projectFiles.filter { $0.addedFiles.contains(path) }
            guard !listing.isEmpty, listing.allSatisfy({ failed[$0.path] != nil }) else { continue }
            let neededDirectly = report.dependencies.values.contains { needs in
                needs.contains(path) && !needs.contains { item in listing.contains { $0.path == item } }
            }
            if !neededDirectly && unlink(ReportPath.absolute(path)) == 0 {
                problems.append(PathProblem(path: path, reason: "removed again: \(listing[0].path), which would list it, could not be written"))
            }
        }
        for file in report.files where file.changed {
            if shouldStop() {
                problems.append(PathProblem(path: file.path, reason: interruptedReason))
                continue
            }
            if let reason = unwritable[file.path] {
                problems.append(PathProblem(path: file.path, reason: reason))
                continue
            }
            if let needed = report.dependencies[file.path]?.first(where: { failed[$0] != nil }) {
                problems.append(PathProblem(path: file.path, reason: "not rewritten: \(needed), which it needs, could not be written"))
                continue
            }
            if let reason = SafeFile.replace(file.path, expecting: file.original, with: file.output) {
                problems.append(PathProblem(path: file.path, reason: reason))
            }
        }
        return problems
    }
}

// MARK: - Changed files

/// `--changed-since`: the files git lists as changed, asked once per work tree.
private struct ChangedFiles {
    let ref: String?
    private var byRoot: [String: Set<String>] = [:]
    private var byTopLevel: [String: Set<String>] = [:]

    init(ref: String?) { self.ref = ref }

    /// Whether `path`, found under the given `root`, is to be processed: always without a ref.
    mutating func contains(_ path: String, under root: String) throws -> Bool {
        guard let ref else { return true }
        if byRoot[root] == nil { byRoot[root] = try files(under: root, ref: ref) }
        return byRoot[root]!.contains(Paths.real(path) ?? ReportPath.absolute(path))
    }

    private mutating func files(under root: String, ref: String) throws -> Set<String> {
        let directory = Paths.isDirectory(root) ? root : ReportPath.directory(of: root)
        guard GitWorkTree.gitExecutable != nil else { throw RunConfigurationError("--changed-since needs git, and git is not on PATH") }
        guard let top = GitWorkTree.topLevel(of: directory) else {
            throw RunConfigurationError("--changed-since needs a git work tree, and \(ReportPath.relative(root)) is not in one")
        }
        if let known = byTopLevel[top] { return known }
        do {
            let files = try GitWorkTree.changedFiles(since: ref, in: top)
            byTopLevel[top] = files
            return files
        } catch {
            throw RunConfigurationError(error.description)
        }
    }
}

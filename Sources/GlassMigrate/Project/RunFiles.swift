import Dispatch
import Foundation

/// The files of a run: each path as given and, computed once, absolute; grouped by directory so that
/// what depends only on the directory (configuration, engine) is looked up once per directory.
struct RunFiles {
    /// The paths as given (as discovery found them), sorted once `sort()` ran.
    private(set) var paths: [String] = []
    /// The absolute, normalized path of each file.
    private(set) var absolutes: [String] = []
    /// The index into `directories` of each file's directory.
    private(set) var directoryIndexes: [Int] = []
    /// Every directory holding a file, absolute, in the order first met.
    private(set) var directories: [String] = []
    private var indexByDirectory: [String: Int] = [:]

    var count: Int { paths.count }

    init() {}

    /// The files at `paths` (as discovery found them, in that order), made absolute against
    /// `currentDirectory` on up to `jobs` threads.
    init(_ paths: [String], from currentDirectory: String, jobs: Int) {
        let base = ReportPath.absolute(currentDirectory, from: "/")
        let absolutes = RunPasses.map(paths.count, jobs: jobs) { ReportPath.absolute(paths[$0], fromNormalized: base) }
        // Whether each file is in the directory of the file before it: sorted discovery puts a
        // directory's files together, so most are, and their directory is not looked up.
        let inDirectoryBefore = RunPasses.map(paths.count, jobs: jobs) { index in
            index > 0 && Self.sameParent(absolutes[index], absolutes[index - 1])
        }
        self.paths = paths
        self.absolutes = absolutes
        directoryIndexes.reserveCapacity(paths.count)
        for (index, absolute) in absolutes.enumerated() {
            if inDirectoryBefore[index] {
                directoryIndexes.append(directoryIndexes[index - 1])
            } else {
                let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/"))
                let parent = slash.map { absolute[..<$0] } ?? ""
                directoryIndexes.append(self.index(of: parent.isEmpty ? "/" : String(parent)))
            }
        }
    }

    /// Whether two absolute, normalized paths have the same parent directory.
    static func sameParent(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { first in
            second.withUTF8 { second in
                let slash = UInt8(ascii: "/")
                guard let end = first.lastIndex(of: slash), end == second.lastIndex(of: slash) else { return false }
                return end == 0 || memcmp(first.baseAddress!, second.baseAddress!, end) == 0
            }
        }
    }

    /// Adds a file found at `path`, whose absolute path is `absolute`, in `directory`.
    mutating func append(_ path: String, absolute: String, directory: String) {
        paths.append(path)
        absolutes.append(absolute)
        directoryIndexes.append(index(of: directory))
    }

    /// Adds the files of `other` after these, in their order.
    mutating func append(contentsOf other: RunFiles) {
        guard !paths.isEmpty else {
            self = other
            return
        }
        // Each of the other's directories is looked up once, not once per file.
        let indexes = other.directories.map { index(of: $0) }
        paths += other.paths
        absolutes += other.absolutes
        directoryIndexes += other.directoryIndexes.map { indexes[$0] }
    }

    /// The files for which `isKept` (given a file's position) is true, in the same order; a directory
    /// left without files is dropped.
    func filter(_ isKept: (Int) -> Bool) -> RunFiles {
        var kept = RunFiles()
        for index in paths.indices where isKept(index) {
            kept.append(paths[index], absolute: absolutes[index], directory: directories[directoryIndexes[index]])
        }
        return kept
    }

    /// The index of `directory` in `directories`, which gains it when new.
    private mutating func index(of directory: String) -> Int {
        if let last = directories.last, last == directory { return directories.count - 1 }
        if let known = indexByDirectory[directory] { return known }
        directories.append(directory)
        indexByDirectory[directory] = directories.count - 1
        return directories.count - 1
    }

    /// Puts the files in path order (as given), the order of every report.
    ///
    /// Paths already in order, as those of one discovery (which sorts) are, are left as they are: the
    /// sort is stable, so it would not move them, and checking the order compares each path once.
    mutating func sort() {
        let paths = self.paths
        if paths.indices.dropFirst().allSatisfy({ !(paths[$0] < paths[$0 - 1]) }) { return }
        // Stable, as `sorted` is: paths that compare equal keep the order they were found in.
        let order = paths.indices.sorted { paths[$0] < paths[$1] }
        self.paths = order.map { paths[$0] }
        absolutes = order.map { absolutes[$0] }
        directoryIndexes = order.map { directoryIndexes[$0] }
        // Directories in the order their first file now comes, so the first bad configuration in path
        // order is the one reported.
        var renumbered = [Int](repeating: -1, count: directories.count)
        var reordered: [String] = []
        for (position, old) in directoryIndexes.enumerated() {
            if renumbered[old] < 0 {
                renumbered[old] = reordered.count
                reordered.append(directories[old])
            }
            directoryIndexes[position] = renumbered[old]
        }
        directories = reordered
        indexByDirectory = Dictionary(uniqueKeysWithValues: directories.enumerated().map { ($1, $0) })
    }
}

/// The two passes of a run over its files, spread over `jobs` threads with results kept by index, so
/// the outcome is the same for any number of jobs.
///
/// The first pass reads every file once, checks that it is source text, and looks for the triggers
/// of its rules; a file without any is done, and its bytes are let go unless the support-file planner
/// may need them. Such a file that matches the screen of a module fact the rules read is read again,
/// only for that fact, when another file of its module has work. The second goes module by module (`ModuleSchedule`): it reads each file with work
/// again and parses it once, collects the names the module's files declare, then runs the rules over
/// each parsed file, told what the rest of its module declares. Memory therefore grows with the files
/// that change or have findings (their bytes, kept for the diff and the report) and the parsed files
/// of the few modules in hand, not with the files read.
struct RunPasses {
    let files: RunFiles
    /// The setting of each directory of `files`.
    let settings: [RunSettings.Setting]
    let targets: DeploymentTargetReader
    let jobs: Int
    let progress: (@Sendable (Int, Int) -> Void)?
    /// Finds the names of the run's support files (`ModuleIndex.screen(for:)`): a file without them
    /// that nothing else needs is let go.
    let supportFileScreen: TriggerSearch
    /// How many bytes of source the parsed files waiting for their module's run may hold; beyond it, a
    /// file is parsed again when it runs. A module's files wait for each other (their declarations are
    /// gathered first), so without a bound one large app target would be held parsed whole.
    var keptParseBytes = RunPasses.defaultKeptParseBytes

    /// 4 MB of source, about 70 MB of parsed structure.
    static let defaultKeptParseBytes = 4 << 20

    func run() -> [FileResult] {
        let count = files.count
        let results = PerIndex<FileResult?>(count: count, initial: nil)
        let pending = PerIndex<Work?>(count: count, initial: nil)
        let done = Counter()
        Self.concurrently(count, jobs: jobs) { index in
            switch scan(index) {
            case .done(let result):
                results.set(index, result)
                progress?(done.increment(), count)
            case .work(let work):
                pending.set(index, work)
            }
        }
        var work = completingModuleKeys(pending.values)
        // A file read only for what it tells its module is read only when some file of the module has work.
        let modulesWithWork = Set(work.compactMap { $0?.factsOnlyResult == nil ? $0?.module : nil })
        for index in work.indices {
            guard let result = work[index]?.factsOnlyResult, !(work[index]?.module.map(modulesWithWork.contains) ?? false) else { continue }
            results.set(index, result)
            work[index] = nil
            progress?(done.increment(), count)
        }
        let groups = ModuleDeclarations.groups(work.indices.compactMap { index in work[index].map { (index, $0.module) } })
        let schedule = ModuleSchedule(groups: groups.map(\.files), open: jobs + 1, keptBytes: keptParseBytes)
        // What a parse step leaves the run step of the same file besides the parse.
        let leftovers = PerIndex<Leftover?>(count: count, initial: nil)
        Self.concurrently(max(1, min(jobs, work.count)), jobs: jobs) { _ in
            while let task = schedule.next() {
                switch task {
                case .parse(let group, let position):
                    let index = groups[group].files[position]
                    var parsed: ParsedFile?
                    switch readAgain(index) {
                    case .done(let result):
                        results.set(index, result)
                        leftovers.set(index, .done)
                    case .work(let bytes):
                        parsed = try? ParsedFile(SourceFile(path: files.paths[index], bytes: bytes))
                        if parsed == nil { leftovers.set(index, .unparsed(bytes)) }
                    }
                    let names = groups[group].declares ? parsed.map { file in
                        DeclaredNames(file, facts: settings[files.directoryIndexes[index]].moduleFacts
                            .filter { $0.screen.matches(file.source.bytes) }.map(\.fact))
                    } : nil
                    schedule.parsed(group: group, position: position, file: parsed, names: names)
                case .run(let group, let position):
                    let index = groups[group].files[position]
                    let (parsed, declarations) = schedule.take(group: group, position: position)
                    var bytes = parsed?.source.bytes
                    let leftover = leftovers.take(index)
                    if let result = work[index]?.factsOnlyResult {
                        if leftover == nil { results.set(index, result) }
                        schedule.ran(group: group)
                        progress?(done.increment(), count)
                        continue
                    }
                    switch leftover {
                    case .done?:
                        bytes = nil
                    case .unparsed(let unparsed)?:
                        bytes = unparsed
                    case nil where bytes == nil:
                        // The schedule let this parse go to stay within its budget: the engine parses again.
                        switch readAgain(index) {
                        case .done(let result): results.set(index, result)
                        case .work(let again): bytes = again
                        }
                    case nil:
                        break
                    }
                    if let bytes {
                        // Handed on, not shared: the engine lets the parse go once a rule has changed the file.
                        results.set(index, process(index, bytes: bytes, parsed: consume parsed, declarations: declarations,
                                                   deploymentTargets: work[index]?.deploymentTargets))
                    }
                    schedule.ran(group: group)
                    progress?(done.increment(), count)
                }
            }
        }
        return results.takeAll()
    }

    /// A file some rule has work in, with its module's key when a rule other than `invalid-suppression`
    /// has work in it. Its bytes are read again when its module is in hand, so that a run holds the
    /// bytes of the files of a few modules, not of every file with work.
    private struct Work {
        var module: String?
        /// The file's deployment targets, looked up once for its module key and for its run.
        var deploymentTargets: DeploymentTargets?
        /// Whether the module key is yet to be worked out (`scan`).
        var keyDeferred = false
        /// The result of a file no rule has work in, read again only for what it tells its module (a
        /// `ModuleFact` whose screen it matches: say, the list that makes another file's view a row).
        var factsOnlyResult: FileResult?
    }

    /// What the parse step of a file leaves for its run step besides the parse.
    private enum Leftover {
        /// The file could not be read again, or is no longer source text: its result is in.
        case done
        /// The file's bytes, which do not parse (the engine reports why).
        case unparsed([UInt8])
    }

    private enum Scan {
        /// Nothing more to do for the file.
        case done(FileResult)
        /// Some rule has work in it.
        case work(Work)
    }

    private func scan(_ index: Int) -> Scan {
        let path = files.paths[index]
        let setting = settings[files.directoryIndexes[index]]
        let bytes: [UInt8]
        switch SafeFile.read(path, refusingBinary: true) {
        case .failure(let problem):
            return .done(located(.unchanged(path: path, bytes: [], error: problem.reason), index))
        case .success(let read):
            bytes = read
        }
        if let problem = SourceBytes.problem(in: bytes) {
            return .done(located(.unchanged(path: path, bytes: bytes, error: problem), index))
        }
        // Set 0 is the rules' triggers, set 1 those of `invalid-suppression`, which alone still runs so
        // that a mistyped id is reported where no other rule has work.
        guard let firstSet = setting.triggers.firstMatchingSet(in: bytes) else {
            let result = lettingGo(.unchanged(path: path, bytes: bytes), index)
            guard setting.moduleFacts.contains(where: { $0.screen.matches(bytes) }) else { return .done(result) }
            guard let deploymentTargets = targets.deploymentTargetsIfReady(forFile: files.absolutes[index]) else {
                return .work(Work(module: nil, keyDeferred: true, factsOnlyResult: result))
            }
            return .work(moduleWork(index, deploymentTargets: deploymentTargets, factsOnlyResult: result))
        }
        guard firstSet == 0 else { return .work(Work(module: nil)) }
        // While another job reads the project that says, the file's module is worked out after the scan.
        guard let deploymentTargets = targets.deploymentTargetsIfReady(forFile: files.absolutes[index]) else {
            return .work(Work(module: nil, keyDeferred: true))
        }
        return .work(moduleWork(index, deploymentTargets: deploymentTargets))
    }

    /// `work` with the module keys the scan left to work out, now that no project is being read.
    private func completingModuleKeys(_ work: [Work?]) -> [Work?] {
        var work = work
        let deferred = work.indices.filter { work[$0]?.keyDeferred == true }
        let completed = RunPasses.map(deferred.count, jobs: jobs) { position in
            moduleWork(deferred[position], deploymentTargets: targets.deploymentTargets(forFile: files.absolutes[deferred[position]]),
                       factsOnlyResult: work[deferred[position]]?.factsOnlyResult)
        }
        for (position, index) in deferred.enumerated() { work[index] = completed[position] }
        return work
    }

    /// The work of a file some rule has work in, given its deployment targets.
    private func moduleWork(_ index: Int, deploymentTargets: DeploymentTargets, factsOnlyResult: FileResult? = nil) -> Work {
        let absolute = files.absolutes[index]
        return Work(module: ModuleDeclarations.moduleKey(absolute, targets: targets, deploymentTargets: deploymentTargets),
                    deploymentTargets: deploymentTargets, factsOnlyResult: factsOnlyResult)
    }

    /// The file at `index` read again for the second pass: its bytes, or its result when it can no
    /// longer be read or is no longer source text.
    private func readAgain(_ index: Int) -> Reread {
        switch SafeFile.read(files.paths[index], refusingBinary: true) {
        case .failure(let problem):
            return .done(located(.unchanged(path: files.paths[index], bytes: [], error: problem.reason), index))
        case .success(let bytes):
            if let problem = SourceBytes.problem(in: bytes) {
                return .done(located(.unchanged(path: files.paths[index], bytes: bytes, error: problem), index))
            }
            return .work(bytes)
        }
    }

    private enum Reread {
        case done(FileResult)
        case work([UInt8])
    }

    private func process(_ index: Int, bytes: [UInt8], parsed: consuming ParsedFile?, declarations: DeclaredNames,
                         deploymentTargets: DeploymentTargets?) -> FileResult {
        let engine = settings[files.directoryIndexes[index]].engine
        var result = engine.run(path: files.paths[index], bytes: bytes,
                                deploymentTargets: deploymentTargets ?? targets.deploymentTargets(forFile: files.absolutes[index]),
                                moduleDeclarations: declarations, accepting: nil, screened: true, parsed: consume parsed)
        result.moduleDeclarations = declarations
        return lettingGo(result, index)
    }

    private func located(_ result: FileResult, _ index: Int) -> FileResult {
        var result = result
        result.absolutePath = files.absolutes[index]
        return result
    }

    /// The result without its bytes when nothing needs them: the file is unchanged, nothing was found
    /// in it, and it names nothing the support-file planner looks for.
    private func lettingGo(_ result: FileResult, _ index: Int) -> FileResult {
        var result = located(result, index)
        guard !result.changed, result.error == nil, result.findings.isEmpty, result.passes.isEmpty,
              result.supportFiles.isEmpty, !supportFileScreen.matches(result.original) else { return result }
        result.original = []
        result.output = []
        result.contentOmitted = true
        return result
    }

    /// `(0..<count).map(transform)`, worked out on up to `jobs` threads a run of indexes at a time; the
    /// values are in index order whatever the number of jobs.
    static func map<Value>(_ count: Int, jobs: Int, _ transform: (Int) -> Value) -> [Value] {
        let run = 64
        guard jobs > 1, count > run else { return (0..<count).map(transform) }
        return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let start = buffer.baseAddress!
            concurrently((count + run - 1) / run, jobs: jobs) { part in
                // Each run of indexes is written by one thread only.
                for index in part * run..<min(count, (part + 1) * run) { (start + index).initialize(to: transform(index)) }
            }
            initialized = count
        }
    }

    /// Calls `body` with every index below `count`, on up to `jobs` threads, each taking the next index.
    static func concurrently(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let index = next.increment() - 1
                if index >= count { break }
                body(index)
            }
        }
    }
}

/// Hands out the second pass's tasks module by module: every file of a module is parsed (giving the
/// names it declares) before any of them is run, runs of a ready module come before new parses, and at
/// most `open` modules are in hand at once, so the parsed files waiting are those of a few modules.
final class ModuleSchedule: @unchecked Sendable {
    enum Task {
        case parse(group: Int, position: Int)
        case run(group: Int, position: Int)
    }

    private struct Group {
        var parsesHandedOut = 0
        var parsed = 0
        var runsHandedOut = 0
        var ran = 0
        var files: [ParsedFile?]
        var names: [DeclaredNames?]
        var declarations = DeclaredNames()
    }

    private let sizes: [Int]
    private let limit: Int
    private let keptLimit: Int
    /// The bytes of source of the parsed files waiting.
    private var kept = 0
    private let condition = NSCondition()
    private var nextGroup = 0
    /// The groups in hand, oldest first.
    private var open: [Int] = []
    private var state: [Int: Group] = [:]

    /// A schedule over `groups` (the positions of each group's files), with at most `open` groups in
    /// hand, and parsed files of at most `keptBytes` bytes of source waiting (others are let go).
    init(groups: [[Int]], open: Int, keptBytes: Int) {
        sizes = groups.map(\.count)
        limit = max(1, open)
        keptLimit = keptBytes
    }

    /// The next task, waiting while every task left depends on ones in progress; nil when all are done.
    func next() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            for group in open where state[group]!.parsed == sizes[group] && state[group]!.runsHandedOut < sizes[group] {
                let position = state[group]!.runsHandedOut
                state[group]!.runsHandedOut += 1
                return .run(group: group, position: position)
            }
            for group in open where state[group]!.parsesHandedOut < sizes[group] {
                let position = state[group]!.parsesHandedOut
                state[group]!.parsesHandedOut += 1
                return .parse(group: group, position: position)
            }
            if open.count < limit && nextGroup < sizes.count {
                let size = sizes[nextGroup]
                state[nextGroup] = Group(files: Array(repeating: nil, count: size), names: Array(repeating: nil, count: size))
                open.append(nextGroup)
                nextGroup += 1
                continue
            }
            if open.isEmpty { return nil }
            condition.wait()
        }
    }

    /// Records a parse, keeping the file unless that would go over the budget; the last of a group
    /// merges the names its files declare.
    func parsed(group: Int, position: Int, file: ParsedFile?, names: DeclaredNames?) {
        condition.lock()
        defer { condition.unlock() }
        if let size = file?.source.bytes.count, kept + size <= keptLimit {
            kept += size
            state[group]!.files[position] = file
        }
        state[group]!.names[position] = names
        state[group]!.parsed += 1
        guard state[group]!.parsed == sizes[group] else { return }
        var declarations = DeclaredNames()
        for names in state[group]!.names { if let names { declarations.formUnion(names) } }
        declarations.completeFacts()
        state[group]!.declarations = declarations
        state[group]!.names = []
        condition.broadcast()
    }

    /// The parsed file at `position` (handed over, no longer kept here; nil when it was not kept) and
    /// what its module declares.
    func take(group: Int, position: Int) -> (ParsedFile?, DeclaredNames) {
        condition.lock()
        defer { condition.unlock() }
        let file = state[group]!.files[position]
        state[group]!.files[position] = nil
        kept -= file?.source.bytes.count ?? 0
        return (file, state[group]!.declarations)
    }

    /// Records a run; after the last of a group, the group is let go and another may be taken in hand.
    func ran(group: Int) {
        condition.lock()
        defer { condition.unlock() }
        state[group]!.ran += 1
        guard state[group]!.ran == sizes[group] else { return }
        state[group] = nil
        open.removeAll { $0 == group }
        condition.broadcast()
    }
}

import Dispatch
import Foundation

/// The two sweeps of a run over its files, spread over `jobs` threads with results kept by index, so
/// the outcome is the same for any number of jobs.
///
/// The first sweep reads every file once, checks that it is source text, and looks for the triggers
/// of its rules; a file without any is done, and its bytes are let go unless the support-file planner
/// may need them. Such a file that matches the screen of a module fact the rules read is read again,
/// only for that fact, when another file of its module has work. The second goes module by module (`ModuleSchedule`): it reads each file with work
/// again and parses it once, collects the names the module's files declare, then runs the rules over
/// each parsed file, told what the rest of its module declares. Memory therefore grows with the files
/// that change or have findings (their bytes, kept for the diff and the report) and the parsed files
/// of the few modules in hand, not with the files read.
struct RunSweeps {
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
    var keptParseBytes = RunSweeps.defaultKeptParseBytes

    /// 4 MB of source, about 70 MB of parsed structure.
    static let defaultKeptParseBytes = 4 << 20

    func run() -> [FileResult] {
        let count = files.count
        let results = PerIndex<FileResult?>(count: count, initial: nil)
        let pending = PerIndex<Work?>(count: count, initial: nil)
        let done = Counter()
        Parallel.concurrently(count, jobs: jobs) { index in
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
        Parallel.concurrently(max(1, min(jobs, work.count)), jobs: jobs) { _ in
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
                    // A file read only for its module's facts is not run: its parse is not kept for a run step.
                    let kept = work[index]?.factsOnlyResult == nil ? parsed : nil
                    schedule.parsed(group: group, position: position, file: kept, names: names)
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
        let completed = Parallel.map(deferred.count, jobs: jobs) { position in
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

    /// The file at `index` read again for the second sweep: its bytes, or its result when it can no
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
}

import Dispatch

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

    /// The directory of `absolute` (an absolute, normalized path), shared with the files found before.
    func directory(of absolute: String) -> String {
        let parent = absolute.utf8.lastIndex(of: UInt8(ascii: "/")).map { absolute[..<$0] } ?? ""
        // Sorted discovery puts a directory's files together: the last directory is the likely one.
        if let last = directories.last, parent.utf8.elementsEqual(last.utf8) { return last }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Adds a file found at `path`, whose absolute path is `absolute`, in `directory`.
    mutating func append(_ path: String, absolute: String, directory: String) {
        let index: Int
        if let last = directories.last, last == directory {
            index = directories.count - 1
        } else if let known = indexByDirectory[directory] {
            index = known
        } else {
            index = directories.count
            directories.append(directory)
            indexByDirectory[directory] = index
        }
        paths.append(path)
        absolutes.append(absolute)
        directoryIndexes.append(index)
    }

    /// Puts the files in path order (as given), the order of every report.
    mutating func sort() {
        let order = paths.indices.sorted { paths[$0] < paths[$1] }
        paths = order.map { paths[$0] }
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

/// The two passes of a run over its files, each spread over `jobs` threads with results kept by index,
/// so the outcome is the same for any number of jobs.
///
/// The first pass reads every file once, checks that it is source text, and looks for the triggers
/// of its rules; a file without any is done, and its bytes are let go unless the support-file planner
/// may need them. A file with work gives its module the names it declares. The second pass runs the
/// rules over the files with work, each told what the rest of its module declares. Memory therefore
/// grows with the files that have work, not with the files read.
struct RunPasses {
    let files: RunFiles
    /// The setting of each directory of `files`.
    let settings: [RunSettings.Setting]
    let targets: DeploymentTargetReader
    let jobs: Int
    let progress: (@Sendable (Int, Int) -> Void)?

    func run() -> [FileResult] {
        let count = files.count
        let results = PerIndex<FileResult?>(count: count, initial: nil)
        let pending = PerIndex<[UInt8]?>(count: count, initial: nil)
        let contributions = PerIndex(count: count, initial: ModuleDeclarations.Contribution())
        let done = Counter()
        Self.concurrently(count, jobs: jobs) { index in
            switch scan(index) {
            case .done(let result):
                results.set(index, result)
                progress?(done.increment(), count)
            case .work(let bytes, let contribution):
                pending.set(index, bytes)
                contributions.set(index, contribution)
            }
        }
        let declarations = ModuleDeclarations.merge(contributions.values)
        let withWork = pending.values.indices.filter { pending.values[$0] != nil }
        Self.concurrently(withWork.count, jobs: jobs) { position in
            let index = withWork[position]
            results.set(index, process(index, bytes: pending.values[index]!, declarations: declarations[index]))
            progress?(done.increment(), count)
        }
        return results.values.map { $0! }
    }

    private enum Scan {
        /// Nothing more to do for the file.
        case done(FileResult)
        /// Some rule has work in these bytes (source text).
        case work([UInt8], ModuleDeclarations.Contribution)
    }

    private func scan(_ index: Int) -> Scan {
        let path = files.paths[index]
        let setting = settings[files.directoryIndexes[index]]
        let bytes: [UInt8]
        switch SafeFile.read(path) {
        case .failure(let problem):
            return .done(located(.unchanged(path: path, bytes: [], error: problem.reason), index))
        case .success(let read):
            bytes = read
        }
        if let problem = SourceBytes.problem(in: bytes) {
            return .done(located(.unchanged(path: path, bytes: bytes, error: problem), index))
        }
        let ruleWork = setting.ruleTriggers.matches(bytes)
        // `invalid-suppression` alone still runs, so a mistyped id is reported where no other rule has work.
        guard ruleWork || setting.suppressionTriggers.matches(bytes) else {
            return .done(lettingGo(.unchanged(path: path, bytes: bytes), index))
        }
        let contribution = ruleWork
            ? ModuleDeclarations.contribution(of: bytes, at: files.absolutes[index], targets: targets)
            : ModuleDeclarations.Contribution()
        return .work(bytes, contribution)
    }

    private func process(_ index: Int, bytes: [UInt8], declarations: DeclaredNames) -> FileResult {
        let engine = settings[files.directoryIndexes[index]].engine
        var result = engine.run(path: files.paths[index], bytes: bytes,
                                deploymentTargets: targets.deploymentTargets(forFile: files.absolutes[index]),
                                moduleDeclarations: declarations, accepting: nil, screened: true)
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
        guard !result.changed, result.error == nil, result.findings.isEmpty, result.edits.isEmpty, result.changes.isEmpty,
              result.supportFiles.isEmpty, !ModuleIndex.mayMention(result.original) else { return result }
        result.original = []
        result.output = []
        result.contentOmitted = true
        return result
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

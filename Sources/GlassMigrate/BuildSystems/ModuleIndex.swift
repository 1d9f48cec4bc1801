import Foundation

/// A unit that compiles Swift files together, where one declaration of a helper may exist.
enum Module: Hashable, Comparable {
    /// A Swift package target, by its folder.
    case package(root: String)
    /// An Xcode target, by its project file and its index among the project's native targets.
    case target(project: String, index: Int)
    /// Files that no package or project is known to compile, by their common folder.
    case folder(String)
    /// A target of a Tuist `Project.swift`, whose source globs say which files it compiles.
    case tuistTarget(TuistTargetFiles)
}

/// The Swift files of each module and their text, each listed and read once per run.
///
/// The run's own files are taken from memory (as the run leaves them); any other file of a module is
/// read from disk when a question about the module needs it. Safe to share between threads: the
/// answers are kept behind one lock, and worked out outside it (`prefetch` asks on several threads).
final class ModuleIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var candidatesByModule: [Module: [Candidate]] = [:]
    /// Whether a target compiles a file of one of its synchronized folders, by module and path (as the project would spell it).
    private var membership: [Module: [String: Bool]] = [:]
    private var contents: [String: [UInt8]]
    /// Run files whose bytes the run let go, known to name none of `screenedNames`.
    private var omitted: Set<String>
    private var mentions: [String: [String: Bool]] = [:]
    /// The answers of `declares`, by module and phrases.
    private var declared: [Module: [[String]: Bool]] = [:]
    private var screenedPhrases: [String: Bool] = [:]
    /// Directory listings by folder, for matching project paths to files without regard to case.
    private var listings: [String: [String: String]] = [:]
    /// `existingPath` of directories whose exact spelling is missing, by that spelling (nil: no such directory).
    private var resolvedDirectories: [String: String?] = [:]

    /// The run's own files, by absolute path.
    private let runPaths: [String]
    /// What the files on disk mention, kept by a caller across runs; nil: asked of this run alone.
    private let diskMentions: DiskMentions?
    /// The stamp of each file on disk `diskMentions` was asked about, taken once per run.
    private var stamps: [String: FileStamp] = [:]

    /// The names of the support files the run's rules offer, which a run looks for in every file it
    /// reads (`screen(for:)`) so that it can let go of the bytes of the files that name none of them.
    private let screenedNames: [String]

    /// The names in the declarations and calls of `recipes` (`AdaptiveGlassBackground`, `adaptiveGlassBackground`).
    static func screenedNames(of recipes: [SupportFileRecipe]) -> [String] {
        var names: [String] = []
        for recipe in recipes {
            for name in (recipe.declarations + [recipe.call]).compactMap(SourceMention.name(in:)) where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// A search for `screenedNames(of: recipes)`: a file it does not match names none of the support files.
    static func screen(for recipes: [SupportFileRecipe]) -> TriggerSearch {
        TriggerSearch(needles: screenedNames(of: recipes))
    }

    /// Creates an index whose files at the given absolute paths have the given bytes; a file whose
    /// bytes the run let go (`omitted`) names none of `screenedNames`, and is read from disk if asked
    /// about anything else.
    init(runFiles: [(path: String, bytes: [UInt8], omitted: Bool)], screenedNames: [String], diskMentions: DiskMentions? = nil) {
        self.screenedNames = screenedNames
        self.diskMentions = diskMentions
        var contents: [String: [UInt8]] = [:]
        var omitted = Set<String>(minimumCapacity: runFiles.count)
        for file in runFiles {
            if file.omitted { omitted.insert(file.path) } else { contents[file.path] = file.bytes }
        }
        self.contents = contents
        self.omitted = omitted
        self.runPaths = runFiles.map(\.path)
    }

    /// The absolute paths of the Swift files `module` compiles, sorted: every candidate that is a member.
    /// `declares` asks membership only of the candidates that mention a phrase; tests hold it to this list.
    func files(of module: Module, projects: [String: DeploymentTargetReader.ProjectFile]) -> [String] {
        Array(Set(candidates(of: module, projects: projects).filter { isMember($0, of: module, projects: projects) }.map(\.path))).sorted()
    }

    /// A file that may be one `module` compiles: every file of a package or folder module, and every file
    /// a target names or that lies in one of its synchronized folders. Those of a synchronized folder
    /// belong only when the project gives them to the target, which takes a search through its
    /// membership exceptions: `declares` asks that only of the few files that mention what it looks for.
    private struct Candidate {
        /// The absolute path.
        var path: String
        /// For a file of a synchronized folder: the folder as the project spells it, and its path on disk.
        var synchronizedFolder: (spelled: String, real: String)?
    }

    /// The files that may belong to `module` (a file may be among them twice), worked out once per run.
    private func candidates(of module: Module, projects: [String: DeploymentTargetReader.ProjectFile]) -> [Candidate] {
        if let known = locked({ candidatesByModule[module] }) { return known }
        var candidates: [Candidate] = []
        switch module {
        case .package(let root):
            candidates = FileDiscovery().discover([root]).files.map { Candidate(path: ReportPath.absolute($0)) }
        case .folder(let root):
            // No build system says what compiles these files: the run's own files in the folder, and the
            // Swift files directly in it and in the folders of those files. Never every file below it,
            // which for files given one by one is a home folder's worth of unrelated code.
            var files = runPaths.filter { Paths.isInside($0, root) }
            for folder in Set([root] + files.map { ReportPath.directory(of: $0) }) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                files += names.filter { $0.hasSuffix(".swift") }.map { Paths.join(folder, $0) }.filter(Paths.isFile)
            }
            candidates = files.map { Candidate(path: $0) }
        case .tuistTarget(let target):
            candidates = target.swiftFiles().map { Candidate(path: $0) }
        case .target(let projectPath, let index):
            if let project = projects[projectPath], let graph = project.graph {
                let directory = Self.projectDirectory(of: projectPath)
                for path in graph.classicFiles[index] where path.lowercased().hasSuffix(".swift") {
                    if let real = existingFile(directory, path) { candidates.append(Candidate(path: real)) }
                }
                for folder in graph.synchronizedFolders[index] {
                    guard let real = existingPath(directory, folder) else { continue }
                    for file in FileDiscovery().discover([real]).files {
                        candidates.append(Candidate(path: ReportPath.absolute(file), synchronizedFolder: (folder, real)))
                    }
                }
            }
        }
        return locked {
            if let known = candidatesByModule[module] { return known }
            candidatesByModule[module] = candidates
            return candidates
        }
    }

    /// Whether `module` compiles the file of `candidate`.
    private func isMember(_ candidate: Candidate, of module: Module, projects: [String: DeploymentTargetReader.ProjectFile]) -> Bool {
        guard let folder = candidate.synchronizedFolder, case .target(let projectPath, let index) = module else { return true }
        guard let graph = projects[projectPath]?.graph, let inside = Paths.components(of: candidate.path, below: folder.real) else {
            return false
        }
        let relative = ([folder.spelled] + inside.map(String.init)).joined(separator: "/")
        if let known = locked({ membership[module]?[relative] }) { return known }
        let member = graph.owners(ofFile: relative).contains(index)
        locked { membership[module, default: [:]][relative] = member }
        return member
    }

    /// Answers `declares` for each question on up to `jobs` threads, so that asking again takes no
    /// listing or reading; the questions about one module are answered by one thread, in turn.
    func prefetch(_ questions: [(phrases: [String], module: Module)], projects: [String: DeploymentTargetReader.ProjectFile],
                  jobs: Int) {
        guard jobs > 1 else { return }
        var byModule: [Module: [[String]]] = [:]
        var modules: [Module] = []
        for question in questions {
            if byModule[question.module] == nil { modules.append(question.module) }
            byModule[question.module, default: []].append(question.phrases)
        }
        let groups = modules.map { ($0, byModule[$0]!) }
        guard groups.count > 1 else { return }
        Parallel.concurrently(groups.count, jobs: jobs) { position in
            let (module, questions) = groups[position]
            for phrases in questions { _ = declares(phrases, in: module, projects: projects) }
        }
    }

    /// Whether some file of `module` has `phrase` (words such as `struct AdaptiveGlassBackground`) in its code.
    func declares(_ phrases: [String], in module: Module, projects: [String: DeploymentTargetReader.ProjectFile]) -> Bool {
        // Asked again by every attempt of a plan: a large module's files are looked up once.
        if let known = locked({ declared[module]?[phrases] }) { return known }
        // What a file mentions is known from memory for the run's files; whether the module compiles a
        // file can take longer to find out, and is asked only of a file that mentions a phrase.
        let found = candidates(of: module, projects: projects).contains { candidate in
            phrases.contains { mentions(candidate.path, $0) } && isMember(candidate, of: module, projects: projects)
        }
        locked { declared[module, default: [:]][phrases] = found }
        return found
    }

    /// Whether the file at `path` has `phrase` in its code (not in a comment or string).
    func mentions(_ path: String, _ phrase: String) -> Bool {
        let (known, skipped, inMemory) = locked { (mentions[path]?[phrase], omitted.contains(path), contents[path] != nil) }
        if let known { return known }
        if skipped && isScreened(phrase) { return false }
        let found: Bool
        if !inMemory, let diskMentions {
            // A file on disk (not one the run holds): the answer of an earlier run while it is unchanged.
            let stamp = locked { stamps[path] } ?? FileStamp(path)
            locked { stamps[path] = stamp }
            found = diskMentions.mentions(path, phrase, stamp: stamp)
        } else {
            found = bytes(of: path).map { SourceMention.contains($0, phrase: phrase) } ?? false
        }
        locked { mentions[path, default: [:]][phrase] = found }
        return found
    }

    /// Whether no file without one of `screenedNames` can have `phrase`.
    private func isScreened(_ phrase: String) -> Bool {
        if let known = locked({ screenedPhrases[phrase] }) { return known }
        let screened = SourceMention.name(in: phrase).map { name in screenedNames.contains { name.contains($0) } } ?? false
        locked { screenedPhrases[phrase] = screened }
        return screened
    }

    /// The bytes of the file at `path` (the run's version for a run file), or nil when it cannot be read.
    func bytes(of path: String) -> [UInt8]? {
        if let known = locked({ contents[path] }) { return known }
        guard case .success(let bytes) = SafeFile.read(path) else {
            locked { _ = omitted.remove(path) }
            return nil
        }
        // Another thread may have read it meanwhile: every caller gets the bytes kept first.
        return locked {
            omitted.remove(path)
            if let known = contents[path] { return known }
            contents[path] = bytes
            return bytes
        }
    }

    /// The directory that holds the `.xcodeproj` whose `project.pbxproj` is at `path`.
    static func projectDirectory(of projectFile: String) -> String {
        Paths.parent(Paths.parent(projectFile) ?? "/") ?? "/"
    }

    /// The path on disk of `relative` (as a project spells it) below `directory`, matching each name
    /// without regard to case when the exact spelling is missing, as Xcode on macOS does; nil when absent.
    func existingPath(_ directory: String, _ relative: String) -> String? {
        resolved(ReportPath.absolute(relative, from: directory))
    }

    /// `existingPath(directory, relative)` for a file, taken as it is when it is one of the run's
    /// files (which the run has read, so it exists) without asking the file system.
    private func existingFile(_ directory: String, _ relative: String) -> String? {
        let exact = ReportPath.absolute(relative, from: directory)
        if locked({ contents[exact] != nil || omitted.contains(exact) }) { return exact }
        return resolved(exact)
    }

    /// The path on disk of the absolute, normalized `exact`: itself when it exists, else its parent
    /// resolved so, joined with the name that matches its last one (exactly, else without regard to
    /// case, the first in name order); nil when there is none.
    ///
    /// When a path exists, so does each of its parents: this is the walk from `/` that matches one
    /// name at a time, with the parents' answers kept for the other files of the same folders.
    private func resolved(_ exact: String) -> String? {
        if Paths.exists(exact) { return exact }
        guard let parentPath = Paths.parent(exact) else { return exact }
        let parent: String?
        if let known = locked({ resolvedDirectories[parentPath] }) {
            parent = known
        } else {
            parent = resolved(parentPath)
            locked { resolvedDirectories[parentPath] = parent }
        }
        guard let parent else { return nil }
        let name = String(exact[exact.index(after: exact.lastIndex(of: "/")!)...])
        let candidate = Paths.join(parent, name)
        if Paths.exists(candidate) { return candidate }
        guard let found = listing(of: parent)[name.lowercased()] else { return nil }
        return Paths.join(parent, found)
    }

    private func listing(of directory: String) -> [String: String] {
        if let known = locked({ listings[directory] }) { return known }
        var names: [String: String] = [:]
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
            names[name.lowercased()] = names[name.lowercased()] ?? name
        }
        locked { listings[directory] = names }
        return names
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// Looks for declarations and calls in Swift source, ignoring comments and string literals.
enum SourceMention {
    /// The name a phrase looks for (its last word, without a call's `(`): no file without it has the phrase.
    static func name(in phrase: String) -> String? {
        guard let last = phrase.split(separator: " ").last else { return nil }
        return last.hasSuffix("(") ? String(last.dropLast()) : String(last)
    }

    /// Whether `bytes` has the words of `phrase` as consecutive code tokens (`struct AdaptiveGlassBackground`),
    /// or, for a phrase ending in `(`, a member call such as `.adaptiveGlassBackground(`.
    static func contains(_ bytes: [UInt8], phrase: String) -> Bool {
        guard !bytes.isEmpty, let name = name(in: phrase) else { return false }
        // A byte search rules out almost every file before any lexing.
        guard Engine.contains(bytes, name) else { return false }
        let words = phrase.split(separator: " ").map(String.init)
        let last = words.last!
        let tokens = Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }
        func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        if last.hasSuffix("(") {
            for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier && text(index) == name {
                if tokens[index - 1].kind == .period, index + 1 < tokens.count, tokens[index + 1].kind == .leftParen {
                    return true
                }
            }
            return false
        }
        guard tokens.count >= words.count else { return false }
        for start in 0...(tokens.count - words.count) {
            var matches = true
            for (offset, word) in words.enumerated() {
                let token = tokens[start + offset]
                guard token.kind == .identifier, text(start + offset) == word else {
                    matches = false
                    break
                }
            }
            if matches { return true }
        }
        return false
    }
}

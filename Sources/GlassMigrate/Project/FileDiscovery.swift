import Foundation

/// The outcome of discovery: the files to process, sorted by path, and what could not be read.
public struct DiscoveredFiles: Sendable, Equatable {
    /// Swift files found under the given directories plus the files given explicitly, sorted, each once.
    public var files: [String]
    /// Paths that do not exist or directories that could not be read, in the order met.
    public var problems: [PathProblem]

    /// Creates a result.
    public init(files: [String], problems: [PathProblem]) {
        self.files = files
        self.problems = problems
    }
}

/// Expands the paths a user names into the Swift files to process.
///
/// Directories are walked for `*.swift` files, skipping build and dependency folders and applying the
/// `exclude` and `include` globs to each path relative to the directory given (an excluded directory
/// is not entered). Explicitly named files are kept as given. Symbolic links to directories are followed
/// only when they resolve inside a given directory and to a directory not walked yet, so links out of
/// the tree and link loops are harmless; a file reached twice is listed once, preferably by its own path.
public struct FileDiscovery: Sendable {
    /// Directory names never entered below a given directory.
    public static let skippedDirectoryNames: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules",
    ]

    /// Paths matching any of these are skipped.
    public var exclude: [GlobPattern]
    /// When not empty, only files matching one of these are kept.
    public var include: [GlobPattern]
    /// Whether a directory given inside a git work tree skips what git ignores (untracked files and
    /// folders that `.gitignore` matches); without git, or outside a work tree, nothing is skipped.
    public var respectsGitIgnore = false

    /// Creates a discovery with glob patterns as text.
    public init(exclude: [String] = [], include: [String] = []) {
        self.exclude = exclude.map(GlobPattern.init)
        self.include = include.map(GlobPattern.init)
    }

    /// Creates a discovery with the configuration's `exclude` and `include` patterns.
    public init(configuration: Configuration) {
        self.init(exclude: configuration.exclude, include: configuration.include)
    }

    /// The Swift files under `paths` (files or directories), sorted by path, and the problems met.
    public func discover(_ paths: [String]) -> DiscoveredFiles {
        var walk = Walk(discovery: self)
        var roots: [(display: String, real: String)] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                walk.problems.append(PathProblem(path: path, reason: Self.errorText()))
                continue
            }
            let real = Paths.real(path) ?? ReportPath.absolute(path)
            if info.st_mode & S_IFMT == S_IFDIR {
                roots.append((Self.trimmingTrailingSlashes(path), real))
            } else {
                var linkInfo = stat()
                let isLink = lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK
                walk.found.append(Walk.Found(path: path, real: real, throughLink: isLink))
            }
        }
        walk.realRoots = roots.map(\.real)
        walk.visited = Set(walk.realRoots)
        for root in roots {
            let ignored = respectsGitIgnore ? GitWorkTree.ignoredPaths(under: root.real) : nil
            walk.walk(Walk.Directory(display: root.display, relative: "", real: root.real, throughLink: false, ignored: ignored))
        }
        // Links are followed only after the real tree, so a directory is listed under its own path when it can be.
        while !walk.pendingLinks.isEmpty {
            let link = walk.pendingLinks.removeFirst()
            guard !walk.visited.contains(link.real),
                  walk.realRoots.contains(where: { Paths.isInside(link.real, $0) }) else { continue }
            walk.visited.insert(link.real)
            walk.walk(link)
        }
        return DiscoveredFiles(files: Self.unique(walk.found), problems: walk.problems)
    }

    // MARK: - Walking

    private struct Walk {
        struct Directory {
            var display: String
            var relative: String
            var real: String
            var throughLink: Bool
            /// What git ignores below the given directory this one is in, by path relative to it.
            var ignored: IgnoredPaths? = nil
        }

        struct Found {
            var path: String
            var real: String
            var throughLink: Bool
        }

        let discovery: FileDiscovery
        var realRoots: [String] = []
        var visited: Set<String> = []
        var pendingLinks: [Directory] = []
        var found: [Found] = []
        var problems: [PathProblem] = []

        init(discovery: FileDiscovery) {
            self.discovery = discovery
        }

        mutating func walk(_ start: Directory) {
            var stack = [start]
            while let directory = stack.popLast() {
                guard let names = FileDiscovery.entries(of: directory.display) else {
                    problems.append(PathProblem(path: directory.display, reason: FileDiscovery.errorText()))
                    continue
                }
                var subdirectories: [Directory] = []
                for name in names {
                    let entry = Directory(
                        display: directory.display == "." ? name : Paths.join(directory.display, name),
                        relative: directory.relative.isEmpty ? name : directory.relative + "/" + name,
                        real: Paths.join(directory.real, name),
                        throughLink: directory.throughLink,
                        ignored: directory.ignored)
                    if entry.ignored?.contains(entry.relative) == true { continue }
                    var info = stat()
                    guard lstat(entry.display, &info) == 0 else { continue }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR:
                        guard discovery.shouldEnter(name: name, relative: entry.relative) else { continue }
                        visited.insert(entry.real)
                        subdirectories.append(entry)
                    case S_IFREG:
                        if discovery.shouldKeep(name: name, relative: entry.relative) {
                            found.append(Found(path: entry.display, real: entry.real, throughLink: entry.throughLink))
                        }
                    case S_IFLNK:
                        followLink(entry, name: name)
                    default:
                        continue
                    }
                }
                // Reversed so the stack pops them in sorted order, keeping link discovery order stable.
                stack.append(contentsOf: subdirectories.reversed())
            }
        }

        private mutating func followLink(_ entry: Directory, name: String) {
            var target = stat()
            guard stat(entry.display, &target) == 0, let real = Paths.real(entry.display) else { return }
            var link = entry
            link.real = real
            link.throughLink = true
            switch target.st_mode & S_IFMT {
            case S_IFDIR:
                if discovery.shouldEnter(name: name, relative: entry.relative) { pendingLinks.append(link) }
            case S_IFREG:
                if discovery.shouldKeep(name: name, relative: entry.relative),
                   realRoots.contains(where: { Paths.isInside(real, $0) }) {
                    found.append(Found(path: link.display, real: real, throughLink: true))
                }
            default:
                return
            }
        }
    }

    private func shouldEnter(name: String, relative: String) -> Bool {
        !Self.skippedDirectoryNames.contains(name) && !exclude.contains { $0.matches(relative) }
    }

    private func shouldKeep(name: String, relative: String) -> Bool {
        name.hasSuffix(".swift") && !exclude.contains { $0.matches(relative) }
            && (include.isEmpty || include.contains { $0.matches(relative) })
    }

    /// One path per real file: its own (not through a link) path if found so, else the smallest; sorted.
    private static func unique(_ found: [Walk.Found]) -> [String] {
        var best: [String: Walk.Found] = [:]
        for candidate in found {
            guard let current = best[candidate.real] else {
                best[candidate.real] = candidate
                continue
            }
            if (current.throughLink ? 1 : 0, current.path) > (candidate.throughLink ? 1 : 0, candidate.path) {
                best[candidate.real] = candidate
            }
        }
        return best.values.map(\.path).sorted()
    }

    // MARK: - System calls

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The entry names of a directory, sorted, without `.` and `..`; nil (with `errno` set) when unreadable.
    private static func entries(of directory: String) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

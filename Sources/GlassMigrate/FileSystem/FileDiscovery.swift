import Foundation

/// Expands the paths a user names into the Swift files to process.
///
/// Directories are walked for `*.swift` files, skipping build and dependency folders and applying the
/// `exclude` and `include` globs to each path relative to the directory given (an excluded directory
/// is not entered). Explicitly named files are kept as given. Symbolic links to directories are followed
/// only when they resolve inside a given directory and to a directory not walked yet, so links out of
/// the tree and link loops are harmless; a file reached twice is listed once, preferably by its own path.
/// A `.swift` name that is not a regular file (a named pipe, a device, a socket) or a file or directory
/// name that is not valid UTF-8 is reported, never read and never silently skipped.
public struct FileDiscovery: Sendable {
    private static let configurationFileName = Array(ConfigurationLoader.fileName.utf8)

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
    /// How many threads list directories at once; the outcome is the same for any number.
    public var jobs = 1
    /// Whether files the build reads settings from (`BuildSettingsFile.kind(ofName:)`: `Info.plist`,
    /// `project.pbxproj`, `*.xcconfig`) are listed too, in `DiscoveredFiles.buildSettingsFiles`; they
    /// are chosen by name alone, so a walk that lists them makes no further system call.
    public var collectsBuildSettingsFiles = false

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
        var explicitFiles: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                walk.problems.append(PathProblem(path: path, reason: Self.errorText()))
                continue
            }
            let real = Paths.real(path) ?? ReportPath.absolute(path)
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                roots.append((Self.trimmingTrailingSlashes(path), real))
            case S_IFREG where collectsBuildSettingsFiles && BuildSettingsFile.kind(ofName: Paths.name(of: path)) != nil:
                walk.buildSettingsFiles.append(path)
            case S_IFREG:
                var linkInfo = stat()
                let isLink = lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK
                walk.found.append(Walk.Found(path: path, real: real, throughLink: isLink))
                explicitFiles.append(path)
            default:
                walk.problems.append(Self.notRegular(path, info))
            }
        }
        walk.staleTemporaries = Self.temporaries(besideFiles: explicitFiles)
        walk.realRoots = roots.map(\.real)
        walk.visited = Set(walk.realRoots)
        for root in roots {
            let ignored = respectsGitIgnore ? GitWorkTree.ignoredPaths(under: root.real) : nil
            walk.walk(Walk.Directory(display: root.display, relative: "", real: root.real, throughLink: false, ignored: ignored),
                      jobs: jobs)
        }
        // Links are followed only after the real tree, so a directory is listed under its own path when it can be.
        while !walk.pendingLinks.isEmpty {
            let link = walk.pendingLinks.removeFirst()
            walk.visited.formUnion(walk.walkedFolders)
            walk.walkedFolders = []
            guard !walk.visited.contains(link.real),
                  walk.realRoots.contains(where: { Paths.isInside(link.real, $0) }) else { continue }
            walk.visited.insert(link.real)
            walk.walk(link, jobs: jobs)
        }
        // One directory walked without links reaches each file once.
        let mayRepeat = roots.count + explicitFiles.count > 1 || walk.found.contains(where: \.throughLink)
        var discovered = DiscoveredFiles(files: mayRepeat ? Self.unique(walk.found) : walk.found.map(\.path).sorted(),
                                         problems: walk.problems, staleTemporaries: Array(Set(walk.staleTemporaries)).sorted())
        discovered.configurationFolders = walk.configurationFolders
        discovered.buildSettingsFiles = Array(Set(walk.buildSettingsFiles)).sorted()
        return discovered
    }

    /// The problem of a path that exists but is neither a directory nor a regular file.
    private static func notRegular(_ path: String, _ info: stat) -> PathProblem {
        PathProblem(path: path, reason: "not a regular file (\(SafeFile.specialKind(info) ?? "a special file")); not read")
    }

    /// Temporary files of an interrupted write in the directories of the files at `paths` (each listed once).
    private static func temporaries(besideFiles paths: [String]) -> [String] {
        var directories: Set<String> = []
        for path in paths {
            let slash = path.lastIndex(of: "/")
            directories.insert(slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ".")
        }
        var found: [String] = []
        for directory in directories {
            for entry in entries(of: directory) ?? [] {
                guard let name = entry.name, TemporaryFile.isTemporaryName(name) else { continue }
                found.append(directory == "." ? name : Paths.join(directory, name))
            }
        }
        return found
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
            /// The real path of the file's folder, and its name there: joined only if a walk reaches
            /// files twice, which most never do. A file given or met through a link has its real path
            /// whole here, and no name.
            var realFolder: String
            var name = ""
            var throughLink: Bool

            init(path: String, real: String, throughLink: Bool) {
                self.path = path
                realFolder = real
                self.throughLink = throughLink
            }

            init(path: String, realFolder: String, name: String, throughLink: Bool) {
                self.path = path
                self.realFolder = realFolder
                self.name = name
                self.throughLink = throughLink
            }

            var real: String { name.isEmpty ? realFolder : Paths.join(realFolder, name) }
        }

        let discovery: FileDiscovery
        var realRoots: [String] = []
        var visited: Set<String> = []
        /// The real paths of the folders walked and not yet in `visited`, which only links need: a
        /// tree without links to folders is walked without hashing every folder's path.
        var walkedFolders: [String] = []
        var pendingLinks: [Directory] = []
        var found: [Found] = []
        var problems: [PathProblem] = []
        var staleTemporaries: [String] = []
        var configurationFolders: [String] = []
        var buildSettingsFiles: [String] = []

        init(discovery: FileDiscovery) {
            self.discovery = discovery
        }

        /// What one directory holds, each list in the order of its entries.
        struct Listing {
            var found: [Found] = []
            var problems: [PathProblem] = []
            var staleTemporaries: [String] = []
            /// Links to directories, walked after the real tree.
            var links: [Directory] = []
            /// The directories to enter, sorted.
            var subdirectories: [Directory] = []
            /// The directory's path relative to the walk's start, when it holds a `.glassmigrate.json`.
            var configurationFolder: String?
            var buildSettingsFiles: [String] = []
        }

        /// Walks the tree of `start`, listing directories on up to `jobs` threads; the outcome is that of
        /// one thread walking it depth first in name order.
        mutating func walk(_ start: Directory, jobs: Int) {
            let tree = DirectoryTree(start)
            let walker = self
            Parallel.concurrently(max(1, jobs), jobs: jobs) { _ in
                while let (node, directory) = tree.next() { tree.finish(node, walker.list(directory)) }
            }
            for listing in tree.inDepthFirstOrder() {
                found += listing.found
                problems += listing.problems
                staleTemporaries += listing.staleTemporaries
                if let folder = listing.configurationFolder { configurationFolders.append(folder) }
                buildSettingsFiles += listing.buildSettingsFiles
                pendingLinks += listing.links
                for directory in listing.subdirectories { walkedFolders.append(directory.real) }
            }
        }

        /// The entries of `directory` sorted into what the walk finds, reports and enters.
        private func list(_ directory: Directory) -> Listing {
            var listing = Listing()
            guard let entries = FileDiscovery.entries(of: directory.display, keepingBuildSettingsFiles: discovery.collectsBuildSettingsFiles) else {
                listing.problems.append(PathProblem(path: directory.display, reason: FileDiscovery.errorText()))
                return listing
            }
            for listed in entries {
                guard let name = listed.name else {
                    reportUnreadableName(listed.raw, in: directory, into: &listing)
                    continue
                }
                // Whatever it is (a file, a link, a folder), ignored or not, in any case (a volume may
                // not tell cases apart): the run looks it up as usual.
                if name.utf8.count == FileDiscovery.configurationFileName.count
                    && Array(name.lowercased().utf8) == FileDiscovery.configurationFileName {
                    listing.configurationFolder = directory.relative
                }
                // A regular file that is neither Swift nor a temporary file of ours (an image, a
                // plist) needs no path made and no system call.
                if listed.type == Int(DT_REG) && !name.hasSuffix(".swift") && !TemporaryFile.isTemporaryName(name)
                    && !(discovery.collectsBuildSettingsFiles && BuildSettingsFile.kind(ofName: name) != nil) { continue }
                var entry = Directory(
                    display: directory.display == "." ? name : Paths.join(directory.display, name),
                    relative: directory.relative.isEmpty ? name : Paths.concatenated(directory.relative, "/", name),
                    real: "",
                    throughLink: directory.throughLink,
                    ignored: directory.ignored)
                if entry.ignored?.contains(entry.relative) == true { continue }
                // A file's real path is made only if it is needed (`Found`).
                if listed.type != Int(DT_REG) { entry.real = Paths.join(directory.real, name) }
                var info = stat()
                // The directory's word on the type saves an `lstat` per entry; the rest (devices,
                // pipes, or no word) are asked about.
                switch listed.type {
                case Int(DT_DIR): info.st_mode = S_IFDIR
                case Int(DT_REG): info.st_mode = S_IFREG
                case Int(DT_LNK): info.st_mode = S_IFLNK
                default: guard lstat(entry.display, &info) == 0 else { continue }
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    guard discovery.shouldEnter(name: name, relative: entry.relative) else { continue }
                    listing.subdirectories.append(entry)
                case S_IFREG:
                    // SwiftPM leaves hidden files out of a target (macOS's `._Name.swift` metadata among them).
                    if name.hasPrefix("."), !TemporaryFile.isTemporaryName(name) { continue }
                    if discovery.shouldKeep(name: name, relative: entry.relative) {
                        listing.found.append(Found(path: entry.display, realFolder: directory.real, name: name, throughLink: entry.throughLink))
                    } else if TemporaryFile.isTemporaryName(name) {
                        listing.staleTemporaries.append(entry.display)
                    } else if discovery.collectsBuildSettingsFiles && BuildSettingsFile.kind(ofName: name) != nil
                                && !discovery.exclude.contains(where: { $0.matches(entry.relative) }) {
                        listing.buildSettingsFiles.append(entry.display)
                    }
                case S_IFLNK:
                    followLink(entry, name: name, into: &listing)
                default:
                    if discovery.shouldKeep(name: name, relative: entry.relative) {
                        listing.problems.append(FileDiscovery.notRegular(entry.display, info))
                    }
                }
            }
            return listing
        }

        /// A name that is not valid UTF-8 cannot become a path string: a Swift file or a directory with
        /// such a name is reported under its escaped name.
        private func reportUnreadableName(_ raw: [UInt8], in directory: Directory, into listing: inout Listing) {
            let escaped = FileNameEscaping.escaped(raw)
            let display = directory.display == "." ? escaped : Paths.join(directory.display, escaped)
            var info = stat()
            let path = Array(directory.display.utf8) + [UInt8(ascii: "/")] + raw + [0]
            let found = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) == 0 }
            }
            guard found else { return }
            let relative = directory.relative.isEmpty ? escaped : directory.relative + "/" + escaped
            if info.st_mode & S_IFMT == S_IFDIR {
                guard discovery.shouldEnter(name: escaped, relative: relative) else { return }
                listing.problems.append(PathProblem(path: display, reason: "the directory's name is not valid UTF-8; not searched (rename it to migrate its files)"))
            } else if raw.count > 6, Array(raw.suffix(6)) == Array(".swift".utf8), !discovery.exclude.contains(where: { $0.matches(relative) }) {
                listing.problems.append(PathProblem(path: display, reason: "the file's name is not valid UTF-8; not read (rename it to migrate it)"))
            }
        }

        private func followLink(_ entry: Directory, name: String, into listing: inout Listing) {
            var target = stat()
            guard stat(entry.display, &target) == 0, let real = Paths.real(entry.display) else { return }
            var link = entry
            link.real = real
            link.throughLink = true
            switch target.st_mode & S_IFMT {
            case S_IFDIR:
                if discovery.shouldEnter(name: name, relative: entry.relative) { listing.links.append(link) }
            case S_IFREG:
                if discovery.shouldKeep(name: name, relative: entry.relative),
                   realRoots.contains(where: { Paths.isInside(real, $0) }) {
                    listing.found.append(Found(path: link.display, real: real, throughLink: true))
                }
            default:
                if discovery.shouldKeep(name: name, relative: entry.relative),
                   realRoots.contains(where: { Paths.isInside(real, $0) }) {
                    listing.problems.append(FileDiscovery.notRegular(link.display, target))
                }
            }
        }
    }

    /// The directories of one walk, listed by whichever thread takes each next, kept as a tree so that
    /// the listings can be read back in the order one thread would have met them.
    private final class DirectoryTree: @unchecked Sendable {
        private let condition = NSCondition()
        private var directories: [Walk.Directory]
        private var listings: [Walk.Listing?]
        private var children: [[Int]]
        /// Directories to list, the next on top.
        private var waiting: [Int] = [0]
        private var listing = 0

        init(_ root: Walk.Directory) {
            directories = [root]
            listings = [nil]
            children = [[]]
        }

        /// A directory to list, waiting while others are listed and none is left; nil when all are listed.
        func next() -> (Int, Walk.Directory)? {
            condition.lock()
            defer { condition.unlock() }
            while waiting.isEmpty {
                if listing == 0 { return nil }
                condition.wait()
            }
            let node = waiting.removeLast()
            listing += 1
            return (node, directories[node])
        }

        /// Records the listing of `node`; its subdirectories are listed next.
        func finish(_ node: Int, _ result: Walk.Listing) {
            condition.lock()
            defer { condition.unlock() }
            for directory in result.subdirectories {
                children[node].append(directories.count)
                directories.append(directory)
                listings.append(nil)
                children.append([])
            }
            waiting.append(contentsOf: children[node].reversed())
            listings[node] = result
            listing -= 1
            condition.broadcast()
        }

        /// Every listing, each directory before its subdirectories, those in name order.
        func inDepthFirstOrder() -> [Walk.Listing] {
            condition.lock()
            defer { condition.unlock() }
            var ordered: [Walk.Listing] = []
            var stack = [0]
            while let node = stack.popLast() {
                ordered.append(listings[node]!)
                stack.append(contentsOf: children[node].reversed())
            }
            return ordered
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
            let real = candidate.real
            guard let current = best[real] else {
                best[real] = candidate
                continue
            }
            if (current.throughLink ? 1 : 0, current.path) > (candidate.throughLink ? 1 : 0, candidate.path) {
                best[real] = candidate
            }
        }
        return best.values.map(\.path).sorted()
    }
}

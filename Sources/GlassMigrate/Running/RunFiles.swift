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
        let absolutes = Parallel.map(paths.count, jobs: jobs) { ReportPath.absolute(paths[$0], fromNormalized: base) }
        // Whether each file is in the directory of the file before it: sorted discovery puts a
        // directory's files together, so most are, and their directory is not looked up.
        let inDirectoryBefore = Parallel.map(paths.count, jobs: jobs) { index in
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

import Foundation
import GlassMigrate

/// The server's one `RunSession`, kept while the files it may have read stay as they were.
///
/// What a run reads besides the buffer lies in the folders above the file: `.glassmigrate.json`,
/// `Package.swift`, `*.xcodeproj/project.pbxproj` and XcodeGen's `project.yml`. Before each run the
/// cache compares their size and modification time (and which projects each folder has) with what
/// it saw; when one differs it starts a new session, which reads them again.
final class WorkspaceCache {
    private let makeSession: () -> RunSession
    private var current: RunSession
    /// What each watched file or folder was when first seen by the current session.
    private var stamps: [String: FileStamp] = [:]
    /// The watched files of each folder, listed again when the folder's own stamp changes.
    private var listings: [String: (stamp: FileStamp, files: [String])] = [:]
    /// How many sessions were started, for tests: one more each time a watched file changed.
    private(set) var sessionsStarted = 1

    /// The names, in every folder above a file, whose change may change a run's answer.
    static let watchedNames = [".glassmigrate.json", "Package.swift", "project.yml"]

    init(makeSession: @escaping () -> RunSession) {
        self.makeSession = makeSession
        current = makeSession()
    }

    /// The session to run the file at the absolute `path` with: a new one when a watched file changed.
    func session(forFile path: String) -> RunSession {
        var changed = false
        let watched = watchedFiles(forFile: path, listingChanged: &changed)
        for candidate in watched {
            let stamp = FileStamp(candidate)
            if let known = stamps[candidate] {
                if known != stamp { changed = true }
            } else {
                stamps[candidate] = stamp
            }
        }
        if changed {
            current = makeSession()
            sessionsStarted += 1
            stamps = [:]
            for candidate in watched { stamps[candidate] = FileStamp(candidate) }
        }
        return current
    }

    /// The watched files in every folder above the file; `listingChanged` is set when a folder lists
    /// other project files than before (a project was added, removed or renamed).
    private func watchedFiles(forFile path: String, listingChanged: inout Bool) -> [String] {
        var paths: [String] = []
        var directory = WorkspaceFolders.parent(path)
        while let folder = directory {
            paths += watchedFiles(in: folder, listingChanged: &listingChanged)
            guard folder != "/" else { break }
            directory = WorkspaceFolders.parent(folder)
        }
        return paths
    }

    // A folder's own time changes whenever any file in it is added or renamed (editors save by
    // renaming): it only says when to list the folder again, not that the answers changed.
    private func watchedFiles(in folder: String, listingChanged: inout Bool) -> [String] {
        let stamp = FileStamp(folder)
        let known = listings[folder]
        if let known, known.stamp == stamp { return known.files }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let prefix = folder == "/" ? "/" : folder + "/"
        var files = Self.watchedNames.map { prefix + $0 }
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            files.append(prefix + name + "/project.pbxproj")
        }
        if let known, known.files != files { listingChanged = true }
        listings[folder] = (stamp, files)
        return files
    }
}

/// A file's size and modification time, or that it does not exist.
struct FileStamp: Equatable {
    var exists = false
    var size: Int64 = 0
    var seconds: Int = 0
    var nanoseconds: Int = 0
    var inode: UInt64 = 0

    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        exists = true
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}

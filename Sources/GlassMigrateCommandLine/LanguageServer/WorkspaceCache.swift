import Foundation
import GlassMigrate

/// The server's one `RunSession`, kept while the files it may have read stay as they were.
///
/// What a run reads besides the buffer lies in the folders above the file: `.glassmigrate.json`,
/// `Package.swift`, `*.xcodeproj/project.pbxproj` and XcodeGen's `project.yml`, and the rule files
/// (and `--config` file) the configuration names. Before each run the cache compares their size and
/// modification time (and which projects each folder has) with what it saw; when one differs it
/// starts a new session, which reads them again. A client's `workspace/didChangeWatchedFiles` starts
/// one too (`restart`), whatever the times say.
final class WorkspaceCache {
    private let makeSession: () -> RunSession
    private var current: RunSession
    /// What each watched file or folder was when first seen by the current session.
    private var stamps: [String: FileStamp] = [:]
    /// The watched files of each folder, listed again when the folder's own stamp changes.
    private var listings: [String: (stamp: FileStamp, files: [String])] = [:]
    /// How many sessions were started, for tests: one more each time a watched file changed.
    private(set) var sessionsStarted = 1

    /// The session of the last run, without looking at the watched files.
    var currentSession: RunSession { current }

    /// The names, in every folder above a file, whose change may change a run's answer.
    static let watchedNames = [".glassmigrate.json", "Package.swift", "project.yml"]

    init(makeSession: @escaping () -> RunSession) {
        self.makeSession = makeSession
        current = makeSession()
    }

    /// The session to run the file at the absolute `path` with: a new one when a watched file changed.
    func session(forFile path: String) -> RunSession {
        var changed = false
        let watched = watchedFiles(forFile: path, listingChanged: &changed) + current.configurationFiles(forFile: path)
        for candidate in watched {
            let stamp = FileStamp(candidate)
            if let known = stamps[candidate] {
                if known != stamp { changed = true }
            } else {
                stamps[candidate] = stamp
            }
        }
        if changed {
            restart()
            // The new session's configuration may name other rule files.
            var unused = false
            let watchedNow = watchedFiles(forFile: path, listingChanged: &unused) + current.configurationFiles(forFile: path)
            for candidate in watchedNow { stamps[candidate] = FileStamp(candidate) }
        }
        return current
    }

    /// Starts a new session, which reads every file again: a watched file changed.
    func restart() {
        current = makeSession()
        sessionsStarted += 1
        stamps = [:]
        listings = [:]
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

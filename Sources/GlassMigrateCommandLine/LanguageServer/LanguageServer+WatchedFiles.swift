import Foundation
import GlassMigrate

/// The files whose change on disk changes the answers: configuration, rule files and projects.
///
/// A client that can register file watchers is asked to report them (`client/registerCapability`
/// for `workspace/didChangeWatchedFiles`); when it reports one, the server reads everything again and
/// sends the diagnostics of every open document anew. Without a client's report the modification
/// times do the same on the next run (`WorkspaceCache`), and the other open documents follow then.
extension LanguageServer {
    /// The globs the server asks a client to watch: every name `WorkspaceCache` watches, and JSON
    /// files, which rule files are (any name, so `workspaceChanged` keeps only those a configuration names).
    static let watchedGlobs = WorkspaceCache.watchedNames.map { "**/" + $0 } + ["**/*.xcodeproj/project.pbxproj", "**/*.json"]

    /// Whether the client said, in `initialize`, that it takes a dynamic registration of file watchers.
    static func registersWatchers(_ capabilities: [String: Any]) -> Bool {
        let workspace = capabilities["workspace"] as? [String: Any]
        let watched = workspace?["didChangeWatchedFiles"] as? [String: Any]
        return watched?["dynamicRegistration"] as? Bool ?? false
    }

    /// Asks the client to report changes of the watched files (after `initialized`, as LSP requires).
    func registerWatchers() {
        let watchers = Self.watchedGlobs.map { ["globPattern": $0] }
        connection.send(["jsonrpc": "2.0", "id": "\(toolName)-watch-files", "method": "client/registerCapability", "params": [
            "registrations": [["id": "\(toolName)-watched-files", "method": "workspace/didChangeWatchedFiles",
                               "registerOptions": ["watchers": watchers]]],
        ]])
    }

    /// `workspace/didChangeWatchedFiles`: when a changed file is one a run reads, everything is read again
    /// and every open document's diagnostics are sent again.
    func didChangeWatchedFiles(_ params: [String: Any]) {
        let changes = params["changes"] as? [[String: Any]] ?? []
        let paths = changes.compactMap { ($0["uri"] as? String).flatMap(DocumentURI.path(of:)) }
        guard paths.contains(where: readByRuns) else { return }
        cache.restart()
        sessionsSeen = cache.sessionsStarted
        rerunOpenDocuments()
    }

    /// Forgets the report of every open document but `kept` and waits to send its diagnostics again.
    func rerunOpenDocuments(except kept: String? = nil) {
        for uri in documents.keys.sorted() where uri != kept {
            documents[uri]?.report = nil
            waitForDiagnostics(uri)
        }
    }

    /// Whether a run may read the file at `path`: a project or configuration file by its name, or a
    /// rule file (or `--config` file) the configuration of an open document names.
    private func readByRuns(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if WorkspaceCache.watchedNames.contains(name) || path.hasSuffix(".xcodeproj/project.pbxproj") { return true }
        let session = cache.currentSession
        return documents.values.contains { document in
            document.path.map { session.configurationFiles(forFile: $0).contains(path) } ?? false
        }
    }
}

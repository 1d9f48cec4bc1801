import Foundation

/// Decides where each requested support file goes: once per module, never where the module has it.
struct SupportFilePlanner {
    var targets: DeploymentTargetReader
    var settings: RunSettings

    func plan(for files: [FileResult], problems: inout [PathProblem]) -> [PlannedSupportFile] {
        let requesting = files.filter { !$0.supportFiles.isEmpty && $0.error == nil }
        guard !requesting.isEmpty else { return [] }
        // Group requesting files by module: the package target directory, else one group for the rest.
        var modules: [String: [FileResult]] = [:]
        var looseFiles: [FileResult] = []
        for file in requesting {
            if let root = targets.moduleRoot(forFile: file.path) {
                modules[root, default: []].append(file)
            } else {
                looseFiles.append(file)
            }
        }
        // Files in no package target: only the folder the helper would go to and their own folders are
        // looked at, never the whole tree below their common folder (a home folder, for unrelated files).
        var looseRoot: String?
        if !looseFiles.isEmpty {
            looseRoot = Self.commonDirectory(of: looseFiles.map(\.path))
            modules[looseRoot!, default: []] += looseFiles
        }
        var planned: [PlannedSupportFile] = []
        for root in modules.keys.sorted() {
            let members = modules[root]!
            var requests: [SupportFile] = []
            for file in members {
                for request in file.supportFiles where !requests.contains(where: { $0.name == request.name }) {
                    requests.append(request)
                }
            }
            let folders = root == looseRoot ? Set([root] + members.map { ReportPath.directory(of: $0.path) }) : nil
            var moduleSources = ModuleSources(root: root, runFiles: files, onlyFolders: folders)
            for request in requests {
                if moduleSources.declares(request.marker) { continue }
                let path = destination(of: request, moduleRoot: root, requester: members[0].path)
                if FileManager.default.fileExists(atPath: path) {
                    problems.append(PathProblem(path: path, reason: "exists but does not declare '\(request.marker)'; the generated \(request.name) was not written"))
                    continue
                }
                if !planned.contains(where: { $0.path == path }) {
                    planned.append(PlannedSupportFile(path: ReportPath.relative(path), file: forDestination(request, path)))
                }
            }
        }
        return planned.sorted { $0.path < $1.path }
    }

    /// The request as its destination needs it. Each file asks for the helper with its own deployment
    /// targets, but the helper serves every file of the module, so its availability check must name
    /// the platforms of the place it is written (in an Xcode project, of every target there).
    private func forDestination(_ request: SupportFile, _ path: String) -> SupportFile {
        guard request.name == AdaptiveGlassHelper.fileName && request.marker == AdaptiveGlassHelper.marker else { return request }
        return AdaptiveGlassHelper.supportFile(for: targets.deploymentTargets(forFile: path), ruleID: request.ruleID)
    }

    /// `helperPath` from the requester's configuration (relative to that file) when set, else the module root.
    private func destination(of request: SupportFile, moduleRoot: String, requester: String) -> String {
        if let loaded = try? settings.setting(forPath: requester), let helper = loaded.configuration.helperPath {
            let base = loaded.file.map(ReportPath.directory(of:)) ?? FileManager.default.currentDirectoryPath
            let target = ReportPath.absolute(helper, from: base)
            return helper.hasSuffix(".swift") ? target : target + "/" + request.name
        }
        return moduleRoot + "/" + request.name
    }

    /// The Swift files of one module: the run's own files inside it, already in memory, and the
    /// module's other files, found and read from disk (one at a time) only when the run's files do not
    /// settle a question.
    private struct ModuleSources {
        let root: String
        /// Absolute path and bytes of each run file inside the module.
        let runFiles: [(path: String, bytes: [UInt8])]
        /// For files in no package target: the folders whose own Swift files (not those below) count.
        let onlyFolders: Set<String>?
        private var otherFiles: [String]?

        init(root: String, runFiles: [FileResult], onlyFolders: Set<String>?) {
            self.root = root
            self.onlyFolders = onlyFolders
            self.runFiles = runFiles.map { (ReportPath.absolute($0.path), $0.original) }.filter { $0.path.hasPrefix(root + "/") }
        }

        /// Whether some file of the module contains `marker`.
        mutating func declares(_ marker: String) -> Bool {
            if runFiles.contains(where: { Engine.contains($0.bytes, marker) }) { return true }
            if otherFiles == nil {
                let seen = Set(runFiles.map(\.path))
                let found: [String]
                if let onlyFolders {
                    found = onlyFolders.sorted().flatMap { folder in
                        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                            .filter { $0.hasSuffix(".swift") }.map { Paths.join(folder, $0) }.filter(Paths.isFile)
                    }
                } else {
                    found = FileDiscovery().discover([root]).files.map { ReportPath.absolute($0) }
                }
                otherFiles = found.filter { !seen.contains($0) }
            }
            return otherFiles!.contains { path in
                if case .success(let bytes) = SafeFile.read(path) { return Engine.contains(bytes, marker) }
                return false
            }
        }
    }

    /// The deepest directory containing every path.
    static func commonDirectory(of paths: [String]) -> String {
        let directories = paths.map { ReportPath.directory(of: $0).split(separator: "/") }
        guard var common = directories.first else { return FileManager.default.currentDirectoryPath }
        for directory in directories.dropFirst() {
            var count = 0
            while count < min(common.count, directory.count) && common[count] == directory[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "/" + common.joined(separator: "/")
    }
}

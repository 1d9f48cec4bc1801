import Foundation

/// Where a support file goes for the Xcode targets of one project that call it and lack it.
///
/// First, for each such target, a synchronized folder it compiles: the deepest folder holding its
/// calling files, else the synchronized folder of its first calling file (with a configured
/// destination, only that folder). The file is compiled there by every target the folder belongs to (less membership
/// exceptions); no target that already declares the helper may be among them. Every target left gets
/// one shared file through `project.pbxproj`: an existing helper the project lists if there is one,
/// else a new file in the deepest folder holding their calling files that a group of the project
/// stands for (walking up from there; with a configured destination, exactly that folder, refused when no group
/// stands for it), listed in that group and in the Sources phase of each of those targets.
extension PlanAttempt {
    mutating func placeInProject(_ request: SupportFile, project path: String, callers: [Int: [SupportCaller]]) {
        guard let project = projects[path], let graph = project.graph else { return }
        let directory = ModuleIndex.projectDirectory(of: path)
        let needing = callers.keys.sorted()
        let configured = planner.configuredDestination(for: callers[needing[0]]![0].path, request: request)
        if let problem = configured?.problem {
            for target in needing { fail(.target(project: path, index: target), request.name, problem) }
            return
        }
        let name = configured?.name ?? request.name
        let declarations = Self.declarations(of: request)
        let index = self.index
        let projects = self.projects
        func hasHelper(_ target: Int) -> Bool {
            index.declares(declarations, in: .target(project: path, index: target), projects: projects)
        }
        func relative(_ absolute: String) -> String? {
            Paths.components(of: absolute, below: directory)?.joined(separator: "/")
        }

        var satisfied = Set<Int>()
        for target in needing where !satisfied.contains(target) {
            let files = callers[target]!.map(\.path)
            var candidates = configured.map { [$0.folder] } ?? [SupportFilePlanner.commonDirectory(of: files)]
            if configured == nil, let root = synchronizedFolder(of: files[0], target: target, graph: graph, directory: directory) {
                candidates.append(root)
            }
            for folder in candidates {
                let destination = Paths.join(folder, name)
                guard let inside = relative(destination), graph.isInSynchronizedFolder(inside) else { continue }
                let owners = graph.owners(ofFile: inside)
                guard owners.contains(target), !owners.contains(where: { !needing.contains($0) && hasHelper($0) }) else { continue }
                let destinationState = state(of: destination, request)
                if case .problem = destinationState { continue }
                if destinationState == .helper,
                   let bytes = index.bytes(of: destination),
                   request.recipe?.problem(bytes, DeploymentTargets(graph.minimums(ofTargets: owners))) != nil { continue }
                for owner in owners where needing.contains(owner) && !satisfied.contains(owner) {
                    satisfied.insert(owner)
                    place(request, at: destination, minimums: graph.minimums(ofTargets: owners), for: .target(project: path, index: owner),
                          create: destinationState != .helper)
                }
                break
            }
        }

        let rest = needing.filter { !satisfied.contains($0) }
        guard !rest.isEmpty else { return }
        func failAll(_ reason: String) {
            for target in rest { fail(.target(project: path, index: target), request.name, reason) }
        }
        let projectName = ReportPath.relative(path)

        // The file every remaining target compiles, and its reference when the project has one.
        var destination: String
        var reference: String?
        var group: String?
        if configured == nil, let existing = existingHelper(named: name, request, graph: graph, directory: directory) {
            (destination, reference) = existing
        } else {
            let folder = configured?.folder ?? SupportFilePlanner.commonDirectory(of: rest.flatMap { callers[$0]!.map(\.path) })
            let below = Paths.components(of: folder, below: directory)
            if let configured, below == nil {
                failAll("\(configured.option) puts \(name) in \(ReportPath.relative(folder)), outside the folder of \(projectName)")
                return
            }
            var components = below.map { $0.map(String.init) } ?? []
            while graph.groupsByFolder[components.joined(separator: "/").lowercased()]?.first == nil {
                guard configured == nil, !components.isEmpty else {
                    let named = configured.map { " (\($0.option))" } ?? ""
                    let orChange = configured.map { " or change \($0.option)" } ?? ""
                    failAll("no group of \(projectName) stands for the folder \(ReportPath.relative(folder))\(named), "
                        + "so \(name) cannot be listed in it; add a group for that folder\(orChange)")
                    return
                }
                components.removeLast()
            }
            group = graph.groupsByFolder[components.joined(separator: "/").lowercased()]!.first!.id
            destination = Paths.join(components.isEmpty ? directory : Paths.join(directory, components.joined(separator: "/")), name)
            let inside = components.isEmpty ? name : components.joined(separator: "/") + "/" + name
            let wanted = inside.lowercased()
            reference = graph.fileReferences.first { ByteText.lowercased($0.path, is: wanted) }?.id
            if reference != nil { group = nil }
        }
        guard let inside = relative(destination) ?? (reference != nil ? graph.fileReferences.first(where: { $0.id == reference })?.path : nil) else {
            failAll("\(ReportPath.relative(destination)) is outside the folder of \(projectName)")
            return
        }
        let compiledAlready = graph.owners(ofFile: inside)
        let compilers = Array(Set(compiledAlready + rest)).sorted()
        let destinationState = state(of: destination, request)
        if destinationState != .helper,
           let conflict = compiledAlready.first(where: { !rest.contains($0) && (satisfied.contains($0) || hasHelper($0)) }) {
            failAll("\(ReportPath.relative(destination)) would also be compiled by target \(graph.targets[conflict].name), "
                + "which has '\(request.marker)' already")
            return
        }
        switch destinationState {
        case .problem(let reason):
            failAll(reason)
            return
        case .helper:
            if let bytes = index.bytes(of: destination),
               let problem = request.recipe?.problem(bytes, DeploymentTargets(graph.minimums(ofTargets: compilers))) {
                failAll("the existing \(ReportPath.relative(destination)) \(problem)")
                return
            }
        case .free, .planned:
            break
        }
        let buildTargets = rest.filter { !compiledAlready.contains($0) }
        if reference == nil || !buildTargets.isEmpty {
            additions[path, default: []].append(XcodeProjectEditor.Addition(
                fileName: name, path: inside, existingReference: reference, group: group, targets: buildTargets))
        }
        for target in rest {
            place(request, at: destination, minimums: graph.minimums(ofTargets: compilers), for: .target(project: path, index: target),
                  create: destinationState != .helper, throughProject: buildTargets.contains(target) || reference == nil ? path : nil)
        }
    }

    /// The synchronized folder of `target` that holds `file`, as a path on disk.
    private func synchronizedFolder(of file: String, target: Int, graph: XcodeProject, directory: String) -> String? {
        guard let inside = Paths.components(of: file, below: directory)?.joined(separator: "/").lowercased() else { return nil }
        for folder in graph.synchronizedFolders[target] where inside.hasPrefix(folder.lowercased() + "/") {
            return index.existingPath(directory, folder)
        }
        return nil
    }

    /// A file the project lists, named `name`, that declares the helper: its path on disk and reference.
    private func existingHelper(named name: String, _ request: SupportFile, graph: XcodeProject,
                                directory: String) -> (String, String?)? {
        let declarations = Self.declarations(of: request)
        let wanted = name.lowercased()
        let wantedIsASCII = SourceBytes.isASCII(wanted)
        let candidates = graph.fileReferences
            .filter { reference in
                // ASCII names (most) compare byte by byte, case aside: no lowercased copy of each.
                if wantedIsASCII, let same = Self.asciiFileName(of: reference.path, isLowercased: wanted) { return same }
                let last = reference.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { reference.path[reference.path.index(after: $0)...] }
                    ?? Substring(reference.path)
                if last.isEmpty { return (reference.path.split(separator: "/").last.map(String.init) ?? reference.path).lowercased() == wanted }
                return last.lowercased() == wanted
            }
            .sorted { $0.path < $1.path }
        for candidate in candidates {
            guard let real = index.existingPath(directory, candidate.path),
                  declarations.contains(where: { index.mentions(real, $0) }) else { continue }
            return (real, candidate.id)
        }
        return nil
    }

    /// Whether the name after the last `/` of `path` is `wanted` (ASCII, lowercased) once lowercased;
    /// nil when `path` is not ASCII or ends in `/`, for the caller to compare as text.
    static func asciiFileName(of path: String, isLowercased wanted: String) -> Bool? {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard SourceBytes.isASCII(bytes) else { return nil }
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            guard start < bytes.count else { return nil }
            guard bytes.count - start == wanted.utf8.count else { return false }
            var position = start
            for expected in wanted.utf8 {
                var byte = bytes[position]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if byte != expected { return false }
                position += 1
            }
            return true
        } ?? nil
    }

    /// The edited project files; a project that cannot be edited safely fails every module that needed it.
    mutating func editProjects() -> [PlannedProjectEdit] {
        var planned: [PlannedProjectEdit] = []
        let paths = additions.keys.sorted()
        edits.prepare(paths.compactMap { path in
            projects[path].flatMap { project in project.graph.map { (project, $0, additions[path]!) } }
        }, jobs: planner.jobs)
        for path in paths {
            guard let project = projects[path], let graph = project.graph else { continue }
            let adding = additions[path]!
            switch edits.output(of: project, graph: graph, adding: adding) {
            case .success(let edit):
                let summary = adding.map { addition in
                    let names = addition.targets.map { graph.targets[$0].name }
                    if addition.package != nil { return "adds the \(addition.fileName) package to \(names.joined(separator: ", "))" }
                    return names.isEmpty ? "lists \(addition.fileName)"
                        : "adds \(addition.fileName) to the Sources of \(names.joined(separator: ", "))"
                }
                let directory = ModuleIndex.projectDirectory(of: path)
                let files = adding.filter { $0.package == nil }.map { ReportPath.relative(ReportPath.absolute($0.path, from: directory)) }
                planned.append(PlannedProjectEdit(path: ReportPath.relative(path), original: edit.original, output: edit.output,
                                                  summary: summary.joined(separator: "; "), addedFiles: files))
            case .failure(let error):
                let reason = "\(ReportPath.relative(path)) cannot be edited safely (\(error.reason)), so the helper cannot be added to its targets"
                for (module, byName) in needs {
                    for (name, items) in byName where items.contains(path) {
                        let package = adding.lazy.compactMap(\.package).first { "\($0.product) package" == name }
                        fail(module, name, package.map {
                            "\(ReportPath.relative(path)) cannot be edited safely (\(error.reason)); " + Self.instructions($0, for: "the target")
                        } ?? reason)
                    }
                }
                // A file only this edit would have made compiled is not created, and nothing may rely on it.
                for (file, placement) in placed where placement.projects.contains(path) {
                    placed[file] = nil
                    for (module, byName) in needs {
                        for (name, items) in byName where items.contains(file) { fail(module, name, reason) }
                    }
                }
            }
        }
        return planned
    }

    /// The text of `project` as read and with `planned` added and checked, or why it cannot be edited safely.
    static func edit(_ project: DeploymentTargetReader.ProjectFile, graph: XcodeProject,
                     adding planned: [XcodeProjectEditor.Addition]) -> Result<ProjectText, XcodeProjectEditor.Refusal> {
        do throws(XcodeProjectEditor.Refusal) {
            guard let original = project.bytesAsRead() else {
                throw .init(reason: "it can no longer be read as it was when this run read it")
            }
            let output = try XcodeProjectEditor(bytes: original, project: graph).adding(planned)
            try verify(output, of: graph, adds: planned)
            return .success(ProjectText(original: original, output: output))
        } catch {
            return .failure(error)
        }
    }

    /// Checks an edit with the project reader: the file still parses, has exactly the new objects, and
    /// each added file is compiled by the targets it was added to.
    private static func verify(_ output: [UInt8], of graph: XcodeProject, adds planned: [XcodeProjectEditor.Addition])
        throws(XcodeProjectEditor.Refusal) {
        guard let edited = XcodeProject(output) else { throw .init(reason: "the edited file would not parse") }
        let added = planned.reduce(0) { total, addition in
            total + (addition.package != nil ? XcodeProjectEditor.objectCount(of: addition)
                : addition.targets.count + (addition.existingReference == nil ? 1 : 0))
        }
        guard edited.objectIDs.count == graph.objectIDs.count + added, edited.objectIDs.isSuperset(of: graph.objectIDs) else {
            throw .init(reason: "the edited file would not have exactly the new objects")
        }
        for addition in planned {
            if let package = addition.package {
                guard addition.targets.allSatisfy({ edited.packageProducts[$0].contains(package.product) }),
                      edited.remotePackages.contains(where: { PackageProduct.sameAddress($0.url, package.url) })
                      || addition.existingReference != nil else {
                    throw .init(reason: "the \(package.product) package would not be linked into its targets")
                }
            } else if !Set(addition.targets).isSubset(of: edited.owners(ofFile: addition.path)) {
                throw .init(reason: "\(addition.fileName) would not be compiled by its targets")
            }
        }
    }
}

/// A project file's text as read and as edited.
struct ProjectText {
    var original: [UInt8]
    var output: [UInt8]
}

/// The project edits of one plan, each made and checked once however many attempts the plan takes
/// (an attempt that blocks a file plans again, mostly the same edits).
final class ProjectEdits {
    private var made: [String: [(additions: [XcodeProjectEditor.Addition], output: Result<ProjectText, XcodeProjectEditor.Refusal>)]] = [:]

    /// Makes and checks the edits not made yet, of different projects, on up to `jobs` threads, so that
    /// `output` finds them made; the answers are those `output` would give one by one.
    func prepare(_ wanted: [(project: DeploymentTargetReader.ProjectFile, graph: XcodeProject, adding: [XcodeProjectEditor.Addition])],
                 jobs: Int) {
        let missing = wanted.filter { item in made[item.project.path]?.contains { $0.additions == item.adding } != true }
        guard jobs > 1, missing.count > 1 else { return }
        let outputs = PerIndex<Result<ProjectText, XcodeProjectEditor.Refusal>?>(count: missing.count, initial: nil)
        Parallel.concurrently(missing.count, jobs: jobs) { position in
            let item = missing[position]
            outputs.set(position, PlanAttempt.edit(item.project, graph: item.graph, adding: item.adding))
        }
        for (item, output) in zip(missing, outputs.values) {
            made[item.project.path, default: []].append((item.adding, output!))
        }
    }

    /// `project` with `planned` added, checked; the same answer as the last time it was asked.
    func output(of project: DeploymentTargetReader.ProjectFile, graph: XcodeProject,
                adding planned: [XcodeProjectEditor.Addition]) -> Result<ProjectText, XcodeProjectEditor.Refusal> {
        if let known = made[project.path]?.first(where: { $0.additions == planned }) { return known.output }
        let output = PlanAttempt.edit(project, graph: graph, adding: planned)
        made[project.path, default: []].append((planned, output))
        return output
    }
}

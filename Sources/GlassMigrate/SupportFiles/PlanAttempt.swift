import Foundation

/// A file of the run that calls support files, and the modules that compile it.
struct SupportCaller {
    /// Index into the run's files.
    var index: Int
    /// Absolute path.
    var path: String
    /// Whether this run rewrote it (an unchanged caller cannot be reverted).
    var changed: Bool
    /// The support files it needs, by name.
    var requests: [SupportFile]
    var modules: [Module] = []
}

/// A support file the plan puts at one path, and everything that will compile it.
struct PlacedSupportFile {
    var request: SupportFile
    /// Whether this run creates it (false when a helper is already there).
    var create: Bool
    /// The minimum per platform over everything that compiles it.
    var minimums: [Platform: OSVersion] = [:]
    /// Project files whose edit is the only thing that makes it compiled.
    var projects: [String] = []
}

/// One planning attempt over the run's callers; files it cannot serve end up in `blocked`.
struct PlanAttempt {
    let planner: SupportFilePlanner
    let index: ModuleIndex
    let files: [FileResult]
    let excluded: Set<Int>
    /// Files whose rewrite cannot be made to compile, with the reason.
    var blocked: [Int: String] = [:]
    /// Project files seen, by path.
    var projects: [String: DeploymentTargetReader.ProjectFile] = [:]
    /// Support files placed, by absolute path.
    var placed: [String: PlacedSupportFile] = [:]
    /// Additions to each project file, by its path.
    var additions: [String: [XcodeProjectEditor.Addition]] = [:]
    /// The planned paths (support files and project files) each module needs, by module and file name.
    var needs: [Module: [String: Set<String>]] = [:]
    /// Modules that cannot get a support file, by module and file name, with the reason.
    var failures: [Module: [String: String]] = [:]
    /// The package products each manifest's targets must gain, by manifest path: the product and the target folders.
    var manifestAdditions: [String: (package: PackageProduct, folders: [String])] = [:]
    /// The package directory of each folder module made of files of a package whose targets cannot be read.
    var packageOfFolder: [String: String] = [:]

    /// Project edits worked out by earlier attempts of the plan.
    let edits: ProjectEdits

    init(planner: SupportFilePlanner, index: ModuleIndex, files: [FileResult], excluded: Set<Int>, edits: ProjectEdits) {
        self.planner = planner
        self.index = index
        self.files = files
        self.excluded = excluded
        self.edits = edits
    }

    mutating func run() -> SupportPlan {
        var callers = findCallers()
        guard !callers.isEmpty else { return SupportPlan() }
        var loose: [Int] = []
        var inPackages: [String: [Int]] = [:]
        for position in callers.indices {
            switch planner.targets.buildSystem(forFile: callers[position].path) {
            case .packageTarget(let root):
                callers[position].modules = [.package(root: root)]
            case .xcodeProjects(let directory, let found):
                callers[position].modules = xcodeModules(of: callers[position], directory: directory, projects: found)
            case .generatedProject(let spec):
                if let package = callers[position].requests.lazy.compactMap(\.package).first {
                    block(callers[position], Self.generatedProjectNeeds(package, spec: spec))
                    continue
                }
                block(callers[position], "its Xcode project is generated from \(ReportPath.relative(spec)) and not here, so the "
                    + "target that compiles it is unknown; generate the project and run glassmigrate again")
            case .tuistProject(let manifest):
                callers[position].modules = manifest.modules(ofFile: callers[position].path)
            case .packageWithoutTarget(let directory):
                inPackages[directory, default: []].append(position)
            case .none:
                loose.append(position)
            }
        }
        for group in looseGroups(loose.map { callers[$0] }) {
            for position in loose where group.files.contains(callers[position].path) { callers[position].modules = [.folder(group.folder)] }
        }
        // Files of a package whose target folders cannot be read: their common folder, within the package.
        for (directory, positions) in inPackages {
            let folder = SupportFilePlanner.commonDirectory(of: positions.map { callers[$0].path })
            packageOfFolder[folder] = directory
            for position in positions { callers[position].modules = [.folder(folder)] }
        }
        callers.removeAll { blocked[$0.index] != nil }

        // Modules in a stable order, each with its callers and the support files they ask for.
        var byModule: [Module: [SupportCaller]] = [:]
        for caller in callers {
            for module in caller.modules { byModule[module, default: []].append(caller) }
        }
        var xcodeNeeds: [String: [String: [Int: [SupportCaller]]]] = [:]  // project → name → target → callers
        var tuistNeeds: [DeploymentTargetReader.TuistManifestFile: [String: [Int: [SupportCaller]]]] = [:]
        var requestsByName: [String: SupportFile] = [:]
        let modules = byModule.keys.sorted().map { ($0, Self.requests(of: byModule[$0]!)) }
        // Listing a module's files and reading them to answer is independent per module.
        index.prefetch(modules.flatMap { module, requests in
            requests.filter { $0.package == nil }.flatMap { request in Self.questions(of: request).map { ($0, module) } }
        },
                       projects: projects, jobs: planner.jobs)
        for (module, requests) in modules {
            let members = byModule[module]!
            for request in requests {
                requestsByName[request.name] = requestsByName[request.name] ?? request
                if let package = request.package {
                    requirePackage(package, named: request.name, by: module)
                    continue
                }
                let questions = Self.questions(of: request)
                if index.declares(questions[0], in: module, projects: projects) { continue }
                // The module's own API of the file's name, without the file: a call meant for the
                // file would resolve to it, and a generated one would clash with it.
                if questions.count > 1, index.declares(questions[1], in: module, projects: projects) {
                    fail(module, request.name, "the module declares its own \(questions[1].map { "'\($0)'" }.joined(separator: " or ")) "
                        + "but not '\(request.marker)', so a call meant for \(request.name) would resolve to it; rename that declaration")
                    continue
                }
                switch module {
                case .package(let root):
                    placeInFolder(request, module: module, folder: root, mustStayIn: root, requester: members[0].path)
                case .folder(let folder):
                    if let package = packageOfFolder[folder],
                       index.declares(Self.declarations(of: request), in: .package(root: package), projects: projects) {
                        fail(module, request.name, "the target folders of \(ReportPath.relative(Paths.join(package, "Package.swift"))) "
                            + "cannot be read (it computes them), and the package declares '\(request.marker)' outside "
                            + "\(ReportPath.relative(folder)), maybe in the same target; a second one could be a redeclaration")
                        continue
                    }
                    // Loose files: a helper an earlier run generated nearby is theirs too (`LooseHelperSearch`).
                    if packageOfFolder[folder] == nil, planner.configuredDestination(for: members[0].path, request: request) == nil,
                       let scope = LooseHelperSearch.scope(of: folder),
                       LooseHelperSearch.existing(named: request.name, marker: request.marker, below: scope) != nil { continue }
                    placeInFolder(request, module: module, folder: folder, mustStayIn: nil, requester: members[0].path)
                case .target(let project, let target):
                    xcodeNeeds[project, default: [:]][request.name, default: [:]][target] =
                        members.filter { $0.requests.contains { $0.name == request.name } }
                case .tuistTarget(let target):
                    tuistNeeds[target.manifest, default: [:]][request.name, default: [:]][target.index] =
                        members.filter { $0.requests.contains { $0.name == request.name } }
                }
            }
        }
        for project in xcodeNeeds.keys.sorted() {
            for name in xcodeNeeds[project]!.keys.sorted() {
                placeInProject(requestsByName[name]!, project: project, callers: xcodeNeeds[project]![name]!)
            }
        }
        for manifest in tuistNeeds.keys.sorted(by: { $0.path < $1.path }) {
            for name in tuistNeeds[manifest]!.keys.sorted() {
                placeInTuistProject(requestsByName[name]!, manifest: manifest, callers: tuistNeeds[manifest]![name]!)
            }
        }
        let projectFiles = (editProjects() + editManifests()).sorted { $0.path < $1.path }

        // A caller whose module failed is blocked; the others depend on what their modules need.
        var plan = SupportPlan()
        for caller in callers {
            var dependencies = Set<String>()
            for module in caller.modules {
                for request in caller.requests {
                    if let reason = failures[module]?[request.name] { block(caller, reason) }
                    dependencies.formUnion(needs[module]?[request.name] ?? [])
                }
            }
            if let roots = planner.roots,
               let (path, reason) = dependencies.sorted().lazy.compactMap({ path in roots.outside(path).map { (path, $0) } }).first {
                block(caller, "it needs \(ReportPath.relative(path)), which is \(reason); run glassmigrate on a folder that holds it")
            }
            if caller.changed && blocked[caller.index] == nil && !dependencies.isEmpty {
                plan.dependencies[files[caller.index].path] = dependencies.map { ReportPath.relative($0) }.sorted()
            }
        }
        plan.projectFiles = projectFiles
        plan.supportFiles = placed.filter(\.value.create).map { path, file in
            PlannedSupportFile(path: ReportPath.relative(path), file: content(of: file, at: path))
        }.sorted { $0.path < $1.path }
        return plan
    }

    // MARK: - Callers

    /// The run's files that need support files: those a rule asked for one for, and any file that calls
    /// the generated helper (so a run after an interrupted write still creates a missing helper).
    private func findCallers() -> [SupportCaller] {
        var callers: [SupportCaller] = []
        // By index: a copy of each of the run's results would cost more than the look.
        // A file whose bytes the run let go calls no support file (`ModuleIndex.screen(for:)`).
        for position in files.indices where !files[position].contentOmitted && files[position].error == nil
            && !excluded.contains(position) {
            let changed = files[position].changed
            var requests = changed ? files[position].supportFiles : []
            for (recipe, ruleID) in planner.recipes
            where !requests.contains(where: { $0.name == recipe.name }) && SourceMention.contains(files[position].output, phrase: recipe.call) {
                requests.append(recipe.file(for: .unknown, ruleID: ruleID))
            }
            guard !requests.isEmpty else { continue }
            callers.append(SupportCaller(index: position, path: ReportPath.absolute(files[position].path), changed: changed, requests: requests))
        }
        return callers
    }

    private static func requests(of callers: [SupportCaller]) -> [SupportFile] {
        var requests: [SupportFile] = []
        for caller in callers {
            for request in caller.requests where !requests.contains(where: { $0.name == request.name }) { requests.append(request) }
        }
        return requests
    }

    static func declarations(of request: SupportFile) -> [String] {
        request.declarations
    }

    /// What the plan asks of a module for `request`: whether it declares the file's marker, then
    /// (when the recipe names more) whether it declares the file's other names.
    static func questions(of request: SupportFile) -> [[String]] {
        let own = request.declarations.filter { $0 != request.marker }
        return own.isEmpty ? [[request.marker]] : [[request.marker], own]
    }

    mutating func block(_ caller: SupportCaller, _ reason: String) {
        if caller.changed && blocked[caller.index] == nil { blocked[caller.index] = reason }
    }

    /// The targets of the projects in `directory` that compile the caller; blocks it when none does
    /// or a project cannot be read.
    private mutating func xcodeModules(of caller: SupportCaller, directory: String,
                                       projects found: [DeploymentTargetReader.ProjectFile]) -> [Module] {
        guard let components = Paths.components(of: caller.path, below: directory) else { return [] }
        let relative = components.joined(separator: "/")
        var modules: [Module] = []
        for project in found {
            projects[project.path] = project
            guard let graph = project.graph else {
                block(caller, "\(ReportPath.relative(project.path)) cannot be read as an Xcode project, so the targets "
                    + "that compile this file are unknown" + (project.problem.map { ": \($0)" } ?? ""))
                return []
            }
            modules += graph.owners(ofFile: relative).map { .target(project: project.path, index: $0) }
        }
        if modules.isEmpty {
            let names = found.map { ReportPath.relative(Paths.parent($0.path) ?? $0.path) }.joined(separator: ", ")
            block(caller, "no target of \(names) compiles it (it is in no Sources phase and no synchronized folder), "
                + "so no module can be given the helper it would call")
        }
        return modules
    }

    /// Files no package or project compiles, grouped by common folder; a folder that holds packages or
    /// projects is never used for them (a helper there would be in none of those modules): such files
    /// are split by subfolder, and those directly in it are blocked.
    private mutating func looseGroups(_ loose: [SupportCaller]) -> [(folder: String, files: Set<String>)] {
        guard !loose.isEmpty else { return [] }
        let folder = SupportFilePlanner.commonDirectory(of: loose.map(\.path))
        let manifests = planner.targets.manifestDirectories()
        // The file system's root is never a module's folder (looking for the helper there would read every disk).
        guard folder == "/" || manifests.contains(where: { Paths.isInside($0, folder) }) else {
            return [(folder, Set(loose.map(\.path)))]
        }
        var bySubfolder: [String: [SupportCaller]] = [:]
        for caller in loose {
            guard let components = Paths.components(of: caller.path, below: folder), components.count > 1 else {
                block(caller, "it is in no Swift package target or Xcode project, and its folder \(ReportPath.relative(folder)) "
                    + "holds packages or projects (or is the file system's root), so no module can be given the helper it would call")
                continue
            }
            bySubfolder[Paths.join(folder, String(components[0])), default: []].append(caller)
        }
        var groups: [(folder: String, files: Set<String>)] = []
        for key in bySubfolder.keys.sorted() { groups += looseGroups(bySubfolder[key]!) }
        return groups
    }

    // MARK: - Packages and folders

    /// Places `request` for a package target or folder module: where its destination option says when set, else in
    /// `folder`; a package target compiles only files inside its folder (`mustStayIn`).
    private mutating func placeInFolder(_ request: SupportFile, module: Module, folder: String, mustStayIn root: String?,
                                        requester: String) {
        let configured = planner.configuredDestination(for: requester, request: request)
        if let problem = configured?.problem {
            fail(module, request.name, problem)
            return
        }
        let destination = Paths.join(configured?.folder ?? folder, configured?.name ?? request.name)
        if let root, !Paths.isInside(ReportPath.directory(of: destination), root) {
            fail(module, request.name, "\(configured?.option ?? "the destination") puts \(request.name) at \(ReportPath.relative(destination)), outside the "
                + "package target \(ReportPath.relative(root)), which would not compile it")
            return
        }
        switch state(of: destination, request) {
        case .problem(let reason):
            fail(module, request.name, reason)
        case .helper:
            break
        case .free, .planned:
            let targets = planner.targets.deploymentTargets(forFile: destination)
            place(request, at: destination, minimums: targets.minimums, for: module)
        }
    }

    // MARK: - Placement bookkeeping

    enum DestinationState: Equatable {
        /// Nothing there: the file can be created.
        case free
        /// This run already plans the file there.
        case planned
        /// A file declaring the helper is there already.
        case helper
        /// The file cannot go there.
        case problem(String)
    }

    /// Whether `request` can be created at `path`.
    func state(of path: String, _ request: SupportFile) -> DestinationState {
        if placed[path] != nil { return .planned }
        var info = stat()
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return .problem("\(ReportPath.relative(path)) is a folder, not \(request.name)") }
            let declarations = Self.declarations(of: request)
            if declarations.contains(where: { index.mentions(path, $0) }) { return .helper }
            return .problem("\(ReportPath.relative(path)) exists but does not declare '\(request.marker)'; the generated "
                + "\(request.name) was not written")
        }
        var folder = ReportPath.directory(of: path)
        while true {
            if stat(folder, &info) == 0 {
                if info.st_mode & S_IFMT != S_IFDIR {
                    return .problem("\(ReportPath.relative(folder)) is a file, so \(request.name) cannot be created in it")
                }
                return .free
            }
            guard let parent = Paths.parent(folder) else { return .free }
            folder = parent
        }
    }

    mutating func place(_ request: SupportFile, at path: String, minimums: [Platform: OSVersion], for module: Module,
                        create: Bool = true, throughProject project: String? = nil) {
        var file = placed[path] ?? PlacedSupportFile(request: request, create: create)
        // Unknown deployment targets are any platform below 26: the helper's check names every one with
        // Liquid Glass, so it compiles whatever the code is built for (a Tuist app, loose files).
        DeploymentTargetReader.merge(minimums.isEmpty ? Self.unknownMinimums : minimums, into: &file.minimums)
        if let project, !file.projects.contains(project) { file.projects.append(project) }
        placed[path] = file
        if create { needs[module, default: [:]][request.name, default: []].insert(path) }
        if let project { needs[module, default: [:]][request.name, default: []].insert(project) }
    }

    /// What a file of unknown deployment targets asks of a helper: every platform with Liquid Glass, below 26.
    private static let unknownMinimums: [Platform: OSVersion] = [.iOS: OSVersion(1), .macOS: OSVersion(1), .tvOS: OSVersion(1), .watchOS: OSVersion(1)]

    mutating func fail(_ module: Module, _ name: String, _ reason: String) {
        failures[module, default: [:]][name] = failures[module]?[name] ?? reason
    }

    /// The file as written at `path`: a file made from a recipe is written for every platform of whatever compiles it.
    private func content(of file: PlacedSupportFile, at path: String) -> SupportFile {
        let request = file.request
        guard let recipe = request.recipe else { return request }
        var helper = recipe.file(for: DeploymentTargets(file.minimums), ruleID: request.ruleID)
        helper.name = String(path.split(separator: "/").last ?? Substring(request.name))
        return helper
    }
}

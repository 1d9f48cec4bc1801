import Foundation

/// What a run creates and changes besides the Swift files it rewrites, so that they compile.
struct SupportPlan {
    /// Generated files to create, sorted by path.
    var supportFiles: [PlannedSupportFile] = []
    /// Project files to change, sorted by path.
    var projectFiles: [PlannedProjectEdit] = []
    /// For each rewritten file that needs them (by its path as given), the paths of the planned support
    /// and project files it needs.
    var dependencies: [String: [String]] = [:]
}

/// Decides where each support file goes so that every module that calls it compiles it exactly once.
///
/// A module is a Swift package target or an Xcode target (or, for files no package or project is
/// known to compile, their common folder). A module that calls a support file, in a file this run
/// rewrote or in any other file the run looked at, gets it unless one of its files already declares
/// it: in a package target at the target's folder, in an Xcode target in a synchronized folder of the
/// target or else through `project.pbxproj` (see `XcodePlacement`). When a module cannot get it, the
/// files that would call it are left as they were and reported, so no half-done change is written.
struct SupportFilePlanner {
    var targets: DeploymentTargetReader
    /// The configuration in force for a path, with the file it was read from; nil when none can be read.
    var configuration: (String) -> (configuration: Configuration, file: String?)?
    /// The support files the run's rules offer, each with the id of the rule that offers it.
    var recipes: [(recipe: SupportFileRecipe, ruleID: String)] = []
    /// How many threads may work out independent parts of the plan at once (`RunOptions.jobs`).
    var jobs = 1
    /// Where the run may write; a caller that needs a file outside is left as it was. Nil: anywhere.
    var roots: WriteRoots?
    /// What files on disk mention, kept by a caller across runs (`RunSession`).
    var diskMentions: DiskMentions?

    /// Plans support files for `files`; files whose rewrite cannot be made to compile are left as they
    /// were, each rewrite site reported as a `<rule>/not-rewritten` finding that says why.
    func plan(for files: inout [FileResult]) -> SupportPlan {
        // By index: a closure over the elements would copy each result to read three of its fields.
        let runFiles = files.indices.map { position in
            (files[position].absolutePath ?? ReportPath.absolute(files[position].path), files[position].output, files[position].contentOmitted)
        }
        let index = ModuleIndex(runFiles: runFiles, screenedNames: ModuleIndex.screenedNames(of: recipes.map(\.recipe)),
                                diskMentions: diskMentions)
        var blocked: [Int: String] = [:]
        let edits = ProjectEdits()
        while true {
            let plan: SupportPlan
            let newlyBlocked: [Int: String]
            // The attempt shares `files`; it is gone before they change, so they change in place, not copied.
            do {
                var attempt = PlanAttempt(planner: self, index: index, files: files, excluded: Set(blocked.keys), edits: edits)
                plan = attempt.run()
                newlyBlocked = attempt.blocked.filter { blocked[$0.key] == nil }
            }
            if newlyBlocked.isEmpty {
                for (fileIndex, reason) in blocked { leave(&files[fileIndex], because: reason) }
                return plan
            }
            blocked.merge(newlyBlocked) { first, _ in first }
        }
    }

    /// Takes back every rewrite of `file` and reports each site (once per rule and line) instead.
    private func leave(_ file: inout FileResult, because reason: String) {
        let severities = configuration(file.path)?.configuration.severities ?? [:]
        var reported = Set<String>()
        for located in file.locatedEdits where reported.insert("\(located.edit.ruleID) \(located.location.line)").inserted {
            let id = located.edit.ruleID + "/not-rewritten"
            file.findings.append(Finding(ruleID: id, severity: severities[id] ?? severities[located.edit.ruleID] ?? .warning,
                                         message: "Not rewritten: \(reason).", path: file.path,
                                         offset: located.originalOffset, location: located.location))
        }
        file.findings = file.findings.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element)
        file.output = file.original
        file.passes = []
        file.supportFiles = []
    }

    /// Where the configuration of the file at `path` puts `request` (the rule option it names as its
    /// destination): the absolute folder and file name, and the option's key for messages; nil when it
    /// names no option or the option is not set.
    ///
    /// `problem` says why the destination may not be written: it is outside the folder of the configuration
    /// file that sets it (absolute or climbing out with `..`), so no configuration in a repository sends a
    /// write out of it.
    func configuredDestination(for path: String, request: SupportFile)
        -> (folder: String, name: String, option: String, problem: String?)? {
        guard let destination = request.destination, let loaded = configuration(path),
              case .string(let helper)? = loaded.configuration.option(destination.option, of: destination.ruleID) else { return nil }
        let base = loaded.file.map(ReportPath.directory(of:)) ?? FileManager.default.currentDirectoryPath
        let target = ReportPath.absolute(helper, from: base)
        var problem: String?
        // The loader made the value absolute against that folder, so an absolute value is judged the same way.
        if !Paths.isInside(target, base) {
            let file = loaded.file.map { " in \(ReportPath.relative($0))" } ?? ""
            problem = "`\(destination.option)`\(file) points to \(ReportPath.relative(target)), outside \(ReportPath.relative(base)), the folder of that configuration; "
                + "nothing is written there. Give a path inside that folder, relative to it"
        }
        if helper.hasSuffix(".swift") {
            return (ReportPath.directory(of: target), String(target.split(separator: "/").last ?? ""), destination.option, problem)
        }
        return (target, request.name, destination.option, problem)
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

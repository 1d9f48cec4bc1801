/// Where a support file goes for the targets of one Tuist `Project.swift` that call it and lack it.
///
/// Tuist compiles whatever a target's source globs take when it generates the project, so no manifest
/// is edited: for each such target, the deepest folder holding its calling files, else the folder of one
/// of its globs (with a configured destination, only that folder), where the file is taken by that target.
/// Every target whose globs take the file there compiles it: none of them may have the helper already or
/// compile another one this plan places, so no target compiles two.
extension PlanAttempt {
    mutating func placeInTuistProject(_ request: SupportFile, manifest: DeploymentTargetReader.TuistManifestFile,
                                      callers: [Int: [SupportCaller]]) {
        func module(_ target: Int) -> Module { .tuistTarget(TuistTargetFiles(manifest: manifest, index: target)) }
        let needing = callers.keys.sorted()
        let configured = planner.configuredDestination(for: callers[needing[0]]![0].path, request: request)
        if let problem = configured?.problem {
            for target in needing { fail(module(target), request.name, problem) }
            return
        }
        let name = configured?.name ?? request.name
        let declarations = Self.declarations(of: request)
        let index = self.index
        let projects = self.projects
        func hasHelper(_ target: Int) -> Bool { index.declares(declarations, in: module(target), projects: projects) }

        // The targets that compile a file this plan places.
        var covered = Set<Int>()
        for target in needing where !covered.contains(target) {
            var folders = configured.map { [$0.folder] } ?? [SupportFilePlanner.commonDirectory(of: callers[target]!.map(\.path))]
            if configured == nil {
                folders += manifest.project.targets[target].sources.map { Paths.join(manifest.directory, $0.folder.joined(separator: "/")) }
            }
            let targetName = manifest.project.targets[target].name.map { "target \($0)" } ?? "its target"
            var reason = "no folder that the sources of \(targetName) in \(ReportPath.relative(manifest.path)) take can hold "
                + "\(name) without another target that has '\(request.marker)' compiling it too"
            var placedIt = false
            for folder in folders {
                let destination = Paths.join(folder, name)
                let owners = manifest.owners(ofFile: destination)
                guard owners.contains(target),
                      !owners.contains(where: { covered.contains($0) || (!needing.contains($0) && hasHelper($0)) }) else { continue }
                let destinationState = state(of: destination, request)
                if case .problem(let problem) = destinationState {
                    reason = problem
                    continue
                }
                covered.formUnion(owners)
                let minimums = manifest.project.minimums(ofTargets: owners) ?? [:]
                for owner in owners where needing.contains(owner) {
                    place(request, at: destination, minimums: minimums, for: module(owner), create: destinationState != .helper)
                }
                placedIt = true
                break
            }
            if !placedIt { fail(module(target), request.name, reason) }
        }
    }
}

/// Runs that keep only some changes, for reviews that accept or skip each one.
extension Runner {
    /// The run that produced `report`, done again from the bytes it read, making only the changes
    /// in `accepted` (keyed by `FileResult.path`); a changed file missing from `accepted` keeps none.
    ///
    /// Each file's result is what the run would have been had the other sites not existed: support
    /// files are planned again from the kept sites alone, so a skipped site leaves no helper behind,
    /// and a write of the result refuses files that changed since `report` read them. What a baseline
    /// hid in `report` stays hidden.
    /// Throws `RunConfigurationError` when a configuration file can no longer be loaded.
    public func run(_ report: RunReport, accepting accepted: [String: Set<Change.Key>], options: RunOptions) throws -> RunReport {
        try Self.run(report, accepting: accepted, settings: RunSettings(rules: rules, options: options),
                     targets: DeploymentTargetReader(), jobs: options.jobs)
    }

    /// `run(_:accepting:options:)` with the settings and project reads of a caller that keeps them (`RunSession`).
    static func run(_ report: RunReport, accepting accepted: [String: Set<Change.Key>], settings: RunSettings,
                    targets: DeploymentTargetReader, jobs: Int, diskMentions: DiskMentions? = nil) throws -> RunReport {
        var files = report.files
        // The rules are told what each module declares as the first run told them.
        for index in files.indices where files[index].changed {
            let file = files[index]
            let engine = try settings.setting(forPath: file.path).engine
            files[index] = Self.process(file.original, at: file.path, engine: engine, targets: targets,
                                        moduleDeclarations: file.moduleDeclarations, accepting: accepted[file.path] ?? [])
            files[index].absolutePath = file.absolutePath
        }
        // The problems of the first plan belong to support files the full run asked for; plan afresh.
        let earlierPlan = Self.report(files: report.files, problems: [], targets: targets, settings: settings, jobs: jobs,
                                      roots: report.writeRoots, diskMentions: diskMentions)
        let problems = report.problems.filter { !earlierPlan.problems.contains($0) }
        var reviewed = Self.report(files: files, problems: problems, targets: targets, settings: settings, jobs: jobs,
                                   roots: report.writeRoots, diskMentions: diskMentions)
        reviewed.rules = report.rules
        reviewed.hidden = report.hidden
        return reviewed
    }
}

/// What each module of a run declares, so a rule can tell a module's own API (a wrapper's
/// `struct GlassEffectContainer`, an app's `func glassEffect(radius:)`) from a framework's in every
/// file of the module, not only the declaring one.
///
/// Only files in which some enabled rule has work (one of its triggers occurs) are parsed for this: a
/// declaration that shadows a framework name a rule judges contains that name. A module is a package
/// target (its directory), else the package or Xcode project the file takes its deployment targets
/// from, else the file's folder. Files outside the run are not read.
enum ModuleDeclarations {
    /// The module of the file at the absolute path `path`, by key, given its deployment targets.
    static func moduleKey(_ path: String, targets: DeploymentTargetReader, deploymentTargets: DeploymentTargets) -> String {
        if let root = targets.moduleRoot(forFile: path) { return root }
        if let origin = deploymentTargets.origin { return origin }
        return Paths.parent(ReportPath.absolute(path)) ?? path
    }

    /// The files with work grouped by module (each group in path order, groups in the order of their first
    /// file), given each file's module key; a file without a key (where only `invalid-suppression` has
    /// work) is a group of its own, which declares nothing to the rules.
    static func groups(_ files: [(index: Int, module: String?)]) -> [(files: [Int], declares: Bool)] {
        var groups: [(files: [Int], declares: Bool)] = []
        var groupOfModule: [String: Int] = [:]
        for file in files {
            guard let module = file.module else {
                groups.append(([file.index], false))
                continue
            }
            if let group = groupOfModule[module] {
                groups[group].files.append(file.index)
            } else {
                groupOfModule[module] = groups.count
                groups.append(([file.index], true))
            }
        }
        return groups
    }
}

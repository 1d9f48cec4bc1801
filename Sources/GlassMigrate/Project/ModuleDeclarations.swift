/// What each module of a run declares, so a rule can tell a module's own API (a wrapper's
/// `struct GlassEffectContainer`, an app's `func glassEffect(radius:)`) from a framework's in every
/// file of the module, not only the declaring one.
///
/// Only files in which some enabled rule has work (one of its triggers occurs) are parsed for this: a
/// declaration that shadows a framework name a rule judges contains that name. A module is a package
/// target (its directory), else the package or Xcode project the file takes its deployment targets
/// from, else the file's folder. Files outside the run are not read.
enum ModuleDeclarations {
    /// What one file of the run contributes: its module, and the names it declares.
    struct Contribution: Sendable {
        /// The module, by key; nil for a file where no rule has work (its module is not even looked up).
        var module: String?
        /// The names it declares; nil when it has none to give (no work, or not parsable source).
        var names: DeclaredNames?
    }

    /// The contribution of a file where some rule has work: `bytes` checked to be source text, at the
    /// absolute path `path`.
    static func contribution(of bytes: [UInt8], at path: String, targets: DeploymentTargetReader) -> Contribution {
        let module = moduleKey(path, targets: targets)
        guard let file = try? ParsedFile(SourceFile(path: path, bytes: bytes)) else { return Contribution(module: module) }
        return Contribution(module: module, names: DeclaredNames(file))
    }

    /// For each file, the names its module declares (every file's names merged by module).
    static func merge(_ contributions: [Contribution]) -> [DeclaredNames] {
        var byModule: [String: DeclaredNames] = [:]
        for contribution in contributions {
            if let module = contribution.module, let names = contribution.names { byModule[module, default: DeclaredNames()].formUnion(names) }
        }
        return contributions.map { contribution in contribution.module.flatMap { byModule[$0] } ?? DeclaredNames() }
    }

    private static func moduleKey(_ path: String, targets: DeploymentTargetReader) -> String {
        if let root = targets.moduleRoot(forFile: path) { return root }
        if let origin = targets.deploymentTargets(forFile: path).origin { return origin }
        return Paths.parent(ReportPath.absolute(path)) ?? path
    }
}

import Dispatch

/// What each module of a run declares, so a rule can tell a module's own API (a wrapper's
/// `struct GlassEffectContainer`, an app's `func glassEffect(radius:)`) from a framework's in every
/// file of the module, not only the declaring one.
///
/// Only files in which some enabled rule has work (one of its triggers occurs) are parsed for this: a
/// declaration that shadows a framework name a rule judges contains that name. A module is a package
/// target (its directory), else the package or Xcode project the file takes its deployment targets
/// from, else the file's folder. Files outside the run are not read.
enum ModuleDeclarations {
    /// For each of `paths` (with its bytes read in `reads` and the engine that will run it), the names
    /// its module declares.
    static func collect(paths: [String], reads: [Result<[UInt8], PathProblem>], engines: [Engine],
                        targets: DeploymentTargetReader, jobs: Int) -> [DeclaredNames] {
        let keys = PerIndex<String>(count: paths.count, initial: "")
        let names = PerIndex<DeclaredNames?>(count: paths.count, initial: nil)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, paths.count))) { _ in
            while true {
                let index = next.increment() - 1
                if index >= paths.count { break }
                // A file where no rule has work neither needs nor (for the names rules judge) adds
                // declarations, so its module is not even looked up.
                guard case .success(let bytes) = reads[index], hasWork(engines[index], in: bytes) else { continue }
                keys.set(index, moduleKey(paths[index], targets: targets))
                guard SourceBytes.problem(in: bytes) == nil,
                      let file = try? ParsedFile(SourceFile(path: paths[index], bytes: bytes)) else { continue }
                names.set(index, DeclaredNames(file))
            }
        }
        var byModule: [String: DeclaredNames] = [:]
        for index in paths.indices {
            if let declared = names.values[index] { byModule[keys.values[index], default: DeclaredNames()].formUnion(declared) }
        }
        return paths.indices.map { keys.values[$0].isEmpty ? DeclaredNames() : byModule[keys.values[$0]] ?? DeclaredNames() }
    }

    private static func hasWork(_ engine: Engine, in bytes: [UInt8]) -> Bool {
        engine.enabledRules.contains { $0.id != Engine.suppressionRuleID && Engine.mayApply($0, to: bytes) }
    }

    private static func moduleKey(_ path: String, targets: DeploymentTargetReader) -> String {
        if let root = targets.moduleRoot(forFile: path) { return root }
        if let origin = targets.deploymentTargets(forFile: path).origin { return origin }
        return Paths.parent(ReportPath.absolute(path)) ?? path
    }
}

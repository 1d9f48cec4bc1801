import Foundation

/// The folders a run may write in: the package or project roots of the paths it was given.
///
/// The root of a path is the folder of the nearest `Package.swift`, `*.xcodeproj` or XcodeGen
/// `project.yml` at or above it (the package or project that compiles it). The paths in no package
/// or project have one root: the folder that holds them all (each path's own folder, for a file, or
/// the path itself), where the run puts what their files share. Everything below a root is inside it. Paths are compared with symbolic links resolved, so a link that leads out of a root
/// (a linked `project.pbxproj`, source file or helper folder) leads outside it. The output files
/// named on the command line (`--patch`, `--report`, `--write-baseline`) are not checked here.
public struct WriteRoots: Sendable, Equatable {
    /// The root folders, absolute with symbolic links resolved, sorted and without one inside another.
    public let folders: [String]

    /// Roots made of these folders (absolute; links are resolved here).
    public init(folders: [String]) {
        let resolved = Set(folders.map(WriteRoots.resolved)).sorted()
        self.folders = resolved.filter { folder in !resolved.contains { $0 != folder && Paths.isInside(folder, $0) } }
    }

    /// The roots of the paths given to a run, with their packages and projects as `targets` finds them.
    init(paths: [String], targets: DeploymentTargetReader) {
        var folders: [String] = []
        var loose: [String] = []
        for path in paths where path != "-" && !path.isEmpty {
            let absolute = ReportPath.absolute(path)
            let folder = Paths.isDirectory(absolute) ? absolute : ReportPath.directory(of: absolute)
            if let manifests = targets.manifestDirectory(enclosing: folder) {
                folders.append(manifests)
            } else {
                loose.append(folder)
            }
        }
        // Files in no package or project are one module, at their common folder (as the plan makes them).
        if !loose.isEmpty { folders.append(SupportFilePlanner.commonDirectory(of: loose.map { Paths.join($0, "-") })) }
        self.init(folders: folders)
    }

    /// Why `path` may not be written, as `Runner.write` reports it: it leads outside every root
    /// (through a symbolic link, or named so); nil when it is inside one.
    public func problem(for path: String) -> String? {
        outside(path).map { "not written: it is \($0); run glassmigrate on the package or project it belongs to" }
    }

    /// `outside …, the package or project roots of the paths given` for a `path` outside every root,
    /// with the link that leads it there; nil when it is inside one.
    func outside(_ path: String) -> String? {
        let absolute = ReportPath.absolute(path)
        let target = Self.resolved(absolute)
        if folders.contains(where: { Paths.isInside(target, $0) }) { return nil }
        let through = target == absolute ? "" : " (a symbolic link leads it to \(ReportPath.relative(target)))"
        let roots = folders.map { ReportPath.relative($0).isEmpty ? "." : ReportPath.relative($0) }.joined(separator: ", ")
        return "outside \(roots), the package or project roots of the paths given\(through)"
    }

    /// `path` (absolute) with symbolic links resolved as far as it exists: the deepest existing folder
    /// or file is resolved and the rest, yet to be created, appended.
    static func resolved(_ path: String) -> String {
        var existing = path
        var rest: [Substring] = []
        while Paths.real(existing) == nil, let parent = Paths.parent(existing) {
            rest.insert(Substring(Paths.name(of: existing)), at: 0)
            existing = parent
        }
        let base = Paths.real(existing) ?? existing
        return rest.reduce(base) { Paths.join($0, String($1)) }
    }
}

import Foundation

// The diff is part of the one-call entry points: `Engine.run(text:)` for a string and `Runner.run(_:)`
// for paths each return a result whose edits, findings and diff are one property away.

extension FileResult {
    /// The unified diff of this file's change, git-compatible; empty when nothing changed.
    ///
    /// The `a/` and `b/` headers name `path` relative to the current directory, as `RunReport.unifiedDiffBytes` does,
    /// so `git apply` and `patch -p1` work from there (`git apply --unsafe-paths` for a path outside it, named with `..`).
    public var unifiedDiff: String {
        String(decoding: unifiedDiffBytes, as: UTF8.self)
    }

    /// The same diff as `unifiedDiff`, as bytes (lines copied verbatim, whatever their encoding).
    public var unifiedDiffBytes: [UInt8] {
        guard changed else { return [] }
        let shown = ReportPath.relativeClimbing(path, from: FileManager.default.currentDirectoryPath)
        return UnifiedDiff.makeBytes(oldPath: shown, newPath: shown, old: original, new: output)
    }
}

extension RunReport {
    /// The unified diff of every changed file, project file and new support file, the patch `--dry-run` prints.
    public var unifiedDiff: String {
        String(decoding: unifiedDiffBytes, as: UTF8.self)
    }

    /// The same diff as `unifiedDiff`, as bytes, every path relative to the current directory so that
    /// `git apply` and `patch -p1` work from there; a file outside it is named with `..`
    /// (`../App/A.swift`), which `git apply --unsafe-paths` applies from there and `patch` refuses.
    public var unifiedDiffBytes: [UInt8] {
        unifiedDiffBytes(jobs: 1)
    }

    /// `unifiedDiffBytes` with the files' diffs made `jobs` at a time; the bytes are the same for any `jobs`.
    public func unifiedDiffBytes(jobs: Int) -> [UInt8] {
        var parts: [() -> [UInt8]] = []
        let directory = FileManager.default.currentDirectoryPath
        for file in files where file.changed {
            parts.append {
                let path = ReportPath.relativeClimbing(file.path, from: directory)
                return UnifiedDiff.makeBytes(oldPath: path, newPath: path, old: file.original, new: file.output)
            }
        }
        for project in projectFiles {
            parts.append {
                let path = ReportPath.relativeClimbing(project.path, from: directory)
                return UnifiedDiff.makeBytes(oldPath: path, newPath: path, old: project.original, new: project.output)
            }
        }
        for support in supportFiles {
            parts.append {
                UnifiedDiff.makeBytes(oldPath: nil, newPath: ReportPath.relativeClimbing(support.path, from: directory), old: [],
                                      new: Array(support.file.contents.utf8))
            }
        }
        let made = PerIndex<[UInt8]>(count: parts.count, initial: [])
        Parallel.concurrently(parts.count, jobs: jobs) { made.set($0, parts[$0]()) }
        var out: [UInt8] = []
        out.reserveCapacity(made.values.reduce(0) { $0 + $1.count })
        for part in made.values { out += part }
        return out
    }

    /// Whether the diff names a file outside the current directory (with `..`).
    public var diffLeavesCurrentDirectory: Bool {
        let directory = FileManager.default.currentDirectoryPath
        let paths = files.filter(\.changed).map(\.path) + projectFiles.map(\.path) + supportFiles.map(\.path)
        return paths.contains { ReportPath.relativeClimbing($0, from: directory).hasPrefix("../") }
    }
}

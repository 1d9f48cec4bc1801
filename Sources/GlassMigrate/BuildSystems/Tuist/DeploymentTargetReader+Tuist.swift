extension DeploymentTargetReader {
    /// A Tuist `Project.swift` as read: its path, folder and targets.
    struct TuistManifestFile: Hashable {
        var path: String
        /// The folder its globs are relative to.
        var directory: String
        var project: TuistProject

        /// The targets whose sources take the file at the absolute path `file`.
        func owners(ofFile file: String) -> [Int] {
            guard let relative = DeploymentTargetReader.relativePath(of: file, below: directory) else { return [] }
            return project.owners(ofFile: relative)
        }

        /// The module of each target that compiles the file at the absolute path `file`.
        func modules(ofFile file: String) -> [Module] {
            owners(ofFile: file).map { .tuistTarget(TuistTargetFiles(manifest: self, index: $0)) }
        }

        /// The deployment targets of the file at the absolute path `file`: the minimum per platform over
        /// the targets that compile it; unknown when none does or one's platforms are not literal.
        func deploymentTargets(forFile file: String) -> DeploymentTargets {
            let owners = owners(ofFile: file)
            guard !owners.isEmpty, let minimums = project.minimums(ofTargets: owners) else { return .unknown }
            return DeploymentTargets(minimums, origin: path)
        }
    }

    /// The Tuist project manifest of `directory` when it can be read (`TuistProject.parse`): a glob
    /// without wildcards that names a folder is not read either, since how Tuist expands it is not plain.
    func readTuistManifest(in directory: String) -> TuistManifestFile? {
        let path = Paths.join(directory, "Project.swift")
        guard Paths.isFile(path), let bytes = read(path), let project = TuistProject.parse(bytes) else { return nil }
        for target in project.targets {
            for glob in target.sources where glob.isPlainPath {
                if Paths.isDirectory(Paths.join(directory, glob.pattern.joined(separator: "/"))) { return nil }
            }
        }
        return TuistManifestFile(path: path, directory: directory, project: project)
    }
}

/// A Tuist target as a module: the manifest it is declared in and its position there.
struct TuistTargetFiles: Hashable, Comparable {
    var manifest: DeploymentTargetReader.TuistManifestFile
    var index: Int

    var target: TuistProject.Target { manifest.project.targets[index] }

    static func < (lhs: TuistTargetFiles, rhs: TuistTargetFiles) -> Bool {
        (lhs.manifest.path, lhs.index) < (rhs.manifest.path, rhs.index)
    }

    /// The absolute paths of the Swift files its sources take, found below each glob's folder.
    func swiftFiles() -> [String] {
        var files: [String] = []
        for folder in Set(target.sources.map { Paths.join(manifest.directory, $0.folder.joined(separator: "/")) }).sorted()
        where Paths.isDirectory(folder) {
            for file in FileDiscovery().discover([folder]).files {
                let absolute = ReportPath.absolute(file)
                if let relative = DeploymentTargetReader.relativePath(of: absolute, below: manifest.directory),
                   target.compiles(relative.split(separator: "/")) { files.append(absolute) }
            }
        }
        return files
    }
}

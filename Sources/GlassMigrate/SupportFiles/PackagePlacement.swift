import Foundation

/// How a package product that rewritten code imports becomes a dependency of each module that compiles
/// it: a package target through its `Package.swift` (`PackageManifestEditor`), an Xcode target through
/// `project.pbxproj` (`XcodeProjectEditor`), once however many files ask. A module that has it already
/// is left alone; one that cannot be given it keeps its files unchanged, with a finding that names
/// exactly what to add by hand.
extension PlanAttempt {
    mutating func requirePackage(_ package: PackageProduct, named name: String, by module: Module) {
        switch module {
        case .package(let root):
            guard let directory = Self.packageDirectory(of: root),
                  let folder = Paths.components(of: root, below: directory)?.joined(separator: "/") else {
                fail(module, name, "the Package.swift of \(ReportPath.relative(root)) was not found; "
                    + Self.instructions(package, for: "the target that compiles it"))
                return
            }
            let manifest = Paths.join(directory, "Package.swift")
            var entry = manifestAdditions[manifest] ?? (package, [])
            if !entry.folders.contains(folder) { entry.folders.append(folder) }
            manifestAdditions[manifest] = entry
            needs[module, default: [:]][name, default: []].insert(manifest)
        case .target(let path, let target):
            guard let graph = projects[path]?.graph else { return }
            if graph.packageProducts[target].contains(package.product) { return }
            var list = additions[path] ?? []
            if let existing = list.firstIndex(where: { $0.package == package }) {
                if !list[existing].targets.contains(target) { list[existing].targets.append(target) }
            } else {
                let reference = graph.remotePackages.first { PackageProduct.sameAddress($0.url, package.url) }?.id
                list.append(XcodeProjectEditor.Addition(fileName: package.product, path: "", existingReference: reference,
                                                        group: nil, targets: [target], package: package))
            }
            additions[path] = list
            needs[module, default: [:]][name, default: []].insert(path)
        case .tuistTarget(let target):
            fail(module, name, "its target is declared in \(ReportPath.relative(target.manifest.path)), which glassmigrate does not edit; "
                + Self.instructions(package, for: "that target (`.package(url:…)` in the project's or Tuist/Package.swift's "
                    + "packages, and the product in the target's dependencies)"))
        case .folder(let folder):
            fail(module, name, "no Package.swift or Xcode project that glassmigrate can edit compiles \(ReportPath.relative(folder)) "
                + "(a Tuist Project.swift or another generator is not edited); "
                + Self.instructions(package, for: "the target that compiles it"))
        }
    }

    /// The edited manifests; a manifest that cannot be edited safely fails every module that needed it.
    mutating func editManifests() -> [PlannedProjectEdit] {
        var planned: [PlannedProjectEdit] = []
        for manifest in manifestAdditions.keys.sorted() {
            let (package, folders) = manifestAdditions[manifest]!
            let refusal: PackageManifestEditor.Refusal
            do throws(PackageManifestEditor.Refusal) {
                guard let data = FileManager.default.contents(atPath: manifest) else { throw .init(reason: "it cannot be read") }
                let original = Array(data)
                let output = try PackageManifestEditor(bytes: original).adding(package, toTargetsIn: folders)
                if output == original {
                    forget(manifest)
                } else {
                    let names = folders.map { String($0.split(separator: "/").last ?? Substring($0)) }
                    planned.append(PlannedProjectEdit(path: ReportPath.relative(manifest), original: original, output: output,
                                                      summary: "adds the \(package.product) package to \(names.joined(separator: ", "))"))
                }
                continue
            } catch {
                refusal = error
            }
            let reason = "\(ReportPath.relative(manifest)) cannot be edited safely (\(refusal.reason)); "
                + Self.instructions(package, for: "the target")
            for (module, byName) in needs {
                for (name, items) in byName where items.contains(manifest) { fail(module, name, reason) }
            }
        }
        return planned
    }

    /// Takes `path` out of what modules need: it is not edited after all.
    private mutating func forget(_ path: String) {
        for (module, byName) in needs {
            for (name, items) in byName where items.contains(path) { needs[module]![name]!.remove(path) }
        }
    }

    /// The folder of the `Package.swift` above a package target's folder.
    private static func packageDirectory(of root: String) -> String? {
        var directory = Paths.parent(root)
        while let current = directory {
            if Paths.isFile(Paths.join(current, "Package.swift")) { return current }
            directory = Paths.parent(current)
        }
        return nil
    }

    /// What to add by hand, completing "…; ".
    static func instructions(_ package: PackageProduct, for target: String) -> String {
        "add the package \(package.url) (from: \"\(package.from)\") and its product \(package.product) to \(target), then run glassmigrate again"
    }
}

extension PlanAttempt {
    /// The finding for a file whose project is generated from `spec` (XcodeGen), naming what the spec needs.
    static func generatedProjectNeeds(_ package: PackageProduct, spec: String) -> String {
        "its Xcode project is generated from \(ReportPath.relative(spec)), which glassmigrate does not edit; add "
            + "`packages: {\(package.identity): {url: \(package.url), from: \"\(package.from)\"}}` to it and "
            + "`- package: \(package.identity)` (product \(package.product)) to the dependencies of the target that compiles this file, then run glassmigrate again"
    }
}

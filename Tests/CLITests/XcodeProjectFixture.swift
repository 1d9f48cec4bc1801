import Foundation

/// Writes small `project.pbxproj` files in Xcode's own layout (sections in isa order, objects sorted by
/// id within each, one line per build file and file reference, tabs), for end-to-end tests.
///
/// Each classic file gets one reference in a group per folder (each group names its folder with `path`)
/// and one build file per target that compiles it; synchronized folders are listed under the main group.
struct XcodeProjectFixture {
    struct Target {
        var name: String
        /// Build settings of its one configuration, e.g. `IPHONEOS_DEPLOYMENT_TARGET` and `SDKROOT`.
        var settings: [String: String]
        /// Files in its Sources phase, relative to the project's directory.
        var files: [String] = []
        /// Synchronized folders it lists, relative to the project's directory.
        var folders: [String] = []
    }

    /// A membership exception set: `paths` inside `folder` change membership for `target`.
    struct Exception {
        var folder: String
        var target: String
        var paths: [String]
    }

    var name = "Demo"
    var targets: [Target]
    var exceptions: [Exception] = []
    /// Folders that get a group although no listed file is in them.
    var emptyGroups: [String] = []
    /// Whether each target has an (empty) Frameworks build phase, where linked package products go.
    var frameworksPhases = false

    static func iOS(_ version: String = "17.0") -> [String: String] {
        ["IPHONEOS_DEPLOYMENT_TARGET": version, "SDKROOT": "iphoneos"]
    }

    static func watchOS(_ version: String = "10.0") -> [String: String] {
        ["WATCHOS_DEPLOYMENT_TARGET": version, "SDKROOT": "watchos"]
    }

    // MARK: - Ids

    private enum Kind: Int {
        case buildFile = 1, fileReference, exceptionSet, synchronizedFolder, group, target, project, phase, configuration, list
    }

    private static func id(_ kind: Kind, _ number: Int) -> String {
        let digits = String(number, radix: 16, uppercase: true)
        return String(0xA0 + kind.rawValue, radix: 16, uppercase: true) + String(repeating: "0", count: 22 - digits.count) + digits
    }

    // MARK: - Text

    var text: String {
        let classicFiles = Array(Set(targets.flatMap(\.files))).sorted()
        let referenceIDs = Dictionary(uniqueKeysWithValues: classicFiles.enumerated().map { ($1, Self.id(.fileReference, $0 + 1)) })
        let productIDs = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1.name, Self.id(.fileReference, 1000 + $0)) })
        let targetIDs = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1.name, Self.id(.target, $0 + 1)) })
        let folders = Array(Set(targets.flatMap(\.folders))).sorted()
        let folderIDs = Dictionary(uniqueKeysWithValues: folders.enumerated().map { ($1, Self.id(.synchronizedFolder, $0 + 1)) })
        func name(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

        var buildFiles: [(id: String, line: String)] = []
        var phaseFiles: [String: [String]] = [:]
        var counter = 0
        for target in targets {
            for file in target.files {
                counter += 1
                let id = Self.id(.buildFile, counter)
                buildFiles.append((id, "\(id) /* \(name(file)) in Sources */ = {isa = PBXBuildFile; fileRef = \(referenceIDs[file]!) /* \(name(file)) */; };"))
                phaseFiles[target.name, default: []].append("\(id) /* \(name(file)) in Sources */")
            }
        }

        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
        func section(_ isa: String, _ body: [String]) {
            guard !body.isEmpty else { return }
            out += "\n/* Begin \(isa) section */\n" + body.joined() + "/* End \(isa) section */\n"
        }
        section("PBXBuildFile", buildFiles.sorted { $0.id < $1.id }.map { "\t\t\($0.line)\n" })
        var references = classicFiles.map { file in
            "\t\t\(referenceIDs[file]!) /* \(name(file)) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name(file)); sourceTree = \"<group>\"; };\n"
        }
        references += targets.map { target in
            "\t\t\(productIDs[target.name]!) /* \(target.name).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(target.name).app; sourceTree = BUILT_PRODUCTS_DIR; };\n"
        }
        section("PBXFileReference", references)

        var exceptionIDs: [String: [String]] = [:]
        section("PBXFileSystemSynchronizedBuildFileExceptionSet", exceptions.enumerated().map { index, exception in
            let id = Self.id(.exceptionSet, index + 1)
            exceptionIDs[exception.folder, default: []].append(id)
            return "\t\t\(id) /* Exceptions for \"\(exception.folder)\" folder in \"\(exception.target)\" target */ = {\n"
                + "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n"
                + exception.paths.map { "\t\t\t\t\($0),\n" }.joined()
                + "\t\t\t);\n\t\t\ttarget = \(targetIDs[exception.target]!) /* \(exception.target) */;\n\t\t};\n"
        })
        section("PBXFileSystemSynchronizedRootGroup", folders.map { folder in
            let sets = (exceptionIDs[folder] ?? []).map { "\($0) /* PBXFileSystemSynchronizedBuildFileExceptionSet */, " }.joined()
            let exceptionList = sets.isEmpty ? "" : "exceptions = (\(sets)); "
            return "\t\t\(folderIDs[folder]!) /* \(name(folder)) */ = {isa = PBXFileSystemSynchronizedRootGroup; \(exceptionList)explicitFileTypes = {}; explicitFolders = (); path = \(folder); sourceTree = \"<group>\"; };\n"
        })

        if frameworksPhases {
            section("PBXFrameworksBuildPhase", targets.indices.map { index in
                "\t\t\(Self.id(.phase, index + 101)) /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n"
                    + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
            })
        }

        // One group per folder of a classic file, each listing its subfolders first, then its files.
        var groupFolders = Set(emptyGroups)
        for file in classicFiles {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                groupFolders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        let sortedGroups = groupFolders.sorted()
        let groupIDs = Dictionary(uniqueKeysWithValues: sortedGroups.enumerated().map { ($1, Self.id(.group, $0 + 10)) })
        let mainID = Self.id(.group, 1)
        let productsID = Self.id(.group, 2)
        func parent(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
        func children(of folder: String) -> [String] {
            let subgroups = sortedGroups.filter { parent($0) == folder }.map { "\(groupIDs[$0]!) /* \(name($0)) */" }
            let files = classicFiles.filter { parent($0) == folder }.map { "\(referenceIDs[$0]!) /* \(name($0)) */" }
            let synchronized = folder.isEmpty ? folders.map { "\(folderIDs[$0]!) /* \(name($0)) */" } : []
            return subgroups + files + synchronized
        }
        func group(_ id: String, comment: String?, children: [String], path: String?, name: String? = nil) -> String {
            "\t\t\(id)\(comment.map { " /* \($0) */" } ?? "") = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + children.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n"
                + (name.map { "\t\t\tname = \($0);\n" } ?? "") + (path.map { "\t\t\tpath = \($0);\n" } ?? "")
                + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        }
        var groups = [group(mainID, comment: nil, children: children(of: "") + ["\(productsID) /* Products */"], path: nil),
                      group(productsID, comment: "Products", children: targets.map { "\(productIDs[$0.name]!) /* \($0.name).app */" },
                            path: nil, name: "Products")]
        groups += sortedGroups.map { group(groupIDs[$0]!, comment: name($0), children: children(of: $0), path: name($0)) }
        section("PBXGroup", groups)

        section("PBXNativeTarget", targets.enumerated().map { index, target in
            let synchronized = target.folders.isEmpty ? ""
                : "\t\t\tfileSystemSynchronizedGroups = (\n" + target.folders.map { "\t\t\t\t\(folderIDs[$0]!) /* \(name($0)) */,\n" }.joined() + "\t\t\t);\n"
            return "\t\t\(targetIDs[target.name]!) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                + "\t\t\tbuildConfigurationList = \(Self.id(.list, index + 2)) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */;\n"
                + "\t\t\tbuildPhases = (\n\t\t\t\t\(Self.id(.phase, index + 1)) /* Sources */,\n"
                + (frameworksPhases ? "\t\t\t\t\(Self.id(.phase, index + 101)) /* Frameworks */,\n" : "") + "\t\t\t);\n"
                + "\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n" + synchronized
                + "\t\t\tname = \(target.name);\n\t\t\tproductName = \(target.name);\n"
                + "\t\t\tproductReference = \(productIDs[target.name]!) /* \(target.name).app */;\n"
                + "\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
        })
        section("PBXProject", [
            "\t\t\(Self.id(.project, 1)) /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
                + "\t\t\tbuildConfigurationList = \(Self.id(.list, 1)) /* Build configuration list for PBXProject \"\(name)\" */;\n"
                + "\t\t\tmainGroup = \(mainID);\n\t\t\tproductRefGroup = \(productsID) /* Products */;\n"
                + "\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n"
                + targets.map { "\t\t\t\t\(targetIDs[$0.name]!) /* \($0.name) */,\n" }.joined() + "\t\t\t);\n\t\t};\n",
        ])
        section("PBXSourcesBuildPhase", targets.enumerated().map { index, target in
            "\t\t\(Self.id(.phase, index + 1)) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n"
                + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                + (phaseFiles[target.name] ?? []).map { "\t\t\t\t\($0),\n" }.joined()
                + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        })
        let configurations = [("Build configuration list for PBXProject \"\(name)\"", ["SWIFT_VERSION": "5.0"])]
            + targets.map { ("Build configuration list for PBXNativeTarget \"\($0.name)\"", $0.settings) }
        section("XCBuildConfiguration", configurations.enumerated().map { index, configuration in
            "\t\t\(Self.id(.configuration, index + 1)) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + configuration.1.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \($0.value);\n" }.joined()
                + "\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
        })
        section("XCConfigurationList", configurations.enumerated().map { index, configuration in
            "\t\t\(Self.id(.list, index + 1)) /* \(configuration.0) */ = {\n\t\t\tisa = XCConfigurationList;\n"
                + "\t\t\tbuildConfigurations = (\n\t\t\t\t\(Self.id(.configuration, index + 1)) /* Debug */,\n\t\t\t);\n"
                + "\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Debug;\n\t\t};\n"
        })
        out += "\t};\n\trootObject = \(Self.id(.project, 1)) /* Project object */;\n}\n"
        return out
    }

    /// Writes the project as `<name>.xcodeproj/project.pbxproj` under `folder` of `tree`.
    func write(to tree: TemporaryTree, in folder: String = "") throws {
        try tree.write((folder.isEmpty ? "" : folder + "/") + "\(name).xcodeproj/project.pbxproj", text)
    }
}

/// The build settings files of a run, and the findings of the `BuildSettingsRule`s over them.
///
/// Only files of the names a build reads settings from are read (discovery chose them by name), and
/// a file is parsed only when a rule asks for a setting whose name occurs in its bytes.
struct BuildSettingsScan {
    /// A settings file of the run.
    struct Item: Equatable {
        var path: String
        var kind: BuildSettingsFile.Kind
    }

    /// The settings files among those discovery `found`: every project and `.xcconfig` file, the
    /// Info.plist files the projects name in `INFOPLIST_FILE`, and each `Info.plist` found that is not
    /// in the folder of a project naming its own (a project says which Info.plist its build reads).
    static func items(found: [String]) -> (items: [Item], problems: [PathProblem]) {
        var items: [Item] = [], problems: [PathProblem] = []
        var foldersNamingTheirs: [String] = []
        var named: [String] = []
        for path in found {
            guard let kind = BuildSettingsFile.kind(ofName: Paths.name(of: path)), kind != .infoPlist else { continue }
            items.append(Item(path: path, kind: kind))
            guard kind == .xcodeProject else { continue }
            switch SafeFile.read(path) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let bytes):
                let project = BuildSettingsFile(path: path, bytes: bytes, kind: .xcodeProject)
                // The folder that holds `App.xcodeproj`, from which the project's paths start.
                let folder = parent(of: parent(of: path))
                let plists = project.buildSettings(named: "INFOPLIST_FILE").compactMap { resolved($0.value, in: folder) }
                if !plists.isEmpty { foldersNamingTheirs.append(ReportPath.absolute(folder)) }
                named += plists
            }
        }
        var seen = Set<String>()
        for path in named where Paths.isFile(path) && seen.insert(ReportPath.absolute(path)).inserted {
            items.append(Item(path: path, kind: .infoPlist))
        }
        for path in found where BuildSettingsFile.kind(ofName: Paths.name(of: path)) == .infoPlist {
            let absolute = ReportPath.absolute(path)
            guard !seen.contains(absolute), !foldersNamingTheirs.contains(where: { Paths.isInside(absolute, $0) }) else { continue }
            seen.insert(absolute)
            items.append(Item(path: path, kind: .infoPlist))
        }
        return (items, problems)
    }

    /// The results of the rules `rules(path)` gives over `items`: one unchanged result for each file
    /// with findings (its bytes kept for reporters that quote the line, unless it is a binary list).
    static func results(of items: [Item], rules: (String) -> (rules: [any BuildSettingsRule], configuration: Configuration)?)
        -> (results: [FileResult], problems: [PathProblem]) {
        var results: [FileResult] = [], problems: [PathProblem] = []
        for item in items {
            guard let (enabled, configuration) = rules(item.path), !enabled.isEmpty else { continue }
            let bytes: [UInt8]
            switch SafeFile.read(item.path) {
            case .failure(let problem):
                problems.append(problem)
                continue
            case .success(let read):
                bytes = read
            }
            let file = BuildSettingsFile(path: item.path, bytes: bytes, kind: item.kind)
            var findings: [Finding] = []
            for rule in enabled {
                let context = RuleContext(configuration: configuration, deploymentTargets: .unknown, ruleID: rule.id,
                                          defaultSeverity: rule.defaultSeverity)
                rule.check(file, context: context)
                findings += context.findings
            }
            guard !findings.isEmpty else { continue }
            let isText = SourceBytes.problem(in: bytes) == nil
            var result = FileResult.unchanged(path: item.path, bytes: isText ? bytes : [])
            result.findings = findings
            result.contentOmitted = !isText
            results.append(result)
        }
        return (results, problems)
    }

    /// `value` of `INFOPLIST_FILE` as a path usable from the current directory, for a project in
    /// `folder`; nil when it names a setting other than the project's own folder.
    static func resolved(_ value: String, in folder: String) -> String? {
        var path = Substring(value)
        for root in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$SRCROOT", "$PROJECT_DIR"]
        where path.hasPrefix(root) {
            path = path.dropFirst(root.count).drop { $0 == "/" }
            break
        }
        guard !path.isEmpty, !path.contains("$") else { return nil }
        if path.hasPrefix("/") { return String(path) }
        return folder == "." ? String(path) : Paths.join(folder, String(path))
    }

    /// The folder of `path` as spelled (`.` for a bare name).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

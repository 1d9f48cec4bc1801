import Foundation
import GlassMigrate

/// The files a run writes besides its sources (`--patch`, `--report`, `--write-baseline`), checked
/// together before any of them is written: none may be a file the run reads or writes, nor another
/// of them, so no output can destroy an input or another output.
struct OutputPaths {
    /// One output file: the option that names it and its path as given.
    struct Output {
        var option: String
        var path: String
    }

    var outputs: [Output]

    init(_ options: Options) {
        outputs = [("--patch", options.patchFile), ("--report", options.reportFile), ("--write-baseline", options.writeBaselineFile)]
            .compactMap { option, path in path.map { Output(option: option, path: $0) } }
    }

    /// Throws a usage error for the first output that is an input of the run (one of its Swift files,
    /// support files, project files, configuration, rule or baseline files) or another output.
    func check(report: RunReport, options: Options, rules: [any Rule]) throws {
        guard !outputs.isEmpty else { return }
        let inputs = Self.inputs(of: report, options: options, rules: rules)
        var taken: [String: String] = [:]
        for output in outputs {
            if output.path.isEmpty { throw UsageError(message: "\(output.option) needs a file name; got an empty one") }
            // A stream (`/dev/stdout`, `/dev/null`, a named pipe) replaces nothing, so several may share it.
            if SafeFile.isStream(output.path) { continue }
            let resolved = SafeFile.resolvedPath(output.path)
            if let reason = Self.readKind(of: output.path, resolved: resolved) ?? inputs[resolved] {
                throw UsageError(message: "\(output.option) \(output.path): \(reason), which the run reads; nothing was written. Choose another path, such as \(Self.example(output.option))")
            }
            if let other = taken[resolved] {
                throw UsageError(message: "\(output.option) \(output.path): is also the \(other) file; nothing was written. Give each output its own file")
            }
            taken[resolved] = output.option
        }
    }

    /// What a path is, judged by its name, when every file of that name may be read by a run.
    private static func readKind(of path: String, resolved: String) -> String? {
        for candidate in [path, resolved] {
            let name = candidate.split(separator: "/").last.map(String.init) ?? candidate
            if name.hasSuffix(".swift") { return "is a Swift file" }
            if name == ".glassmigrate.json" { return "is a configuration file" }
            if name == "project.pbxproj" || candidate.contains(".xcodeproj/") || candidate.contains(".xcworkspace/") {
                return "is inside an Xcode project"
            }
        }
        return nil
    }

    /// The files the run reads or writes, resolved, each with what it is.
    private static func inputs(of report: RunReport, options: Options, rules: [any Rule]) -> [String: String] {
        var inputs: [String: String] = [:]
        func add(_ paths: [String], _ kind: String) {
            for path in paths where inputs[SafeFile.resolvedPath(path)] == nil { inputs[SafeFile.resolvedPath(path)] = kind }
        }
        add(report.files.map(\.path), "is one of the files the run reads")
        add(report.supportFiles.map(\.path), "is a support file the run creates")
        add(report.projectFiles.map(\.path), "is a project file the run edits")
        add(options.configFile.map { [$0] } ?? [], "is the --config file")
        add(options.ruleFiles, "is a --rules file")
        add(options.baselineFile.map { [$0] } ?? [], "is the --baseline file")
        // The configuration files found for the paths given, and the rule files they name.
        let loader = ConfigurationLoader(explicitPath: options.configFile, rules: rules)
        for path in options.paths where path != "-" {
            guard let loaded = try? loader.load(forFile: path) else { continue }
            add(loaded.levels.map(\.file), "is a configuration file")
            add(loaded.configuration.rules, "is a rule file")
        }
        return inputs
    }

    private static func example(_ option: String) -> String {
        switch option {
        case "--report": return "glass-report.html"
        case "--write-baseline": return "glass-baseline.json"
        default: return "glass.patch"
        }
    }
}

import Foundation
import PackagePlugin

/// Reports glassmigrate's findings and pending rewrites as a target builds, as compiler-style
/// `path:line:col: warning: …` lines, as SwiftLint's build-tool plugin does. It never writes a
/// source file: the tool runs as a dry run, and its one output is an HTML report in the plugin's
/// own work folder (a build command needs an output to be run again only when its inputs change).
@main struct GlassMigrateBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try ReportCommand(tool: context.tool(named: "glassmigrate").url, workDirectory: context.pluginWorkDirectoryURL,
                                 targetName: target.name, files: files).commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GlassMigrateBuildPlugin: XcodeBuildToolPlugin {
    /// The same report for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try ReportCommand(tool: context.tool(named: "glassmigrate").url, workDirectory: context.pluginWorkDirectoryURL,
                                 targetName: target.displayName, files: files).commands
    }
}
#endif

/// The one build command of a target: `glassmigrate --format xcode --report REPORT FILES…`.
struct ReportCommand {
    var tool: URL
    var workDirectory: URL
    var targetName: String
    var files: [URL]

    var commands: [Command] {
        guard !files.isEmpty else { return [] }
        let report = workDirectory.appendingPathComponent("glassmigrate-\(targetName).html")
        return [.buildCommand(displayName: "glassmigrate \(targetName)", executable: tool,
                              arguments: ["--format", "xcode", "--quiet", "--report", report.path] + files.map(\.path),
                              inputFiles: files, outputFiles: [report])]
    }
}

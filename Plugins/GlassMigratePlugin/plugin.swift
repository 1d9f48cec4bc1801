import Foundation
import PackagePlugin

/// `swift package glassmigrate [options] [paths]`: runs the glassmigrate tool on the package.
///
/// Arguments go to the tool unchanged; without a path the package directory is processed. The
/// plugin declares no permission, so `--dry-run`, `--check` and the reporters run without a flag.
/// On macOS, SwiftPM's sandbox keeps the package read-only unless `--allow-writing-to-package-directory`
/// is given, and the plugin says so before the tool runs; on Linux there is no sandbox.
@main struct GlassMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRun(tool: context.tool(named: "glassmigrate").url, directory: context.package.directoryURL,
                    arguments: arguments).perform()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GlassMigratePlugin: XcodeCommandPlugin {
    /// Runs the tool on an Xcode project's folder (File > Packages, or the project's context menu in Xcode).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try ToolRun(tool: context.tool(named: "glassmigrate").url,
                    directory: URL(fileURLWithPath: context.xcodeProject.directory.string),
                    arguments: arguments).perform()
    }
}
#endif

/// One run of the tool from the plugin, with its streams kept apart.
///
/// SwiftPM prints everything a plugin process writes, stdout and stderr alike, on its own stdout.
/// So the tool's stdout is passed through (it is the output asked for: a diff, JSON, SARIF), and its
/// stderr is read here and re-sent as diagnostics, which SwiftPM prints on stderr: an error line as
/// an error, anything else (summary, findings beside a diff) as a progress line.
struct ToolRun {
    var tool: URL
    var directory: URL
    var arguments: [String]

    func perform() throws {
        var arguments = arguments
        if !Self.hasPath(arguments) { arguments.append(directory.path) }
        if Self.writes(arguments) && !Self.canWrite(in: directory) {
            Diagnostics.error("--write rewrites files in the package; run: swift package --allow-writing-to-package-directory glassmigrate \(arguments.joined(separator: " "))")
            return
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read to the end before waiting: a full pipe would otherwise block the tool forever.
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let reportedError = Self.forward(errorText)
        let status = process.terminationStatus
        // A diagnostic error is what makes `swift package` fail; one is enough, so a status the tool
        // already explained gets no second line.
        if status != 0 && !reportedError {
            Diagnostics.error(status == 1
                ? "glassmigrate --check failed: a file would change or an error-level finding exists"
                : "glassmigrate exited with status \(status)")
        }
    }

    /// Re-sends the tool's stderr as diagnostics; returns whether it contained an error line.
    static func forward(_ text: String) -> Bool {
        var reportedError = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(line).replacingOccurrences(of: "\r", with: "")
            if let message = errorMessage(line) {
                Diagnostics.error(message)
                reportedError = true
            } else if !line.isEmpty {
                Diagnostics.progress(line.hasPrefix("glassmigrate: ") ? String(line.dropFirst("glassmigrate: ".count)) : line)
            }
        }
        return reportedError
    }

    /// The message of a `glassmigrate: error: …` line, or nil.
    static func errorMessage(_ line: String) -> String? {
        let prefix = "glassmigrate: error: "
        return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }

    /// Options whose next argument is their value, not a path.
    static let optionsWithValue: Set<String> = [
        "--patch", "--format", "--style", "--enable", "--disable", "--config", "--jobs", "-j", "--color", "--colour",
        "--dump-tokens", "--rules", "--stdin-path", "--baseline", "--write-baseline", "--exclude", "--include",
        "--changed-since", "--docs-url",
    ]

    /// Whether the arguments ask the tool to rewrite files.
    static func writes(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        return options.contains("--write") || options.contains("-w")
    }

    /// Whether the sandbox lets the plugin create a file in `directory`: on macOS only with SwiftPM's flag.
    static func canWrite(in directory: URL) -> Bool {
        let probe = directory.appendingPathComponent(".glassmigrate-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }

    /// Whether the arguments already name a path (or an informational mode that needs none).
    static func hasPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if ["--help", "-h", "--version", "--list-rules", "--print-config"].contains(argument) || argument.hasPrefix("--dump-tokens") { return true }
            if argument == "--" { return index + 1 < arguments.count }
            if argument == "-" || !argument.hasPrefix("-") { return true }
            if optionsWithValue.contains(argument) { index += 1 }
            index += 1
        }
        return false
    }
}

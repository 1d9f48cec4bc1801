import Foundation
import PackagePlugin

/// `swift package glassmigrate [options] [paths]`: runs the glassmigrate tool on the package.
///
/// Arguments go to the tool unchanged; without a path the package directory is processed. The
/// plugin declares no permission, so `--dry-run`, `--check` and the reporters run without a flag;
/// `--write` needs `swift package --allow-writing-to-package-directory glassmigrate --write`, and
/// without it the plugin says so before the tool runs.
@main struct GlassMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "glassmigrate")
        var arguments = arguments
        if !Self.hasPath(arguments) { arguments.append(context.package.directoryURL.path) }
        if Self.writes(arguments) && !Self.canWrite(in: context.package.directoryURL) {
            Diagnostics.error("--write rewrites files in the package; run: swift package --allow-writing-to-package-directory glassmigrate \(arguments.joined(separator: " "))")
            throw PluginFailure(status: 2)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("glassmigrate exited with status \(process.terminationStatus)")
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// Options whose next argument is their value, not a path.
    static let optionsWithValue: Set<String> = [
        "--patch", "--format", "--style", "--enable", "--disable", "--config", "--jobs", "-j", "--color", "--colour",
        "--dump-tokens", "--rules", "--stdin-path",
    ]

    /// Whether the arguments ask the tool to rewrite files.
    static func writes(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        return options.contains("--write") || options.contains("-w")
    }

    /// Whether the sandbox lets the plugin create a file in `directory`: only with SwiftPM's flag.
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

/// The tool failed; its own messages are already on stderr.
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "glassmigrate exited with status \(status)" }
}

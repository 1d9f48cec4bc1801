import Foundation
import PackagePlugin

/// `swift package glassmigrate [options] [paths]`: runs the glassmigrate tool on the package.
///
/// Arguments go to the tool unchanged; without a path the package directory is processed. `--write`
/// needs `--allow-writing-to-package-directory` (SwiftPM asks otherwise).
@main struct GlassMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "glassmigrate")
        var arguments = arguments
        if !Self.hasPath(arguments) { arguments.append(context.package.directoryURL.path) }
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

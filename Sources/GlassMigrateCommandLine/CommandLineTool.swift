import Foundation
import GlassMigrate

/// glassmigrate's command line (`--dry-run`, `--write`, `--check`, `--format`, `--interactive`, `--list-rules`
/// and the rest of `--help`) over any rules, so a team's tool built on the library gets it whole.
///
/// The tool names itself by the `tool` it is given (glassmigrate unless told otherwise) in `--help`,
/// `--version`, the prefix of its messages and its reports; what belongs to glassmigrate itself
/// (`// glassmigrate:disable` comments, `.glassmigrate.json`) keeps its name.
public enum CommandLineTool {
    /// Runs this process's command line over `rules` as `tool` and exits with its status (see `--help`).
    ///
    /// Call it first in `main.swift`: it installs the signal handling that lets `--write` stop between
    /// files, which must happen before any other thread starts.
    public static func main(rules: [any Rule], tool: ToolIdentity = .glassmigrate) -> Never {
        Interruption.install()
        let console = Console.system
        let (arguments, undecodable) = processArguments()
        let status = Command.main(arguments: arguments, rules: rules, console: console, tool: tool,
                                  undecodableArguments: undecodable, keepsResultsUntilExit: true)
        exit(console.finish(status, toolName: tool.name))
    }

    /// The process's arguments after the program name. `CommandLine.arguments` quietly repairs bytes that
    /// are not UTF-8, naming a file that does not exist, so such an argument is escaped and remembered.
    private static func processArguments() -> (arguments: [String], undecodable: Set<String>) {
        var arguments: [String] = []
        var undecodable: Set<String> = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            let text = String(decoding: bytes, as: UTF8.self)
            if Array(text.utf8) == bytes {
                arguments.append(text)
            } else {
                let escaped = FileNameEscaping.escaped(bytes)
                arguments.append(escaped)
                undecodable.insert(escaped)
            }
        }
        return (arguments, undecodable)
    }
}

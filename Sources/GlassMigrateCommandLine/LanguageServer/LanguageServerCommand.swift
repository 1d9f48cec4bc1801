import Foundation
import GlassMigrate

/// `glassmigrate lsp [--docs-url URL] [--config FILE]`: parses the subcommand's options and serves.
enum LanguageServerCommand {
    static func help(naming tool: String) -> String {
        """
        OVERVIEW: A Language Server Protocol server over standard input and output.

        USAGE: \(tool) lsp [--docs-url URL] [--config FILE]

        Diagnostics for every finding and rewrite the command line reports, on open, change and save of a
        Swift file in the workspace, from the unsaved text; code actions for a rule's rewrite (with the
        generated helper and project edit --write makes), a suppression comment for the line, and every
        rewrite of the file.

        OPTIONS:
          --docs-url URL   Where this \(tool)'s repository files are browsable: each diagnostic links to
                           its rule in Documentation/Rules.md there (also initializationOptions.docsURL).
          --config FILE    Use FILE instead of the nearest .glassmigrate.json.
          -h, --help       Show this help.

        """
    }

    static func main(arguments: [String], rules: [any Rule], console: Console, tool: ToolIdentity) -> Int32 {
        var settings = LanguageServer.Settings()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                console.out(help(naming: tool.name))
                return ExitStatus.success.rawValue
            case "--docs-url", "--config":
                guard index + 1 < arguments.count else {
                    console.writeError("\(tool.name): error: \(argument) needs a value\n")
                    return ExitStatus.usage.rawValue
                }
                index += 1
                if argument == "--docs-url" {
                    settings.documentationURL = arguments[index]
                } else {
                    settings.configurationFile = arguments[index]
                }
            default:
                console.writeError("\(tool.name): error: unknown option '\(argument)' for lsp; see '\(tool.name) lsp --help'\n")
                return ExitStatus.usage.rawValue
            }
            index += 1
        }
        let server = LanguageServer(rules: rules, settings: settings)
        server.toolName = tool.name
        return server.serve()
    }
}

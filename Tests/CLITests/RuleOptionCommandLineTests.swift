import Foundation
import GlassMigrate
import GlassMigrateTransforms
import Testing
@testable import GlassMigrateCommandLine

/// Rule options on the command line: the flags their rules declare, `--print-config` and `--help`.
@Suite struct RuleOptionCommandLineTests {
    private func run(_ arguments: [String], rules: [any Rule] = BuiltinRules.all) -> (status: Int32, output: String, error: String) {
        let console = CapturedConsole()
        let status = Command.main(arguments: arguments, rules: rules, console: console.console())
        return (status, String(decoding: console.output, as: UTF8.self), console.error)
    }

    @Test func theBuiltInFlagsSetTheirRulesOptions() throws {
        let options = try OptionParser.parse(["--style", "native", "--migrate-full-bleed", "--fix-containers", "."], rules: BuiltinRules.all)
        var configuration = Configuration()
        options.adjust(&configuration)
        #expect(configuration.options == [
            "material-background": ["style": .string("native"), "migrateFullBleed": .bool(true)],
            "glass-container": ["fixContainers": .bool(true)],
        ])
        #expect(try OptionParser.parse(["--style=liquidglass", "."], rules: BuiltinRules.all).ruleOptions
            == [RuleOptionSetting(ruleID: "material-background", key: "style", value: .string("liquidglass"))])
        #expect(run(["--style", "glass", "."]).error == "glassmigrate: error: --style must be one of auto, adaptive, liquidglass, native, not 'glass'\n")
        #expect(run(["--fix-containers=yes", "."]).error == "glassmigrate: error: --fix-containers takes no value\n")
        #expect(run(["--style"]).error == "glassmigrate: error: --style needs a value; see --help\n")
        #expect(run(["--fix-container", "."]).error == "glassmigrate: error: unknown option '--fix-container'; did you mean '--fix-containers'? See --help\n")
        // Without the rules that declare them, the flags do not exist.
        #expect(run(["--style", "native", "."], rules: []).error.hasPrefix("glassmigrate: error: unknown option '--style'"))
    }

    @Test func printConfigShowsOptionsByRuleIDWhicheverFormTheFileUses() throws {
        let tree = try TemporaryTree()
        try tree.write("Old/.glassmigrate.json", #"{"style": "native", "helperPath": "Support", "fixContainers": true}"#)
        try tree.write("New/.glassmigrate.json", """
            {"options": {"material-background": {"style": "native", "helperPath": "Support"}, "glass-container": {"fixContainers": true}}}
            """)
        func options(_ folder: String) throws -> String {
            let shown = try Executable.run(["--print-config", folder, "--migrate-full-bleed"], in: tree.root)
            #expect(shown.status == 0, "\(shown.stderr)")
            return shown.text.components(separatedBy: "\n").drop { !$0.hasPrefix("  \"options\"") }.prefix { $0 != "  \"rules\": []," }
                .joined(separator: "\n")
        }
        #expect(try options("Old") == """
              "options": {
                "glass-availability": {
                  "fallbackMaterial": "ultraThinMaterial"  // default
                },
                "glass-container": {
                  "fixContainers": true  // Old/.glassmigrate.json
                },
                "material-background": {
                  "helperPath": "Old/Support",  // Old/.glassmigrate.json
                  "liquidGlassURL": "https://github.com/rguillen-dev/LiquidGlass.git",  // default
                  "liquidGlassVersion": "1.2.0",  // default
                  "migrateContentLayer": false,  // default
                  "migrateFullBleed": true,  // command line
                  "migrateOptedOut": false,  // default
                  "style": "native"  // Old/.glassmigrate.json
                }
              },
            """)
        #expect(try options("New") == options("Old").replacingOccurrences(of: "Old/", with: "New/"))
    }

    @Test func aNewFormHelperPathPlacesTheHelper() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", HelperModuleEndToEndTests.manifest)
        try tree.write("Sources/Kit/Views/Card.swift", Glass.card())
        try tree.write("Sources/Kit/.glassmigrate.json", #"{"options": {"material-background": {"helperPath": "Generated"}}}"#)
        let run = try Executable.run(["--write", "Sources"], in: tree.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.url("Sources/Kit/Generated/\(Glass.helper)").path))
        // A mistyped option stops the run before anything is processed, naming the place.
        try tree.write("Sources/Kit/.glassmigrate.json", #"{"options": {"material-background": {"helperpath": "Generated"}}}"#)
        let typo = try Executable.run(["Sources"], in: tree.root)
        #expect(typo.status == 2)
        #expect(typo.stderr == "glassmigrate: error: Sources/Kit/.glassmigrate.json:1:38: key 'options.material-background.helperpath' is not a "
            + "known option; did you mean 'helperPath'? (known: helperPath, liquidGlassURL, liquidGlassVersion, migrateContentLayer, migrateFullBleed, migrateOptedOut, style)\n")
    }

    @Test func aCustomRulesOptionHasItsFlagHelpAndPrintedValue() throws {
        let rules: [any Rule] = BuiltinRules.all + [ShadeRule()]
        let help = run(["--help"], rules: rules).output
        #expect(help.contains("""
              --shade SHADE          Sets team-shade's shade (light (default), dark). The shade the finding
                                     names.
                                       glassmigrate --shade dark Sources/

            """), "\(help)")
        let tree = try TemporaryTree()
        try tree.write("A.swift", "let a = x.shaded()\n")
        #expect(run(["--shade", "grey", tree.url("A.swift").path], rules: rules).error
            == "glassmigrate: error: --shade must be one of light, dark, not 'grey'\n")
        let flagged = run(["--check", "--shade", "dark", tree.url("A.swift").path], rules: rules)
        #expect(flagged.output.contains("warning: shaded dark [team-shade]"), "\(flagged.output)")
        try tree.write(".glassmigrate.json", #"{"options": {"team-shade": {"shade": "dark"}}}"#)
        let configured = run(["--print-config", tree.root.path], rules: rules)
        #expect(configured.output.contains("\"team-shade\": {\n      \"shade\": \"dark\"  // "), "\(configured.output)")
        let found = run(["--check", tree.url("A.swift").path], rules: rules)
        #expect(found.output.contains("warning: shaded dark [team-shade]"), "\(found.output)")
    }
}

/// A team's rule with an option of its own and a flag for it.
private struct ShadeRule: Rule {
    static let shade = RuleOption.Key<String>("shade", choices: ["light", "dark"], default: "light", flag: "--shade",
                                              summary: "The shade the finding names.")
    let ruleDescription = RuleDescription(
        id: "team-shade", summary: "Reports shaded views.", kind: .lint, triggers: ["shaded"], options: [Self.shade.option])

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        for (chain, index) in file.links(named: "shaded") {
            context.report("shaded \(context.options[Self.shade])", at: file.tokens[chain.links[index].dot].start, in: file)
        }
        return []
    }
}

import Foundation
import Testing
@testable import GlassMigrate
import GlassMigrateTransforms

/// Rule options in `.glassmigrate.json`: under `options` by rule id, and the built-in options' top-level keys.
@Suite struct RuleOptionsConfigurationTests {
    private func parse(_ json: String, rules: [any Rule] = BuiltinRules.all) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(Data(json.utf8), path: "/repo/.glassmigrate.json", rules: rules)
    }

    private func error(_ json: String, rules: [any Rule] = BuiltinRules.all) -> ConfigurationError? {
        do {
            _ = try parse(json, rules: rules)
            return nil
        } catch {
            return error
        }
    }

    @Test func optionsAreReadByRuleID() throws {
        let configuration = try parse("""
            {
              "options": {
                "material-background": {"style": "native", "migrateFullBleed": true, "helperPath": "Sources/App"},
                "glass-container": {"fixContainers": true}
              }
            }
            """)
        #expect(configuration.options == [
            "material-background": ["style": .string("native"), "migrateFullBleed": .bool(true), "helperPath": .string("Sources/App")],
            "glass-container": ["fixContainers": .bool(true)],
        ])
        #expect(configuration.style == .native && configuration.migrateFullBleed && configuration.fixContainers)
        #expect(configuration.helperPath == "Sources/App")
    }

    @Test func topLevelKeysSetTheSameOptions() throws {
        let old = try parse(#"{"style": "native", "migrateFullBleed": true, "helperPath": "Sources/App", "fixContainers": true}"#)
        let new = try parse("""
            {"options": {"material-background": {"style": "native", "migrateFullBleed": true, "helperPath": "Sources/App"},
                         "glass-container": {"fixContainers": true}}}
            """)
        #expect(old == new)
        // Both forms in one file add up, option by option.
        let mixed = try parse(#"{"style": "liquidglass", "options": {"material-background": {"migrateFullBleed": true}}}"#)
        #expect(mixed.options == ["material-background": ["style": .string("liquidglass"), "migrateFullBleed": .bool(true)]])
    }

    @Test func oneOptionInBothFormsIsAnError() {
        let found = error("{\n  \"options\": {\"material-background\": {\"style\": \"native\"}},\n  \"style\": \"adaptive\"\n}")
        #expect(found?.key == "style")
        #expect(found?.description == "/repo/.glassmigrate.json:3:3: key 'style' is also set as 'options.material-background.style'; set it in one place")
    }

    @Test func anUnknownRuleIDIsNamedWithASuggestion() {
        let found = error(#"{"options": {"material-backgroud": {"style": "native"}}}"#)
        #expect(found?.key == "options")
        #expect(found?.description == "/repo/.glassmigrate.json:1:14: key 'options' names 'material-backgroud', which is not a rule with "
            + "options; did you mean 'material-background'? (rules with options: glass-availability, glass-container, material-background)")
        // A rule that exists but takes no options gets the same precise answer.
        #expect(error(#"{"options": {"glass-on-glass": {}}}"#)?.message
            == "key 'options' names 'glass-on-glass', which is not a rule with options (rules with options: glass-availability, glass-container, material-background)")
    }

    @Test func anUnknownOptionIsNamedWithASuggestion() {
        let found = error("{\"options\": {\n  \"material-background\": {\"styel\": \"native\"}\n}}")
        #expect(found?.key == "options.material-background.styel")
        #expect(found?.description == "/repo/.glassmigrate.json:2:27: key 'options.material-background.styel' is not a known option; "
            + "did you mean 'style'? (known: helperPath, liquidGlassURL, liquidGlassVersion, migrateContentLayer, migrateFullBleed, migrateOptedOut, style)")
        #expect(error(#"{"options": {"glass-container": {"migrateFullBleed": true}}}"#)?.message
            == "key 'options.glass-container.migrateFullBleed' is not a known option (known: fixContainers)")
    }

    @Test func wrongTypesNameTheOptionAndTheExpectedType() {
        #expect(error(#"{"options": {"material-background": {"style": "glass"}}}"#)?.description
            == "/repo/.glassmigrate.json:1:47: key 'options.material-background.style' must be one of auto, adaptive, liquidglass, native (found 'glass')")
        #expect(error(#"{"options": {"material-background": {"style": 1}}}"#)?.message
            == "key 'options.material-background.style' must be a string (found a number)")
        #expect(error(#"{"options": {"glass-container": {"fixContainers": "true"}}}"#)?.message
            == "key 'options.glass-container.fixContainers' must be true or false (found a string)")
        #expect(error(#"{"options": {"material-background": {"helperPath": null}}}"#)?.message
            == "key 'options.material-background.helperPath' must be a string (found null)")
        #expect(error(#"{"options": ["material-background"]}"#)?.message
            == "key 'options' must be an object mapping rule ids to their options (found an array)")
        #expect(error(#"{"options": {"glass-container": true}}"#)?.description
            == "/repo/.glassmigrate.json:1:33: key 'options.glass-container' must be an object of the rule's options (found a boolean)")
    }

    @Test func withoutTheRulesTheirOptionsAreUnknown() {
        #expect(error(#"{"style": "native"}"#, rules: [])?.message
            == "key 'style' is not a known option (known: disable, enable, exclude, include, options, platforms, rules, severity)")
        #expect(error(#"{"options": {"material-background": {}}}"#, rules: [])?.message
            == "key 'options' names 'material-background', which is not a rule with options (no rule has options)")
    }

    @Test func nestedFilesMergeOptionByOptionWhicheverFormTheyUse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".glassmigrate.json", #"{"style": "native", "helperPath": "Support/", "fixContainers": true}"#)
        try directory.write("App/.glassmigrate.json", """
            {"options": {"material-background": {"migrateFullBleed": true, "style": "adaptive"}}}
            """)
        try directory.write("App/Old/.glassmigrate.json", #"{"style": "liquidglass", "options": {"glass-container": {"fixContainers": false}}}"#)
        let loader = ConfigurationLoader(rules: BuiltinRules.all)
        let app = try loader.load(forFile: try directory.write("App/V.swift")).configuration
        #expect(app.style == .adaptive && app.migrateFullBleed && app.fixContainers)
        // A path option stays relative to the file that set it, a trailing slash kept.
        #expect(app.helperPath == directory.path + "/Support/")
        let old = try loader.load(forFile: try directory.write("App/Old/W.swift")).configuration
        #expect(old.style == .liquidglass && old.migrateFullBleed && !old.fixContainers)
        #expect(old.helperPath == directory.path + "/Support/")
        let top = try loader.load(forFile: try directory.write("X.swift")).configuration
        #expect(top.style == .native && !top.migrateFullBleed && top.fixContainers)
        try directory.write("App/Path/.glassmigrate.json", #"{"options": {"material-background": {"helperPath": "Gen/Helper.swift"}}}"#)
        let path = try loader.load(forFile: try directory.write("App/Path/Y.swift")).configuration
        #expect(path.helperPath == directory.path + "/App/Path/Gen/Helper.swift")
    }

    @Test func theReadmeExampleIsAValidConfiguration() throws {
        let readme = try String(contentsOf: FixtureCase.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Configuration: `.glassmigrate.json`").dropFirst().first)
        let example = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let configuration = try parse(example)
        #expect(configuration.style == .adaptive && configuration.helperPath == "Sources/App/Support")
        #expect(configuration.options["glass-container"] == ["fixContainers": .bool(false)])
    }

    // MARK: - A rule's own options

    @Test func aCustomRuleDeclaresAndReadsItsOwnOptions() throws {
        let rules: [any Rule] = BuiltinRules.all + [TintRule()]
        let configuration = try parse(#"{"options": {"team-tint": {"tint": "blue", "limit": 2}}}"#, rules: rules)
        #expect(configuration.options["team-tint"] == ["tint": .string("blue"), "limit": .integer(2)])
        #expect(error(#"{"options": {"team-tint": {"limit": 1.5}}}"#, rules: rules)?.message
            == "key 'options.team-tint.limit' must be a whole number (found a number)")
        #expect(error(#"{"options": {"team-tint": {"tint": "red"}}}"#, rules: rules)?.message
            == "key 'options.team-tint.tint' must be one of clear, blue (found 'red')")
        #expect(error(#"{"options": {"team-tint": {"tnt": "blue"}}}"#, rules: rules)?.message
            == "key 'options.team-tint.tnt' is not a known option; did you mean 'tint'? (known: limit, tint)")
        // A custom option is never a top-level key.
        #expect(error(#"{"tint": "blue"}"#, rules: rules)?.key == "tint")

        let text = "let a = x.tinted()\nlet b = y.tinted()\nlet c = z.tinted()\n"
        let configured = Engine(rules: [TintRule()], configuration: configuration).run(text: text)
        #expect(configured.findings.map(\.message) == ["tinted, blue", "tinted, blue"])
        // Unset, the options have the defaults the rule declares.
        let defaults = Engine(rules: [TintRule()]).run(text: text)
        #expect(defaults.findings.map(\.message) == ["tinted, clear", "tinted, clear", "tinted, clear"])
    }

    @Test func optionsAreRenderedPerRuleWithDefaults() throws {
        var configuration = try parse(#"{"style": "native"}"#, rules: [TintRule(), MaterialBackground()])
        configuration.setOption("limit", of: "team-tint", to: .integer(3))
        let text = ConfigurationLoader.render(configuration, rules: [TintRule(), MaterialBackground()])
        #expect(text.contains("""
              "options": {
                "material-background": {
                  "liquidGlassURL": "https://github.com/rguillen-dev/LiquidGlass.git",
                  "liquidGlassVersion": "1.2.0",
                  "migrateContentLayer": false,
                  "migrateFullBleed": false,
                  "migrateOptedOut": false,
                  "style": "native"
                },
                "team-tint": {
                  "limit": 3,
                  "tint": "clear"
                }
              },

            """), "\(text)")
    }
}

/// A team's rule with two options of its own: which tint it names and how many sites it reports.
private struct TintRule: Rule {
    static let tint = RuleOption.Key<Tint>("tint", default: .clear, flag: "--team-tint", summary: "The tint the findings name.")
    static let limit = RuleOption.Key<Int?>("limit", default: nil, summary: "How many sites are reported at most.")
    let ruleDescription = RuleDescription(
        id: "team-tint", summary: "Reports tinted views.", kind: .lint, triggers: ["tinted"],
        options: [Self.tint.option, Self.limit.option])

    enum Tint: String, RuleOptionChoice {
        case clear, blue
    }

    func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let limit = context.options[Self.limit] ?? Int.max
        for (index, (chain, link)) in file.links(named: "tinted").enumerated() where index < limit {
            context.report("tinted, \(context.options[Self.tint].rawValue)", at: file.tokens[chain.links[link].dot].start, in: file)
        }
        return []
    }
}

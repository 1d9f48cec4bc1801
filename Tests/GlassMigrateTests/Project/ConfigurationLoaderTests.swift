import Foundation
import Testing
@testable import GlassMigrate
import GlassMigrateTransforms

@Suite struct ConfigurationLoaderTests {
    private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(Data(json.utf8), path: "/repo/.glassmigrate.json", rules: BuiltinRules.all)
    }

    private func error(_ json: String) -> ConfigurationError? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try parse("""
            {
              "style": "liquidglass", "enable": ["glass-container"], "disable": ["glass-on-glass", "beta-api"],
              "exclude": ["Generated/**"], "include": ["Sources/**"], "rules": ["rules/custom.json"],
              "severity": {"glass-availability": "error", "glass-on-glass": "info"},
              "helperPath": "Sources/App/Support", "migrateFullBleed": true, "fixContainers": false
            }
            """)
        var expected = Configuration()
        expected.style = .liquidglass
        expected.enable = ["glass-container"]
        expected.disable = ["glass-on-glass", "beta-api"]
        expected.exclude = ["Generated/**"]
        expected.include = ["Sources/**"]
        expected.rules = ["rules/custom.json"]
        expected.severities = ["glass-availability": .error, "glass-on-glass": .info]
        expected.helperPath = "Sources/App/Support"
        expected.migrateFullBleed = true
        expected.fixContainers = false
        #expect(configuration == expected)
    }

    @Test func emptyObjectIsTheDefault() throws {
        #expect(try parse("{}") == Configuration())
    }

    @Test func unknownKeyIsNamedWithASuggestion() {
        let found = error(#"{"styel": "native"}"#)
        #expect(found?.key == "styel")
        #expect(found?.description == "/repo/.glassmigrate.json:1:2: key 'styel' is not a known option; did you mean 'style'? "
            + "(known: disable, enable, exclude, fixContainers, helperPath, include, migrateContentLayer, migrateFullBleed, migrateOptedOut, options, platforms, rules, severity, style)")
        #expect(error(#"{"zzzzzzzzzz": 1}"#)?.message
            == "key 'zzzzzzzzzz' is not a known option (known: disable, enable, exclude, fixContainers, helperPath, "
            + "include, migrateContentLayer, migrateFullBleed, migrateOptedOut, options, platforms, rules, severity, style)")
    }

    @Test func wrongTypesNameTheKeyAndTheExpectedType() {
        #expect(error(#"{"enable": "glass-container"}"#)?.description
            == "/repo/.glassmigrate.json:1:12: key 'enable' must be an array of strings (found a string)")
        #expect(error(#"{"exclude": ["a", 3]}"#)?.message == "key 'exclude' must be an array of strings (item 2 is a number)")
        #expect(error(#"{"style": 1}"#)?.message == "key 'style' must be a string (found a number)")
        #expect(error(#"{"helperPath": null}"#)?.message == "key 'helperPath' must be a string (found null)")
        #expect(error(#"{"rules": {}}"#)?.key == "rules")
    }

    @Test func numbersAreNotBooleansAndBooleansAreNotNumbers() throws {
        #expect(error(#"{"migrateFullBleed": 1}"#)?.message == "key 'migrateFullBleed' must be true or false (found a number)")
        #expect(error(#"{"fixContainers": 0}"#)?.message == "key 'fixContainers' must be true or false (found a number)")
        #expect(error(#"{"fixContainers": "true"}"#)?.message == "key 'fixContainers' must be true or false (found a string)")
        #expect(error(#"{"enable": [true]}"#)?.message == "key 'enable' must be an array of strings (item 1 is a boolean)")
        #expect(try parse(#"{"fixContainers": true, "migrateFullBleed": false}"#).fixContainers)
    }

    @Test func badStyleValue() {
        let found = error(#"{"style": "glass"}"#)
        #expect(found?.key == "style")
        #expect(found?.message == "key 'style' must be one of auto, adaptive, liquidglass, native (found 'glass')")
    }

    @Test func badSeverity() {
        #expect(error(#"{"severity": {"glass-on-glass": "fatal"}}"#)?.description
            == #"/repo/.glassmigrate.json:1:33: key 'severity' must map each rule id to one of "info", "warning", "error" (rule 'glass-on-glass' has 'fatal')"#)
        #expect(error(#"{"severity": {"a": 2}}"#)?.message
            == #"key 'severity' must map each rule id to one of "info", "warning", "error" (rule 'a' has a number)"#)
        #expect(error(#"{"severity": ["error"]}"#)?.message
            == #"key 'severity' must be an object mapping rule ids to one of "info", "warning", "error" (found an array)"#)
    }

    @Test func invalidJSONNamesTheFile() throws {
        let found = error(#"{"style": "native""#)
        #expect(found?.key == nil)
        #expect(found?.description == "/repo/.glassmigrate.json:1:19: is not valid JSON: expected ',' or '}' after a member")
        #expect(error("[]")?.description == "/repo/.glassmigrate.json:1:1: must contain a JSON object (found an array)")
        // Lines and columns count from 1, columns in bytes; the place is where the bad text starts.
        #expect(error("{\n  \"style\": \"native\",\n  \"enable\": [\"a\", 3]\n}")?.description
            == "/repo/.glassmigrate.json:3:19: key 'enable' must be an array of strings (item 2 is a number)")
        #expect(error("{\n  \"style\": \"native\"\n  \"enable\": []\n}")?.description
            == "/repo/.glassmigrate.json:3:3: is not valid JSON: expected ',' or '}' after a member")
        #expect(error("{\"style\": \"a\", \"style\": \"b\"}")?.description
            == "/repo/.glassmigrate.json:1:16: is not valid JSON: key 'style' appears twice")
        #expect(error("{\"disable\": [\"é\", 3]}")?.column == 20)
        // Comments are allowed, as --print-config writes them.
        #expect(try parse("{\n  // the team's choice\n  \"style\": \"native\",  // a reason\n  /* more */ \"enable\": []\n}").style == .native)
    }

    // MARK: - Lookup

    @Test func nestedFilesRefineTheirParents() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let outer = try directory.write(".glassmigrate.json", """
            {"style": "native", "disable": ["glass-on-glass", "glass-container"], "severity": {"a": "error", "b": "info"},
             "rules": ["r.json"], "exclude": ["Gen/**"], "helperPath": "Support"}
            """)
        let inner = try directory.write("App/.glassmigrate.json", """
            {"enable": ["glass-on-glass"], "disable": ["glass-content-layer"], "severity": {"b": "warning"},
             "fixContainers": true, "rules": ["more.json"]}
            """)
        let loaded = try ConfigurationLoader(rules: BuiltinRules.all).load(forFile: try directory.write("App/Views/V.swift"))
        #expect(loaded.levels.map(\.file) == [outer, inner])
        #expect(loaded.file == inner)
        let configuration = loaded.configuration
        // Keys the inner file does not set are inherited; those it sets override.
        #expect(configuration.style == .native)
        #expect(configuration.fixContainers)
        // Lists merge, and an inner enable lifts an outer disable of the same rule.
        #expect(configuration.enable == ["glass-on-glass"])
        #expect(configuration.disable == ["glass-container", "glass-content-layer"])
        #expect(configuration.severities == ["a": .error, "b": .warning])
        #expect(configuration.exclude == ["Gen/**"])
        // Paths stay relative to the file that names them.
        #expect(configuration.rules == [directory.path + "/r.json", directory.path + "/App/more.json"])
        #expect(configuration.helperPath == directory.path + "/Support")
        // And an inner disable wins over an outer enable.
        try directory.write("App/Views/.glassmigrate.json", #"{"disable": ["glass-on-glass"]}"#)
        let deeper = try ConfigurationLoader(rules: BuiltinRules.all).load(forFile: directory.path + "/App/Views/V.swift")
        #expect(deeper.configuration.enable.isEmpty)
        #expect(deeper.configuration.disable.contains("glass-on-glass"))
    }

    @Test func nearerFilesOverrideAndReadsAreCached() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let outer = try directory.write(".glassmigrate.json", #"{"style": "native"}"#)
        let inner = try directory.write("App/.glassmigrate.json", #"{"style": "adaptive", "fixContainers": true}"#)
        let loader = ConfigurationLoader(rules: BuiltinRules.all)
        let deep = try loader.load(forFile: try directory.write("App/Views/A/V.swift"))
        #expect(deep.file == inner)
        #expect(deep.configuration.style == .adaptive && deep.configuration.fixContainers)
        #expect(try loader.load(forFile: try directory.write("App/Views/A/W.swift")) == deep)
        #expect(try loader.load(forFile: directory.path + "/App") == deep)
        let top = try loader.load(forFile: try directory.write("Other/X.swift"))
        #expect(top.file == outer && top.configuration.style == .native && !top.configuration.fixContainers)
        #expect(loader.reads == 2)
    }

    @Test func noFileMeansDefaults() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Assumes no .glassmigrate.json in the temporary directory's ancestors.
        let loaded = try ConfigurationLoader(rules: BuiltinRules.all).load(forFile: try directory.write("A.swift"))
        #expect(loaded == LoadedConfiguration(configuration: Configuration(), file: nil))
    }

    @Test func errorsFromAnAncestorAreReportedForEveryFileBelowIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try directory.write(".glassmigrate.json", #"{"enable": "x"}"#)
        let loader = ConfigurationLoader(rules: BuiltinRules.all)
        for name in ["A.swift", "Sub/B.swift"] {
            #expect(throws: ConfigurationError(path: config, key: "enable",
                                               message: "key 'enable' must be an array of strings (found a string)", line: 1, column: 12)) {
                try loader.load(forFile: try directory.write(name))
            }
        }
        #expect(loader.reads == 1)
    }

    @Test func explicitPathIsUsedForEveryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".glassmigrate.json", #"{"style": "native"}"#)
        let explicit = try directory.write("ci/glass.json", #"{"style": "liquidglass"}"#)
        let loader = ConfigurationLoader(explicitPath: explicit, rules: BuiltinRules.all)
        let loaded = try loader.load(forFile: try directory.write("A.swift"))
        #expect(loaded.file == explicit && loaded.configuration.style == .liquidglass)
        let missing = ConfigurationLoader(explicitPath: directory.path + "/none.json")
        #expect(throws: ConfigurationError(path: directory.path + "/none.json",
                                           message: "the configuration file does not exist")) {
            try missing.load(forFile: directory.path + "/A.swift")
        }
    }

    // MARK: - Rendering

    @Test func renderIsSortedPrettyJSON() {
        var configuration = Configuration()
        configuration.style = .adaptive
        configuration.disable = ["b", "a\"q"]
        configuration.severities = ["z": .info, "a": .error]
        configuration.helperPath = "Sources/App"
        let expected = """
            {
              "disable": [
                "b",
                "a\\"q"
              ],
              "enable": [],
              "exclude": [],
              "include": [],
              "options": {
                "glass-availability": {
                  "fallbackMaterial": "ultraThinMaterial"
                },
                "glass-container": {
                  "fixContainers": false
                },
                "material-background": {
                  "helperPath": "Sources/App",
                  "liquidGlassURL": "https://github.com/rguillen-dev/LiquidGlass.git",
                  "liquidGlassVersion": "1.2.0",
                  "migrateContentLayer": false,
                  "migrateFullBleed": false,
                  "migrateOptedOut": false,
                  "style": "adaptive"
                }
              },
              "rules": [],
              "severity": {
                "a": "error",
                "z": "info"
              }
            }

            """
        #expect(ConfigurationLoader.render(configuration, rules: BuiltinRules.all) == expected)
    }

    @Test func renderReadsBack() throws {
        var configuration = Configuration()
        configuration.enable = ["x\ty", "é"]
        configuration.migrateFullBleed = true
        configuration.rules = ["r\u{1}.json"]
        let text = ConfigurationLoader.render(configuration, rules: BuiltinRules.all)
        // The defaults of every option are written out, so they read back set.
        func setPackageDefaults(_ configuration: inout Configuration) {
            configuration.setOption("liquidGlassURL", of: "material-background", to: .string("https://github.com/rguillen-dev/LiquidGlass.git"))
            configuration.setOption("liquidGlassVersion", of: "material-background", to: .string("1.2.0"))
            configuration.setOption("migrateOptedOut", of: "material-background", to: .bool(false))
            configuration.setOption("fallbackMaterial", of: "glass-availability", to: .string("ultraThinMaterial"))
        }
        var withDefaults = configuration
        withDefaults.style = .auto
        withDefaults.migrateContentLayer = false
        withDefaults.fixContainers = false
        setPackageDefaults(&withDefaults)
        #expect(try parse(text) == withDefaults)
        withDefaults = Configuration()
        withDefaults.style = .auto
        withDefaults.migrateFullBleed = false
        withDefaults.migrateContentLayer = false
        withDefaults.fixContainers = false
        setPackageDefaults(&withDefaults)
        #expect(try parse(ConfigurationLoader.render(Configuration(), rules: BuiltinRules.all)) == withDefaults)
    }
}

import Testing
import GlassMigrateCore
import GlassMigrateTransforms

/// A typed option key: declared once (key, kind, default), read as its value type.
@Suite struct RuleOptionKeyTests {
    enum Shade: String, RuleOptionChoice {
        case light, dark
    }

    // On by default, so that reading the default is told apart from reading `false`.
    static let glow = RuleOption.Key<Bool>("glow", default: true, flag: "--glow", summary: "Glows.")
    static let limit = RuleOption.Key<Int>("limit", default: 3, summary: "At most this many.")
    static let shade = RuleOption.Key<Shade>("shade", default: .dark, summary: "The shade.")
    static let material = RuleOption.Key<String>("material", choices: ["thin", "thick"], default: "thin", summary: "The material.")
    static let label = RuleOption.Key<String?>("label", default: nil, summary: "A label.")
    static let folder = RuleOption.Key<String?>(path: "folder", summary: "Where it goes.")

    @Test func theDeclarationIsMadeFromTheKey() {
        #expect(Self.glow.option.key == "glow" && Self.glow.option.kind == .bool && Self.glow.option.defaultValue == .bool(true))
        #expect(Self.glow.option.flag == "--glow" && Self.glow.option.placement == .rule)
        #expect(Self.limit.option.kind == .integer && Self.limit.option.defaultValue == .integer(3))
        #expect(Self.shade.option.kind == .choice(["light", "dark"]) && Self.shade.option.defaultValue == .string("dark"))
        #expect(Self.shade.option.values == "`light`, `dark` (default)")
        #expect(Self.material.option.kind == .choice(["thin", "thick"]) && Self.material.option.defaultValue == .string("thin"))
        #expect(Self.label.option.kind == .string && Self.label.option.defaultValue == nil)
        #expect(Self.folder.option.kind == .path && Self.folder.option.defaultValue == nil)
    }

    @Test func anUnsetOptionReadsItsDefault() {
        let options = RuleOptions()
        #expect(options[Self.glow] == true)
        #expect(options[Self.limit] == 3)
        #expect(options[Self.shade] == .dark)
        #expect(options[Self.material] == "thin")
        #expect(options[Self.label] == nil)
        #expect(options[Self.folder] == nil)
    }

    @Test func aConfiguredValueIsRead() {
        let options = RuleOptions(values: [
            "glow": .bool(false), "limit": .integer(7), "shade": .string("light"), "material": .string("thick"),
            "label": .string("Hi"), "folder": .string("/repo/Support/"),
        ])
        #expect(options[Self.glow] == false)
        #expect(options[Self.limit] == 7)
        #expect(options[Self.shade] == .light)
        #expect(options[Self.material] == "thick")
        #expect(options[Self.label] == "Hi")
        #expect(options[Self.folder] == "/repo/Support/")
    }

    // The loader and the command line refuse such values; a library caller can still set them.
    @Test func aValueOfAnotherKindOrAnUnknownChoiceReadsTheDefault() {
        let options = RuleOptions(values: [
            "glow": .integer(0), "limit": .string("7"), "shade": .string("grey"), "material": .string("regular"),
            "label": .bool(true), "folder": .integer(1),
        ])
        #expect(options[Self.glow] == true)
        #expect(options[Self.limit] == 3)
        #expect(options[Self.shade] == .dark)
        #expect(options[Self.material] == "thin")
        #expect(options[Self.label] == nil)
        #expect(options[Self.folder] == nil)
    }

    @Test func aConfigurationIsReadAndSetThroughTheKey() {
        var configuration = Configuration()
        #expect(configuration[Self.shade, of: "team-shade"] == .dark)
        configuration[Self.shade, of: "team-shade"] = .light
        configuration[Self.label, of: "team-shade"] = "Hi"
        #expect(configuration.options == ["team-shade": ["shade": .string("light"), "label": .string("Hi")]])
        #expect(configuration[Self.shade, of: "team-shade"] == .light)
        #expect(RuleContext(configuration: configuration, deploymentTargets: .unknown, ruleID: "team-shade",
                            defaultSeverity: .warning).options[Self.label] == "Hi")
        configuration[Self.label, of: "team-shade"] = nil
        #expect(configuration.options == ["team-shade": ["shade": .string("light")]])
    }

    @Test func theBuiltinStyleFallsBackToAutoAsBefore() throws {
        var configuration = Configuration()
        #expect(configuration.style == .auto)
        configuration.setOption("style", of: "material-background", to: .bool(true))
        #expect(configuration.style == .auto)
        let style = try #require(MaterialBackground().ruleDescription.options.first { $0.key == "style" })
        #expect(style.kind == .choice(["auto", "adaptive", "liquidglass", "native"]) && style.defaultValue == .string("auto"))
    }
}

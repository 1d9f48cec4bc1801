import Foundation
import Testing
import GlassMigrate
import GlassMigrateTransforms

/// `platforms` names the platforms a team ships; its errors are as precise as the other keys'.
@Suite struct PlatformsConfigurationTests {
    private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(Data(json.utf8), path: "/repo/.glassmigrate.json")
    }

    private func message(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func namesArePlatformsInAnyCase() throws {
        #expect(try parse(#"{"platforms": ["iOS", "macos", "MacCatalyst"]}"#).platforms == [.iOS, .macOS, .macCatalyst])
        #expect(try parse("{}").platforms == nil)
    }

    @Test func errorsNameTheFileTheKeyAndTheItem() {
        #expect(message(#"{"platforms": "iOS"}"#)
            == "/repo/.glassmigrate.json:1:15: key 'platforms' must be an array of strings (found a string)")
        #expect(message(#"{"platforms": ["iOS", "android"]}"#)
            == "/repo/.glassmigrate.json:1:23: key 'platforms' must name platforms among iOS, macOS, tvOS, watchOS, visionOS, macCatalyst (item 2 is 'android')")
        #expect(message(#"{"platforms": []}"#)
            == "/repo/.glassmigrate.json:1:15: key 'platforms' must name at least one platform (found an empty array)")
    }

    @Test func renderedOnlyWhenSetAndReadsBack() throws {
        #expect(!ConfigurationLoader.render(Configuration()).contains("platforms"))
        var configuration = Configuration()
        configuration.platforms = [.iOS, .macOS]
        let text = ConfigurationLoader.render(configuration)
        #expect(text.contains("  \"platforms\": [\n    \"iOS\",\n    \"macOS\"\n  ],\n"), "\(text)")
        #expect(try parse(text) == configuration)
    }

    @Test func aNearerFileReplacesTheList() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".glassmigrate.json", #"{"platforms": ["iOS", "visionOS"]}"#)
        try directory.write("Mac/.glassmigrate.json", #"{"platforms": ["macOS"]}"#)
        try directory.write("Other/.glassmigrate.json", #"{"style": "native"}"#)
        let loader = ConfigurationLoader(rules: BuiltinRules.all)
        #expect(try loader.load(forFile: try directory.write("Mac/A.swift")).configuration.platforms == [.macOS])
        #expect(try loader.load(forFile: try directory.write("Other/B.swift")).configuration.platforms == [.iOS, .visionOS])
        #expect(try loader.load(forFile: try directory.write("C.swift")).configuration.platforms == [.iOS, .visionOS])
    }

    @Test func shipsEveryPlatformUnlessNamed() {
        var configuration = Configuration()
        #expect(Platform.allCases.allSatisfy(configuration.ships))
        configuration.platforms = [.iOS]
        #expect(configuration.ships(.iOS) && !configuration.ships(.visionOS))
    }
}

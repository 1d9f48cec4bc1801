import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct LiquidGlassGateTests {
    private func lacking(_ text: String, _ targets: DeploymentTargets, at word: String = "glassEffect") throws -> [Platform] {
        let file = try ParsedFile(text: text)
        let index = try #require(file.tokens.indices.first { file.text(ofToken: $0) == word })
        return LiquidGlassGate(file, targets: targets).platformsLacking(at: index)
    }

    private let iOSAndMac = DeploymentTargets([.iOS: OSVersion(17), .macOS: OSVersion(14)])

    @Test func aCheckMustNameEveryPlatformBuiltBelow26() throws {
        #expect(try lacking("a.glassEffect()", iOSAndMac) == [.iOS, .macOS])
        #expect(try lacking("if #available(iOS 26, *) { a.glassEffect() }", iOSAndMac) == [.macOS])
        #expect(try lacking("if #available(iOS 26, macOS 26, *) { a.glassEffect() }", iOSAndMac) == [])
        #expect(try lacking("a.glassEffect()", .unknown) == [.iOS])
        #expect(try lacking("a.glassEffect()", DeploymentTargets([.iOS: OSVersion(26), .macOS: OSVersion(14)])) == [.macOS])
    }

    @Test func osBranchesNarrowThePlatforms() throws {
        let text = "#if os(iOS)\nif #available(iOS 26, *) { a.glassEffect() }\n#endif\n"
        #expect(try lacking(text, iOSAndMac) == [])
        #expect(try lacking("#if os(macOS)\na.glassEffect()\n#endif\n", iOSAndMac) == [.macOS])
    }

    @Test func unknownTargetsStillCountAnotherPlatformsBranch() throws {
        #expect(try lacking("#if os(macOS)\na.glassEffect()\n#endif\n", .unknown) == [.macOS])
        #expect(try lacking("#if os(macOS)\nif #available(macOS 26, *) { a.glassEffect() }\n#endif\n", .unknown) == [])
    }

    @Test func visionOSIsCoveredOnlyByLeavingItOut() throws {
        let targets = DeploymentTargets([.iOS: OSVersion(18), .visionOS: OSVersion(1)])
        #expect(try lacking("if #available(iOS 26, visionOS 26, *) { a.glassEffect() }", targets) == [.visionOS])
        #expect(try lacking("#if !os(visionOS)\nif #available(iOS 26, *) { a.glassEffect() }\n#endif\n", targets) == [])
    }

    @Test func catalystFollowsIOS() throws {
        let targets = DeploymentTargets([.iOS: OSVersion(17), .macCatalyst: OSVersion(17)])
        #expect(try lacking("if #available(iOS 26, *) { a.glassEffect() }", targets) == [])
        #expect(try lacking("@available(iOS 26, *) struct A { func f() { a.glassEffect() } }", targets) == [])
    }
}

import Testing
import SwiftSource
@testable import GlassMigrateTransforms

@Suite struct GlassAvailabilityTests {
    /// The byte screen run on every identifier lets through each name the rule looks for, so a name
    /// added to the rule without the screen's stem is caught here rather than silently never found.
    @Test func theByteScreenLetsEveryGlassNameThrough() throws {
        let names = GlassAvailability.modifiers.union(GlassAvailability.types).sorted()
        let file = try ParsedFile(text: names.joined(separator: " ") + " glass GlassEffect glassEffec glassEffecT xlassEffectX")
        let screened = file.tokens.indices.filter { file.tokens[$0].kind == .identifier && GlassAvailability.mayNameGlassAPI($0, in: file) }
        #expect(screened.map { file.text(ofToken: $0) } == names + ["GlassEffect"])
    }
}

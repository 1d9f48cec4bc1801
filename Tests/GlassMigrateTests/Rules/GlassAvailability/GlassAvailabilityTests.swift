import Testing
import SwiftSource
@testable import GlassMigrateTransforms

@Suite struct GlassAvailabilityTests {
    /// The byte lookup run on every identifier lets through each name the rule looks for, and nothing
    /// else, so a name added to the rule is screened as its string would be.
    @Test func theByteScreenLetsEveryGlassNameThrough() throws {
        let names = GlassAvailability.modifiers.union(GlassAvailability.types).sorted()
        let file = try ParsedFile(text: names.joined(separator: " ") + " glass GlassEffect glassEffec glassEffecT xlassEffectX")
        let screened = file.tokens.indices.filter {
            file.tokens[$0].kind == .identifier && GlassAvailability.names.contains(token: $0, in: file.source)
        }
        #expect(screened.map { file.text(ofToken: $0) } == names)
    }
}

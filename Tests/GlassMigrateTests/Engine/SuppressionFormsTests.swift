import Testing
import GlassMigrate
import GlassMigrateTransforms

/// One comment names a rewrite and a finding rule at once (comma and space lists), as users of
/// several rules write them; both the edit and the finding are silenced, on exactly the lines named.
@Suite struct SuppressionFormsTests {
    static let engine = Engine(transforms: [GlassEffectOrder(), GlassAvailability()])
    static let iOS17 = DeploymentTargets([.iOS: OSVersion(17)])

    @Test func aCommaListSilencesARewriteAndAFindingTogether() {
        let source = """
            // glassmigrate:disable glass-effect-order, glass-availability
            let a = Text("a").glassEffect().padding()
            // glassmigrate:enable glass-effect-order,glass-availability
            let b = Text("b").glassEffect().padding()
            // glassmigrate:disable:next glass-effect-order glass-availability
            let c = Text("c").glassEffect().padding()
            let d = Text("d").glassEffect().padding() // glassmigrate:disable:this glass-availability, glass-effect-order
            let e = Text("e").glassEffect().padding() // glassmigrate:disable:this glass-availability

            """
        let result = Self.engine.run(text: source, deploymentTargets: Self.iOS17)
        let expected = source
            .replacingOccurrences(of: "Text(\"b\").glassEffect().padding()", with: "Text(\"b\").padding().glassEffect()")
            .replacingOccurrences(of: "Text(\"e\").glassEffect().padding()", with: "Text(\"e\").padding().glassEffect()")
        #expect(String(decoding: result.output, as: UTF8.self) == expected)
        #expect(result.findings.map { "\($0.location.line) \($0.ruleID)" } == ["4 glass-availability"])
    }

    @Test func anUnknownIDInAListIsReportedAndTheKnownOnesStillApply() {
        let source = "let a = Text(\"a\").glassEffect().padding() // glassmigrate:disable:this glass-effect-order, glass-efect\n"
        let result = Self.engine.run(text: source, deploymentTargets: Self.iOS17)
        #expect(result.output == Array(source.utf8))
        #expect(result.findings.map(\.ruleID) == ["glass-availability", Engine.suppressionRuleID])
        #expect(result.findings.last?.message.contains("'glass-efect'") == true)
    }

    /// Prose that mentions the tool is not a directive: only a comment (or a line of a block comment)
    /// that starts with `glassmigrate:` is, as SwiftLint reads `swiftlint:`.
    @Test func proseMentioningTheToolIsNotADirective() {
        let source = """
            // Test data for glassmigrate: a small app to run the migration on.
            /* Notes
               glassmigrate: the tool that migrates this file */
            /// Run glassmigrate:disable is not written here.
            let a = Text("a").glassEffect().padding() // glassmigrate:disable:this glass-effect-order
            /* Before b:
             * glassmigrate:disable:next glass-effect-order */
            let b = Text("b").glassEffect().padding()

            """
        let result = Self.engine.run(text: source, deploymentTargets: Self.iOS17)
        #expect(result.output == Array(source.utf8))
        #expect(result.findings.map(\.ruleID) == ["glass-availability", "glass-availability"])
    }
}

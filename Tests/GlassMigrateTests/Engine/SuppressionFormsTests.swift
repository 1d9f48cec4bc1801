import Testing
import GlassMigrate
import GlassMigrateTransforms

/// One comment names a rewrite and a finding rule at once (comma and space lists), as users of
/// several rules write them; both the edit and the finding are silenced, on exactly the lines named.
@Suite struct SuppressionFormsTests {
    static let engine = Engine(rules: [GlassEffectOrder(), GlassAvailability()])
    static let iOS17 = DeploymentTargets([.iOS: OSVersion(17)])

    @Test func aCommaListSilencesARewriteAndAFindingTogether() {
        let source = """
            // glassmigrate:disable glass-effect-order, glass-availability
            let a = Text("a").glassEffect(Glass.regular).padding()
            // glassmigrate:enable glass-effect-order,glass-availability
            let b = Text("b").glassEffect(Glass.regular).padding()
            // glassmigrate:disable:next glass-effect-order glass-availability
            let c = Text("c").glassEffect(Glass.regular).padding()
            let d = Text("d").glassEffect(Glass.regular).padding() // glassmigrate:disable:this glass-availability, glass-effect-order
            let e = Text("e").glassEffect(Glass.regular).padding() // glassmigrate:disable:this glass-availability

            """
        let result = Self.engine.run(text: source, deploymentTargets: Self.iOS17)
        let expected = source
            .replacingOccurrences(of: "Text(\"b\").glassEffect(Glass.regular).padding()", with: "Text(\"b\").padding().glassEffect(Glass.regular)")
            .replacingOccurrences(of: "Text(\"e\").glassEffect(Glass.regular).padding()", with: "Text(\"e\").padding().glassEffect(Glass.regular)")
        #expect(String(decoding: result.output, as: UTF8.self) == expected)
        #expect(result.findings.map { "\($0.location.line) \($0.ruleID)" } == ["4 glass-availability"])
    }

    @Test func anUnknownIDInAListIsReportedAndTheKnownOnesStillApply() {
        let source = "let a = Text(\"a\").glassEffect(Glass.regular).padding() // glassmigrate:disable:this glass-effect-order, glass-efect\n"
        let result = Self.engine.run(text: source, deploymentTargets: Self.iOS17)
        #expect(result.output == Array(source.utf8))
        #expect(result.findings.map(\.ruleID) == ["glass-availability", Engine.suppressionRuleID])
        #expect(result.findings.last?.message.contains("'glass-efect'") == true)
    }

    /// Prose that mentions the tool is not a directive, as SwiftLint reads `swiftlint:`: only
    /// `glassmigrate:` directly followed by `disable` or `enable`, in a `//` comment or on the first line
    /// of a block comment, is one (a later line of a block comment is commented out; see
    /// `SuppressionTests.aDirectiveInsideABlockCommentIsCommentedOut`).
    @Test func proseMentioningTheToolIsNotADirective() {
        let source = """
            // Test data for glassmigrate: a small app to run the migration on.
            /* Notes
               glassmigrate: the tool that migrates this file */
            /// Run glassmigrate:disable is not written here.
            let a = Text("a").glassEffect(Glass.regular).padding() // glassmigrate:disable:this glass-effect-order
            /* glassmigrate:disable:next glass-effect-order - before b */
            let b = Text("b").glassEffect(Glass.regular).padding()

            """
        let result = Self.engine.run(text: source, deploymentTargets: Self.iOS17)
        #expect(result.output == Array(source.utf8))
        // No invalid-suppression finding; the two unguarded uses are one grouped glass-availability finding.
        #expect(result.findings.map(\.ruleID) == ["glass-availability"])
        #expect(result.findings.first?.otherSites.map(\.location.line) == [7])
    }
}

import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Rules that are design-review hints rather than defects run only when enabled.
@Suite struct OptInRuleTests {
    static let source = """
        import SwiftUI

        struct Tile: View {
            var body: some View {
                Text("a").glassEffect(.regular.interactive())
            }
        }

        """

    @Test func glassInteractiveMotionRunsOnlyWhenEnabled() {
        let targets = DeploymentTargets([.iOS: OSVersion(26)])
        let silent = Engine(rules: BuiltinRules.all).run(text: Self.source, deploymentTargets: targets)
        #expect(silent.findings.isEmpty)
        var configuration = Configuration()
        configuration.enable = ["glass-interactive-motion"]
        let enabled = Engine(rules: BuiltinRules.all, configuration: configuration).run(text: Self.source, deploymentTargets: targets)
        #expect(enabled.findings.map(\.ruleID) == ["glass-interactive-motion"])
        #expect(enabled.findings.map(\.severity) == [.info])
    }
}

import Testing
import GlassMigrate
import GlassMigrateTransforms

/// The glass-container fix is the same edit whether applied or only attached to the finding.
@Suite struct GlassContainerFixTests {
    @Test func glassContainerAttachesItsFixWhenNotFixing() throws {
        let text = "struct A: View {\n  var body: some View {\n    HStack(spacing: 4) {\n      Text(\"a\").glassEffect()\n      Text(\"b\").glassEffect()\n    }\n  }\n}\n"
        let reportOnly = Engine(rules: [GlassContainer()]).run(text: text)
        #expect(reportOnly.edits.isEmpty)
        let finding = try #require(reportOnly.findings.first)
        #expect(finding.ruleID == "glass-container" && !finding.fix.isEmpty)
        var configuration = Configuration()
        configuration.fixContainers = true
        let fixed = Engine(rules: [GlassContainer()], configuration: configuration).run(text: text)
        #expect(fixed.findings.isEmpty)
        let applied = try EditSet(finding.fix).apply(to: Array(text.utf8))
        #expect(applied == fixed.output)
        #expect(String(decoding: fixed.output, as: UTF8.self) == "struct A: View {\n  var body: some View {\n    GlassEffectContainer(spacing: 4) {\n      HStack(spacing: 4) {\n        Text(\"a\").glassEffect()\n        Text(\"b\").glassEffect()\n      }\n    }\n  }\n}\n")
    }
}

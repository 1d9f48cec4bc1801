import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct GlassBetaAPITests {
    @Test func eachFindingCarriesTheEditsThatFixIt() {
        let source = "Text(\"a\")\n    .glassEffect(.clear, in: .capsule, isEnabled: on)\n    .glassEffect(isEnabled: false)\n"
        let result = Engine(rules: [GlassBetaAPI()]).run(text: source)
        #expect(String(decoding: result.output, as: UTF8.self)
                == "Text(\"a\")\n    .glassEffect(on ? .clear : .identity, in: .capsule)\n    .glassEffect(.identity)\n")
        #expect(result.findings.map(\.severity) == [.error, .error])
        // Applying only the findings' fixes gives the same output as the rule's edits.
        let fixes = result.findings.flatMap(\.fix)
        #expect(!fixes.isEmpty)
        #expect(fixes.allSatisfy { $0.ruleID == "glass-beta-api" })
        let fixed = try? EditSet(fixes).apply(to: Array(source.utf8))
        #expect(fixed == result.output)
    }

    @Test func aSiteWithCommentsIsReportedWithoutAFix() {
        let source = "Text(\"a\").glassEffect(.regular, isEnabled: on /* keep */)\n"
        let result = Engine(rules: [GlassBetaAPI()]).run(text: source)
        #expect(!result.changed)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.fix.isEmpty == true)
    }

    @Test func unknownArgumentListsAreReportedNotRewritten() {
        let source = "Text(\"a\").glassEffect(style: .bright, isEnabled: on)\n"
        let result = Engine(rules: [GlassBetaAPI()]).run(text: source)
        #expect(!result.changed)
        #expect(result.findings.map(\.ruleID) == ["glass-beta-api"])
    }
}

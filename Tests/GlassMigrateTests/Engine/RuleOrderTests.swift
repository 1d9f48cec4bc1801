import Testing
import GlassMigrate
import GlassMigrateTransforms

/// Rule order is declared (`RuleDescription.runsAfter`), not a comment: the engine runs a rule after the
/// rules it names, whatever order it was given, and keeps the given order otherwise.
@Suite struct RuleOrderTests {
    @Test func theBetaAPIRuleRunsBeforeTheReorderingRuleWhateverTheGivenOrder() {
        let engine = Engine(rules: [GlassEffectOrder(), MaterialBackground(), GlassBetaAPI()])
        #expect(engine.rules.map(\.id) == [Engine.suppressionRuleID, "material-background", "glass-beta-api", "glass-effect-order"])
    }

    @Test func everyBuiltInConstraintNamesABuiltInRuleAndTheShippedOrderMeetsIt() {
        let ids = BuiltinRules.all.map(\.id)
        for (position, rule) in BuiltinRules.all.enumerated() {
            for earlier in rule.ruleDescription.runsAfter {
                let index = ids.firstIndex(of: earlier)
                #expect(index != nil, "\(rule.id) runs after \(earlier), which is no built-in rule")
                #expect((index ?? .max) < position, "\(rule.id) is listed before \(earlier), which it runs after")
            }
        }
        #expect(Engine(rules: BuiltinRules.all).rules.map(\.id) == ids)
        #expect(GlassEffectOrder().ruleDescription.runsAfter == ["glass-beta-api"])
    }
}

import GlassMigrateCore

/// The rules that ship with glassmigrate, in the order they run.
public enum BuiltinRules {
    /// Every built-in rule: the check of suppression comments (on the file as read), rewrites, then
    /// lint rules. What one rewrite must see of another is declared (`RuleDescription.runsAfter`:
    /// `glass-effect-order` after `glass-beta-api`) and the engine keeps it whatever order it is given.
    public static let all: [any Rule] = [
        InvalidSuppression(),
        MaterialBackground(),
        BarBackground(),
        GlassBetaAPI(),
        GlassEffectOrder(),
        GlassAvailability(),
        GlassOnGlass(),
        GlassContainer(),
        GlassMorphAnimation(),
        GlassContentLayer(),
        GlassInteractiveMotion(),
        CompatibilityOptOut(),
    ]
}

import GlassMigrateCore

/// The rules that ship with glassmigrate, in the order they run.
public enum BuiltinRules {
    /// Every built-in rule: the check of suppression comments (on the file as read), rewrites
    /// (beta API before reordering, so later rules see code that compiles), then lint rules.
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

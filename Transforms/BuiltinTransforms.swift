import GlassMigrate

/// The transforms that ship with glassmigrate, in the order they run.
public enum BuiltinTransforms {
    /// Every built-in transform: rewrites first (beta API before reordering, so later rules see
    /// code that compiles), then lint rules.
    public static let all: [any Transform] = [
        MaterialBackground(),
        GlassBetaAPI(),
        GlassEffectOrder(),
        GlassAvailability(),
        GlassOnGlass(),
        GlassContainer(),
        GlassMorphAnimation(),
        GlassContentLayer(),
        GlassInteractiveMotion(),
    ]
}

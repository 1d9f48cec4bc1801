import GlassMigrate

/// The transforms that ship with glassmigrate, in the order they run.
public enum BuiltinTransforms {
    /// Every built-in transform: the check of suppression comments (on the file as read), rewrites
    /// (beta API before reordering, so later rules see code that compiles), then lint rules.
    public static let all: [any Transform] = [
        InvalidSuppression(),
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

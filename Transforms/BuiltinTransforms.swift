import GlassMigrate

/// The transforms that ship with glassmigrate, in the order they run.
public enum BuiltinTransforms {
    /// Every built-in transform, rewrites first, then lint rules.
    public static let all: [any Transform] = [
        MaterialBackground(),
    ]
}

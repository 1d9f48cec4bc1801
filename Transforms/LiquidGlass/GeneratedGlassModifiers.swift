/// The modifiers glassmigrate's generated helpers add that draw Liquid Glass on 26 and later, so that the
/// rules count their calls as glass, as they count `glassEffect` and `buttonStyle(.glass)`.
///
/// The one place the rules learn these names; it belongs with the module's shared answer to "does this
/// view get glass?" once there is one.
enum GeneratedGlassModifiers {
    /// Helpers that put glass behind a view, as `glassEffect` does (`AdaptiveGlassHelper`).
    static let effects: Set<String> = ["adaptiveGlassBackground"]
    /// Helpers that make the buttons inside glass, as `buttonStyle(.glass)` does (`GlassButtonStyleHelper`).
    static let buttonStyles: Set<String> = [GlassButtonStyleHelper.glassModifier, GlassButtonStyleHelper.prominentModifier]
}

import GlassMigrateCore

/// How `material-background` writes Liquid Glass: the values of its `style` option.
public enum OutputStyle: String, Sendable, CaseIterable, Codable, RuleOptionChoice {
    /// `native` when every deployment target is 26 or later, else `adaptive`.
    case auto
    /// A generated `AdaptiveGlassBackground` modifier with an `#available` fallback of the same material and shape.
    case adaptive
    /// `.glass(style:tint:cornerRadius:)` from the LiquidGlass package.
    case liquidglass
    /// Plain `.glassEffect(.regular, in: shape)`, only when every deployment target is 26 or later.
    case native
}

// Typed access for code that builds a configuration (a team's tool, tests): each reads and writes the
// option of its rule in `Configuration.options`, as `.glassmigrate.json` sets it.
extension Configuration {
    /// `material-background`'s `style` option (default `auto`).
    public var style: OutputStyle {
        get { self[MaterialBackground.Option.style, of: MaterialBackground.Option.ruleID] }
        set { self[MaterialBackground.Option.style, of: MaterialBackground.Option.ruleID] = newValue }
    }

    /// `material-background`'s `migrateFullBleed` option: whether shape-less, full-bleed material
    /// backgrounds are migrated (with `Rectangle()`); default false.
    public var migrateFullBleed: Bool {
        get { self[MaterialBackground.Option.migrateFullBleed, of: MaterialBackground.Option.ruleID] }
        set { self[MaterialBackground.Option.migrateFullBleed, of: MaterialBackground.Option.ruleID] = newValue }
    }

    /// `material-background`'s `migrateContentLayer` option: whether material backgrounds on content
    /// (list rows, grid cells, cards in scrolling content, message bubbles) are migrated too; default false.
    public var migrateContentLayer: Bool {
        get { self[MaterialBackground.Option.migrateContentLayer, of: MaterialBackground.Option.ruleID] }
        set { self[MaterialBackground.Option.migrateContentLayer, of: MaterialBackground.Option.ruleID] = newValue }
    }

    /// `material-background`'s `helperPath` option: where the generated `AdaptiveGlassBackground.swift`
    /// goes, relative to the configuration file (absolute once read from one); nil for the module's root.
    public var helperPath: String? {
        get { self[MaterialBackground.Option.helperPath, of: MaterialBackground.Option.ruleID] }
        set { self[MaterialBackground.Option.helperPath, of: MaterialBackground.Option.ruleID] = newValue }
    }

    /// `glass-container`'s `fixContainers` option: whether uncontained glass siblings are wrapped in a
    /// `GlassEffectContainer`; default false.
    public var fixContainers: Bool {
        get { self[GlassContainer.Option.fixContainers, of: GlassContainer.Option.ruleID] }
        set { self[GlassContainer.Option.fixContainers, of: GlassContainer.Option.ruleID] = newValue }
    }
}

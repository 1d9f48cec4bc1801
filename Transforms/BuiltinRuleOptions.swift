import GlassMigrateCore

/// How `material-background` writes Liquid Glass: the values of its `style` option.
public enum OutputStyle: String, Sendable, CaseIterable, Codable {
    /// `native` when every deployment target is 26 or later, else `adaptive`.
    case auto
    /// A generated `AdaptiveGlassBackground` modifier with an `#available` fallback of the same material and shape.
    case adaptive
    /// `.glass(style:tint:cornerRadius:)` from the LiquidGlass package.
    case liquidglass
    /// Plain `.glassEffect(.regular, in: shape)`, only when every deployment target is 26 or later.
    case native
}

extension MaterialBackground {
    /// The keys of the rule's options, as its description declares them and its steps read them.
    enum Option {
        static let ruleID = "material-background"
        static let style = "style"
        static let migrateFullBleed = "migrateFullBleed"
        static let helperPath = "helperPath"
        static let liquidGlassURL = "liquidGlassURL"
        static let liquidGlassVersion = "liquidGlassVersion"
        static let migrateContentLayer = "migrateContentLayer"
        static let migrateOptedOut = "migrateOptedOut"
    }
}

extension GlassContainer {
    /// The keys of the rule's options, as its description declares them and its logic reads them.
    enum Option {
        static let ruleID = "glass-container"
        static let fixContainers = "fixContainers"
    }
}

// Typed access for code that builds a configuration (a team's tool, tests): each reads and writes the
// option of its rule in `Configuration.options`, as `.glassmigrate.json` sets it.
extension Configuration {
    /// `material-background`'s `style` option (default `auto`).
    public var style: OutputStyle {
        get {
            guard case .string(let name)? = option(MaterialBackground.Option.style, of: MaterialBackground.Option.ruleID) else { return .auto }
            return OutputStyle(rawValue: name) ?? .auto
        }
        set { setOption(MaterialBackground.Option.style, of: MaterialBackground.Option.ruleID, to: .string(newValue.rawValue)) }
    }

    /// `material-background`'s `migrateFullBleed` option: whether shape-less, full-bleed material
    /// backgrounds are migrated (with `Rectangle()`); default false.
    public var migrateFullBleed: Bool {
        get { option(MaterialBackground.Option.migrateFullBleed, of: MaterialBackground.Option.ruleID) == .bool(true) }
        set { setOption(MaterialBackground.Option.migrateFullBleed, of: MaterialBackground.Option.ruleID, to: .bool(newValue)) }
    }

    /// `material-background`'s `migrateContentLayer` option: whether material backgrounds on content
    /// (list rows, grid cells, cards in scrolling content, message bubbles) are migrated too; default false.
    public var migrateContentLayer: Bool {
        get { option(MaterialBackground.Option.migrateContentLayer, of: MaterialBackground.Option.ruleID) == .bool(true) }
        set { setOption(MaterialBackground.Option.migrateContentLayer, of: MaterialBackground.Option.ruleID, to: .bool(newValue)) }
    }

    /// `material-background`'s `helperPath` option: where the generated `AdaptiveGlassBackground.swift`
    /// goes, relative to the configuration file (absolute once read from one); nil for the module's root.
    public var helperPath: String? {
        get {
            guard case .string(let path)? = option(MaterialBackground.Option.helperPath, of: MaterialBackground.Option.ruleID) else { return nil }
            return path
        }
        set { setOption(MaterialBackground.Option.helperPath, of: MaterialBackground.Option.ruleID, to: newValue.map { .string($0) }) }
    }

    /// `glass-container`'s `fixContainers` option: whether uncontained glass siblings are wrapped in a
    /// `GlassEffectContainer`; default false.
    public var fixContainers: Bool {
        get { option(GlassContainer.Option.fixContainers, of: GlassContainer.Option.ruleID) == .bool(true) }
        set { setOption(GlassContainer.Option.fixContainers, of: GlassContainer.Option.ruleID, to: .bool(newValue)) }
    }
}

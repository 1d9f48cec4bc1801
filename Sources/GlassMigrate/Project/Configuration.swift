/// How `material-background` writes Liquid Glass.
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

/// Everything a run can be told: output style, which rules run, their severities, paths.
public struct Configuration: Sendable, Equatable {
    /// The output style for `material-background`.
    public var style: OutputStyle = .auto
    /// Ids of rules to run in addition to those on by default.
    public var enable: [String] = []
    /// Ids of rules not to run.
    public var disable: [String] = []
    /// Glob patterns of paths to skip.
    public var exclude: [String] = []
    /// Glob patterns of paths to process; empty means every Swift file.
    public var include: [String] = []
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    /// Where to write the generated `AdaptiveGlassBackground.swift`, relative to the configuration file.
    public var helperPath: String?
    /// Whether shape-less, full-bleed material backgrounds are migrated (with `Rectangle()`).
    public var migrateFullBleed = false
    /// Whether `glass-container` wraps uncontained glass siblings in a `GlassEffectContainer`.
    public var fixContainers = false
    /// Paths of declarative rule files.
    public var rules: [String] = []
    /// The platforms the team ships, when it ships fewer than the build lists (nil: every platform the
    /// package or project builds for). Findings about other platforms are not reported; rewrites still
    /// compile for every platform the build has.
    public var platforms: [Platform]?

    /// The default configuration.
    public init() {}

    /// Whether a rule runs: enabled by default and not disabled, or enabled explicitly.
    public func isEnabled(_ id: String, byDefault: Bool) -> Bool {
        if disable.contains(id) { return false }
        return byDefault || enable.contains(id)
    }

    /// Whether findings about `platform` are reported: no `platforms` list, or it names the platform.
    public func ships(_ platform: Platform) -> Bool {
        platforms?.contains(platform) ?? true
    }

    /// The severity a rule's findings get: the configured override, else `fallback`.
    public func severity(for id: String, default fallback: Severity) -> Severity {
        severities[id] ?? fallback
    }
}

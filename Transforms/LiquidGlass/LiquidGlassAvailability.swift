import GlassMigrateCore

extension OSVersion {
    /// Liquid Glass's first release on every platform that has it.
    public static let liquidGlass = OSVersion(26)
}

extension Scopes {
    /// Whether the token is inside code that runs only where Liquid Glass exists
    /// (an `if #available(… 26 …)` body, after such a `guard`, or an `@available(… 26 …)` declaration).
    public func isGuardedForLiquidGlass(_ index: Int) -> Bool {
        isGuarded(index, atLeast: .liquidGlass)
    }

    /// Whether the token is inside the fallback of a Liquid Glass check (the `else` of
    /// `if #available(… 26 …)`, an `if #unavailable(… 26 …)` body), i.e. already-adaptive code.
    public func isInLiquidGlassFallback(_ index: Int) -> Bool {
        isInFallback(index, ofAtLeast: .liquidGlass)
    }
}

extension DeploymentTargets {
    /// Whether every platform the code builds for has Liquid Glass from its deployment target on,
    /// so no fallback is needed (never true when visionOS is a target, or when nothing is known).
    public var allSupportLiquidGlass: Bool {
        !minimums.isEmpty && minimums.allSatisfy { $0.key != .visionOS && $0.value >= .liquidGlass }
    }
}

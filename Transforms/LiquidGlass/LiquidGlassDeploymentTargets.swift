import GlassMigrateCore

/// Deployment targets as Liquid Glass code gates them.
extension DeploymentTargets {
    /// The platforms an `#available` check should name: those built for, without visionOS, which has no
    /// Liquid Glass API at all: the `*` makes such a check true there, so code built for visionOS needs
    /// an `#if os(visionOS)` branch that keeps the material. When nothing tells the platforms (no
    /// package or project the tool reads, such as a Tuist manifest whose targets are computed), every platform with Liquid Glass is
    /// named, so the check compiles whichever the code is built for.
    public var availabilityPlatforms: [Platform] {
        if minimums.isEmpty { return [.iOS, .macOS, .tvOS, .watchOS] }
        let names = Platform.allCases.filter { $0 != .visionOS && minimums[$0] != nil }
        return names.isEmpty ? [.iOS] : names
    }

    /// The argument list of an `#available` check for Liquid Glass, e.g. `iOS 26.0, macOS 26.0, *`.
    public var liquidGlassAvailabilityArguments: String {
        (availabilityPlatforms.map { "\($0.rawValue) 26.0" } + ["*"]).joined(separator: ", ")
    }
}

/// The minimum OS versions the code is built for, as read from a package or project.
public struct DeploymentTargets: Sendable, Equatable {
    /// The minimum version per platform the code builds for.
    public var minimums: [Platform: OSVersion]
    /// Where the targets were read from (a Package.swift or project.pbxproj path), nil when unknown.
    public var origin: String?

    /// Creates targets from explicit minimums.
    public init(_ minimums: [Platform: OSVersion], origin: String? = nil) {
        self.minimums = minimums
        self.origin = origin
    }

    /// Nothing known: treated as iOS only, below 26.
    public static let unknown = DeploymentTargets([:])

    /// The platforms an `#available` check should name: those built for (iOS when unknown), without
    /// visionOS, which has no Liquid Glass API at all: the `*` makes such a check true there, so code
    /// built for visionOS needs an `#if os(visionOS)` branch that keeps the material.
    public var availabilityPlatforms: [Platform] {
        if minimums.isEmpty { return [.iOS] }
        let names = Platform.allCases.filter { $0 != .visionOS && minimums[$0] != nil }
        return names.isEmpty ? [.iOS] : names
    }

    /// The argument list of an `#available` check for Liquid Glass, e.g. `iOS 26.0, macOS 26.0, *`.
    public var liquidGlassAvailabilityArguments: String {
        (availabilityPlatforms.map { "\($0.rawValue) 26.0" } + ["*"]).joined(separator: ", ")
    }
}

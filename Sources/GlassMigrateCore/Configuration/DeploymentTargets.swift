/// The minimum OS versions the code is built for, as read from a package or project.
public struct DeploymentTargets: Sendable, Equatable {
    /// The minimum version per platform the code builds for.
    public var minimums: [Platform: OSVersion]
    /// Where the targets were read from (a Package.swift or project.pbxproj path), nil when unknown.
    public var origin: String?
    /// The settings file (an Info.plist or project.pbxproj path) through which a target that compiles the
    /// code sets `UIDesignRequiresCompatibility` to true, so that it shows the design of before iOS 26 while
    /// the key is set; nil when no target is known to.
    public var designCompatibilityOptOut: String?

    /// Creates targets from explicit minimums.
    public init(_ minimums: [Platform: OSVersion], origin: String? = nil) {
        self.minimums = minimums
        self.origin = origin
    }

    /// Nothing known: rules treat it as iOS at an unknown version.
    public static let unknown = DeploymentTargets([:])
}

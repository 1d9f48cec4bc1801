/// An Apple platform that a deployment target or `#available` check can name.
public enum Platform: String, Sendable, CaseIterable, Codable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS, which has no Liquid Glass API.
    case visionOS
    /// Mac Catalyst.
    case macCatalyst
}

extension Platform {
    /// The platform spelled `name` in any letter case (`iOS`, `ios`, `visionOS`), or nil.
    public init?(named name: String) {
        guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = platform
    }
}

/// A dotted OS version such as `17.0` or `26.1`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int

    /// Creates `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `17`, `17.0`, `17.0.1` or `v17` (as in `.v17`); nil for anything else.
    public init?(_ text: String) {
        var text = Substring(text)
        if text.first == "v" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor else { return nil }
        self.init(major, minor)
    }

    /// Liquid Glass's first release on every platform that has it.
    public static let liquidGlass = OSVersion(26)

    /// Orders by major, then minor.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    /// `major.minor`.
    public var description: String { "\(major).\(minor)" }
}

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

    /// Whether every platform the code builds for has Liquid Glass from its deployment target on,
    /// so no fallback is needed (never true when visionOS is a target, or when nothing is known).
    public var allSupportLiquidGlass: Bool {
        !minimums.isEmpty && minimums.allSatisfy { $0.key != .visionOS && $0.value >= .liquidGlass }
    }

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

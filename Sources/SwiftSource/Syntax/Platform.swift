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
    /// visionOS.
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

extension Platform {
    /// The major version Apple numbered this platform's 2025 release with before naming it 26 (iOS 19,
    /// macOS 16, watchOS 12, tvOS 19, visionOS 3), which the Swift compiler reads as 26.
    public var majorVersionRenamedTo26: Int {
        switch self {
        case .iOS, .macCatalyst, .tvOS: return 19
        case .macOS: return 16
        case .watchOS: return 12
        case .visionOS: return 3
        }
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

    /// Orders by major, then minor.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    /// `major.minor`.
    public var description: String { "\(major).\(minor)" }
}

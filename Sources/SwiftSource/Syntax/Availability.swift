/// The platforms and versions of an `#available(…)`, `#unavailable(…)` or `@available(…)` list.
public struct AvailabilityCondition: Sendable, Equatable {
    /// The minimum version named per platform.
    public var versions: [Platform: OSVersion]
    /// The token index of `#available`, `#unavailable` or `@available`.
    public var token: Int
    /// Platforms an `@available(visionOS, unavailable)` rules out: the declaration is never compiled for them.
    public var unavailable: Set<Platform>

    /// Creates a condition.
    public init(versions: [Platform: OSVersion], token: Int, unavailable: Set<Platform> = []) {
        self.versions = versions
        self.token = token
        self.unavailable = unavailable
    }

    /// Whether the condition asks for `version` or later on some platform.
    public func requires(atLeast version: OSVersion) -> Bool { versions.values.contains { $0 >= version } }

    /// Parses the argument list whose `(` is at token `open`: `iOS 26.0, macOS 26, *` or
    /// `iOS, introduced: 26.0`; a version numbered before Apple named the release 26 (`iOS 19`, `macOS 16`)
    /// is read as 26, as the compiler reads it. Names that are not platforms are ignored, and so are the versions of
    /// `deprecated:` and `obsoleted:`, which do not make code available. `visionOS, unavailable` adds
    /// visionOS to `unavailable`.
    public static func parse(_ file: ParsedFile, keyword: Int, open: Int) -> AvailabilityCondition {
        var versions: [Platform: OSVersion] = [:]
        var unavailable: Set<Platform> = []
        guard let close = file.partner(of: open) else { return AvailabilityCondition(versions: [:], token: keyword) }
        var platform: Platform?
        var label: Int?
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            switch token.kind {
            case .identifier:
                let text = file.text(ofToken: index)
                if let named = Platform(rawValue: text) { platform = named }
                if text == "unavailable", let platform { unavailable.insert(platform) }
                if let next = file.nextSignificant(after: index), file.tokens[next].kind == .colon { label = index }
            case .number:
                let introduces = label.map { file.token($0, is: "introduced") } ?? true
                if introduces, let platform, var version = OSVersion(file.text(ofToken: index)), versions[platform] == nil {
                    // As the compiler does (swiftlang/swift#82153): `iOS 19` is iOS 26, `macOS 16.1` macOS 26.1.
                    if version.major == platform.majorVersionRenamedTo26 { version.major = 26 }
                    versions[platform] = version
                }
            case .comma:
                label = nil
                // `iOS, introduced: 26` keeps the platform across the comma; `iOS 26, macOS 26` resets it.
                if let next = file.nextSignificant(after: index), file.tokens[next].kind == .identifier,
                   Platform(rawValue: file.text(ofToken: next)) != nil || file.token(next, is: "deprecated") {
                    platform = nil
                }
            default:
                break
            }
            index += 1
        }
        return AvailabilityCondition(versions: versions, token: keyword, unavailable: unavailable)
    }
}

/// One availability fact that holds at a position in the code.
public struct AvailabilityFact: Sendable, Equatable {
    /// The condition checked.
    public var condition: AvailabilityCondition
    /// True inside the branch where the condition holds (`if #available` body, after `guard #available`,
    /// an `@available` declaration); false inside the fallback branch (`else`, `if #unavailable`).
    public var isAvailable: Bool
}

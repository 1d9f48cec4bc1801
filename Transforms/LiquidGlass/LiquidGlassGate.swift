import GlassMigrateCore

/// Where Liquid Glass API compiles: the platforms a file is built for, narrowed by `#if os(…)`
/// branches and raised to 26 by enclosing `#available`/`@available` checks.
///
/// A check must name every platform built below 26, because for a platform it does not name its `*`
/// is true at the deployment target. Mac Catalyst follows iOS unless a check names it. visionOS has
/// no Liquid Glass API at all, so no check covers it: only an `#if` that leaves visionOS out does, or an
/// enclosing declaration marked `@available(visionOS, unavailable)`.
public struct LiquidGlassGate {
    private let file: ParsedFile
    private let branches: PlatformBranches
    private let targetsAreKnown: Bool
    /// The platforms built below 26 (iOS when nothing is known), plus visionOS when it is built.
    public let platformsNeedingCheck: [Platform]

    /// Prepares the gate for `file` built for `targets`.
    public init(_ file: ParsedFile, targets: DeploymentTargets) {
        self.file = file
        self.branches = file.platformBranches
        self.targetsAreKnown = !targets.minimums.isEmpty
        if targets.minimums.isEmpty {
            platformsNeedingCheck = [.iOS]
        } else {
            platformsNeedingCheck = Platform.allCases.filter { platform in
                guard let version = targets.minimums[platform] else { return false }
                return platform == .visionOS || version < .liquidGlass
            }
        }
    }

    /// The platforms on which Liquid Glass API at the token would not compile: built for, not ruled
    /// out by an `#if os(…)` branch, and not raised to 26 by an enclosing availability check.
    public func platformsLacking(at index: Int) -> [Platform] {
        var compiled = platformsNeedingCheck.filter { branches.mayCompile(index, for: $0) }
        if compiled.isEmpty && !targetsAreKnown {
            // With nothing known iOS is assumed, but code in a branch iOS does not compile
            // (`#if os(macOS)`) is built for another platform, whose version is just as unknown.
            compiled = Platform.allCases.filter { $0 != .iOS && $0 != .macCatalyst && branches.mayCompile(index, for: $0) }
        }
        guard !compiled.isEmpty else { return [] }
        let conditions = file.scopes.availability(at: index).filter(\.isAvailable).map(\.condition)
        // A declaration unavailable on a platform is not compiled for it.
        return compiled.filter { platform in
            !conditions.contains { Self.condition($0, raises: platform) || $0.unavailable.contains(platform) }
        }
    }

    /// Whether Liquid Glass API compiles at the token on every platform the file is built for.
    public func compilesEverywhere(at index: Int) -> Bool {
        platformsLacking(at: index).isEmpty
    }

    /// Whether a holding availability condition makes Liquid Glass available on `platform`.
    public static func condition(_ condition: AvailabilityCondition, raises platform: Platform) -> Bool {
        switch platform {
        case .visionOS:
            return false
        case .macCatalyst:
            return (condition.versions[.macCatalyst] ?? condition.versions[.iOS]).map { $0 >= .liquidGlass } ?? false
        default:
            return condition.versions[platform].map { $0 >= .liquidGlass } ?? false
        }
    }
}

import GlassMigrateCore

/// What glassmigrate knows of the LiquidGlass package (github.com/rguillen-dev/LiquidGlass), read
/// from its manifest and sources at 1.2.0: where it builds, its styles, and how a module depends on it.
public enum LiquidGlassPackage {
    /// The package's module and library product.
    public static let product = "LiquidGlass"
    /// The address written when the `liquidGlassURL` option is not set.
    public static let defaultURL = "https://github.com/rguillen-dev/LiquidGlass.git"
    /// The version written as `from:` when the `liquidGlassVersion` option is not set: the first
    /// release that declares macOS (the package's tags start at 1.0.0, so `from: "0.1.0"`, which
    /// SwiftPM reads as 0.1.0..<1.0.0, resolves to nothing).
    public static let defaultVersion = "1.2.0"
    /// The platforms its manifest declares; SwiftPM and Xcode build it for no other.
    public static let minimums: [Platform: OSVersion] = [.iOS: OSVersion(17), .macOS: OSVersion(14)]

    /// The platforms of `targets` the package does not build for or builds for only from a later
    /// version, as `watchOS 10.0` or `iOS 16.0`; empty when it builds for all of them. Mac Catalyst
    /// builds iOS packages, at the same versions.
    static func unsupported(by targets: DeploymentTargets) -> [String] {
        Platform.allCases.compactMap { platform in
            guard let version = targets.minimums[platform] else { return nil }
            guard let needed = minimums[platform == .macCatalyst ? .iOS : platform], version >= needed else {
                // The project reader's 1.0 stands for a platform built with no deployment target named
                // (visionOS 1.0 is a real version).
                return version == OSVersion(1) && platform != .visionOS ? "\(platform.rawValue) (no deployment target named)" : "\(platform.rawValue) \(version)"
            }
            return nil
        }
    }

    /// The package as a dependency of the modules that compile the rewritten code, with the address
    /// and version the configuration gives.
    static func dependency(_ options: RuleOptions, ruleID: String) -> SupportFile {
        let url = options[MaterialBackground.Option.liquidGlassURL]
        let version = options[MaterialBackground.Option.liquidGlassVersion]
        return SupportFile(package: PackageProduct(url: url, from: version, product: product), ruleID: ruleID)
    }
}

/// A `GlassStyle` of the LiquidGlass package: its default corner radius and the material its
/// fallback draws before iOS 26 (`GlassStyle.defaultCornerRadius`, `GlassMaterial.fallbackMaterial`).
struct LiquidGlassStyle {
    var name: String
    var radius: Double
    /// The material's name as `Material` spells it (`thin` for `.thinMaterial`).
    var material: String

    /// Whether its fallback draws a shadow (`GlassMaterial.fallbackShadowOpacity` is 0 for `.overlay` only).
    var drawsShadow: Bool { name != "overlay" }

    static let all = [
        LiquidGlassStyle(name: "sheet", radius: 24, material: "ultraThin"),
        LiquidGlassStyle(name: "card", radius: 16, material: "thin"),
        LiquidGlassStyle(name: "button", radius: 12, material: "regular"),
        LiquidGlassStyle(name: "toolbar", radius: 10, material: "bar"),
        LiquidGlassStyle(name: "sidebar", radius: 20, material: "thick"),
        LiquidGlassStyle(name: "overlay", radius: 0, material: "ultraThick"),
    ]

    /// The style that draws the material written `compact` (`.thinMaterial`, `Material.thin`,
    /// `(.bar)`, without trivia); nil for anything else, such as a choice between materials.
    static func drawing(_ compact: String) -> LiquidGlassStyle? {
        var name = Substring(compact)
        while name.first == "(" && name.last == ")" { name = name.dropFirst().dropLast() }
        if name.hasPrefix("Material.") { name = name.dropFirst("Material.".count) } else if name.hasPrefix(".") { name = name.dropFirst() } else { return nil }
        if name.hasSuffix("Material") { name = name.dropLast("Material".count) }
        return all.first { $0.material == name }
    }

    /// The `.glass(…)` arguments drawing this style in a rounded rectangle of corner radius `radius`
    /// (source text): `cornerRadius:` is written unless `radius` is a number equal to the style's default.
    func arguments(radius: String) -> String {
        let isNumber = !radius.isEmpty && radius.allSatisfy { $0.isNumber || $0 == "." }
        if isNumber, Double(radius) == self.radius { return "style: .\(name)" }
        return "style: .\(name), cornerRadius: \(radius)"
    }
}

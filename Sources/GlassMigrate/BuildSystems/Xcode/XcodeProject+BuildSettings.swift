import Foundation

extension XcodeProject {
    /// The build settings that name a deployment target, and the platform of each.
    static let deploymentTargetSettings: [String: Platform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS,
        "TVOS_DEPLOYMENT_TARGET": .tvOS, "WATCHOS_DEPLOYMENT_TARGET": .watchOS,
        "XROS_DEPLOYMENT_TARGET": .visionOS,
    ]

    /// A build setting's name without its condition (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`).
    private static func settingName(_ key: String) -> Substring {
        key.utf8.firstIndex(of: UInt8(ascii: "[")).map { key[..<$0] } ?? Substring(key)
    }

    /// Whether the setting `key` (with or without a condition) is one that decides platforms or versions.
    static func isPlatformSetting(_ key: String) -> Bool {
        let name = settingName(key)
        // Most settings end otherwise: turned down by their bytes before any hashing.
        let utf8 = name.utf8
        if utf8.last != UInt8(ascii: "S") && utf8.last != UInt8(ascii: "T") { return false }
        // An ASCII name compares byte for byte; others compare as text (a Kelvin sign is a K).
        if let answer = utf8.withContiguousStorageIfAvailable({ SourceBytes.isASCII($0) ? isPlatformSettingName($0) : nil }),
           let answer {
            return answer
        }
        return name == "SUPPORTED_PLATFORMS" || name == "SDKROOT" || deploymentTargetSettings[String(name)] != nil
    }

    /// The names `isPlatformSetting` accepts, as bytes.
    private static let platformSettingNames: [[UInt8]] =
        (["SUPPORTED_PLATFORMS", "SDKROOT"] + deploymentTargetSettings.keys.sorted()).map { Array($0.utf8) }

    /// Whether the ASCII bytes `name` (without a condition) are the name of a setting that decides
    /// platforms or versions.
    static func isPlatformSettingName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        platformSettingNames.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    /// `value.trimmingCharacters(in: .whitespaces)`, without Foundation when both ends are ASCII other
    /// than a space or a tab (the only ASCII bytes in that set), which nothing trims.
    static func trimmingWhitespace(_ value: String) -> String {
        let utf8 = value.utf8
        guard let first = utf8.first, let last = utf8.last else { return value }
        if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return value }
        return value.trimmingCharacters(in: .whitespaces)
    }

    /// The SDK names of `SUPPORTED_PLATFORMS` and `SDKROOT` and the platforms they build for.
    static let sdkPlatforms: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The minimum per platform over a target's configurations, each one's settings laid over the
    /// project configuration of the same name (`$(inherited)` standing for the project's value).
    static func minimums(project: [String: [String: String]],
                                 target: [String: [String: String]]) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        // Both hold platform settings only (`ObjectGraph.configurations(ofList:)`).
        for (name, targetSettings) in target {
            let settings = Self.settings(targetSettings, over: project[name] ?? [:])
            for (platform, version) in Self.minimums(of: settings) {
                minimums[platform] = min(version, minimums[platform] ?? version)
            }
        }
        return minimums
    }

    /// The settings of one level laid over those of the level below, `$(inherited)` standing for the
    /// value below, as Xcode layers a target over its `.xcconfig`, over the project, over the project's `.xcconfig`.
    static func settings(_ upper: [String: String], over lower: [String: String]) -> [String: String] {
        var settings = lower
        for (key, value) in upper {
            // (No `$` byte, no `$(inherited)`: most values are told without Foundation.)
            settings[key] = value.utf8.contains(UInt8(ascii: "$")) && value.contains("$(inherited)")
                ? value.replacingOccurrences(of: "$(inherited)", with: lower[key] ?? "") : value
        }
        return settings
    }

    /// The minimum per platform one configuration builds for: its `*_DEPLOYMENT_TARGET` versions (any
    /// SDK condition counts; values that are not versions are skipped), kept only for the platforms
    /// `SUPPORTED_PLATFORMS` (or else `SDKROOT`) names, a built platform without a version counting as 1.0.
    static func minimums(of settings: some Sequence<(key: String, value: String)>) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        var supported: [String] = []
        var roots: [String] = []
        for (key, value) in settings where isPlatformSetting(key) {
            let name = settingName(key)
            let value = Self.trimmingWhitespace(value)
            switch name {
            case "SUPPORTED_PLATFORMS": supported += value.split(separator: " ").map(String.init)
            case "SDKROOT": roots.append(value)
            default:
                if let platform = deploymentTargetSettings[String(name)], let version = OSVersion(value) {
                    minimums[platform] = min(version, minimums[platform] ?? version)
                }
            }
        }
        var built = Set(supported.compactMap { sdkPlatforms[$0] })
        if built.isEmpty {
            // `auto` (multiplatform targets) builds for whatever the deployment targets name.
            if roots.contains("auto") { return minimums }
            built = Set(roots.compactMap { sdkPlatforms[$0] })
        }
        if built.isEmpty { return minimums }
        var result = minimums.filter { built.contains($0.key) }
        for platform in built where result[platform] == nil { result[platform] = OSVersion(1) }
        return result
    }
}

/// What a target's build settings say about `UIDesignRequiresCompatibility`, the temporary opt-out
/// from Liquid Glass: the build setting Xcode writes into a generated Info.plist, and the Info.plist
/// files the target reads.
extension XcodeProject {
    /// A target's settings that decide whether it opts out of the new design.
    struct DesignCompatibilitySettings: Equatable {
        /// Whether a configuration sets `INFOPLIST_KEY_UIDesignRequiresCompatibility` to a true value.
        var setsKey = false
        /// The `INFOPLIST_FILE` values of its configurations, as written.
        var infoPlistFiles: [String] = []
    }

    /// The Info.plist key.
    static let designCompatibilityKey = "UIDesignRequiresCompatibility"
    /// The build setting Xcode writes into a generated Info.plist as that key.
    static let designCompatibilitySetting = "INFOPLIST_KEY_UIDesignRequiresCompatibility"

    /// Whether `name` (without a condition) is a setting `designCompatibility(project:target:)` reads.
    static func isDesignCompatibilitySettingName(_ name: Substring) -> Bool {
        name == "INFOPLIST_FILE" || name == designCompatibilitySetting
    }

    /// The settings over a target's configurations, each laid over the project configuration of the same name.
    static func designCompatibility(project: [String: [String: String]],
                                    target: [String: [String: String]]) -> DesignCompatibilitySettings {
        var result = DesignCompatibilitySettings()
        for (name, targetSettings) in target {
            let settings = (project[name] ?? [:]).merging(targetSettings) { _, own in own }
            for (key, value) in settings {
                let name = key.split(separator: "[", maxSplits: 1).first ?? Substring(key)
                if name == designCompatibilitySetting, BuildSettingsFile.isTrue(trimmingWhitespace(value)) { result.setsKey = true }
                if name == "INFOPLIST_FILE", !result.infoPlistFiles.contains(value) { result.infoPlistFiles.append(value) }
            }
        }
        return result
    }

    /// The settings of each target that compiles the file at `path` (relative to the project's folder).
    func designCompatibility(forFile path: String) -> [DesignCompatibilitySettings] {
        owners(ofFile: path).map { targets[$0].designCompatibility }
    }
}

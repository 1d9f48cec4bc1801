/// The platform settings (`XcodeProject.isPlatformSetting`) that a build configuration's base `.xcconfig`
/// file sets, with those of the files it `#include`s, read as Xcode reads them.
///
/// An include stands where it is written, and a later assignment overrides an earlier one, so a file's
/// own settings after its `#include` win over the included file's. An include's path is relative to
/// the folder of the file that includes it. The text is read by `BuildSettingsFile`, the parser the
/// compatibility-opt-out rule uses.
final class XcodeConfigurationFiles {
    /// Includes nested deeper than this are not followed: a file that includes itself would never end.
    static let includeDepthLimit = 16

    /// Reads a file by its path relative to the project's directory (absolute when it starts with `/`).
    private let read: (String) -> [UInt8]?
    private let normalize: (String) -> String
    /// The settings of each file read so far, by its path: many configurations share one file.
    private var settingsByPath: [String: [String: String]] = [:]

    /// The settings' names, without conditions.
    private static let names = ["SUPPORTED_PLATFORMS", "SDKROOT"] + XcodeProject.deploymentTargetSettings.keys.sorted()

    init(read: @escaping (String) -> [UInt8]?, normalize: @escaping (String) -> String) {
        self.read = read
        self.normalize = normalize
    }

    /// The platform settings of the `.xcconfig` at `path` (relative to the project's directory), by key
    /// with conditions as written (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`); empty when it cannot be read.
    func settings(ofFile path: String) -> [String: String] {
        settings(ofFile: path, depth: 0)
    }

    private func settings(ofFile path: String, depth: Int) -> [String: String] {
        if let known = settingsByPath[path] { return known }
        guard depth < Self.includeDepthLimit, let bytes = read(path) else { return [:] }
        let file = BuildSettingsFile(path: path, bytes: bytes, kind: .xcconfig)
        enum Line {
            case setting(key: String, value: String)
            case include(String)
        }
        var lines: [(offset: Int, line: Line)] = []
        for name in Self.names {
            for setting in file.buildSettings(named: name) {
                lines.append((setting.offset, .setting(key: setting.name + setting.conditions, value: setting.value)))
            }
        }
        for include in file.includes() { lines.append((include.offset, .include(include.path))) }
        var settings: [String: String] = [:]
        for (_, line) in lines.sorted(by: { $0.offset < $1.offset }) {
            switch line {
            case .setting(let key, let value):
                // `$(inherited)` after an earlier assignment in the same chain stands for that value;
                // otherwise it is left for the level below (the project's settings).
                if let earlier = settings[key], value.contains("$(inherited)") {
                    settings[key] = value.replacingOccurrences(of: "$(inherited)", with: earlier)
                } else {
                    settings[key] = value
                }
            case .include(let included):
                // A path built from settings (`$(SRCROOT)/…`) or in the developer folder (`<DEVELOPER_DIR>`) is not followed.
                guard !included.contains("$("), !included.hasPrefix("<") else { continue }
                let target = included.hasPrefix("/") ? included : normalize(Self.folder(of: path) + included)
                settings.merge(self.settings(ofFile: target, depth: depth + 1)) { _, new in new }
            }
        }
        if depth == 0 { settingsByPath[path] = settings }
        return settings
    }

    /// The folder of `path` with its trailing `/`, or empty for a file at the top.
    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }
}

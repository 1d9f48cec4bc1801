import Foundation

/// The tool's name and version, as reporters state them.
public enum ToolInfo {
    /// The command's name.
    public static let name = "glassmigrate"
    /// The version: the one place it is kept. CHANGELOG.md names it (a test checks they agree).
    public static let version = "0.1.0"
}

/// The name and version a tool gives itself: in `--help`, `--version`, the prefix of its messages and
/// the tool that JSON, SARIF and HTML reports name; a team's tool built on the library gives its own.
public struct ToolIdentity: Sendable, Equatable {
    /// The command's name.
    public var name: String
    /// Its version.
    public var version: String

    /// Creates an identity.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// glassmigrate itself.
    public static let glassmigrate = ToolIdentity(name: ToolInfo.name, version: ToolInfo.version)
}

import Foundation

/// One configuration file as read: what it sets, and where each setting is written.
public struct ConfigurationLevel: Sendable, Equatable {
    /// The file.
    public var file: String
    /// Its settings over the defaults; `rules` and path options made absolute against the file's folder.
    public var configuration: Configuration
    /// The keys the file sets.
    public var keys: Set<String>
    /// Where each key and each list item, severity or rule option is written: `exclude`, `enable:<id>`,
    /// `severity:<id>`, `options:<id>` (the rule's id) and `options:<id>.<key>` (the option's key, at the
    /// top level or under `options`).
    public var positions: [String: SourceLocation]

    /// Creates a level.
    public init(file: String, configuration: Configuration, keys: Set<String>, positions: [String: SourceLocation] = [:]) {
        self.file = file
        self.configuration = configuration
        self.keys = keys
        self.positions = positions
    }

    /// The folder the file is in.
    public var directory: String { ReportPath.directory(of: file) }
}

/// A configuration and the files it came from.
public struct LoadedConfiguration: Sendable, Equatable {
    /// The configuration: every level merged over the defaults.
    public var configuration: Configuration
    /// The nearest `.glassmigrate.json` (or the `--config` file); nil when none was found and defaults apply.
    public var file: String?
    /// The files merged, outermost first; the nearest file is last.
    public var levels: [ConfigurationLevel]

    /// Creates a loaded configuration.
    public init(configuration: Configuration, file: String?, levels: [ConfigurationLevel] = []) {
        self.configuration = configuration
        self.file = file
        self.levels = levels
    }
}

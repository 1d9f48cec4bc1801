import Foundation

/// A configuration file that cannot be used: unreadable, not JSON, an unknown key or a value of the wrong type.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file.
    public var path: String
    /// The offending key, when one is to blame.
    public var key: String?
    /// What is wrong, without the path, e.g. `key 'enable' must be an array of strings (found a string)`.
    public var message: String
    /// The 1-based line of the offending text, when known.
    public var line: Int?
    /// The 1-based column (in UTF-8 bytes) of the offending text, when known.
    public var column: Int?

    /// Creates an error.
    public init(path: String, key: String? = nil, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.key = key
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path:line:column: message`, as compilers write it (`path: message` without a place); the path
    /// relative to the current directory when inside it.
    public var description: String {
        let shown = ReportPath.relative(path)
        guard let line, let column else { return "\(shown): \(message)" }
        return "\(shown):\(line):\(column): \(message)"
    }
}

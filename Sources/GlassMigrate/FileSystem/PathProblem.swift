/// A path that could not be read, processed or written, with the reason.
public struct PathProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as it appears in output.
    public var path: String
    /// Why, as the system or the engine put it, e.g. `Permission denied`.
    public var reason: String

    /// Creates a problem.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

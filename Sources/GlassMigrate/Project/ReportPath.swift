import Foundation

/// Turns paths into the form reports and diffs show: relative to the current directory when inside it.
public enum ReportPath {
    /// `path` relative to the current directory (no leading `./`), or absolute when outside it.
    public static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let full = Self.absolute(path, from: directory)
        let base = Self.absolute(directory, from: "/")
        if full == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory containing `path` (absolute form).
    static func directory(of path: String) -> String {
        Paths.parent(absolute(path)) ?? "/"
    }
}

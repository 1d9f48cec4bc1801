import Foundation

// What the file system says about a path; Paths itself (in the rule API) is string arithmetic alone.
extension Paths {
    /// The path with symbolic links resolved, or nil when it does not exist.
    package static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether something other than a directory (following links) exists at `path`, as `FileManager`'s
    /// `fileExists(atPath:isDirectory:)` tells, with one system call: a run asks for every directory.
    package static func isFile(_ path: String) -> Bool {
        guard let mode = mode(of: path) else { return false }
        return mode & S_IFMT != S_IFDIR
    }

    /// Whether `stat` finds anything at `path` (following links): one system call.
    package static func exists(_ path: String) -> Bool {
        mode(of: path) != nil
    }

    /// Whether a directory (following links) exists at `path`.
    package static func isDirectory(_ path: String) -> Bool {
        guard let mode = mode(of: path) else { return false }
        return mode & S_IFMT == S_IFDIR
    }

    /// The type and permission bits of what is at `path` (following links), or nil when nothing is.
    private static func mode(of path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode : nil
    }
}

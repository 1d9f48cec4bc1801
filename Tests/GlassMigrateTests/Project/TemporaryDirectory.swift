import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    /// The directory's absolute path with symbolic links resolved (macOS's `/tmp` is one).
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "glassmigrate-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let resolved = realpath(base, nil)!
        defer { free(resolved) }
        path = String(cString: resolved)
    }

    /// Writes `text` to `relative` (creating directories) and returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String = "") throws -> String {
        let full = path + "/" + relative
        let directory = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Creates the directory `relative` and returns its absolute path.
    @discardableResult
    func makeDirectory(_ relative: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    /// Makes `relative` a symbolic link whose content is `destination`, verbatim.
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

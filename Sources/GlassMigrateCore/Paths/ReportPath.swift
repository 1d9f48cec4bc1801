import Foundation

/// Turns paths into the form reports and diffs show: relative to the current directory when inside it.
public enum ReportPath {
    /// `path` relative to the current directory (no leading `./`), or absolute when outside it.
    public static func relative(_ path: String) -> String {
        relative(path, to: FileManager.default.currentDirectoryPath)
    }

    /// `path` relative to `directory` (no leading `./`), or absolute when outside it.
    public static func relative(_ path: String, to directory: String) -> String {
        let full = Self.absolute(path, from: directory)
        let base = Self.absolute(directory, from: "/")
        if full == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// `path` as text lines show it: relative to the current directory (as `relative(_:)`), with
    /// control characters escaped (`\\n`, `\\t`, `\\x1B`) so a file name cannot start a line of its
    /// own, such as a workflow command a CI system would run.
    public static func shown(_ path: String) -> String {
        escapingControlCharacters(relative(path))
    }

    /// `text` with each control character (C0, DEL) written as an escape: `\\n`, `\\r`, `\\t`, `\\xNN`.
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F: out += "\\x" + String(format: "%02X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `path` relative to `directory` even when outside it, climbing out with `..` (`../App/A.swift`),
    /// so that every path of a patch is relative to the one directory it was made in.
    public static func relativeClimbing(_ path: String, from directory: String) -> String {
        let full = Self.absolute(path, from: directory)
        let base = Self.absolute(directory, from: "/")
        let inside = relative(full, to: base)
        if inside.utf8.first != UInt8(ascii: "/") { return inside }
        let fullParts = full.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var shared = 0
        while shared < fullParts.count, shared < baseParts.count, fullParts[shared] == baseParts[shared] { shared += 1 }
        let up = Array(repeating: "..", count: baseParts.count - shared)
        return (up + fullParts[shared...].map(String.init)).joined(separator: "/")
    }

    /// `path` made absolute against the current directory, with `.`, `..` and repeated slashes removed.
    ///
    /// A path that is absolute and normalized already comes back as it is, without asking for the
    /// current directory (a system call) or copying it.
    public static func absolute(_ path: String) -> String {
        if path.utf8.first == UInt8(ascii: "/") && isNormalized(path) { return path }
        return absolute(path, from: FileManager.default.currentDirectoryPath)
    }

    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, from directory: String) -> String {
        if isNormalized(path) {
            if path.utf8.first == UInt8(ascii: "/") { return path }
            // The common relative path (`Sources/App/View.swift`) below a normalized directory.
            if directory.utf8.first == UInt8(ascii: "/") && isNormalized(directory) {
                return absolute(normalizedRelative: path, from: directory)
            }
        }
        return resolved(path, from: directory)
    }

    /// `absolute(path, from: directory)` for a `directory` that is absolute and normalized, as the
    /// caller of many paths has checked once.
    package static func absolute(_ path: String, fromNormalized directory: String) -> String {
        guard isNormalized(path) else { return resolved(path, from: directory) }
        return path.utf8.first == UInt8(ascii: "/") ? path : absolute(normalizedRelative: path, from: directory)
    }

    private static func absolute(normalizedRelative path: String, from directory: String) -> String {
        if path.isEmpty { return directory }
        return directory == "/" ? "/" + path : Paths.concatenated(directory, "/", path)
    }

    /// `absolute(_:from:)` by its plain definition, without the shortcuts: `path` joined to
    /// `directory` unless absolute, `.` and empty components dropped, each `..` taking back one
    /// component (never above `/`).
    static func resolved(_ path: String, from directory: String) -> String {
        let full = path.utf8.first == UInt8(ascii: "/") ? path : directory + "/" + path
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
    package static func directory(of path: String) -> String {
        Paths.parent(absolute(path)) ?? "/"
    }

    /// Whether `path` has no empty, `.` or `..` component and no trailing slash (`/` itself is
    /// normalized; the empty path is, as a relative path naming the directory itself).
    package static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8(isNormalized)
    }

    private static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let count = bytes.count
        if count == 1 && bytes[0] == slash { return true }
        var componentStart = bytes.first == slash ? 1 : 0
        if count == 0 { return true }
        var index = componentStart
        while index <= count {
            if index == count || bytes[index] == slash {
                let length = index - componentStart
                if length == 0 { return false }
                if length == 1 && bytes[componentStart] == dot { return false }
                if length == 2 && bytes[componentStart] == dot && bytes[componentStart + 1] == dot { return false }
                componentStart = index + 1
            }
            index += 1
        }
        return true
    }
}

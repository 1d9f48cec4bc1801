import Foundation

/// Plain-string path arithmetic for POSIX paths, so results do not depend on `URL`'s platform quirks.
package enum Paths {
    /// The directory that contains `path` (absolute, normalized), or nil for `/`.
    package static func parent(_ path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (all of it when it has no slash).
    package static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `directory/name`, without doubling the slash after `/`.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? concatenated(directory, "", name) : concatenated(directory, "/", name)
    }

    /// `first + middle + last` in storage of its own size: `+` grows the first string's storage as an
    /// append does (to twice what it had), and a run keeps every file's path for all of its length.
    package static func concatenated(_ first: String, _ middle: String, _ last: String) -> String {
        let count = first.utf8.count + middle.utf8.count + last.utf8.count
        // Up to 15 bytes a string is kept inline, without storage to size.
        guard count > 15 else { return first + middle + last }
        // The bytes copied straight into place: reserving and appending cost several times more.
        return String(unsafeUninitializedCapacity: count) { buffer in
            let end = copy(first, into: buffer, at: 0)
            return copy(last, into: buffer, at: copy(middle, into: buffer, at: end))
        }
    }

    /// Copies the UTF-8 of `part` into `buffer` at `offset`; returns the offset after it.
    private static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var part = part
        return part.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return offset }
            (buffer.baseAddress! + offset).update(from: base, count: bytes.count)
            return offset + bytes.count
        }
    }

    /// The components of `path` below `ancestor`, or nil when `path` is not inside it (both absolute, normalized).
    package static func components(of path: String, below ancestor: String) -> [Substring]? {
        if ancestor == "/" { return path.split(separator: "/") }
        guard path.hasPrefix(ancestor + "/") else { return path == ancestor ? [] : nil }
        return path.dropFirst(ancestor.count + 1).split(separator: "/")
    }

    /// Whether `path` is `ancestor` or inside it (both absolute, normalized).
    package static func isInside(_ path: String, _ ancestor: String) -> Bool {
        components(of: path, below: ancestor) != nil
    }

    /// Whether `path` is `ancestor` or inside it as spelled byte for byte (both normalized, both
    /// absolute or both relative), without splitting the path; `isInside` compares as `String`s do.
    package static func isSameOrInside(_ path: some StringProtocol, _ ancestor: some StringProtocol) -> Bool {
        let path = path.utf8, ancestor = ancestor.utf8
        guard path.starts(with: ancestor) else { return false }
        guard let next = path.dropFirst(ancestor.count).first else { return true }
        return next == UInt8(ascii: "/") || ancestor.elementsEqual("/".utf8)
    }
}

import Foundation

/// Paths relative to a synchronized folder whose membership is inverted for a target, lowercased, and
/// whether a path is one of them or inside one.
///
/// A folder may list hundreds of exceptions and every file of the run asks: an ASCII path looks up
/// itself and each folder above it in a set rather than comparing with each exception.
struct MembershipExceptions {
    /// Every exception, in the order the project lists them.
    private(set) var paths: [String]
    /// The ASCII ones, by their bytes.
    private var ascii = ByteKeyTable(capacity: 0)
    /// The others, compared one by one as text.
    private var others: [String] = []

    init(_ paths: [String]) {
        self.paths = paths
        for path in paths {
            if SourceBytes.isASCII(path) { _ = ascii.insert(path, value: 0) } else { others.append(path) }
        }
    }

    /// Whether `path` (lowercased, relative to the folder) is an exception or inside one.
    func cover(_ path: Substring) -> Bool {
        if SourceBytes.isASCII(path), let answer = path.utf8.withContiguousStorageIfAvailable({ cover(ascii: $0) }) { return answer }
        return paths.contains { XcodeProject.isSameOrInside(path, $0) }
    }

    /// Whether the ASCII `path` (lowercased, relative to the folder) is an exception or inside one.
    func cover(ascii path: UnsafeBufferPointer<UInt8>) -> Bool {
        if !others.isEmpty {
            let text = Substring(String(decoding: path, as: UTF8.self))
            if others.contains(where: { XcodeProject.isSameOrInside(text, $0) }) { return true }
        }
        guard ascii.count > 0 else { return false }
        // ASCII text compares byte for byte: the path, or the part of it before one of its slashes.
        if ascii.index(of: path) != nil { return true }
        for end in 0..<path.count where path[end] == UInt8(ascii: "/") {
            if ascii.index(of: UnsafeBufferPointer(rebasing: path[..<end])) != nil { return true }
        }
        return false
    }
}

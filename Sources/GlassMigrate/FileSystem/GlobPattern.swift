/// A path glob as used by `exclude` and `include`: `*` matches within one path component, `?` one
/// character of a component, and `**` any number of whole components (`a/**/b` matches `a/b`).
///
/// A pattern without `/` also matches a path's last component, so `*.generated.swift` matches
/// `Views/Card.generated.swift`; a leading `./` or `/` anchors it to the root instead. A trailing `/`
/// is ignored. Matching is on UTF-8 bytes; `?` matches one byte.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    private let bytes: [UInt8]
    private let matchesLastComponent: Bool

    /// Creates a pattern from its text.
    public init(_ pattern: String) {
        description = pattern
        var text = Substring(pattern)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        // A `/` left after dropping the trailing one anchors the pattern, `./Generated` and `/Generated` included.
        matchesLastComponent = !text.contains("/")
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.count > 1, text.hasPrefix("/") { text = text.dropFirst() }
        bytes = Array(text.utf8)
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        var subject = Substring(path)
        while subject.hasPrefix("./") { subject = subject.dropFirst(2) }
        let subjectBytes = Array(subject.utf8)
        if Self.match(bytes, subjectBytes) { return true }
        guard matchesLastComponent, let slash = subjectBytes.lastIndex(of: Self.slash) else { return false }
        return Self.match(bytes, Array(subjectBytes[(slash + 1)...]))
    }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let question = UInt8(ascii: "?")

    /// Dynamic programming over (pattern index, subject index), so no pattern is exponential.
    private static func match(_ pattern: [UInt8], _ subject: [UInt8]) -> Bool {
        let width = subject.count + 1
        // 0 unknown, 1 match, 2 no match.
        var memo = [UInt8](repeating: 0, count: (pattern.count + 1) * width)

        func matches(_ p: Int, _ s: Int) -> Bool {
            let key = p * width + s
            if memo[key] != 0 { return memo[key] == 1 }
            let result = compute(p, s)
            memo[key] = result ? 1 : 2
            return result
        }

        func compute(_ p: Int, _ s: Int) -> Bool {
            if p == pattern.count { return s == subject.count }
            let byte = pattern[p]
            if byte == star, p + 1 < pattern.count, pattern[p + 1] == star {
                let startsComponent = p == 0 || pattern[p - 1] == slash
                let afterStars = p + 2
                if startsComponent, afterStars < pattern.count, pattern[afterStars] == slash {
                    // `**/`: zero components, or skip through any later `/` in the subject.
                    if matches(afterStars + 1, s) { return true }
                    var index = s
                    while index < subject.count {
                        if subject[index] == slash, matches(afterStars + 1, index + 1) { return true }
                        index += 1
                    }
                    return false
                }
                // `**` elsewhere (or at the end) matches any bytes, `/` included.
                var index = s
                while index <= subject.count {
                    if matches(afterStars, index) { return true }
                    index += 1
                }
                return false
            }
            if byte == star {
                var index = s
                while true {
                    if matches(p + 1, index) { return true }
                    if index == subject.count || subject[index] == slash { return false }
                    index += 1
                }
            }
            guard s < subject.count else { return false }
            if byte == question { return subject[s] != slash && matches(p + 1, s + 1) }
            return subject[s] == byte && matches(p + 1, s + 1)
        }

        return matches(0, 0)
    }
}

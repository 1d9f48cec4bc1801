/// One entry of a Tuist target's `sources:`: a glob relative to the manifest's folder, less the globs
/// it excludes, matched the way Tuist expands them (`**` for any number of folders, `*` and `?` within a name).
struct TuistSourceGlob: Hashable {
    /// The pattern's names, split at `/`.
    let pattern: [String]
    /// The patterns of `excluding:`, each split at `/`.
    let excluding: [[String]]

    /// Reads `pattern` (and the patterns it excludes); nil for what is not read: an empty or absolute
    /// path, a `..` or `~`, and `{…}` or `[…]`, whose expansion differs between glob libraries.
    init?(_ pattern: String, excluding: [String] = []) {
        guard let names = Self.names(of: pattern) else { return nil }
        var excluded: [[String]] = []
        for exclusion in excluding {
            guard let names = Self.names(of: exclusion) else { return nil }
            excluded.append(names)
        }
        self.pattern = names
        self.excluding = excluded
    }

    private static func names(of pattern: String) -> [String]? {
        guard !pattern.isEmpty, !pattern.hasPrefix("/"), !pattern.hasPrefix("~"),
              !pattern.contains(where: { "{}[]\\".contains($0) }) else { return nil }
        let names = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !names.isEmpty, !names.contains("..") else { return nil }
        return names
    }

    /// The names before the first with a wildcard: the folder below which every file it takes lies.
    var folder: [String] {
        Array(pattern.prefix { !Self.hasWildcard($0) })
    }

    /// Whether the pattern has no wildcard at all (it names one path).
    var isPlainPath: Bool { folder.count == pattern.count }

    /// Whether the file at `path` (names relative to the manifest's folder) is taken by the glob.
    func matches(_ path: [Substring]) -> Bool {
        Self.matches(pattern[...], path[...]) && !excluding.contains { Self.matches($0[...], path[...]) }
    }

    private static func hasWildcard(_ name: String) -> Bool {
        name.contains("*") || name.contains("?")
    }

    private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // `**` takes no folder or any number of them; a trailing `**` takes everything below.
            if rest.isEmpty { return !path.isEmpty }
            var remaining = path
            while true {
                if matches(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = path.first, matchesName(Array(first.utf8)[...], Array(name.utf8)[...]) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` for any run of bytes (a name has no `/`), `?` for one character; anything else for itself.
    private static func matchesName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var remaining = name
            while true {
                if matchesName(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case UInt8(ascii: "?"):
            guard let byte = name.first else { return false }
            // One character: a lead byte and its continuation bytes.
            var rest = name.dropFirst()
            if byte >= 0xC0 { while let next = rest.first, next & 0xC0 == 0x80 { rest = rest.dropFirst() } }
            return matchesName(pattern.dropFirst(), rest)
        default:
            return name.first == first && matchesName(pattern.dropFirst(), name.dropFirst())
        }
    }
}

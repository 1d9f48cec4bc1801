#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-string search for skipping files before lexing: `memchr` finds the needle's rarest byte (in
/// Swift source) at memory speed, and `memcmp` confirms the needle around it.
///
/// Anchoring on the rarest byte rather than the first matters: `.glass` starts with a dot and
/// `interactive` with an `i`, which occur every few bytes, while `G`, `E` or `v` stop the scan rarely.
enum ByteSearch {
    /// Printable ASCII from the rarest to the most common in Swift source (measured over a corpus of
    /// public SwiftUI apps); bytes not listed (controls, non-ASCII) count as rarer than all of these,
    /// and spaces and line breaks as the most common.
    private static let commonness: [UInt8] = {
        let order = Array("^~%Z|;9'QJ7Y+&8X$*<46!35\\`jq#@GH>KW[]z2O_1?N-BF0EUVMDxAPLTRIk=\"}{,Cb/wSyvh()f:gmp.udclsnoraite".utf8)
        var rank = [UInt8](repeating: 0, count: 256)
        for (index, byte) in order.enumerated() { rank[Int(byte)] = UInt8(index + 1) }
        for byte in [UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: " ")] { rank[Int(byte)] = 255 }
        return rank
    }()

    /// The offset in `needle` of its rarest byte (the first of equals).
    static func anchorOffset(of needle: [UInt8]) -> Int {
        var best = 0
        for index in needle.indices where commonness[Int(needle[index])] < commonness[Int(needle[best])] { best = index }
        return best
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        return contains(haystack, needle, anchor: anchorOffset(of: needle))
    }

    /// Whether `needle` occurs in `haystack`, scanning for its byte at `anchor`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8], anchor: Int) -> Bool {
        haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { wanted in
                guard let base = hay.baseAddress, let wantedBase = wanted.baseAddress, hay.count >= wanted.count else {
                    return wanted.isEmpty
                }
                let anchorByte = Int32(wanted[anchor])
                // The anchor of a match lies in [anchor, count - needle + anchor].
                var start = anchor
                let last = hay.count - wanted.count + anchor
                while start <= last {
                    guard let hit = memchr(base + start, anchorByte, last - start + 1) else { return false }
                    let index = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + index - anchor, wantedBase, wanted.count) == 0 { return true }
                    start = index + 1
                }
                return false
            }
        }
    }
}

/// Whether any of a fixed set of needles occurs in a buffer, each searched by its rarest byte.
///
/// Built once per configuration, so a run's per-file check is one scan per distinct needle.
struct TriggerSearch: Sendable {
    private let needles: [(bytes: [UInt8], anchor: Int)]
    /// Whether some needle is empty (or a rule has no triggers): then everything matches.
    private let matchesEverything: Bool

    /// A search for any of `needles`; an empty needle matches every buffer.
    init(needles: [String]) {
        // By bytes, not as strings: two spellings a string calls equal are different needles.
        var seen = Set<[UInt8]>()
        var kept: [(bytes: [UInt8], anchor: Int)] = []
        var everything = false
        // Shorter needles first: a file that has `glassEffect` is found before `glassEffectID` is tried.
        let sorted = needles.map { Array($0.utf8) }
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        for bytes in sorted where seen.insert(bytes).inserted {
            if bytes.isEmpty {
                everything = true
                continue
            }
            // A needle containing a shorter one already searched adds nothing.
            if kept.contains(where: { ByteSearch.contains(bytes, $0.bytes, anchor: $0.anchor) }) { continue }
            kept.append((bytes, ByteSearch.anchorOffset(of: bytes)))
        }
        self.needles = kept
        self.matchesEverything = everything
    }

    /// A search for the triggers of `rules`: any one of them may apply where it matches.
    init(triggersOf rules: [any Rule]) {
        var needles: [String] = []
        for rule in rules {
            let triggers = rule.triggers
            needles += triggers.isEmpty ? [""] : triggers
        }
        self.init(needles: needles)
    }

    /// Whether no needle was given (nothing can match).
    var isEmpty: Bool { needles.isEmpty && !matchesEverything }

    /// Whether any needle occurs in `bytes`.
    func matches(_ bytes: [UInt8]) -> Bool {
        if matchesEverything { return true }
        return needles.contains { ByteSearch.contains(bytes, $0.bytes, anchor: $0.anchor) }
    }
}

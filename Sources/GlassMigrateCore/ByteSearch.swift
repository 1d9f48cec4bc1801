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
package enum ByteSearch {
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

    /// Whether `byte` is rarer in Swift source than `other`, or as rare and smaller: an order of all bytes.
    static func rarerFirst(_ byte: UInt8, _ other: UInt8) -> Bool {
        (commonness[Int(byte)], byte) < (commonness[Int(other)], other)
    }

    /// The offset in `needle` of its rarest byte (the first of equals).
    static func anchorOffset(of needle: [UInt8]) -> Int {
        var best = 0
        for index in needle.indices where commonness[Int(needle[index])] < commonness[Int(needle[best])] { best = index }
        return best
    }

    /// Whether `needle` occurs in `haystack`.
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack, within: haystack.indices) != nil
    }

    /// The first offset in `range` of `haystack` at which `needle` starts and ends inside `range`, found
    /// by scanning for its rarest byte; `range`'s start for an empty needle.
    package static func firstIndex(of needle: [UInt8], in haystack: [UInt8], within range: Range<Int>) -> Int? {
        guard !needle.isEmpty else { return range.lowerBound }
        guard range.count >= needle.count else { return nil }
        let anchor = anchorOffset(of: needle)
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { wanted in
                let base = hay.baseAddress!, wantedBase = wanted.baseAddress!
                let anchorByte = Int32(wanted[anchor])
                // The anchor of a match lies in [lower + anchor, upper - needle + anchor].
                var start = range.lowerBound + anchor
                let last = range.upperBound - wanted.count + anchor
                while start <= last {
                    guard let hit = memchr(base + start, anchorByte, last - start + 1) else { return nil }
                    let index = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + index - anchor, wantedBase, wanted.count) == 0 { return index - anchor }
                    start = index + 1
                }
                return nil
            }
        }
    }
}

/// Which of a few fixed sets of needles occur in a buffer (a run's rule triggers and those of
/// `invalid-suppression`, say), each needle searched by a rare byte of its own: its anchor.
///
/// Needles that share an anchor byte are looked for in one `memchr` pass, and anchors are chosen so
/// that needles share them where they can (`isEnabled` is found through the `b` of `.bar`'s pass), so
/// a file without any needle costs one scan per distinct anchor byte, however many needles and sets.
/// Built once per configuration.
package struct TriggerSearch: Sendable {
    /// A needle, as a range of `needleBytes`, with its anchor and the sets it belongs to.
    private struct Needle {
        var start: Int
        var count: Int
        /// The offset of the anchor byte in the needle.
        var anchor: Int
        /// The sets the needle answers, one bit each (set `n` is bit `n`).
        var sets: UInt64
    }

    /// Needles with the same anchor byte: `needles[first..<end]`.
    private struct AnchorGroup {
        var byte: UInt8
        var first: Int
        var end: Int
        /// The union of the sets of its needles.
        var sets: UInt64
    }

    /// The bytes of every needle, one after the other: flat so the search touches no reference counts.
    private let needleBytes: [UInt8]
    /// The needles, grouped by anchor byte in the order of `groups`.
    private let needles: [Needle]
    private let groups: [AnchorGroup]
    /// The sets with an empty needle (a rule without triggers): they match every buffer.
    private let alwaysMatching: UInt64

    /// A search for any of `needles`; an empty needle matches every buffer.
    package init(needles: [String]) {
        self.init(needleSets: [needles])
    }

    /// A search for which of `needleSets` (at most 64) has a needle in a buffer; a set with an empty
    /// needle matches every buffer.
    package init(needleSets: [[String]]) {
        precondition(needleSets.count <= 64, "at most 64 sets of needles")
        // By bytes, not as strings: two spellings a string calls equal are different needles.
        var setsOf: [[UInt8]: UInt64] = [:]
        var always: UInt64 = 0
        for (set, needles) in needleSets.enumerated() {
            for needle in needles {
                let bytes = Array(needle.utf8)
                if bytes.isEmpty { always |= 1 << UInt64(set) } else { setsOf[bytes, default: 0] |= 1 << UInt64(set) }
            }
        }
        // Shorter needles first: a file that has `glassEffect` is found before `glassEffectID` is tried.
        let sorted = setsOf.keys.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        var kept: [(bytes: [UInt8], sets: UInt64)] = []
        for bytes in sorted {
            // A set that matches everything, or that a shorter needle inside this one answers, needs
            // nothing more from it.
            var sets = setsOf[bytes]! & ~always
            for shorter in kept where ByteSearch.contains(bytes, shorter.bytes) { sets &= ~shorter.sets }
            if sets != 0 { kept.append((bytes, sets)) }
        }
        let anchors = Self.anchorBytes(of: kept.map(\.bytes))
        var flat: [UInt8] = []
        var grouped: [Needle] = []
        var groups: [AnchorGroup] = []
        // Groups in the order of their anchors' rarity, so a needle with a rare anchor is found soonest.
        for byte in Set(anchors).sorted(by: ByteSearch.rarerFirst) {
            var group = AnchorGroup(byte: byte, first: grouped.count, end: grouped.count, sets: 0)
            for (index, needle) in kept.enumerated() where anchors[index] == byte {
                grouped.append(Needle(start: flat.count, count: needle.bytes.count,
                                      anchor: needle.bytes.firstIndex(of: byte)!, sets: needle.sets))
                flat += needle.bytes
                group.sets |= needle.sets
            }
            group.end = grouped.count
            groups.append(group)
        }
        self.needleBytes = flat
        self.needles = grouped
        self.groups = groups
        self.alwaysMatching = always
    }

    /// An anchor byte for each of `needles`: its rarest byte, unless it has a byte that is the anchor
    /// of another needle anyway, whose pass then finds both.
    private static func anchorBytes(of needles: [[UInt8]]) -> [UInt8] {
        var anchors = needles.map { $0[ByteSearch.anchorOffset(of: $0)] }
        var changed = true
        while changed {
            changed = false
            for index in needles.indices {
                let othersAnchors = Set(anchors.indices.filter { $0 != index }.map { anchors[$0] })
                // Moving saves a pass only when no other needle keeps this needle's anchor.
                guard !othersAnchors.contains(anchors[index]) else { continue }
                let shared = needles[index].filter(othersAnchors.contains)
                guard let rarest = shared.min(by: ByteSearch.rarerFirst) else { continue }
                anchors[index] = rarest
                changed = true
            }
        }
        return anchors
    }

    /// The needles that mean one of `rules` may apply: their triggers, or an empty needle (everything
    /// matches) for a rule without triggers.
    package static func needles(triggersOf rules: [any Rule]) -> [String] {
        var needles: [String] = []
        for rule in rules {
            let triggers = rule.triggers
            needles += triggers.isEmpty ? [""] : triggers
        }
        return needles
    }

    /// Whether no needle was given (nothing can match).
    var isEmpty: Bool { needles.isEmpty && alwaysMatching == 0 }

    /// Whether any needle occurs in `bytes`.
    package func matches(_ bytes: [UInt8]) -> Bool {
        firstMatchingSet(in: bytes) != nil
    }

    /// The first of the sets (by their order at `init(needleSets:)`) with a needle in `bytes`, or nil
    /// when none has.
    package func firstMatchingSet(in bytes: [UInt8]) -> Int? {
        var found = alwaysMatching
        if found & 1 == 0 && !groups.isEmpty {
            bytes.withUnsafeBufferPointer { hay in
                needleBytes.withUnsafeBufferPointer { flat in
                    needles.withUnsafeBufferPointer { needles in
                        found |= Self.search(hay, groups: groups, needles: needles, flat: flat, found: found)
                    }
                }
            }
        }
        return found == 0 ? nil : found.trailingZeroBitCount
    }

    /// The sets found in `hay` besides `found`, looking only for sets before the first found one.
    private static func search(_ hay: UnsafeBufferPointer<UInt8>, groups: [AnchorGroup],
                               needles: UnsafeBufferPointer<Needle>, flat: UnsafeBufferPointer<UInt8>,
                               found: UInt64) -> UInt64 {
        guard let base = hay.baseAddress, let flatBase = flat.baseAddress, let needleBase = needles.baseAddress else { return found }
        let count = hay.count
        var found = found
        // The sets still worth finding: those before the first one found.
        var open = found == 0 ? ~UInt64(0) : (found & (~found &+ 1)) &- 1
        for group in groups where group.sets & open != 0 {
            let anchorByte = Int32(group.byte)
            var start = 0
            while start < count, let hit = memchr(base + start, anchorByte, count - start) {
                let index = base.distance(to: UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)))
                var position = group.first
                while position < group.end {
                    let needle = needleBase[position]
                    position += 1
                    let first = index - needle.anchor
                    guard needle.sets & open != 0, first >= 0, first + needle.count <= count else { continue }
                    let wanted = flatBase + needle.start
                    let here = base + first
                    var offset = 0
                    while offset < needle.count && here[offset] == wanted[offset] { offset += 1 }
                    if offset == needle.count {
                        found |= needle.sets
                        open = (found & (~found &+ 1)) &- 1
                    }
                }
                if group.sets & open == 0 { break }
                start = index + 1
            }
            if open == 0 { break }
        }
        return found
    }
}

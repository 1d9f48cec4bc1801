import Testing
import TestSupport
@testable import GlassMigrate
@testable import GlassMigrateCore

@Suite struct TriggerSearchTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func findsAnyNeedleWhereverItIs() {
        let search = TriggerSearch(needles: ["glassEffect", "Material", "x"])
        #expect(search.matches(bytes("x")))
        #expect(search.matches(bytes("Material")))
        #expect(search.matches(bytes("a.glassEffect()")))
        #expect(!search.matches(bytes("glassEffec")))
        #expect(!search.matches([]))
    }

    /// A rule without triggers runs on every file; beside rules that have some, it must not be
    /// searched for as an empty needle (which read past the end of its buffer).
    @Test func anEmptyNeedleBesideOthersMatchesEverything() {
        let search = TriggerSearch(needles: ["", "glassEffect", "Material"])
        #expect(search.matches(bytes("struct A {}")))
        #expect(search.matches([]))
        #expect(!search.isEmpty)
    }

    /// Needles are kept by their bytes: two spellings of one word (composed and decomposed `é`) that a
    /// Swift string calls equal are both searched.
    @Test func needlesThatAreEqualAsStringsButNotAsBytesAreBothSearched() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        let search = TriggerSearch(needles: [composed, decomposed])
        #expect(search.matches(bytes("let \(composed) = 1")))
        #expect(search.matches(bytes("let \(decomposed) = 1")))
    }

    /// Whether `needle` occurs in `haystack`, window by window: the answer the search must give.
    private func naivelyContains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The first set with a needle in `haystack`, naively.
    private func naiveFirstSet(_ haystack: [UInt8], _ sets: [[String]]) -> Int? {
        sets.indices.first { set in sets[set].contains { naivelyContains(haystack, Array($0.utf8)) } }
    }

    /// The run's own needles (rule triggers, `invalid-suppression`'s, support-file names) in two sets.
    private let runLikeSets = [
        [".bar", ".glass", "Material", "isEnabled", "glassEffect", "interactive", "GlassEffectContainer", "GlassButtonStyle", "GlassProminentButtonStyle"],
        ["glassmigrate:"],
    ]

    @Test func answersLikeANaiveSearchOnRandomBuffers() {
        var generator = SystemRandomNumberGenerator()
        // Bytes drawn mostly from the needles' own, so partial matches and anchors abound.
        let alphabet = Array("Gglass.barEffectMaterialisEnabledinteractiveB:m \n".utf8)
        let needles = runLikeSets.flatMap { $0 }.map { Array($0.utf8) }
        let search = TriggerSearch(needleSets: runLikeSets)
        for _ in 0..<3000 {
            var buffer = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            if Bool.random(using: &generator) {
                // Splice in a needle, maybe cut short by a byte at either end.
                var needle = needles.randomElement(using: &generator)!
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: needle.removeLast()
                case 1: needle.removeFirst()
                default: break
                }
                buffer.insert(contentsOf: needle, at: Int.random(in: 0...buffer.count, using: &generator))
            }
            #expect(search.firstMatchingSet(in: buffer) == naiveFirstSet(buffer, runLikeSets), "\(String(decoding: buffer, as: UTF8.self))")
        }
    }

    @Test func findsNeedlesAtTheEdgesOfTheBuffer() {
        let search = TriggerSearch(needleSets: runLikeSets)
        for needle in runLikeSets.flatMap({ $0 }) {
            for buffer in [needle, needle + " x", "x " + needle, "x" + needle + "x"] {
                #expect(search.firstMatchingSet(in: Array(buffer.utf8)) == naiveFirstSet(Array(buffer.utf8), runLikeSets), "\(buffer)")
            }
            // One byte short at either end is no match.
            for buffer in [String(needle.dropFirst()), String(needle.dropLast())] {
                #expect(search.firstMatchingSet(in: Array(buffer.utf8)) == naiveFirstSet(Array(buffer.utf8), runLikeSets), "\(buffer)")
            }
        }
    }

    /// Anchors that overlap (`aab` in `aaab`), needles that are prefixes or suffixes of others and
    /// needles of one byte, in sets that share them.
    @Test func answersLikeANaiveSearchOnAdversarialNeedles() {
        let sets = [["aab", "abab", "b"], ["aa", "aab"], ["ba", "abb"], ["aaab", ""]]
        let search = TriggerSearch(needleSets: Array(sets.prefix(3)))
        let everything = TriggerSearch(needleSets: sets)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let buffer = (0..<Int.random(in: 0...12, using: &generator)).map { _ in [UInt8(ascii: "a"), UInt8(ascii: "b")].randomElement(using: &generator)! }
            #expect(search.firstMatchingSet(in: buffer) == naiveFirstSet(buffer, Array(sets.prefix(3))), "\(String(decoding: buffer, as: UTF8.self))")
            #expect(everything.firstMatchingSet(in: buffer) == naiveFirstSet(buffer, sets), "\(String(decoding: buffer, as: UTF8.self))")
        }
    }

    @Test func tellsTheFirstSetThatMatches() {
        let search = TriggerSearch(needleSets: runLikeSets)
        #expect(search.firstMatchingSet(in: bytes("// glassmigrate: ignore x\n.glassEffect()")) == 0)
        #expect(search.firstMatchingSet(in: bytes("// glassmigrate: ignore x")) == 1)
        #expect(search.firstMatchingSet(in: bytes("struct A {}")) == nil)
        // A set without needles never matches; one with an empty needle always does.
        #expect(TriggerSearch(needleSets: [[], ["x"]]).firstMatchingSet(in: bytes("x")) == 1)
        #expect(TriggerSearch(needleSets: [["x"], [""]]).firstMatchingSet(in: bytes("y")) == 1)
        #expect(TriggerSearch(needleSets: [[], []]).isEmpty)
    }

    /// `ByteSearch.firstIndex` (the project editor's and the suppression parser's search) finds the first
    /// window of a range that holds the needle, as a window-by-window search does.
    @Test func firstIndexIsTheFirstWindowInTheRange() {
        let alphabet = Array("ab.Gg/*- ".utf8)
        var generator = SeededRandom(seed: 0x5EA4C4)
        for _ in 0..<3_000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let lower = Int.random(in: 0...haystack.count, using: &generator)
            let range = lower..<Int.random(in: lower...haystack.count, using: &generator)
            let expected = needle.isEmpty ? range.lowerBound : range.first { start in
                start + needle.count <= range.upperBound && haystack[start..<(start + needle.count)].elementsEqual(needle)
            }
            #expect(ByteSearch.firstIndex(of: needle, in: haystack, within: range) == expected, "\(haystack) \(needle) \(range)")
        }
    }
}

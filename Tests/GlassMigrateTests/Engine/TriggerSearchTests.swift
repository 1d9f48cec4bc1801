import Testing
@testable import GlassMigrate

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
}

import Testing
import SwiftSource

@Suite struct EditSetMappingTests {
    // "abcdef" with "bc" replaced by "XYZW" and "zz" inserted at 5: "aXYZWdezzf".
    private let set = try! EditSet([
        Edit(range: 1..<3, replacement: "XYZW", ruleID: "t"),
        .insert("zz", at: 5, ruleID: "t"),
    ])

    @Test func offsetsOutsideReplacementsMapExactly() {
        #expect(Array(set.apply(to: Array("abcdef".utf8))) == Array("aXYZWdezzf".utf8))
        #expect(set.exactOriginalOffset(0) == 0)
        #expect(set.exactOriginalOffset(1) == 1)
        #expect(set.exactOriginalOffset(5) == 3)
        #expect(set.exactOriginalOffset(7) == 5)
        #expect(set.exactOriginalOffset(9) == 5)
        #expect(set.exactOriginalOffset(10) == 6)
    }

    @Test func offsetsInsideAReplacementHaveNoPlace() {
        for offset in [2, 3, 4, 8] {
            #expect(set.exactOriginalOffset(offset) == nil, "offset \(offset)")
            // The lossy mapping gives the start of what was replaced.
            #expect(set.originalOffset(offset) == (offset == 8 ? 5 : 1))
        }
    }
}

import Testing
import SwiftSource

@Suite struct PlatformBranchesTests {
    @Test func branchesOfOneBlockAreAlternativesAtAnyDepth() throws {
        let file = try ParsedFile(text: """
            Text("a")
                .top()
                #if os(iOS)
                .first()
                #if DEBUG
                .firstDebug()
                #else
                .firstRelease()
                #endif
                #elseif os(macOS)
                .second()
                #else
                .third()
                #endif
                .bottom()

            """)
        func token(_ name: String) throws -> Int {
            try #require(file.tokens.indices.first { file.text(ofToken: $0) == name })
        }
        let branches = file.platformBranches
        let (top, first, debug, release, second, third, bottom) = try (token("top"), token("first"), token("firstDebug"),
                                                                       token("firstRelease"), token("second"), token("third"), token("bottom"))
        #expect(branches.areAlternatives(first, second))
        #expect(branches.areAlternatives(second, third))
        #expect(branches.areAlternatives(debug, release))
        #expect(branches.areAlternatives(debug, third))
        #expect(branches.areAlternatives(third, release))
        #expect(!branches.areAlternatives(first, debug))
        #expect(!branches.areAlternatives(top, first))
        #expect(!branches.areAlternatives(second, bottom))
        #expect(!branches.areAlternatives(top, bottom))
        #expect(!branches.areAlternatives(second, second))
    }
}

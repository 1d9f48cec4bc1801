import Testing
@testable import SwiftSource

/// A fact that counts the `let` declarations of its files and how often one was made from a file.
private struct LetCount: ModuleFact {
    nonisolated(unsafe) static var made = 0
    static let screen = ["let"]
    var lets: Int
    var isComplete = false

    init(_ file: ParsedFile) {
        Self.made += 1
        lets = file.tokens.indices.filter { file.token($0, is: "let") }.count
    }

    mutating func formUnion(_ other: LetCount) { lets += other.lets }
    mutating func complete() { isComplete = true }
}

/// A fact no file is read for in these tests.
private struct NeverAsked: ModuleFact {
    static let screen = ["never"]
    init(_ file: ParsedFile) {}
    mutating func formUnion(_ other: NeverAsked) {}
    mutating func complete() {}
}

// One test, in steps: `LetCount.made` is shared, so the steps must not run at the same time.
@Suite struct FactsOnFirstUseTests {
    @Test func aFactIsMadeOnceWhenFirstAskedAndAnswersAsOneGatheredBeforeTheRun() throws {
        let file = try ParsedFile(text: "let a = 1\nstruct S { let b = 2; func f() { let c = 3 } }\n")
        LetCount.made = 0
        let lazy = DeclaredNames(file, factsOnFirstUse: [LetCount.self])
        #expect(LetCount.made == 0, "nothing is made before a rule asks")
        #expect(lazy.fact(NeverAsked.self) == nil)
        #expect(LetCount.made == 0)

        let copy = lazy
        let first = try #require(lazy.fact(LetCount.self))
        let again = try #require(copy.fact(LetCount.self))
        #expect(LetCount.made == 1, "copies share the fact made")
        #expect(first.isComplete && again.isComplete)

        var eager = DeclaredNames(file, facts: [LetCount.self])
        eager.completeFacts()
        let gathered = try #require(eager.fact(LetCount.self))
        #expect(first.lets == gathered.lets && first.lets == 3)
        #expect(lazy == eager)
        #expect(lazy.names == eager.names)

        // Merged with another file's names, the facts are gathered ones, completed by the caller again.
        var merged = lazy
        merged.formUnion(DeclaredNames(try ParsedFile(text: "let d = 4\n"), facts: [LetCount.self]))
        #expect(merged.fact(LetCount.self)?.lets == 4)
        #expect(merged.fact(LetCount.self)?.isComplete == false)
        merged.completeFacts()
        #expect(merged.fact(LetCount.self)?.isComplete == true)
        #expect(lazy.fact(LetCount.self)?.lets == 3, "the copy merged from is unchanged")
    }
}

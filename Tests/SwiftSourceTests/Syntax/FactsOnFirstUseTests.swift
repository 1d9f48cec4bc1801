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

        // Merged into names that hold no facts (a file's own, as a rule merges them), the facts are still
        // made only when asked, and they are the same.
        let madeSoFar = LetCount.made
        var plain = DeclaredNames(try ParsedFile(text: "struct T {}\n"))
        plain.formUnion(lazy)
        #expect(plain.fact(LetCount.self)?.lets == 3)
        #expect(LetCount.made == madeSoFar, "the fact the lazy names made is the one given")
        let fresh = DeclaredNames(file, factsOnFirstUse: [LetCount.self])
        var another = DeclaredNames(try ParsedFile(text: "struct U {}\n"))
        another.formUnion(fresh)
        #expect(LetCount.made == madeSoFar, "merging makes no fact")
        #expect(another.fact(LetCount.self)?.lets == 3)
        #expect(LetCount.made == madeSoFar + 1)
        #expect(plain.contains("S") && plain.contains("T"))

        // Merged with another file's facts, the answer is what the facts gathered before the run give.
        let other = DeclaredNames(try ParsedFile(text: "let d = 4\n"), facts: [LetCount.self])
        var merged = lazy
        merged.formUnion(other)
        var eagerMerged = eager
        eagerMerged.formUnion(other)
        #expect(merged.fact(LetCount.self)?.lets == 4)
        #expect(merged.fact(LetCount.self)?.lets == eagerMerged.fact(LetCount.self)?.lets)
        #expect(merged.fact(LetCount.self)?.isComplete == eagerMerged.fact(LetCount.self)?.isComplete)
        #expect(merged == eagerMerged)
        #expect(lazy.fact(LetCount.self)?.lets == 3, "the names merged from are unchanged")
    }
}

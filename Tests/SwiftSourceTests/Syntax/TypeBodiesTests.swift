import Foundation
@testable import SwiftSource
import Testing

/// `TypeBodies` tells a type or extension body from the tokens before its `{`: whatever it settles must
/// be what `Scopes` says, and `DeclaredNames` must give the names it gave when it asked `Scopes` alone.
@Suite struct TypeBodiesTests {
    /// Checks every `{` of `text` against `Scopes`; returns how many `TypeBodies` settles.
    @discardableResult
    static func agree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        let file = try ParsedFile(text: text)
        let scopes = Scopes(file)
        var bodies = TypeBodies(file)
        var settled = 0
        for open in file.tokens.indices where file.tokens[open].kind == .leftBrace {
            let kind = scopes.blocks[scopes.block(openedBy: open)!].kind
            let isType = kind == .type || kind == .extension
            let line = file.source.location(of: file.tokens[open].start).line
            guard let isTypeBody = bodies.isTypeBody(open) else { continue }
            #expect(isTypeBody == isType, "line \(line): \(kind)", sourceLocation: sourceLocation)
            settled += 1
        }
        #expect(DeclaredNames(file).names == namesByScopes(file), sourceLocation: sourceLocation)
        return settled
    }

    /// `DeclaredNames` as it was before `TypeBodies`: every keyword's block asked of `Scopes`.
    static func namesByScopes(_ file: ParsedFile) -> Set<String> {
        let keywords = ["func", "var", "let", "case", "struct", "class", "enum", "actor", "protocol", "typealias"]
        let scopes = Scopes(file)
        var names: Set<String> = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard keywords.contains(file.text(ofToken: index)), file.isCode(index), let name = file.nextSignificant(after: index),
                  file.tokens[name].kind == .identifier || file.tokens[name].kind == .backtickIdentifier else { continue }
            if file.token(index, is: "class"), keywords.contains(file.text(ofToken: name)) { continue }
            if let block = scopes.innermostBlock(containing: index) {
                let kind = scopes.blocks[block].kind
                guard kind == .type || kind == .extension else { continue }
            }
            let text = file.text(ofToken: name)
            names.insert(file.tokens[name].kind == .backtickIdentifier ? String(text.dropFirst().dropLast()) : text)
        }
        return names
    }

    @Test func whatTheTokensSettle() throws {
        let file = try ParsedFile(text: """
            struct Plain { func f() { } }
            struct InlineArray<let count: Int> { }
            foo(bar: { })

            """)
        var bodies = TypeBodies(file)
        let opens = file.tokens.indices.filter { file.tokens[$0].kind == .leftBrace }
        #expect(opens.map { bodies.isTypeBody($0) } == [true, false, nil, false])
    }

    @Test func typesExtensionsAndMembers() throws {
        let settled = try Self.agree(BodySamples.typesExtensionsAndMembers)
        #expect(settled > 40)
    }

    @Test func statementsAndClauses() throws {
        let settled = try Self.agree(BodySamples.statementsAndClauses)
        #expect(settled > 30)
    }
}

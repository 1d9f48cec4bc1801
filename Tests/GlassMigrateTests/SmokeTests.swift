import Testing
@testable import GlassMigrate
@Test func lexerRoundTrip() { let t = Lexer.tokenize(Array("let x = 1".utf8)); #expect(t.count == 7) }

import Testing
import TestSupport
@testable import SwiftSource

/// Random inputs: the token ranges must tile every input, and nothing may crash.
@Suite struct LexingFuzzTests {
    /// Pieces of Swift that exercise every lexer state, spliced at random and cut at random points.
    static let snippets: [String] = [
        "let x = 1", "a / b / c", "x /= 2", "/[a-z]+/", "foo(/a/)", "return /x/", "#/a/b/#", "##/x/#/##", "#/\n a\n /#",
        "\"a \\(b) c\"", "\"\\(\"\\(\"\\(x)\")\")\"", "\"\"\"\nline \\(x)\n\\\"\"\"\n\"\"\"", "#\"raw \\#(x) \"# ", "##\"a\"#b\"##",
        "#\"\"\"#", "/* a /* b */ c */", "// c\n", "/// d\n", "/** e */", "`id`", "@State", "#if DEBUG\n", "#endif",
        "#available(iOS 26, *)", "0x1.8p3", "1_000", "1e-3", "0b1010", "t.0.1", "a?.b!", "..<", "...", "->", "<=>",
        "{ $0 + $1 }", "\\(", ")", "(", "\"", "\"\"\"", "#", "/", "*/", "/*", "\\", "\r\n", "\r", "\n", "\t", " ",
        "\u{FEFF}", "#!/usr/bin/swift\n", "café", "名前", "🙂", "try? /y/", "x! / 2", "[1, 2].reduce(1, /)",
    ]

    @Test func randomBytesAndSplicesTileTheInput() {
        var generator = SeededRandom(seed: 0x5EED_1E7E)
        let snippetBytes = Self.snippets.map { Array($0.utf8) }
        for index in 0..<4000 {
            var input: [UInt8] = []
            switch index % 4 {
            case 0:
                // Pure random bytes, invalid UTF-8 included.
                let length = Int.random(in: 0...200, using: &generator)
                input = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            case 1:
                // Mostly ASCII punctuation that switches lexer states.
                let alphabet = Array("\"#\\()/*{}[]'`\r\n \t$@.!?-<>=ab01xe_".utf8)
                let length = Int.random(in: 0...300, using: &generator)
                input = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            default:
                // Swift snippets, some cut mid-token or mid-scalar, with the odd random byte.
                for _ in 0..<Int.random(in: 1...16, using: &generator) {
                    var piece = snippetBytes.randomElement(using: &generator)!
                    if Bool.random(using: &generator), !piece.isEmpty {
                        piece = Array(piece.prefix(Int.random(in: 0...piece.count, using: &generator)))
                    }
                    input += piece
                    if Int.random(in: 0..<8, using: &generator) == 0 { input.append(UInt8.random(in: 0x80...0xFF, using: &generator)) }
                }
                if index % 8 == 2, !input.isEmpty {
                    input = Array(input.prefix(Int.random(in: 0...input.count, using: &generator)))
                }
            }
            let source = SourceFile(path: "fuzz-\(index)", bytes: input)
            let problem = LexerCheck.tilingProblem(source.tokens, input)
            #expect(problem == nil, "input \(index): \(input)")
            if problem != nil { return }
            // Must not crash; a throw is a fine answer for garbage.
            _ = try? BracketTree(source)
        }
    }

    @Test func deepInterpolationNestingDoesNotExhaustTheStack() {
        let depth = 5000
        var text = ""
        for _ in 0..<depth { text += "\"\\(" }
        text += "x"
        for _ in 0..<depth { text += ")\"" }
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(LexerCheck.tilingProblem(tokens, bytes) == nil)
    }

    @Test func manyUnclosedMultilineRegexesStayLinear() {
        // Each `#/` opens a multi-line regex that never closes; rescanning to the end for
        // every one would take minutes here.
        let bytes = Array(String(repeating: "#/\n", count: 40_000).utf8) + Array("##/\n".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(LexerCheck.tilingProblem(tokens, bytes) == nil)
        #expect(tokens.filter { $0.kind == .regexLiteral }.count == 40_001)
        #expect(tokens.filter { $0.kind == .regexLiteral }.dropLast().allSatisfy { $0.end - $0.start == 2 })
    }

    @Test func invalidUTF8BecomesSingleByteUnknownTokens() {
        let bytes: [UInt8] = Array("let a".utf8) + [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80] + Array(" = 1".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(LexerCheck.tilingProblem(tokens, bytes) == nil)
        let unknown = tokens.filter { $0.kind == .unknown }
        #expect(unknown.count == 9)  // 0xC3 0x28: the lead byte is invalid, `(` is a paren
        #expect(unknown.allSatisfy { $0.end - $0.start == 1 })
        #expect(tokens.contains { $0.kind == .leftParen && $0.start == 7 })
        #expect(throws: SyntaxError.self) { try BracketTree(SourceFile(path: "bad", bytes: bytes)) }
    }

    @Test func emptyInputHasNoTokens() {
        #expect(Lexer.tokenize([]).isEmpty)
    }
}

import Testing
@testable import SwiftSource

/// Regex literal or operator: each case's expected classes were checked against the
/// compiler's own lexer (swift-syntax in the toolchain).
@Suite struct LexingRegexTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        /// The significant tokens as `kind text`.
        let expected: [String]
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "x = */a/", expected: ["identifier x", "operator =", "unknown */", "identifier a", "operator /"]),
        Case(source: "#!/bin/sh\n/)/", expected: ["shebang #!/bin/sh", "operator /", "rightParen )", "operator /"]),
        Case(source: "f(x, / a/)", expected: ["identifier f", "leftParen (", "identifier x", "comma ,", "operator /",
                                              "identifier a", "operator /", "rightParen )"]),
        Case(source: "{ / a/ }", expected: ["leftBrace {", "regexLiteral / a/", "rightBrace }"]),
        Case(source: "let r = a /b/ c", expected: ["identifier let", "identifier r", "operator =", "identifier a",
                                                   "regexLiteral /b/", "identifier c"]),
        Case(source: "x = /a /", expected: ["identifier x", "operator =", "operator /", "identifier a", "operator /"]),
        Case(source: "x = /(/", expected: ["identifier x", "operator =", "regexLiteral /(/"]),
        Case(source: "x = /[)]/", expected: ["identifier x", "operator =", "regexLiteral /[)]/"]),
        Case(source: "x = /a/ / 2", expected: ["identifier x", "operator =", "regexLiteral /a/", "operator /", "number 2"]),
        Case(source: "func /(a: T) {}", expected: ["identifier func", "operator /", "leftParen (", "identifier a", "colon :",
                                                   "identifier T", "rightParen )", "leftBrace {", "rightBrace }"]),
        Case(source: "x = #/\n a /#", expected: ["identifier x", "operator =", "regexLiteral #/\n a /#"]),
        Case(source: "x = #/unterminated\ny", expected: ["identifier x", "operator =", "regexLiteral #/unterminated",
                                                         "identifier y"]),
        Case(source: "let q = a?/b/", expected: ["identifier let", "identifier q", "operator =", "identifier a",
                                                 "operator ?", "operator /", "identifier b", "operator /"]),
        Case(source: "if x /y/ {}", expected: ["identifier if", "identifier x", "regexLiteral /y/", "leftBrace {",
                                               "rightBrace }"]),
        Case(source: "x = /a//comment", expected: ["identifier x", "operator =", "operator /", "identifier a",
                                                   "lineComment //comment"]),
        Case(source: "0x1.description", expected: ["number 0x1", "period .", "identifier description"]),
    ]

    @Test(arguments: cases)
    func classifiesLikeTheCompiler(_ testCase: Case) {
        let lexed = LexedText(testCase.source)
        #expect(lexed.visible == testCase.expected)
        #expect(LexerCheck.tilingProblem(lexed.source.tokens, lexed.source.bytes) == nil)
    }
}

import Testing
@testable import SwiftSource

/// The torture fixtures in `Fixtures/lexer/`: every one round-trips, balances, and its key spans
/// are classified as the compiler classifies them.
@Suite struct LexingFixtureTests {
    @Test func fixturesExist() {
        #expect(LexerCheck.fixtureNames().count >= 6)
    }

    @Test(arguments: LexerCheck.fixtureNames())
    func roundTripsAndBalances(name: String) throws {
        let bytes = try LexerCheck.fixture(name)
        let source = SourceFile(path: name, bytes: bytes)
        #expect(LexerCheck.tilingProblem(source.tokens, bytes) == nil)
        #expect(throws: Never.self) { try BracketTree(source) }
        #expect(!source.tokens.contains { $0.kind == .unknown })
    }

    @Test func comments() throws {
        let lexed = LexedText(try LexerCheck.fixture("comments.swift"))
        #expect(lexed.exactKind(of: "// A line comment with \"quotes\" and /* an opener") == .lineComment)
        #expect(lexed.exactKind(of: "/// A doc comment: `code` and \\(not interpolation)") == .docLineComment)
        #expect(lexed.exactKind(of: "//// Four slashes: a plain comment") == .lineComment)
        #expect(lexed.exactKind(of: "/* Block /* nested /* deeper */ still nested */ outer */") == .blockComment)
        #expect(lexed.exactKind(of: "/** Doc block with \"string\" and // slashes */") == .docBlockComment)
        #expect(lexed.exactKind(of: "/***/") == .blockComment)
        #expect(lexed.exactKind(of: "/**/") == .blockComment)
        #expect(lexed.kinds(of: "a/* glued */+1") == [.identifier, .blockComment, .operator, .number])
        #expect(lexed.kinds(of: "+/* after operator */") == [.operator, .blockComment])
        #expect(lexed.kinds(of: "\"http://example.com\"") == [.stringStart, .stringSegment, .stringEnd])
        #expect(lexed.exactKind(of: "// the // in the string is not a comment") == .lineComment)
        #expect(lexed.kinds(of: "\"/* not a comment */\"") == [.stringStart, .stringSegment, .stringEnd])
        #expect(lexed.exactKind(of: "/*\n multi-line\n comment */") == .blockComment)
    }

    @Test func strings() throws {
        let lexed = LexedText(try LexerCheck.fixture("strings.swift"))
        #expect(lexed.kinds(of: "\"Hello, \\(name)!\"") == [
            .stringStart, .stringSegment, .interpolationStart, .identifier, .interpolationEnd, .stringSegment, .stringEnd,
        ])
        // Three interpolations deep, the code is still code.
        #expect(lexed.kinds(of: "name.count") == [.identifier, .period, .identifier])
        let tree = try BracketTree(lexed.source)
        let countStart = try #require(lexed.range(of: "count) c")).lowerBound
        let countIndex = try #require(lexed.source.tokens.firstIndex { $0.start == countStart })
        var enclosingInterpolations = 0
        var parent = Int(tree.parent[countIndex])
        while parent >= 0 {
            if lexed.source.tokens[parent].kind == .interpolationStart { enclosingInterpolations += 1 }
            parent = Int(tree.parent[parent])
        }
        #expect(enclosingInterpolations == 3)
        #expect(lexed.kinds(of: "{ $0 + $1 }") == [
            .leftBrace, .whitespace, .identifier, .whitespace, .operator, .whitespace, .identifier, .whitespace, .rightBrace,
        ])
        #expect(lexed.kinds(of: "\"in closure\"") == [.stringStart, .stringSegment, .stringEnd])
        #expect(lexed.kinds(of: "max((1), (2))") == [.identifier, .leftParen, .leftParen, .number, .rightParen, .comma,
                                                     .whitespace, .leftParen, .number, .rightParen, .rightParen])
        #expect(lexed.kinds(of: "quote \\\" backslash \\\\ tab \\t unicode \\u{1F600} // not comment") == [.stringSegment])
        #expect(lexed.kinds(of: "\"\"") == [.stringStart, .stringEnd])
        // Multi-line string.
        #expect(lexed.kinds(of: "Line one \"quoted\" and \"\"double\"\"") == [.stringSegment])
        #expect(lexed.kinds(of: "Escaped triple: \\\"\"\"") == [.stringSegment])
        #expect(lexed.kinds(of: "name.uppercased()") == [.identifier, .period, .identifier, .leftParen, .rightParen])
        #expect(lexed.kinds(of: "Continued \\\n    line") == [.stringSegment])
        #expect(lexed.kinds(of: "// not a comment, /* nor this */") == [.stringSegment])
        #expect(lexed.kinds(of: "    \"\"\"\nlet raw1") == [.stringSegment, .stringEnd, .newline, .identifier, .whitespace, .identifier])
        // Raw strings.
        #expect(lexed.kinds(of: "raw \\(not) but ") == [.stringSegment])
        #expect(lexed.kinds(of: "\\#(name) and \"quotes\" inside\"#") == [
            .interpolationStart, .identifier, .interpolationEnd, .stringSegment, .stringEnd,
        ])
        #expect(lexed.kinds(of: "double \"# still inside \\#(not) ") == [.stringSegment])
        #expect(lexed.exactKind(of: "\\##(") == .interpolationStart)
        #expect(lexed.exactKind(of: "\"##") == .stringEnd)
        #expect(lexed.kinds(of: "raw multi \"\" \"\"\" not end \\#(name)") == [
            .stringSegment, .interpolationStart, .identifier, .interpolationEnd,
        ])
        #expect(lexed.kinds(of: "#\"\"\"#") == [.stringStart, .stringSegment, .stringEnd])
        #expect(lexed.kinds(of: "\"x\"") == [.stringStart, .stringSegment, .stringEnd])
        #expect(lexed.kinds(of: "\\String.count") == [.backslash, .identifier, .period, .identifier])
        #expect(lexed.kinds(of: "\"value: \\(\"\"\"\n    inner\n    \"\"\")\"") == [
            .stringStart, .stringSegment, .interpolationStart, .stringStart, .stringSegment, .stringEnd,
            .interpolationEnd, .stringEnd,
        ])
    }

    @Test func regexLiteralsAndDivision() throws {
        let lexed = LexedText(try LexerCheck.fixture("regex.swift"))
        #expect(lexed.kinds(of: "a / b / c") == [
            .identifier, .whitespace, .operator, .whitespace, .identifier, .whitespace, .operator, .whitespace, .identifier,
        ])
        #expect(lexed.exactKind(of: "/=") == .operator)
        #expect(lexed.exactKind(of: "/[a-z]+/") == .regexLiteral)
        #expect(lexed.exactKind(of: "/(\\d+)-(\\d+)/") == .regexLiteral)
        #expect(lexed.kinds(of: "(/a/)") == [.leftParen, .regexLiteral, .rightParen])
        #expect(lexed.exactKind(of: "/\\s+/") == .regexLiteral)
        #expect(lexed.kinds(of: "return /x/") == [.identifier, .whitespace, .regexLiteral])
        #expect(lexed.exactKind(of: "#/a/b/#") == .regexLiteral)
        #expect(lexed.exactKind(of: "##/a/#b/##") == .regexLiteral)
        let multilineStart = try #require(lexed.range(of: "#/\n")).lowerBound
        let multilineEnd = try #require(lexed.range(of: "  /#\nlet div")).lowerBound + 4
        #expect(lexed.source.tokens.contains { $0.range == multilineStart..<multilineEnd && $0.kind == .regexLiteral })
        #expect(lexed.kinds(of: "(a) / (b)") == [
            .leftParen, .identifier, .rightParen, .whitespace, .operator, .whitespace, .leftParen, .identifier, .rightParen,
        ])
        #expect(lexed.kinds(of: "a / 2, b / 3") == [
            .identifier, .whitespace, .operator, .whitespace, .number, .comma, .whitespace,
            .identifier, .whitespace, .operator, .whitespace, .number,
        ])
        #expect(lexed.kinds(of: "!/x/.") == [.operator, .regexLiteral, .period])
        #expect(lexed.kinds(of: "try? /y/") == [.identifier, .operator, .whitespace, .regexLiteral])
        #expect(lexed.kinds(of: "t.0\n") == [.identifier, .period, .number, .newline])
        #expect(lexed.kinds(of: "a/2") == [.identifier, .operator, .number])
        #expect(lexed.kinds(of: "/3\n") == [.operator, .number, .newline])
        #expect(lexed.kinds(of: "1, /)") == [.number, .comma, .whitespace, .operator, .rightParen])
        #expect(lexed.kinds(of: "opt! / 2") == [.identifier, .operator, .whitespace, .operator, .whitespace, .number])
        #expect(lexed.kinds(of: "operator /^/\n") == [.identifier, .whitespace, .operator, .newline])
    }

    @Test func punctuationNumbersAndIdentifiers() throws {
        let lexed = LexedText(try LexerCheck.fixture("tokens.swift"))
        #expect(lexed.source.tokens.first?.kind == .shebang)
        #expect(lexed.exactKind(of: "#!/usr/bin/env swift") == .shebang)
        #expect(lexed.exactKind(of: "@available") == .attribute)
        #expect(lexed.exactKind(of: "@MainActor") == .attribute)
        #expect(lexed.exactKind(of: "`Type With Spaces`") == .backtickIdentifier)
        #expect(lexed.exactKind(of: "`default`") == .backtickIdentifier)
        #expect(lexed.exactKind(of: "café") == .identifier)
        #expect(lexed.exactKind(of: "名前") == .identifier)
        #expect(lexed.exactKind(of: "🙂") == .identifier)
        for directive in ["#if", "#elseif", "#endif"] {
            #expect(lexed.exactKind(of: directive) == .directive, "\(directive)")
        }
        #expect(lexed.exactKind(of: "#else", occurrence: 1) == .directive)
        #expect(lexed.exactKind(of: "#available") == .poundKeyword)
        #expect(lexed.exactKind(of: "#selector") == .poundKeyword)
        #expect(lexed.exactKind(of: "#file") == .poundKeyword)
        #expect(lexed.kinds(of: "0..<10") == [.number, .operator, .number])
        #expect(lexed.kinds(of: "1...5") == [.number, .operator, .number])
        #expect(lexed.kinds(of: "optional?.count ?? 0") == [
            .identifier, .operator, .period, .identifier, .whitespace, .operator, .whitespace, .number,
        ])
        #expect(lexed.kinds(of: "optional!\n") == [.identifier, .operator, .newline])
        #expect(lexed.exactKind(of: "->") == .operator)
        #expect(lexed.exactKind(of: "<=>") == .operator)
        for number in ["0x1.8p3", "1_000_000", "1e-3", "0b1010", "0o17", "0xFF_FF"] {
            #expect(lexed.exactKind(of: number) == .number, "\(number)")
        }
        #expect(lexed.kinds(of: "tuple.0.1") == [.identifier, .period, .number, .period, .number])
        #expect(lexed.exactKind(of: "$dollar") == .identifier)
        #expect(lexed.exactKind(of: "$0") == .identifier)
    }

    @Test func lineEndingsAndTabs() throws {
        let bytes = try LexerCheck.fixture("lineendings.swift")
        let lexed = LexedText(bytes)
        let newlines = lexed.source.tokens.filter { $0.kind == .newline }.map { Array(bytes[$0.range]) }
        #expect(newlines.filter { $0 == [13, 10] }.count == 3)
        #expect(newlines.filter { $0 == [13] }.count == 2)
        #expect(newlines.filter { $0 == [10] }.count == 1)
        #expect(lexed.exactKind(of: "/* block\r\n comment */") == .blockComment)
        #expect(lexed.kinds(of: "\"a\\(crlf)b\"") == [
            .stringStart, .stringSegment, .interpolationStart, .identifier, .interpolationEnd, .stringSegment, .stringEnd,
        ])
        #expect(lexed.kinds(of: "\tlet tabbed") == [.whitespace, .identifier, .whitespace, .identifier])
        #expect(lexed.kinds(of: ",\t2]") == [.comma, .whitespace, .number, .rightBracket])
        // No trailing newline: the last token is the closing bracket.
        #expect(bytes.last == UInt8(ascii: "]"))
        #expect(lexed.source.tokens.last?.kind == .rightBracket)
        #expect(lexed.source.lineBreak == "\r\n" || lexed.source.lineBreak == "\n")
        #expect(lexed.source.location(of: try #require(lexed.range(of: "let alone")).lowerBound) == SourceLocation(line: 6, column: 1))
    }

    @Test func byteOrderMark() throws {
        let bytes = try LexerCheck.fixture("bom.swift")
        let lexed = LexedText(bytes)
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(lexed.source.tokens.first == Token(kind: .byteOrderMark, start: 0, end: 3))
        #expect(lexed.source.tokens[1] == Token(kind: .identifier, start: 3, end: 6))
        #expect(lexed.source.tokens.last?.kind == .number)
        #expect(bytes.last == UInt8(ascii: "1"))
    }
}

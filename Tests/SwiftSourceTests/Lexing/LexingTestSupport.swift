import Foundation
@testable import SwiftSource

/// Shared checks for the lexer tests.
enum LexerCheck {
    /// Why `tokens` do not tile `bytes` exactly (contiguous, non-empty, covering every byte), or nil.
    static func tilingProblem(_ tokens: [Token], _ bytes: [UInt8]) -> String? {
        var expectedStart = 0
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for (index, token) in tokens.enumerated() {
            if token.start != expectedStart { return "token \(index) starts at \(token.start), expected \(expectedStart)" }
            if token.end <= token.start { return "token \(index) (\(token.kind)) is empty at \(token.start)" }
            if token.end > bytes.count { return "token \(index) ends at \(token.end) past the input (\(bytes.count))" }
            rebuilt.append(contentsOf: bytes[token.start..<token.end])
            expectedStart = token.end
        }
        if expectedStart != bytes.count { return "tokens end at \(expectedStart), input has \(bytes.count) bytes" }
        if rebuilt != bytes { return "concatenated tokens differ from the input" }
        return nil
    }

    /// The repository's root folder, found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The bytes of `Fixtures/lexer/<name>`.
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = packageRoot.appendingPathComponent("Fixtures/lexer/\(name)")
        return [UInt8](try Data(contentsOf: url))
    }

    /// Every `.swift` file under `Fixtures/lexer/`.
    static func fixtureNames() -> [String] {
        let folder = packageRoot.appendingPathComponent("Fixtures/lexer")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }
}

/// Looks up the tokens that cover a piece of text in a lexed file.
struct LexedText {
    let source: SourceFile

    init(_ bytes: [UInt8]) { source = SourceFile(path: "<test>", bytes: bytes) }
    init(_ text: String) { self.init(Array(text.utf8)) }

    /// The byte range of the `occurrence`-th (0-based) appearance of `needle`.
    func range(of needle: String, occurrence: Int = 0) -> Range<Int>? {
        let pattern = Array(needle.utf8)
        let bytes = source.bytes
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return nil }
        var seen = 0
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            if seen == occurrence { return start..<start + pattern.count }
            seen += 1
        }
        return nil
    }

    /// The kinds of all tokens overlapping the `occurrence`-th appearance of `needle`, in order.
    func kinds(of needle: String, occurrence: Int = 0) -> [TokenKind] {
        guard let range = range(of: needle, occurrence: occurrence) else { return [] }
        return source.tokens.filter { $0.start < range.upperBound && $0.end > range.lowerBound }.map(\.kind)
    }

    /// The kind of the single token that spans exactly the `occurrence`-th `needle`, or nil.
    func exactKind(of needle: String, occurrence: Int = 0) -> TokenKind? {
        guard let range = range(of: needle, occurrence: occurrence) else { return nil }
        return source.tokens.first { $0.range == range }?.kind
    }

    /// Every token but whitespace and line breaks, as `kind text`, for whole-snippet expectations.
    var visible: [String] {
        source.tokens.indices.filter { source.tokens[$0].kind != .whitespace && source.tokens[$0].kind != .newline }.map {
            "\(source.tokens[$0].kind) \(source.text(ofToken: $0))"
        }
    }
}

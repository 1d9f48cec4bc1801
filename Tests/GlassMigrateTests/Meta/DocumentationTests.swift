import Foundation
import Testing
import GlassMigrate

/// Finds public declarations without a `///` or `/** */` comment, using glassmigrate's own lexer.
enum UndocumentedPublicAPI {
    private static let modifiers: Set<String> = [
        "public", "open", "static", "final", "override", "mutating", "nonmutating", "convenience", "required",
        "indirect", "nonisolated", "private", "fileprivate", "internal", "class",
    ]

    /// `path:line: text` for each undocumented public declaration (and enum case of a public enum) in `file`.
    static func find(in file: ParsedFile) -> [String] {
        var problems: [String] = []
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            // `open` is also a common variable name; it is a modifier only before a declaration keyword.
            let isOpenModifier = file.token(index, is: "open") && file.nextSignificant(after: index).map {
                !file.hasLineBreak(between: index, and: $0)
                    && ["class", "func", "var", "let", "subscript", "static", "override", "final"].contains(file.text(ofToken: $0))
            } == true
            let isPublic = file.token(index, is: "public") || isOpenModifier
            let isCase = file.token(index, is: "case") && isCaseOfPublicEnum(index, in: file)
            guard isPublic || isCase else { continue }
            // Only modifiers that start a declaration, not `public` further into a modifier list.
            if isPublic, let previous = file.previousSignificant(before: index), tokens[previous].kind == .identifier,
               modifiers.contains(file.text(ofToken: previous)) { continue }
            if !hasDocComment(before: declarationStart(index, in: file), in: file) {
                let line = file.source.location(of: tokens[index].start).line
                let text = file.text(file.source.lineRange(line)).trimmingCharacters(in: .whitespaces)
                problems.append("\(file.source.path):\(line): \(text)")
            }
        }
        return problems
    }

    /// The first token of the declaration: attributes (with their arguments) before `index` belong to it.
    private static func declarationStart(_ index: Int, in file: ParsedFile) -> Int {
        var start = index
        while let previous = file.previousSignificant(before: start) {
            let kind = file.tokens[previous].kind
            if kind == .attribute {
                start = previous
            } else if kind == .rightParen, let open = file.partner(of: previous),
                      let attribute = file.previousSignificant(before: open), file.tokens[attribute].kind == .attribute {
                start = attribute
            } else {
                break
            }
        }
        return start
    }

    private static func hasDocComment(before index: Int, in file: ParsedFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            let kind = file.tokens[cursor].kind
            if kind == .docLineComment || kind == .docBlockComment { return true }
            if kind != .whitespace && kind != .newline { return false }
            cursor -= 1
        }
        return false
    }

    private static func isCaseOfPublicEnum(_ index: Int, in file: ParsedFile) -> Bool {
        guard let blockIndex = file.scopes.innermostBlock(containing: index) else { return false }
        let block = file.scopes.blocks[blockIndex]
        guard block.kind == .type, let keyword = block.keyword, file.token(keyword, is: "enum") else { return false }
        var cursor = keyword - 1
        while cursor >= 0, file.tokens[cursor].kind != .newline {
            if file.token(cursor, is: "public") { return true }
            cursor -= 1
        }
        return false
    }
}

@Suite struct DocumentationTests {
    @Test func everyPublicDeclarationIsDocumented() throws {
        var problems: [String] = []
        for folder in ["Sources/GlassMigrate", "Transforms"] {
            let root = FixtureCase.root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
                let file = try ParsedFile(SourceFile(path: "\(folder)/\(relative)", bytes: bytes))
                problems += UndocumentedPublicAPI.find(in: file)
            }
        }
        #expect(problems.isEmpty, "undocumented public declarations:\n\(problems.sorted().joined(separator: "\n"))")
    }

    @Test func theCheckCatchesWhatItShould() throws {
        let file = try ParsedFile(text: """
        /// Documented.
        public struct A {
            public var undocumented: Int
            /// Documented.
            @inlinable public func f() {}
            public private(set) var alsoUndocumented = 1
        }
        /// Documented.
        public enum E {
            /// Documented.
            case a
            case b
        }
        enum Internal { case c }

        """)
        let lines = UndocumentedPublicAPI.find(in: file).map { $0.split(separator: ":")[1] }
        #expect(lines == ["3", "6", "12"])
    }
}

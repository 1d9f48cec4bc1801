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
        // Members of a public protocol (its requirements) and of a `public extension` are public without
        // saying so, so they are found by position instead of by keyword.
        for block in file.scopes.blocks where isImplicitlyPublicBody(block, in: file) {
            for index in (block.open + 1)..<block.close where isMemberStart(index, of: block, in: file) {
                if !hasDocComment(before: declarationStart(index, in: file), in: file) {
                    let line = file.source.location(of: tokens[index].start).line
                    let text = file.text(file.source.lineRange(line)).trimmingCharacters(in: .whitespaces)
                    problems.append("\(file.source.path):\(line): \(text)")
                }
            }
        }
        return problems
    }

    private static let memberWords: Set<String> = [
        "var", "let", "func", "init", "subscript", "associatedtype", "typealias", "static", "class", "mutating",
        "nonmutating", "struct", "enum", "actor", "protocol", "convenience", "final", "nonisolated", "override",
        "required", "indirect",
    ]

    /// Whether the block is a public protocol's body or a `public extension`'s body.
    private static func isImplicitlyPublicBody(_ block: Block, in file: ParsedFile) -> Bool {
        guard let keyword = block.keyword else { return false }
        let isProtocol = block.kind == .type && file.token(keyword, is: "protocol")
        let isExtension = block.kind == .extension && file.token(keyword, is: "extension")
        return (isProtocol || isExtension) && isPublicOnItsLine(keyword, in: file)
    }

    /// Whether the token starts a declaration directly inside `block` that has no access modifier of
    /// its own (one with `public` is found by the keyword check; `private` and the like are not public).
    private static func isMemberStart(_ index: Int, of block: Block, in file: ParsedFile) -> Bool {
        guard file.tokens[index].kind == .identifier, file.enclosingOpen(of: index) == block.open,
              memberWords.contains(file.text(ofToken: index)) else { return false }
        // The first word after the declaration's attributes, which start a line (or follow `{` or `;`).
        let start = declarationStart(index, in: file)
        guard let previous = file.previousSignificant(before: start) else { return false }
        return previous == block.open || file.hasLineBreak(between: previous, and: start)
            || file.tokens[previous].kind == .semicolon
    }

    /// Whether `public` is written before the token on its line.
    private static func isPublicOnItsLine(_ index: Int, in file: ParsedFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0, file.tokens[cursor].kind != .newline {
            if file.token(cursor, is: "public") { return true }
            cursor -= 1
        }
        return false
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
        return isPublicOnItsLine(keyword, in: file)
    }
}

@Suite struct DocumentationTests {
    @Test func everyPublicDeclarationIsDocumented() throws {
        var problems: [String] = []
        for folder in ["Sources/SwiftSource", "Sources/GlassMigrateCore", "Sources/GlassMigrate", "Sources/GlassMigrateCommandLine", "Transforms"] {
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
        /// Documented.
        public protocol P {
            /// Documented.
            var documented: Int { get }
            func undocumentedRequirement()
            associatedtype Undocumented
            /// Documented.
            @discardableResult static func documentedStatic() -> Int
        }
        protocol InternalProtocol { func f() }
        /// Documented.
        public extension A {
            func undocumentedExtensionMember() {}
            private func notPublic() {}
            /// Documented.
            static let documented = 1
            @MainActor
            var undocumentedWithAttribute: Int { 1 }
        }
        extension A {
            public init(undocumented: Int) {}
            public subscript(undocumented: Int) -> Int { 0 }
            public typealias Undocumented = Int
            public static func undocumentedStatic() {}
            func internalMember() {}
        }

        """)
        let lines = UndocumentedPublicAPI.find(in: file).map { $0.split(separator: ":")[1] }
        #expect(lines.sorted { Int($0)! < Int($1)! } == ["3", "6", "12", "19", "20", "27", "32", "35", "36", "37", "38"])
    }
}

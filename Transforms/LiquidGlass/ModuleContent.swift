import GlassMigrateCore

/// The module-wide part of "is this view content?": for each view the files of a module create by name
/// (`ChatMessageView(…)`, `Card { … }`), whether a use is content (a row, a cell, a card in scrolling
/// content, as `ContentLayer` judges it in the file of the use) or not.
///
/// `ContentLayer` asks it about the uses other files make of a declaration, so a bubble whose list is in
/// another file is content where it is declared. Only files that can hold content (a `List`, `Form`,
/// `ForEach`, grid or `ScrollView`) are read: a use in another file is not seen, so a view used as content and
/// elsewhere can look content only; its material stays a material either way.
public struct ModuleContent: ModuleFact {
    /// Strings of which one occurs in every file that can make a use content.
    public static let screen = ["List {", "List(", "Form {", "ForEach", "Grid {", "Grid(", "ScrollView"]

    /// What the module's files tell about the uses of one name.
    public struct Uses: Sendable, Equatable {
        /// Why a use is content ("a row of the `List` (Feed.swift, line 7)"), for the first such use.
        public var content: String?
        /// Why a use's own declaration cannot be told content or not, for the first such use.
        public var unsure: String?
        /// Where a use outside content is ("Feed.swift, line 9"), for the first such use.
        public var elsewhere: String?
    }

    private var usesByName: [String: Uses] = [:]

    /// What `file` tells about the views it creates by name.
    public init(_ file: ParsedFile) {
        let tokens = file.tokens
        var layers = ContentLayer(ViewStructure(file), fileName: Self.fileName(of: file))
        var previews = NameUses(file: file)
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let next = file.nextSignificant(after: index),
                  tokens[next].kind == .leftParen || tokens[next].kind == .leftBrace,
                  file.source.bytes[tokens[index].start].isUppercaseASCII, file.isCode(index),
                  !file.hasLineBreak(between: index, and: next) else { continue }
            if let previous = file.previousSignificant(before: index),
               tokens[previous].kind == .period || Self.declarationKeywords.contains(token: previous, in: file.source) { continue }
            if previews.isInPreview(index) { continue }
            let name = file.text(ofToken: index)
            var uses = usesByName[name] ?? Uses()
            switch layers.role(ofUseAt: index) {
            case .content(let reason): if uses.content == nil { uses.content = reason }
            case .unsure(let reason): if uses.unsure == nil { uses.unsure = reason }
            case .functional, nil: if uses.elsewhere == nil { uses.elsewhere = layers.place(of: index) }
            }
            usesByName[name] = uses
        }
    }

    private static let declarationKeywords = WordSet(["struct", "class", "enum", "actor", "protocol", "extension", "func", "init"])

    /// The file's name, without its folders, as a finding names another file.
    static func fileName(of file: ParsedFile) -> String {
        String(file.source.path.split(separator: "/").last ?? "")
    }

    /// Adds what another file of the module tells; the first file's reasons are kept.
    public mutating func formUnion(_ other: ModuleContent) {
        for (name, theirs) in other.usesByName {
            var uses = usesByName[name] ?? Uses()
            uses.content = uses.content ?? theirs.content
            uses.unsure = uses.unsure ?? theirs.unsure
            uses.elsewhere = uses.elsewhere ?? theirs.elsewhere
            usesByName[name] = uses
        }
    }

    /// Nothing needs the whole module.
    public mutating func complete() {}

    /// What the module's files tell about the uses of `name`.
    public func uses(of name: String) -> Uses? { usesByName[name] }
}

private extension UInt8 {
    var isUppercaseASCII: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
}

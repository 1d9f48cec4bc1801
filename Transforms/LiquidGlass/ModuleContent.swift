import GlassMigrateCore

/// The module-wide part of "is this view content?": for each view the files of a module create by name
/// (`ChatMessageView(…)`, `Card { … }`) and each modifier they apply by name (`.cardStyle()`), whether a use is content (a row, a cell, a card in scrolling
/// content, as `ContentLayer` judges it in the file of the use) or not.
///
/// `ContentLayer` asks it about the uses other files make of a declaration, so a bubble whose list is in
/// another file is content where it is declared. Only files that can hold content (a `List`, `Form`,
/// `ForEach`, grid or `ScrollView`) are read: a use in another file is not seen, so a view used as content and
/// elsewhere can look content only; its material stays a material either way.
public struct ModuleContent: ModuleFact {
    /// Strings of which one occurs in every file that can make a use content (` List(` with its space, so
    /// that `ExprList(` of a non-UI code base is not one).
    public static let screen = ["ForEach", "ScrollView", "LazyVGrid", "LazyHGrid", "Grid {", "List {", " List(", "\tList(", "Form {"]

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
                  file.isCode(index), !file.hasLineBreak(between: index, and: next) else { continue }
            let previous = file.previousSignificant(before: index)
            let isMember = previous.map { tokens[$0].kind == .period } ?? false
            if file.source.bytes[tokens[index].start].isUppercaseASCII {
                // A view type's use: `Card(…)`, `Card { … }`.
                if isMember || previous.map({ Self.declarationKeywords.contains(token: $0, in: file.source) }) == true { continue }
            } else {
                // A modifier's use: `.cardStyle()`, judged where it is applied, as a type's use is.
                guard isMember, tokens[next].kind == .leftParen, !Self.swiftUIModifiers.contains(token: index, in: file.source)
                else { continue }
            }
            if previews.isInPreview(index) { continue }
            let name = file.text(ofToken: index)
            // SwiftUI's own views and values are never the module's: most calls of a view file are theirs.
            if ModuleGlass.swiftUINames.contains(name) || Self.frameworkNames.contains(name) { continue }
            var uses = usesByName[name] ?? Uses()
            switch layers.role(ofUseAt: index) {
            case .content(let reason): if uses.content == nil { uses.content = reason }
            case .unsure(let reason): if uses.unsure == nil { uses.unsure = reason }
            case .functional, nil: if uses.elsewhere == nil { uses.elsewhere = layers.place(of: index) }
            }
            usesByName[name] = uses
        }
    }

    /// Framework views and values called in view code, besides `ModuleGlass.swiftUINames`.
    private static let frameworkNames: Set<String> = [
        "Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Font",
        "ProgressView", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "DatePicker", "ColorPicker",
        "EdgeInsets", "CGSize", "CGFloat", "CGPoint", "CGRect", "Date", "URL", "UUID", "Binding", "AnyView",
        "AsyncImage", "Link", "ShareLink", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient",
        "LazyVGrid", "LazyHGrid", "GridItem", "GridRow", "ViewThatFits", "ContentUnavailableView", "Table",
        "TableColumn", "NavigationLink", "DisclosureGroup", "LabeledContent", "ControlGroup", "Canvas", "TimelineView",
        "String", "Int", "Double", "Array", "Set", "Dictionary", "Task", "Animation", "Angle", "UnitPoint",
    ]

    /// SwiftUI modifiers and collection methods a view file calls most, which are never the module's
    /// own modifiers: not judged, to keep the reading cheap.
    private static let swiftUIModifiers = WordSet([
        "padding", "frame", "font", "fontWeight", "foregroundStyle", "foregroundColor", "background", "overlay",
        "onTapGesture", "onAppear", "onDisappear", "onChange", "onReceive", "task", "opacity", "shadow", "clipShape",
        "cornerRadius", "tint", "fill", "stroke", "strokeBorder", "offset", "lineLimit", "multilineTextAlignment",
        "bold", "italic", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "animation", "transition", "id",
        "tag", "disabled", "buttonStyle", "navigationTitle", "toolbar", "sheet", "alert", "environment",
        "environmentObject", "accessibilityLabel", "accessibilityHint", "contentShape", "gesture", "imageScale",
        "symbolRenderingMode", "listRowBackground", "listRowInsets", "fixedSize", "layoutPriority", "zIndex",
        "rotationEffect", "scaleEffect", "blur", "mask", "border", "glassEffect", "keyboardShortcut", "help",
        "append", "map", "filter", "first", "contains", "sorted", "compactMap", "joined", "formatted", "removeAll",
        "insert", "remove", "firstIndex", "reduce", "forEach", "prefix", "dropFirst", "lowercased", "replacingOccurrences",
    ])

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

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
        /// Uses at the root of a view type of the module that nothing in their file places: judged by
        /// that type's own uses, with where the use is.
        var through: [Through] = []

        mutating func add(_ other: Uses) {
            content = content ?? other.content
            unsure = unsure ?? other.unsure
            elsewhere = elsewhere ?? other.elsewhere
            through += other.through
        }
    }

    /// A use in the body of the view type `owner`, at `place`.
    struct Through: Sendable, Equatable {
        var owner: String
        var place: String
    }

    /// The uses of view types by name, and of modifiers by name and argument labels (`card(accent:)`).
    private var usesByName: [String: Uses] = [:]
    /// The argument labels each modifier is called with in the module.
    private var modifierLabels: [String: Set<[String?]>] = [:]

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
            var key = name
            if isMember {
                let labels = ArgumentList(file, open: next).labels
                modifierLabels[name, default: []].insert(labels)
                key = Self.key(name, labels)
            }
            var uses = usesByName[key] ?? Uses()
            switch layers.role(ofUseAt: index) {
            case .content(let reason): if uses.content == nil { uses.content = reason }
            case .unsure(let reason): if uses.unsure == nil { uses.unsure = reason }
            case .functional: if uses.elsewhere == nil { uses.elsewhere = layers.place(of: index) }
            case nil:
                if !layers.isInLayerOfItsOwn(index), let owner = Self.viewType(around: index, in: file) {
                    uses.through.append(Through(owner: owner, place: layers.place(of: index)))
                } else if uses.elsewhere == nil {
                    uses.elsewhere = layers.place(of: index)
                }
            }
            usesByName[key] = uses
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
        for (name, theirs) in other.usesByName { usesByName[name, default: Uses()].add(theirs) }
        for (name, labels) in other.modifierLabels { modifierLabels[name, default: []].formUnion(labels) }
    }

    /// Nothing needs the whole module.
    public mutating func complete() {}

    /// What the module's files tell about the uses of the view type `name`.
    public func uses(of name: String) -> Uses? { resolved(usesByName[name], depth: 0) }

    /// What the module's files tell about the uses of the modifier `name` whose parameters are
    /// `parameters`: the calls whose labels can reach it (`card(accent:)` is not `card(padding:)`).
    func uses(ofModifier name: String, parameters: [SwiftUIGlassEffect.Parameter]) -> Uses? {
        var result: Uses?
        for labels in modifierLabels[name] ?? [] where SwiftUIGlassEffect.fits(labels, parameters) {
            if let uses = usesByName[Self.key(name, labels)] { result = result ?? Uses(); result?.add(uses) }
        }
        return resolved(result, depth: 0)
    }

    /// `uses` with its uses at the root of view types judged by those types' own uses.
    private func resolved(_ uses: Uses?, depth: Int) -> Uses? {
        guard var uses, !uses.through.isEmpty else { return uses }
        let through = uses.through
        uses.through = []
        for use in through {
            let theirs = depth < Self.maximumDepth ? resolved(usesByName[use.owner], depth: depth + 1) : nil
            if let content = theirs?.content, uses.content == nil { uses.content = "`\(use.owner)`, which is \(content)" }
            uses.unsure = uses.unsure ?? theirs?.unsure
            if theirs?.content == nil || theirs?.elsewhere != nil { uses.elsewhere = uses.elsewhere ?? use.place }
        }
        return uses
    }

    private static let maximumDepth = 3

    /// The key of a modifier's uses with argument `labels`: `card(accent:_:)`.
    private static func key(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The view type whose body (or property, or method) holds `token`, if any.
    private static func viewType(around token: Int, in file: ParsedFile) -> String? {
        let scopes = file.scopes
        guard let declaration = NameUses.viewDeclaration(around: token, in: file) else { return nil }
        var block = scopes.blocks[declaration]
        if block.kind != .type, let parent = block.parent { block = scopes.blocks[parent] }
        return block.kind == .type && block.inheritance.contains("View") ? block.name : nil
    }
}

extension UInt8 {
    /// Whether the byte is `A` to `Z`: a type's name starts so.
    var isUppercaseASCII: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
}

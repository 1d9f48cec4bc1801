import GlassMigrateCore

/// Whether a view statement of a stack is itself a glass view, as a neighbour of the stack's other views.
///
/// A statement gets glass when its own chain applies glass of any kind `ModuleGlass` knows except a
/// glass button style (SwiftUI's `glassEffect`, the generated helpers, LiquidGlass's `.glass(style:)`,
/// the module's own glass modifiers); when it is a control (`Button`, `NavigationLink`, `Link`, `Menu`)
/// whose label is one view that gets glass; or when it names a property or method of the same type
/// whose body is one view that gets glass. Glass deeper inside a view (a glass badge inside a card)
/// does not make the view a glass neighbour.
struct SiblingGlass {
    let views: ViewStructure
    /// The `{` of each property and method body of the file's types and extensions, by type and member
    /// name (`Bar.indicator`); a name declared twice (overloads) has several.
    private let memberBodies: [String: [Int]]

    init(views: ViewStructure) {
        self.views = views
        let blocks = views.file.scopes.blocks
        var bodies: [String: [Int]] = [:]
        for block in blocks where block.kind == .property || block.kind == .function {
            guard let name = block.name, let parent = block.parent,
                  blocks[parent].kind == .type || blocks[parent].kind == .extension, let type = blocks[parent].name else { continue }
            bodies["\(type).\(name)", default: []].append(block.open)
        }
        memberBodies = bodies
    }

    /// How deep labels and properties are followed (a property whose root is a button whose label is glass).
    private static let depth = 3

    /// The controls whose label is the view that shows.
    private static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu"]
    /// The argument labels that mark a control's unlabeled trailing closure as its label, not its action.
    private static let labelledByTrailingClosure: Set<String> = ["action", "destination"]

    /// Whether `statement`'s root view gets glass.
    func getsGlass(_ statement: ViewStatement) -> Bool {
        getsGlass(statement, depth: Self.depth)
    }

    /// Whether the statement's own chain applies glass (not a glass button style).
    func hasOwnGlass(_ statement: ViewStatement) -> Bool {
        views.rootGlass(of: statement).contains { $0.kind != .buttonStyle }
    }

    private func getsGlass(_ statement: ViewStatement, depth: Int) -> Bool {
        if hasOwnGlass(statement) { return true }
        guard depth > 0 else { return false }
        let file = views.file
        let first = statement.first
        guard file.tokens[first].kind == .identifier else { return false }
        let name = file.text(ofToken: first)
        if Self.controls.contains(name) {
            guard let label = labelClosure(of: first, in: statement) else { return false }
            return singleViewGetsGlass(inBlockAt: label.open, depth: depth - 1)
        }
        guard let member = memberName(startingAt: first, in: statement),
              let body = memberBody(named: file.text(ofToken: member), around: first) else { return false }
        return singleViewGetsGlass(inBlockAt: body, depth: depth - 1)
    }

    /// Whether the block holds one view statement and it gets glass.
    private func singleViewGetsGlass(inBlockAt open: Int, depth: Int) -> Bool {
        let statements = views.statements(inBlockAt: open)
        guard statements.count == 1 else { return false }
        return getsGlass(statements[0], depth: depth)
    }

    /// The closure that is the label of the control called at `name`: `label: { … }`, or the trailing
    /// closure of `Button(action: …) { … }` and `NavigationLink(destination: …) { … }`.
    private func labelClosure(of name: Int, in statement: ViewStatement) -> ClosureOwner? {
        let file = views.file
        var closures: [ClosureOwner] = []
        for index in statement.tokens where file.tokens[index].kind == .leftBrace {
            if let owner = views.owner(ofClosureAt: index), owner.nameToken == name { closures.append(owner) }
        }
        if let labelled = closures.first(where: { $0.label == "label" }) { return labelled }
        guard closures.count == 1, closures[0].label == nil,
              let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen else { return nil }
        let labels = ArgumentList(file, open: open).labels.compactMap { $0 }
        return labels.contains(where: Self.labelledByTrailingClosure.contains) ? closures[0] : nil
    }

    /// The member a statement names as its view: `indicator`, `self.indicator`, `makeBar()`, with or
    /// without modifiers after it; nil for anything else (a type's initializer, an expression).
    private func memberName(startingAt first: Int, in statement: ViewStatement) -> Int? {
        let file = views.file
        var name = first
        if file.token(first, is: "self") {
            guard let dot = file.nextSignificant(after: first), file.tokens[dot].kind == .period,
                  let member = file.nextSignificant(after: dot), file.tokens[member].kind == .identifier else { return nil }
            name = member
        }
        guard let initial = file.text(ofToken: name).unicodeScalars.first, initial.properties.isLowercase else { return nil }
        var end = name
        if let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen,
           !file.hasLineBreak(between: name, and: open), let close = file.partner(of: open) {
            end = close
        }
        // What follows is nothing, or the modifiers of the statement's chain.
        guard let next = file.nextSignificant(after: end), next < statement.tokens.upperBound else { return name }
        return statement.chain?.links.first?.dot == next ? name : nil
    }

    /// The `{` of the body of the property or method `name` declared in the type (or an extension of the
    /// type, in this file) around the token `index`.
    private func memberBody(named name: String, around index: Int) -> Int? {
        let scopes = views.file.scopes
        guard let typeIndex = scopes.enclosingBlocks(of: index).first(where: {
            scopes.blocks[$0].kind == .type || scopes.blocks[$0].kind == .extension
        }), let typeName = scopes.blocks[typeIndex].name, let bodies = memberBodies["\(typeName).\(name)"] else { return nil }
        // Two members of that name (overloads) cannot be told apart by the name alone.
        return bodies.count == 1 ? bodies[0] : nil
    }
}

import GlassMigrateCore

/// Reports sibling glass views that no `GlassEffectContainer` encloses, and can wrap them in one (`ruleDescription` says when).
public struct GlassContainer: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: Option.ruleID,
        summary: "Reports sibling glass views that are not in a GlassEffectContainer, and can wrap their stack in one.",
        kind: .lint,
        defaultSeverity: .warning,
        // Every glass the rule counts is spelled with either: `glassEffect`, `adaptiveGlassBackground`,
        // `.glass(style:)` and the module's own glass names that say so (`glassCard`).
        triggers: ["glass", "Glass"],
        details: """
            Reports an `HStack`, `VStack`, `ZStack` or `ForEach` with two or more sibling views that get glass \
            and no enclosing `GlassEffectContainer` (or a view or function of the module whose body puts its \
            content in one, as a back-deployment wrapper's container does). A sibling gets glass when its own modifiers apply it (SwiftUI's \
            `glassEffect`, the generated `adaptiveGlassEffect` and `adaptiveGlassBackground`, LiquidGlass's \
            `.glass(style:)`, or a modifier of the module whose body applies glass), when it is a `Button`, \
            `NavigationLink`, `Link` or `Menu` whose label is one such view, or when it names a property or method \
            of the same type whose body is one such view. Glass deeper inside a sibling (a glass badge in a card) \
            does not count, nor do glass button styles; branches of an `if` count once and a `Group`'s views count \
            as the stack's own. Rows of a `List`, `Form`, `Section` or `Table` are content and not reported. \
            Nothing is reported in a module that declares its own `glassEffect`, and only files that mention \
            `glass` or `Glass` are read. With `fixContainers` the stack, modifiers included, is wrapped in \
            `GlassEffectContainer(spacing:)` with the stack's own spacing, so layout does not change (without \
            `fixContainers` the finding carries that fix); the wrapped lines move in by one level of the file's \
            indentation and blank lines stay empty. A `ForEach` whose rows get glass counts as several siblings; \
            one outside a stack is reported without a fix (wrapping it would merge its rows into one view of the \
            enclosing layout). No fix is offered when the container would sit outside the availability check \
            (or `#if`) its glass needs, when the glass is a helper's or the module's that compiles where \
            `GlassEffectContainer` does not, or when a wrapped line starts inside a multi-line string literal. \
            The finding is about the whole stack: a rewrite inside it that makes the finding new is taken back \
            (as `<rule>/not-rewritten`), so material backgrounds that would become uncontained neighbouring glass \
            stay materials, in the adaptive style as in the native one.
            """,
        rationale: """
            Separate glass views each render on their own: it costs more and the blending and morphing the \
            container gives never happen. The checklist asks that neighbouring glass elements share a container.
            """,
        sources: [
            RuleSources.seedArticle("Mistake 3 and the checklist: neighbouring glass elements are wrapped in a GlassEffectContainer."),
            RuleSources.apple("SwiftUI: GlassEffectContainer", "swiftui/glasseffectcontainer",
                              "Views with glass effects inside one container are rendered together, which performs better and lets their shapes blend and morph into one another."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Actions: View {
                        var body: some View {
                            HStack(spacing: 12) {
                                Button("Share") {}.padding().glassEffect()
                                Button("Save") {}.padding().glassEffect()
                            }
                        }
                    }

                    """,
                right: """
                    struct Actions: View {
                        var body: some View {
                            GlassEffectContainer(spacing: 12) {
                                HStack(spacing: 12) {
                                    Button("Share") {}.padding().glassEffect()
                                    Button("Save") {}.padding().glassEffect()
                                }
                            }
                        }
                    }

                    """,
                targets: DeploymentTargets([.iOS: OSVersion(26)])),
        ],
        options: [Option.fixContainers.option]
    )


    /// The rule's options, as its description declares them and its logic reads them.
    enum Option {
        static let ruleID = "glass-container"
        static let fixContainers = RuleOption.Key<Bool>(
            "fixContainers", default: false, flag: "--fix-containers", placement: .ruleOrTopLevel,
            summary: "Wraps each reported stack in a GlassEffectContainer with the stack's spacing instead of only reporting it.")
    }

    /// Creates the rule.
    public init() {}

    /// What the module's glass is (`ModuleGlass`).
    public var moduleFacts: [any ModuleFact.Type] { [ModuleGlass.self] }

    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack"]
    private static let rowContainers: Set<String> = ["List", "Form", "Section", "Table"]

    /// Reports uncontained glass siblings in `file`, and returns the wrapping fixes when `fixContainers` is on.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let glass = ModuleGlass.of(file, context: context)
        let views = ViewStructure.withModuleGlass(file, context: context)
        guard views.glassApplications.contains(where: { $0.kind != .buttonStyle }) else { return [] }
        // A module that declares its own glassEffect on views (a back-deployment shim) makes every call
        // ambiguous; a wrapper type's method of that name (`Backport`) does not.
        if glass.declaresViewGlassEffect { return [] }
        let gate = LiquidGlassGate(file, targets: context.deploymentTargets)
        let surroundings = Surroundings(views, glass: glass)
        let siblings = SiblingGlass(views: views)
        var fixes: [Fix] = []
        var fixedRanges: [Range<Int>] = []
        var layout: (lineBreak: String, unit: String)?
        for owner in views.closures(ownedBy: Self.stacks.union(["ForEach"])) where owner.label == nil || owner.label == "content" {
            let around = surroundings.of(owner.nameToken)
            if around.inContainer { continue }
            let isForEach = owner.name == "ForEach"
            if isForEach {
                // A ForEach directly in a stack is counted by that stack; in a list its rows are content.
                if let parent = around.innermost, !parent.isModifier, Self.stacks.contains(parent.name) || parent.name == "Group" { continue }
                if around.inRowContainer { continue }
                guard glassCount(ofForEach: owner, views: views, siblings: siblings) >= 2 else { continue }
            } else {
                guard glassCount(inBlockAt: owner.open, views: views, siblings: siblings) >= 2 else { continue }
            }
            let start = file.tokens[Self.qualifiedStart(of: owner.nameToken, in: file)].start
            // Stacks come outermost first: an inner one inside a wrapped stack is contained by its fix.
            if let last = fixedRanges.last, last.contains(start) { continue }
            let compiles = isForEach || containerCompiles(around: owner, views: views, gate: gate)
            // Read once: each scans the whole file.
            if layout == nil { layout = (file.source.lineBreak, file.source.indentationUnit) }
            let fix = isForEach || !compiles ? nil : wrap(owner, views: views, layout: layout!)
            let message = isForEach ? Self.forEachRows : compiles ? Self.siblings(owner.name)
                : hasHelperGlass(owner, views: views) ? Self.siblingsOfHelper(owner.name)
                : hasOwnDrawnGlass(owner, views: views) ? Self.siblingsOfDrawnGlass(owner.name) : Self.siblingsInsideCheck(owner.name)
            // The finding is about the whole stack: a rewrite inside it that made the finding new is taken back.
            let subject = start..<file.tokens[views.expressionEnd(startingAt: owner.nameToken)].end
            let finding = context.finding(message, at: start, in: file, fix: fix ?? [], subject: subject)
            // A suppression on any wrapped line holds the whole wrap back and reports the finding instead.
            if context.options[GlassContainer.Option.fixContainers], let fix {
                fixes.append(Fix(fix, reportingWhenHeldBack: finding))
                fixedRanges.append(start..<fix[fix.count - 1].range.upperBound)
                continue
            }
            context.report(finding)
        }
        return fixes
    }

    // MARK: - Surroundings

    /// `SwiftUI.HStack` and `HStack` are the same view: the token where the (qualified) name starts.
    private static func qualifiedStart(of name: Int, in file: ParsedFile) -> Int {
        guard let dot = file.previousSignificant(before: name), file.tokens[dot].kind == .period,
              let module = file.previousSignificant(before: dot), file.token(module, is: "SwiftUI") else { return name }
        return module
    }

    /// Whether a closure owner is a member access (`x.HStack {`) rather than a view, written plainly or
    /// qualified by its module (`SwiftUI.HStack {`).
    private static func isMemberAccess(_ owner: ClosureOwner, in file: ParsedFile) -> Bool {
        owner.isModifier && qualifiedStart(of: owner.nameToken, in: file) == owner.nameToken
    }

    /// What encloses each block up to its declaration, computed in one pass over the blocks so that
    /// asking for every stack is linear in the file, however deep the nesting.
    private struct Surroundings {
        struct Facts {
            /// The innermost closure passed to a named call or modifier.
            var innermost: ClosureOwner?
            /// Whether a `GlassEffectContainer` closure (or one of the module's glass containers) encloses it.
            var inContainer = false
            /// Whether a `List`, `Form`, `Section` or `Table` closure encloses it.
            var inRowContainer = false
        }

        let file: ParsedFile
        private var byBlock: [Facts] = []

        init(_ views: ViewStructure, glass: ModuleGlass) {
            file = views.file
            let blocks = file.scopes.blocks
            byBlock.reserveCapacity(blocks.count)
            // Blocks are in source order, so a block's parent is always done before it.
            for block in blocks {
                // Like `ViewStructure.enclosingClosures(of:)`, nothing outside a declaration counts.
                if block.isDeclaration {
                    byBlock.append(Facts())
                    continue
                }
                var facts = block.parent.map { byBlock[$0] } ?? Facts()
                if block.kind == .closure, let owner = views.owner(ofClosureAt: block.open) {
                    facts.innermost = owner
                    // However it is reached (`SwiftUI.GlassEffectContainer`, `.GlassEffectContainer`), no modifier
                    // has that name: counting every one keeps a second run from wrapping again.
                    facts.inContainer = facts.inContainer || owner.name == "GlassEffectContainer" || owner.name == GlassEffectHelper.container
                        || (!owner.isModifier && glass.isGlassContainer(owner.name))
                    facts.inRowContainer = facts.inRowContainer || (!owner.isModifier && GlassContainer.rowContainers.contains(owner.name))
                }
                byBlock.append(facts)
            }
        }

        /// The facts that hold at the token `index`.
        func of(_ index: Int) -> Facts {
            file.scopes.innermostBlock(containing: index).map { byBlock[$0] } ?? Facts()
        }
    }

    // MARK: - Counting

    /// How many glass views the block's statements contribute as siblings (2 stands for "several").
    private func glassCount(inBlockAt open: Int, views: ViewStructure, siblings: SiblingGlass) -> Int {
        var count = 0
        for statement in views.statements(inBlockAt: open) {
            count += glassCount(of: statement, views: views, siblings: siblings)
            if count >= 2 { return count }
        }
        return count
    }

    private func glassCount(of statement: ViewStatement, views: ViewStructure, siblings: SiblingGlass) -> Int {
        let file = views.file
        let first = statement.first
        if file.token(first, is: "if") {
            // One branch renders at a time.
            var best = 0
            var index = first
            while index < statement.tokens.upperBound {
                if file.tokens[index].kind == .leftBrace, file.scopes.isStatementBody(index) {
                    best = max(best, glassCount(inBlockAt: index, views: views, siblings: siblings))
                    index = (file.partner(of: index) ?? index) + 1
                } else if let partner = file.partner(of: index), partner > index {
                    index = partner + 1
                } else {
                    index += 1
                }
            }
            return best
        }
        if file.token(first, is: "ForEach") {
            if siblings.hasOwnGlass(statement) { return 2 }
            guard let owner = firstClosure(after: first, in: statement, views: views) else { return 0 }
            return glassCount(ofForEach: owner, views: views, siblings: siblings)
        }
        if siblings.getsGlass(statement) { return 1 }
        if file.token(first, is: "Group"), let owner = firstClosure(after: first, in: statement, views: views) {
            return glassCount(inBlockAt: owner.open, views: views, siblings: siblings)
        }
        return 0
    }

    /// A ForEach repeats its row: any glass on it or its row's views means several glass siblings.
    private func glassCount(ofForEach owner: ClosureOwner, views: ViewStructure, siblings: SiblingGlass) -> Int {
        if let chain = views.chain(startingAt: owner.nameToken),
           views.glassApplications.contains(where: { $0.chain == chain && $0.kind != .buttonStyle }) {
            return 2
        }
        return glassCount(inBlockAt: owner.open, views: views, siblings: siblings) > 0 ? 2 : 0
    }

    private func firstClosure(after name: Int, in statement: ViewStatement, views: ViewStructure) -> ClosureOwner? {
        var index = name + 1
        while index < statement.tokens.upperBound {
            if views.file.tokens[index].kind == .leftBrace, let owner = views.owner(ofClosureAt: index),
               owner.nameToken == name {
                return owner
            }
            index += 1
        }
        return nil
    }

    // MARK: - Fix

    /// Whether a `GlassEffectContainer` around the stack compiles wherever its glass does: the stack may
    /// be outside the `#available` check (or `#if`) that lets the glass views inside it compile.
    private func containerCompiles(around owner: ClosureOwner, views: ViewStructure, gate: LiquidGlassGate) -> Bool {
        let lacking = Set(gate.platformsLacking(at: owner.nameToken))
        guard !lacking.isEmpty else { return true }
        let range = owner.nameToken...views.expressionEnd(startingAt: owner.nameToken)
        return views.glassApplications.allSatisfy { application in
            let name = application.link.nameToken
            guard range.contains(name) else { return true }
            // A helper or the module's own glass compiles everywhere; a GlassEffectContainer around it does not.
            return application.kind != .helper && application.link.name != GlassEffectHelper.effectModifier
                && lacking.isSubset(of: gate.platformsLacking(at: name))
        }
    }

    /// Whether the stack holds glass of the generated `adaptiveGlassEffect` (`GlassEffectHelper`).
    private func hasHelperGlass(_ owner: ClosureOwner, views: ViewStructure) -> Bool {
        let range = owner.nameToken...views.expressionEnd(startingAt: owner.nameToken)
        return views.glassApplications.contains { range.contains($0.link.nameToken) && $0.link.name == GlassEffectHelper.effectModifier }
    }

    /// Whether the stack holds glass that a helper or the module draws its own way (`.adaptiveGlassBackground`,
    /// `.glass(style:)`, a glass modifier of the module), which compiles where `GlassEffectContainer` does not.
    private func hasOwnDrawnGlass(_ owner: ClosureOwner, views: ViewStructure) -> Bool {
        let range = owner.nameToken...views.expressionEnd(startingAt: owner.nameToken)
        return views.glassApplications.contains { range.contains($0.link.nameToken) && $0.kind == .helper }
    }

    /// Edits wrapping the stack expression (with its modifiers) in a `GlassEffectContainer`, or nil when
    /// that cannot be done safely.
    private func wrap(_ owner: ClosureOwner, views: ViewStructure, layout: (lineBreak: String, unit: String)) -> [Edit]? {
        let file = views.file
        let source = file.source
        // Wrapping `x.HStack { … }` would give `x.GlassEffectContainer { … }`.
        if Self.isMemberAccess(owner, in: file) { return nil }
        let first = Self.qualifiedStart(of: owner.nameToken, in: file)
        let last = views.expressionEnd(startingAt: owner.nameToken)
        let start = file.tokens[first].start
        let end = file.tokens[last].end
        let lineBreak = layout.lineBreak
        let unit = layout.unit
        let base = source.indentation(ofLineContaining: start)

        var spacing = ""
        if let open = file.nextSignificant(after: owner.nameToken), file.tokens[open].kind == .leftParen {
            let arguments = ArgumentList(file, open: open)
            if let value = arguments.argument(labeled: "spacing") {
                spacing = "(spacing: \(file.text(value.valueRange)))"
            }
        }
        // Indenting the lines of a multi-line string literal would change its value.
        for index in first...last where file.tokens[index].kind == .stringStart
            && file.text(ofToken: index).contains("\"\"\"") {
            return nil
        }
        var edits = [Edit.insert("GlassEffectContainer\(spacing) {\(lineBreak)\(base)\(unit)", at: start, ruleID: id)]
        let firstLine = source.location(of: start).line
        let lastLine = source.location(of: end).line
        if lastLine > firstLine {
            for line in (firstLine + 1)...lastLine {
                let lineStart = source.lineStarts[line - 1]
                if isBlank(source.lineRange(line), in: source) { continue }
                edits.append(.insert(unit, at: lineStart, ruleID: id))
            }
        }
        // Close after the expression, or after a trailing comment on its last line.
        var closeAt = end
        var index = last + 1
        while index < file.tokens.count {
            let kind = file.tokens[index].kind
            if kind == .newline { closeAt = file.tokens[index].start; break }
            if kind == .whitespace || kind == .lineComment || kind == .docLineComment {
                index += 1
                continue
            }
            closeAt = end
            break
        }
        if index >= file.tokens.count { closeAt = source.bytes.count }
        edits.append(.insert("\(lineBreak)\(base)}", at: closeAt, ruleID: id))
        return edits
    }

    private func isBlank(_ range: Range<Int>, in source: SourceFile) -> Bool {
        range.allSatisfy { source.bytes[$0] == UInt8(ascii: " ") || source.bytes[$0] == UInt8(ascii: "\t") }
    }
}

// MARK: - Messages

extension GlassContainer {
    /// Rows of a `ForEach`, each with its own glass.
    static let forEachRows =
        "Every row of this ForEach gets its own glass outside a GlassEffectContainer; put the glass views in one GlassEffectContainer so they share sampling and can blend and morph."

    /// Sibling glass views in the stack `owner`.
    static func siblings(_ owner: String) -> String {
        "\(owner) has several sibling glass views outside a GlassEffectContainer; wrap it in GlassEffectContainer so the glass shares sampling, blends and morphs (fix: set fixContainers)."
    }

    /// Sibling glass views in the stack `owner` whose availability check is inside the stack.
    static func siblingsInsideCheck(_ owner: String) -> String {
        "\(owner) has several sibling glass views outside a GlassEffectContainer, but the availability check that guards the glass is inside it, so a GlassEffectContainer around it would not compile; put the glass views in one GlassEffectContainer inside the check."
    }

    /// Sibling glass views in the stack `owner` drawn by helpers that compile where `GlassEffectContainer` does not.
    static func siblingsOfDrawnGlass(_ owner: String) -> String {
        "\(owner) has several sibling glass views outside a GlassEffectContainer, and GlassEffectContainer needs a system "
            + "with Liquid Glass, which this code does not require; put the stack in a GlassEffectContainer inside an "
            + "availability check so the glass shares sampling, blends and morphs."
    }

    static func siblingsOfHelper(_ owner: String) -> String {
        "\(owner) has several sibling glass views outside a GlassEffectContainer; wrap it in "
            + "`\(GlassEffectHelper.container) { … }` (from the generated \(GlassEffectHelper.fileName), a GlassEffectContainer "
            + "where the system has Liquid Glass) so the glass shares sampling, blends and morphs."
    }
}

/// A rule loaded from JSON: a chain template to find and, optionally, one to write in its place.
public struct DeclarativeRule: Rule {
    /// The rule's kebab-case id.
    public let id: String
    /// One sentence saying what the rule does.
    public let summary: String
    /// The severity of its findings.
    public let defaultSeverity: Severity
    /// What to find.
    public let match: ChainTemplate
    /// What to write instead; nil for a rule that only reports.
    public let rewrite: ChainTemplate?
    /// The finding message; the summary when absent.
    public let message: String?
    /// The file the rule was loaded from.
    public let origin: String

    /// Creates a rule; `RuleFile` validates rules read from JSON.
    public init(id: String, summary: String, severity: Severity = .warning, match: ChainTemplate,
                rewrite: ChainTemplate? = nil, message: String? = nil, origin: String = "<code>") {
        self.id = id
        self.summary = summary
        self.defaultSeverity = severity
        self.match = match
        self.rewrite = rewrite
        self.message = message
        self.origin = origin
    }

    /// `.rewrite` when the rule has a rewrite template, else `.lint`.
    public var kind: RuleKind { rewrite == nil ? .lint : .rewrite }

    /// The first modifier's name.
    public var triggers: [String] { [match.firstName] }

    /// The rule as its file describes it.
    public var ruleDescription: RuleDescription {
        RuleDescription(id: id, summary: summary, kind: kind, defaultSeverity: defaultSeverity, triggers: triggers)
    }

    /// Finds every match; reports each and, with a rewrite template, replaces it.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        var fixes: [Fix] = []
        // The outermost match so far: a later match inside it (in its arguments) is a nested site the
        // engine rewrites in a further pass; one that starts inside and ends beyond it is skipped.
        var outer: Range<Int>?
        // A rewrite that calls a support file of the run's rules (such as a generated helper) needs it,
        // exactly as the rule that offers it does.
        let helper = context.supportFileRecipes.filter { recipe in rewrite?.text.contains(recipe.call) == true }
            .map { $0.file(for: context.deploymentTargets, ruleID: id) }
        for (chain, index) in file.links(named: match.firstName) {
            guard let found = match.match(chain, at: index, in: file) else { continue }
            if let outer, found.range.lowerBound < outer.upperBound {
                if found.range.upperBound > outer.upperBound { continue }
            } else {
                outer = found.range
            }
            let text = message ?? summary
            guard let rewrite else {
                context.report(text, at: found.range.lowerBound, in: file)
                continue
            }
            if let lost = lostTrivia(found, in: file) {
                context.report("\(text) Not rewritten: the \(lost) inside the matched code would be lost.",
                               at: found.range.lowerBound, in: file)
                continue
            }
            let values = found.bindings.mapValues { file.text($0) }
            let replacement = rewrite.substitute(values) + lineBreakAfterComment(ending: rewrite, before: found.tokens.upperBound, in: file)
            let edit = Edit(range: found.range, replacement: replacement, ruleID: id)
            context.report(text, at: found.range.lowerBound, in: file, fix: [edit])
            fixes.append(Fix([edit], requiring: helper))
        }
        return fixes
    }

    /// A rewrite ending in a `//` comment would turn the rest of its line into comment: when code follows
    /// the match on its line, a line break and the line's indentation (one level deeper) go after it.
    private func lineBreakAfterComment(ending rewrite: ChainTemplate, before last: Int, in file: ParsedFile) -> String {
        guard rewrite.endsInLineComment else { return "" }
        var index = last + 1
        while index < file.tokens.count {
            let kind = file.tokens[index].kind
            if kind == .newline { return "" }
            if kind.isTrivia {
                index += 1
                continue
            }
            let source = file.source
            let start = file.tokens[last].start
            return source.lineBreak + source.indentation(ofLineContaining: start) + source.indentationUnit
        }
        return ""
    }

    /// A comment or directive inside the match but outside every bound range, which a rewrite would drop.
    private func lostTrivia(_ found: ChainTemplate.Match, in file: ParsedFile) -> String? {
        let bound = Array(found.bindings.values)
        for index in found.tokens {
            let token = file.tokens[index]
            guard token.kind.isComment || token.kind == .directive else { continue }
            if bound.contains(where: { $0.contains(token.start) }) { continue }
            return token.kind == .directive ? "#if directive" : "comment"
        }
        return nil
    }
}

import GlassMigrateCore

/// Rewrites the beta-only `glassEffect(…, isEnabled: x)` to the shipping `Glass.identity` form (`ruleDescription` says how).
public struct GlassBetaAPI: Rule {
    /// Creates the rule.
    public init() {}

    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-beta-api",
        summary: "Replaces the beta-only glassEffect isEnabled: argument with Glass.identity.",
        kind: .rewrite,
        defaultSeverity: .error,
        triggers: ["isEnabled"],
        details: """
            Rewrites `.glassEffect(g, in: s, isEnabled: x)` to `.glassEffect(x ? g : .identity, in: s)` (`.regular` \
            when there is no glass argument; a literal `true` is dropped, a literal `false` gives `.identity`), and \
            reports each site as an error with the fix. `x` is parenthesised unless it is a plain name, member, \
            call or negation, and `g` when it holds a ternary or `try`/`await`. A call with comments among its \
            arguments is reported, not rewritten.
            """,
        rationale: """
            The `isEnabled:` parameter existed only in the iOS 26 betas; the shipping SDK has none, so such code \
            does not compile. `Glass.identity` is the shipping way to switch the glass off. (The seed article still \
            shows `isEnabled:`.)
            """,
        sources: [
            RuleSources.glassEffect("The shipping signature is glassEffect(_:in:), with a Glass and a shape and nothing else."),
            RuleSources.apple("SwiftUI: Glass", "swiftui/glass", "Glass is the value that configures the effect; its identity variant draws no glass."),
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Pill: View {
                        var showsGlass: Bool

                        var body: some View {
                            Text("Pill").padding().glassEffect(.regular, in: .capsule, isEnabled: showsGlass)
                        }
                    }

                    """,
                right: """
                    struct Pill: View {
                        var showsGlass: Bool

                        var body: some View {
                            Text("Pill").padding().glassEffect(showsGlass ? .regular : .identity, in: .capsule)
                        }
                    }

                    """,
                targets: DeploymentTargets([.iOS: OSVersion(26)])),
        ]
    )

    /// The rewrite of every `isEnabled:` argument of `glassEffect`, each also reported with its fix.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        // Most files with the trigger use `isEnabled` for something else: no call, no need for chains.
        guard Engine.contains(file.source.bytes, "glassEffect") else { return [] }
        var fixes: [Fix] = []
        for (chain, index) in file.links(named: "glassEffect") {
            guard let arguments = chain.links[index].arguments,
                  let enabled = arguments.argument(labeled: "isEnabled"), let label = enabled.labelToken else { continue }
            let offset = file.tokens[label].start
            guard let fix = fix(arguments, enabled: enabled, in: file) else {
                context.report(Self.message + Self.notRewritten, at: offset, in: file)
                continue
            }
            context.report(Self.message, at: offset, in: file, fix: fix)
            fixes.append(Fix(fix))
        }
        return fixes
    }

    // MARK: - The fix

    private func fix(_ list: ArgumentList, enabled: CallArgument, in file: ParsedFile) -> [Edit]? {
        guard !file.hasComment(between: list.open, and: list.close) else { return nil }
        let arguments = list.arguments
        // The shipping order is (glass, in:, isEnabled:); anything else is not Apple's modifier.
        guard arguments.last == enabled else { return nil }
        let others = arguments.dropLast()
        let glass = others.first { $0.label == nil }
        guard others.allSatisfy({ $0.label == nil || $0.label == "in" }), others.count <= 2,
              glass == nil || glass == others.first, others.filter({ $0.label == nil }).count <= 1 else { return nil }

        let condition = file.text(enabled.valueRange)
        let newGlass: String?
        switch condition {
        case "true":
            newGlass = nil
        case "false":
            newGlass = ".identity"
        default:
            let test = isSimpleCondition(enabled.valueTokens, in: file) ? condition : "(\(condition))"
            let chosen = glass.map { needsParentheses($0.valueTokens, in: file) ? "(\(file.text($0.valueRange)))" : file.text($0.valueRange) }
            newGlass = "\(test) ? \(chosen ?? ".regular") : .identity"
        }

        var edits: [Edit] = []
        if let previous = others.last {
            // `, isEnabled: x` goes with the comma before it; a trailing comma after it stays.
            edits.append(.delete(previous.range.upperBound..<enabled.range.upperBound, ruleID: id))
            if let newGlass {
                if let glass {
                    edits.append(Edit(range: glass.valueRange, replacement: newGlass, ruleID: id))
                } else {
                    edits.append(.insert(newGlass + ", ", at: previous.range.lowerBound, ruleID: id))
                }
            }
        } else if let newGlass {
            edits.append(Edit(range: enabled.range, replacement: newGlass, ruleID: id))
        } else {
            edits.append(.delete(file.tokens[list.open].end..<file.tokens[list.close].start, ruleID: id))
        }
        return edits
    }

    /// Whether the condition reads unambiguously before `?`: a name, member access, call or subscript,
    /// optionally negated with `!`, or an expression already in parentheses.
    private func isSimpleCondition(_ tokens: Range<Int>, in file: ParsedFile) -> Bool {
        var index = tokens.lowerBound
        if index < tokens.upperBound, file.tokens[index].kind == .operator, file.token(index, is: "!") { index += 1 }
        var expectsOperand = true
        while index < tokens.upperBound {
            let kind = file.tokens[index].kind
            switch kind {
            case .whitespace, .newline:
                return false
            case .identifier, .backtickIdentifier:
                guard expectsOperand, !["try", "await", "as", "is"].contains(file.text(ofToken: index)) else { return false }
                expectsOperand = false
            case .period:
                guard !expectsOperand else { return false }
                expectsOperand = true
            case .leftParen, .leftBracket:
                // A call or subscript after an operand, or a parenthesised expression on its own.
                guard !expectsOperand || index == tokens.lowerBound, let close = file.partner(of: index) else { return false }
                index = close
                expectsOperand = false
            case .operator:
                // Postfix `!` or `?` (force unwrap, optional chaining) right after an operand.
                guard !expectsOperand, file.token(index, is: "!") || file.token(index, is: "?") else { return false }
            default:
                return false
            }
            index += 1
        }
        return !expectsOperand
    }

    /// Whether the glass expression must be parenthesised inside `x ? g : .identity`.
    private func needsParentheses(_ tokens: Range<Int>, in file: ParsedFile) -> Bool {
        guard let first = tokens.first else { return false }
        let depth = file.enclosingOpen(of: first)
        for index in tokens where file.enclosingOpen(of: index) == depth {
            if file.tokens[index].kind == .colon { return true }  // the `:` of a ternary at this level
            if file.tokens[index].kind == .operator, file.token(index, is: "?"),
               index > 0, file.tokens[index - 1].kind.isTrivia { return true }
            if file.tokens[index].kind == .identifier, file.token(index, is: "try") || file.token(index, is: "await") { return true }
        }
        return false
    }
}

// MARK: - Messages

extension GlassBetaAPI {
    /// Every `isEnabled:` argument of `glassEffect`.
    static let message = "`glassEffect(_:in:isEnabled:)` existed only in the iOS 26 betas; the shipping SDK has no "
        + "`isEnabled:` parameter, so this does not compile. Switch the glass off with `Glass.identity` instead."

    /// Added to `message` where the call is not rewritten.
    static let notRewritten = " It is not rewritten automatically because of the comments among its arguments "
        + "or its unusual argument list."
}

import GlassMigrateCore

/// Decides what each `toolbarBackground`, `presentationBackground` and `containerBackground` link of a
/// file becomes: a helper call or nothing for a material, a finding for a colour or a forced background.
struct BarBackgroundRewriter {
    let file: ParsedFile
    let context: RuleContext
    let ruleID: String
    private let syntax: MaterialSyntax
    /// The fixes proposed so far, one per rewritten site.
    private(set) var fixes: [Fix] = []

    /// `Color`'s named colours, as `ShapeStyle` shorthands (`.indigo`) or members (`Color.indigo`).
    static let colourNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
        "red", "teal", "white", "yellow", "accentColor",
    ]

    init(file: ParsedFile, context: RuleContext, ruleID: String) {
        self.file = file
        self.context = context
        self.ruleID = ruleID
        self.syntax = MaterialSyntax(file: file)
    }

    /// Rewrites or reports the link at `index` of `chain`.
    /// The name of the `.sheet { }` or `.popover { }` whose content holds the token at `index`, or nil
    /// when the innermost presentation around it is another one (`.fullScreenCover`) or there is none.
    private func presentation(around index: Int) -> String? {
        var open = file.enclosingOpen(of: index)
        while let current = open {
            if file.tokens[current].kind == .leftBrace, var before = file.previousSignificant(before: current) {
                if file.tokens[before].kind == .rightParen, let call = file.partner(of: before),
                   let name = file.previousSignificant(before: call) {
                    before = name
                }
                switch file.text(ofToken: before) {
                case "sheet", "popover": return file.text(ofToken: before)
                case "fullScreenCover": return nil
                default: break
                }
            }
            open = file.enclosingOpen(of: current)
        }
        return nil
    }

    mutating func visit(_ chain: ModifierChain, _ index: Int) {
        let link = chain.links[index]
        // A link with no receiver is not known to be SwiftUI's modifier on a view.
        guard chain.receiverTokens != nil || index > 0, let arguments = link.arguments, link.trailingClosures.isEmpty,
              let style = arguments.arguments.first, style.label == nil, file.isCode(link.nameToken),
              !file.scopes.isInLiquidGlassFallback(link.nameToken) else { return }
        let offset = file.tokens[link.nameToken].start
        let isMaterial = syntax.isMaterialExpression(style.valueTokens)
        switch link.name {
        case "toolbarBackground":
            if isVisible(style) {
                context.report(BarBackground.visible, at: offset, in: file, subID: "visible")
            } else if isMaterial {
                guard arguments.arguments.count == 2, arguments.arguments[1].label == "for" else {
                    return context.report(BarBackground.severalBars, at: offset, in: file, subID: "review")
                }
                rewrite(link, as: BarBackgroundHelper.toolbarModifier)
            } else if isColour(style) {
                context.report(BarBackground.colour("toolbarBackground", "bar"), at: offset, in: file, subID: "colour")
            }
        case "presentationBackground":
            guard arguments.arguments.count == 1 else { return }
            if isMaterial && presentation(around: link.nameToken) != nil {
                // Content with glass of its own would be glass on the sheet's glass once the material goes.
                guard !appliesGlass(chain, before: index) else {
                    return context.report(BarBackground.presentationOverGlass, at: offset, in: file, subID: "review")
                }
                rewrite(link, as: BarBackgroundHelper.presentationModifier)
            } else if isMaterial {
                // A full-screen cover has no Liquid Glass background on iOS 26: dropping its material there
                // would leave it opaque. Only a sheet or popover the file presents it in is known to be glass.
                context.report(BarBackground.presentationUnknown, at: offset, in: file, subID: "review")
            } else if isColour(style) {
                context.report(BarBackground.colour("presentationBackground", "sheet"), at: offset, in: file, subID: "colour")
            }
        case "containerBackground":
            guard arguments.arguments.count == 2, let placement = arguments.argument(labeled: "for"),
                  words(placement.valueTokens) == [".", "navigation"], isMaterial || isColour(style) else { return }
            context.report(BarBackground.container, at: offset, in: file, subID: "review")
        default:
            return
        }
    }

    /// The material background `link` as a call of the helper `helper`, or removed where every target has glass.
    private mutating func rewrite(_ link: ModifierLink, as helper: String) {
        // While a target opts out of the new design its bars are not glass: the material is what users see.
        if let origin = context.deploymentTargets.designCompatibilityOptOut,
           !context.configuration[MaterialBackground.Option.migrateOptedOut, of: MaterialBackground.Option.ruleID] {
            return context.report(BarBackground.designCompatibility(ReportPath.relative(origin)), at: file.tokens[link.nameToken].start,
                                  in: file, subID: "design-compatibility", severity: .info)
        }
        if context.deploymentTargets.allSupportLiquidGlass {
            fixes.append(Fix([.delete(file.removalRange(of: link), ruleID: ruleID)]))
            return
        }
        guard !file.declaredNames.contains(helper), !context.moduleDeclarations.contains(helper) else {
            return context.report(BarBackground.helperNameTaken, at: file.tokens[link.nameToken].start, in: file, subID: "review")
        }
        let edit = Edit(range: file.tokens[link.nameToken].range, replacement: helper, ruleID: ruleID)
        fixes.append(Fix([edit], requiring: [BarBackgroundHelper.supportFile(for: context.deploymentTargets, ruleID: ruleID)]))
    }

    /// Whether a link before `index` in the chain applies Liquid Glass (the module's answer, `ModuleGlass`).
    private func appliesGlass(_ chain: ModifierChain, before index: Int) -> Bool {
        let glass = ModuleGlass.of(file, context: context)
        let swiftUI = SwiftUIGlassEffect(file)
        return (0..<index).contains { glass.kind(of: chain, at: $0, in: file, swiftUI: swiftUI) != nil }
    }

    private func words(_ range: Range<Int>) -> [String] {
        syntax.significant(range).map { file.text(ofToken: $0) }
    }

    /// `.visible` or `Visibility.visible`.
    private func isVisible(_ argument: CallArgument) -> Bool {
        let words = words(argument.valueTokens)
        return words == [".", "visible"] || words == ["Visibility", ".", "visible"]
    }

    /// A colour: `Color…` (`Color.indigo`, `Color("Brand")`), or a named colour shorthand and what follows
    /// it (`.indigo`, `.blue.gradient`, `.red.opacity(0.8)`).
    private func isColour(_ argument: CallArgument) -> Bool {
        let words = words(argument.valueTokens)
        guard let first = words.first else { return false }
        if first == "Color" { return true }
        return first == "." && words.count > 1 && Self.colourNames.contains(words[1])
    }
}

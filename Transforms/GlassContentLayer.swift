import GlassMigrateCore

/// Reports `glassEffect` on content (photos, non-symbol images, list rows), which belongs outside the glass layer (`ruleDescription` says what counts).
public struct GlassContentLayer: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-content-layer",
        summary: "Reports glassEffect on content such as photos and list rows, which should stay out of the glass layer.",
        kind: .lint,
        defaultSeverity: .info,
        triggers: ["glassEffect", "adaptiveGlassEffect"],
        details: """
            Reports a `glassEffect` on a photo or other non-symbol image (`Image("name")`, `Image(uiImage:)`, \
            `AsyncImage(…)`, …) and on a view that is content. Whether a view is content is the answer \
            `material-background` uses too (`ContentLayer`): the closures around the view decide, innermost \
            first. A row of a `List` or `Form` (also inside a `ForEach` or `Section` there), a cell of a \
            `LazyVGrid`, `LazyHGrid` or `Grid`, and a `ForEach` item inside a `ScrollView`, `LazyVStack` or \
            `LazyHStack` (a card in scrolling content) and anything in a `ScrollView`'s content are content; so is \
            a view type whose name ends in `Bubble`, and a view type, property or method used only in such \
            places (a view type's or an extension modifier's uses in the module's other files count). A control (`Button`, `Link`, `Menu`, \
            `NavigationLink`, `Toggle`, `ShareLink`, its label included, and the input controls `TextField`, `SecureField`, \
            `Picker`, `Slider`, `Stepper`, `DatePicker`, `ColorPicker`), an `overlay`, a view laid over the \
            first view of a `ZStack` (unless that view is a backdrop: a colour, gradient, shape, image), a `safeAreaInset`, toolbar or ornament and a presented view (sheet, \
            popover, menu) are the functional layer and stay silent, as do SF Symbols and images inside \
            controls; so does a control that content holds, which may or may not suit glass, and any \
            `.interactive()` glass, which is a control's.
            """,
        rationale: """
            Liquid Glass belongs to the functional layer (navigation, toolbars, controls, transient overlays); \
            article covers, photos and message lists are content, and glass on them makes the interface harder to \
            read, not richer.
            """,
        sources: [
            RuleSources.seedArticle("Mistake 2 and the first checklist item: glass goes only on the functional layer; an article cover, a profile photo or a player background is content."),
            RuleSources.materialsGuidelines,
        ],
        examples: [
            RuleExample(
                wrong: """
                    struct Cover: View {
                        var body: some View {
                            Image("cover")
                                .resizable()
                                .glassEffect(in: .rect(cornerRadius: 12))
                        }
                    }

                    """,
                right: """
                    struct Cover: View {
                        var body: some View {
                            Image("cover")
                                .resizable()
                                .clipShape(.rect(cornerRadius: 12))
                        }
                    }

                    """,
                targets: DeploymentTargets([.iOS: OSVersion(26)])),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// The module's uses of its views, which tell a view made a row in another file to be content.
    public var moduleFacts: [any ModuleFact.Type] { [ModuleContent.self] }

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let views = ViewStructure.shared(file, context: context)
        var layers = ContentLayer(views, module: context.moduleDeclarations.fact(ModuleContent.self))
        for application in views.glassApplications where application.kind == .effect {
            let token = file.tokens[application.link.nameToken].start
            if let image = contentImage(application, in: file), !isInControl(application, views: views) {
                context.report(Self.imageIsContent(image), at: token, in: file)
            } else if !isInteractive(application, in: file),
                      case .content(let reason) = layers.role(ofViewStartingAt: application.viewStart,
                                                             modifierAt: application.link.dot) {
                context.report(Self.viewIsContent(reason), at: token, in: file)
            }
        }
        return []
    }

    /// Whether the glass is `.interactive()`, which is a control's (it reacts to touch and pointer).
    private func isInteractive(_ application: GlassApplication, in file: ParsedFile) -> Bool {
        guard let arguments = application.link.arguments else { return false }
        return ((arguments.open + 1)..<arguments.close).contains { file.tokens[$0].kind == .identifier && file.token($0, is: "interactive") }
    }

    /// `Image("photo")` or `AsyncImage(url:)` when the glass is on such an image, else nil.
    private func contentImage(_ application: GlassApplication, in file: ParsedFile) -> String? {
        guard let receiver = application.chain.receiverTokens else { return nil }
        let name = application.viewStart
        guard file.token(name, is: "Image") || file.token(name, is: "AsyncImage"), name == receiver.lowerBound
                || file.token(name, is: "AsyncImage"),
              let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen
        else { return nil }
        if file.token(name, is: "AsyncImage") { return "AsyncImage" }
        let arguments = ArgumentList(file, open: open)
        guard let first = arguments.arguments.first else { return nil }
        switch first.label {
        case nil, "uiImage", "nsImage", "decorative", "cgImage": return "This image"
        default: return nil
        }
    }

    private func isInControl(_ application: GlassApplication, views: ViewStructure) -> Bool {
        views.enclosingClosures(of: application.link.nameToken).contains {
            (!$0.isModifier && ContentLayer.controls.contains($0.name)) || ($0.isModifier && $0.name == "toolbar")
        }
    }
}

// MARK: - Messages

extension GlassContentLayer {
    /// Glass on an image, which is content.
    static func imageIsContent(_ image: String) -> String {
        "\(image) is content; Liquid Glass belongs to the functional layer (controls, navigation), so drop this glassEffect and let the image stay content."
    }

    /// Glass on a view that is content, which `reason` says what makes it.
    static func viewIsContent(_ reason: String) -> String {
        "This view is content: it is in \(reason). Liquid Glass belongs to the functional layer (bars, controls, floating overlays), so drop this glassEffect and let the content keep a standard background or a material."
    }
}

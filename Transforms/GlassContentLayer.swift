import GlassMigrate

/// Reports `glassEffect` on content (photos, non-symbol images, list rows), which belongs outside the glass layer (`ruleDescription` says what counts).
public struct GlassContentLayer: Rule {
    /// What the rule is and does: its id, summary, kind, defaults and what Documentation/Rules.md says about it.
    public let ruleDescription = RuleDescription(
        id: "glass-content-layer",
        summary: "Reports glassEffect on content such as photos and list rows, which should stay out of the glass layer.",
        kind: .lint,
        defaultSeverity: .info,
        triggers: ["glassEffect"],
        details: """
            Reports a `glassEffect` on a photo or other non-symbol image (`Image("name")`, `Image(uiImage:)`, \
            `AsyncImage(…)`, …) and on the root view of a list row (a top-level view of a `List`, or of a \
            `ForEach` or `Section` in one). SF Symbols, images inside a `Button`, `Link`, `Menu`, `NavigationLink`, \
            `Toggle` or `ShareLink`, toolbar content and `Button` rows are controls and stay silent.
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

    private static let controls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink"]
    private static let rowGroups: Set<String> = ["ForEach", "Section"]

    /// Reports the sites in `file`; see the type's documentation for what counts.
    public func apply(to file: ParsedFile, context: RuleContext) -> [Fix] {
        let views = ViewStructure(file)
        var reported: Set<Int> = []
        for application in views.glassApplications where application.kind == .effect {
            guard let image = contentImage(application, in: file), !isInControl(application, views: views) else { continue }
            reported.insert(application.link.nameToken)
            context.report(Self.imageIsContent(image), at: file.tokens[application.link.nameToken].start, in: file)
        }
        for row in listRows(views) {
            for application in views.rootGlass(of: row) where application.kind == .effect {
                guard !reported.contains(application.link.nameToken),
                      !Self.controls.contains(file.text(ofToken: application.viewStart)) else { continue }
                reported.insert(application.link.nameToken)
                context.report(Self.listRowIsContent, at: file.tokens[application.link.nameToken].start, in: file)
            }
        }
        return []
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
            (!$0.isModifier && Self.controls.contains($0.name)) || ($0.isModifier && $0.name == "toolbar")
        }
    }

    /// The top-level statements of every `List` closure and of `ForEach`/`Section` closures inside a `List`.
    private func listRows(_ views: ViewStructure) -> [ViewStatement] {
        var rows: [ViewStatement] = []
        for owner in views.closures(ownedBy: Self.rowGroups.union(["List"])) where owner.label == nil || owner.label == "content" {
            if owner.name != "List" {
                let inList = views.enclosingClosures(of: owner.nameToken).contains { !$0.isModifier && $0.name == "List" }
                if !inList { continue }
            }
            for statement in views.statements(inBlockAt: owner.open) {
                let first = views.file.text(ofToken: statement.first)
                if Self.rowGroups.contains(first) || first == "if" || first == "Group" { continue }
                rows.append(statement)
            }
        }
        return rows
    }
}

// MARK: - Messages

extension GlassContentLayer {
    /// Glass on an image, which is content.
    static func imageIsContent(_ image: String) -> String {
        "\(image) is content; Liquid Glass belongs to the functional layer (controls, navigation), so drop this glassEffect and let the image stay content."
    }

    /// Glass on a list row, which is content.
    static let listRowIsContent =
        "A list row is content; Liquid Glass belongs to the functional layer, so drop this glassEffect and keep the row's standard background."
}

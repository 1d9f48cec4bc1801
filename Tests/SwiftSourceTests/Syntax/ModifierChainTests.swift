import Testing
import SwiftSource

@Suite struct ModifierChainTests {
    private func chains(_ text: String) throws -> (ParsedFile, [ModifierChain]) {
        let file = try ParsedFile(text: text)
        return (file, file.chains)
    }

    private func names(_ chain: ModifierChain) -> [String] { chain.links.map(\.name) }

    @Test func simpleChainWithReceiver() throws {
        let (file, chains) = try chains("Text(\"Hi\").font(.title).padding(8)\n")
        let outer = try #require(chains.first { $0.receiverTokens != nil })
        #expect(names(outer) == ["font", "padding"])
        #expect(outer.receiverRange(in: file).map(file.text) == "Text(\"Hi\")")
        #expect(outer.links[1].arguments?.arguments.map { file.text($0.valueRange) } == ["8"])
        let implicit = try #require(chains.first { $0.receiverTokens == nil })
        #expect(names(implicit) == ["title"])
    }

    @Test func multiLineChainWithCommentsAndTrailingClosures() throws {
        let text = """
        VStack(spacing: 8) {
            Text("a")
        }
        // the card
        .padding()
        .background { RoundedRectangle(cornerRadius: 8).fill(.thinMaterial) }
        .overlay(alignment: .top) { Color.red } // trailing
        .contextMenu {
            Button("x") {}
        } preview: {
            Text("p")
        }

        """
        let (file, chains) = try chains(text)
        let outer = try #require(chains.first { $0.links.first?.name == "padding" })
        #expect(names(outer) == ["padding", "background", "overlay", "contextMenu"])
        #expect(outer.receiverRange(in: file).map(file.text)?.hasPrefix("VStack(spacing: 8) {") == true)
        #expect(file.text(outer.links[0].fullRange) == "\n// the card\n.padding()")
        #expect(outer.links[1].trailingClosures.count == 1)
        #expect(outer.links[2].arguments?.argument(labeled: "alignment").map { file.text($0.valueRange) } == ".top")
        #expect(outer.links[3].trailingClosures.map(\.label) == [nil, "preview"])
        let fill = try #require(chains.first { $0.links.contains { $0.name == "fill" } })
        #expect(fill.receiverRange(in: file).map(file.text) == "RoundedRectangle(cornerRadius: 8)")
    }

    @Test func directivesInsideChain() throws {
        let text = """
        Text("a")
            .padding()
        #if os(iOS)
            .background(.ultraThinMaterial, in: Capsule())
        #endif
            .font(.title)

        """
        let (_, chains) = try chains(text)
        let outer = try #require(chains.first { $0.receiverTokens != nil && $0.links.first?.name == "padding" })
        #expect(names(outer) == ["padding", "background", "font"])
        #expect(outer.links[1].directivesBefore.count == 1)
        #expect(outer.links[2].directivesBefore.count == 1)
        #expect(outer.links[0].directivesBefore.isEmpty)
    }

    @Test func conditionBodiesAreNotTrailingClosures() throws {
        let text = "if items.isEmpty { show() }\nguard let x = y.first else { return }\nfor a in b.indices { }\n"
        let (_, chains) = try chains(text)
        #expect(chains.map { $0.links.map(\.name) } == [["isEmpty"], ["first"], ["indices"]])
        for chain in chains {
            for link in chain.links { #expect(link.trailingClosures.isEmpty, "\(link.name)") }
        }
    }

    @Test func argumentsWithLabelsTernaryAndClosures() throws {
        let text = ".background(isOn ? .ultraThinMaterial : .thickMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))\n"
        let (file, chains) = try chains(text)
        let background = try #require(chains.first?.links.first)
        let arguments = try #require(background.arguments)
        #expect(arguments.labels == [nil, "in"])
        #expect(file.text(arguments.arguments[0].valueRange) == "isOn ? .ultraThinMaterial : .thickMaterial")
        #expect(file.text(arguments.arguments[1].valueRange) == "RoundedRectangle(cornerRadius: 12, style: .continuous)")
    }

    @Test func statementKeywordsStartImplicitMembers() throws {
        let (_, chains) = try chains("func f() -> Color { return .red }\nlet x = y?.count\n")
        #expect(chains.contains { $0.receiverTokens == nil && $0.links.first?.name == "red" })
        #expect(chains.contains { $0.receiverTokens != nil && $0.links.first?.name == "count" })
    }

    @Test func argumentsExposeLabelsValuesAndSeparators() throws {
        let (file, chains) = try chains(".f(a: x /* one */, 2 ,\n  b: g(1, 2))\n")
        let arguments = try #require(chains.first?.links.first?.arguments)
        #expect(arguments.labels == ["a", nil, "b"])
        #expect(arguments.arguments.map { file.text($0.valueRange) } == ["x", "2", "g(1, 2)"])
        #expect(arguments.arguments.map { file.text($0.range) } == ["a: x", "2", "b: g(1, 2)"])
        #expect(arguments.arguments.map { $0.comma.map { file.tokens[$0].kind } } == [.comma, .comma, nil])
        #expect(arguments.arguments.map { $0.valueTokens.map(file.text(ofToken:)).joined() } == ["x", "2", "g(1, 2)"])
        #expect(arguments.argument(labeled: "b").map { file.text($0.valueRange) } == "g(1, 2)")
    }

    @Test func fullRangeIncludesDirectiveLinesAndComments() throws {
        let text = "Text(\"a\")\n    .padding()\n#if os(iOS)\n    // why\n    .glassEffect()\n#endif\n"
        let (file, chains) = try chains(text)
        let chain = try #require(chains.first { $0.receiverTokens != nil })
        #expect(file.text(chain.links[1].fullRange) == "\n#if os(iOS)\n    // why\n    .glassEffect()")
        #expect(file.text(chain.links[1].range) == ".glassEffect()")
        #expect(chain.links[1].hasCommentsOrDirectivesBefore(in: file))
        #expect(!chain.links[0].hasCommentsOrDirectivesBefore(in: file))
    }

    @Test func callOnNextLineIsNotAnArgumentList() throws {
        let (_, chains) = try chains("let a = b.c\n(d)\n")
        #expect(chains.first?.links.first?.arguments == nil)
    }
}

@Suite struct ScopeTests {
    @Test func availabilityBranches() throws {
        let text = """
        struct AdaptiveGlassBackground<S: Shape>: ViewModifier {
            func body(content: Content) -> some View {
                if #available(iOS 26.0, *) {
                    content.glassEffect(.regular, in: shape)
                } else {
                    content.background(.ultraThinMaterial, in: shape)
                }
            }
        }
        func g() {
            guard #available(iOS 26, macOS 26, *) else { return old() }
            new()
        }
        @available(iOS 26.0, *)
        struct Native: View { var body: some View { Text("a").glassEffect() } }
        func h() { if #unavailable(iOS 26) { fallback() } }

        """
        let file = try ParsedFile(text: text)
        func index(of word: String, after: Int = 0) -> Int {
            file.tokens.indices.first { $0 >= after && file.text(ofToken: $0) == word }!
        }
        let scopes = file.scopes
        let glass = index(of: "glassEffect")
        #expect(scopes.isGuarded(glass, atLeast: OSVersion(26)))
        #expect(!scopes.isInFallback(glass, ofAtLeast: OSVersion(26)))
        let fallback = index(of: "background")
        #expect(scopes.isInFallback(fallback, ofAtLeast: OSVersion(26)))
        #expect(!scopes.isGuarded(fallback, atLeast: OSVersion(26)))
        #expect(scopes.enclosingType(of: fallback)?.name == "AdaptiveGlassBackground")
        #expect(scopes.enclosingType(of: fallback)?.inheritance == ["ViewModifier"])
        #expect(scopes.enclosingDeclaration(of: fallback)?.name == "body")
        #expect(scopes.isInFallback(index(of: "old"), ofAtLeast: OSVersion(26)))
        #expect(scopes.isGuarded(index(of: "new"), atLeast: OSVersion(26)))
        #expect(scopes.isGuarded(index(of: "glassEffect", after: glass + 1), atLeast: OSVersion(26)))
        #expect(scopes.isInFallback(index(of: "fallback"), ofAtLeast: OSVersion(26)))
    }

    @Test func closuresAndDeclarations() throws {
        let text = "struct A: View {\n  var body: some View {\n    VStack { Text(\"x\") }\n  }\n}\n"
        let file = try ParsedFile(text: text)
        let kinds = file.scopes.blocks.map(\.kind)
        #expect(kinds == [.type, .property, .closure])
        let label = file.tokens.indices.first { file.token($0, is: "Text") }!
        #expect(file.scopes.enclosingClosure(of: label).map { file.text(ofToken: $0.open - 2) } == "VStack")
        #expect(file.scopes.enclosingDeclaration(of: label)?.name == "body")
        #expect(file.scopes.enclosingClosure(of: file.tokens.indices.first { file.token($0, is: "some") }!) == nil)
    }
}

/// Chains compared against the Swift parser's member accesses on real code.
@Suite struct ModifierChainParserParityTests {
    @Test func genericArgumentCommasDoNotSplitArguments() throws {
        let file = try ParsedFile(text: "x.reduce(into: Dictionary<String, Array<Int>>()) { $0[$1] = [] }\n")
        let reduce = try #require(file.links(named: "reduce").first)
        let link = reduce.chain.links[reduce.index]
        #expect(link.arguments?.labels == ["into"])
        #expect(link.arguments.map { file.text($0.arguments[0].valueRange) } == "Dictionary<String, Array<Int>>()")
        #expect(link.trailingClosures.count == 1)
        let comparison = try ParsedFile(text: "f.g(a < b, c > d)\n")
        #expect(comparison.chains[0].links[0].arguments?.arguments.count == 2)
    }

    @Test func genericTypeIsAReceiver() throws {
        let file = try ParsedFile(text: "let key = HKDF<SHA256>.deriveKey(a: 1)\nlet d = Dictionary<String, Int>().count\n")
        let derive = try #require(file.links(named: "deriveKey").first)
        #expect(derive.chain.receiverRange(in: file).map(file.text) == "HKDF<SHA256>")
        let count = try #require(file.links(named: "count").first)
        #expect(count.chain.receiverRange(in: file).map(file.text) == "Dictionary<String, Int>()")
    }

    @Test func functionReferencesAreNotCalls() throws {
        let file = try ParsedFile(text: "xs.map(URL.init(string:)).compactMap(Self.load(from:_:))\n")
        #expect(file.links(named: "init").first.map { $0.chain.links[$0.index].arguments == nil } == true)
        #expect(file.links(named: "load").first.map { $0.chain.links[$0.index].arguments == nil } == true)
        #expect(file.links(named: "map").first?.chain.links.map(\.name) == ["map", "compactMap"])
    }

    @Test func keyPathComponentsAreNotLinks() throws {
        let file = try ParsedFile(text: "@Environment(\\.openURL) var openURL\nlet k = \\Item.date.year\nxs.sorted(by: \\.background)\n")
        #expect(file.links(named: "openURL").isEmpty)
        #expect(file.links(named: "date").isEmpty)
        #expect(file.links(named: "year").isEmpty)
        #expect(file.links(named: "background").isEmpty)
        #expect(file.links(named: "sorted").count == 1)
    }
}

@Suite struct ReceiverTests {
    @Test func receiverSpansEveryTrailingClosure() throws {
        let file = try ParsedFile(text: "Button {\n    go()\n} label: {\n    Text(\"Go\")\n}\n.glassEffect()\n")
        let chain = try #require(file.links(named: "glassEffect").first?.chain)
        #expect(chain.receiverRange(in: file).map(file.text)?.hasPrefix("Button {") == true)
    }
}

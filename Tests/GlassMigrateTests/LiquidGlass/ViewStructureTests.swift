import Testing
import GlassMigrate
import GlassMigrateTransforms

@Suite struct ViewStructureTests {
    private func index(of text: String, in file: ParsedFile, occurrence: Int = 0) throws -> Int {
        let matches = file.tokens.indices.filter { file.text(ofToken: $0) == text }
        return try #require(matches.count > occurrence ? matches[occurrence] : nil)
    }

    @Test func closureOwnersOfCallsModifiersLabelsAndArguments() throws {
        let file = try ParsedFile(text: """
        HStack(spacing: 8) {
            Button { go() } label: { Text("Go") }
        }
        .sheet(isPresented: $shows, content: { Sheet() })
        .overlay { Badge() }

        """)
        let views = ViewStructure(file)
        let braces = file.tokens.indices.filter { file.tokens[$0].kind == .leftBrace }
        let owners = braces.map { views.owner(ofClosureAt: $0) }
        #expect(owners.map { $0?.name } == ["HStack", "Button", "Button", "sheet", "overlay"])
        #expect(owners.map { $0?.label } == [nil, nil, "label", "content", nil])
        #expect(owners.map { $0?.isModifier } == [false, false, false, true, true])
        let text = try index(of: "Text", in: file)
        #expect(views.enclosingClosures(of: text).map(\.name) == ["Button", "HStack"])
    }

    @Test func statementsSplitAtLinesButFollowChainsAndElse() throws {
        let file = try ParsedFile(text: """
        VStack { item in
            Text("a")
                .padding()
            if flag {
                Text("b")
            }
            else {
                Text("c")
            }
            Text("d"); Text("e")
        }

        """)
        let views = ViewStructure(file)
        let open = try index(of: "{", in: file)
        let statements = views.statements(inBlockAt: open)
        #expect(statements.map { file.text(ofToken: $0.first) } == ["Text", "if", "Text", "Text"])
        #expect(statements[0].chain?.links.map(\.name) == ["padding"])
        #expect(statements[2].chain == nil)
    }

    @Test func glassApplicationsAndNesting() throws {
        let file = try ParsedFile(text: """
        VStack {
            Text("a").glassEffect()
            Text("b").glassEffect(.identity)
            Button("c") {}.buttonStyle(.glassProminent)
            Button("d") {}.buttonStyle(.plain)
            Button("e") {}.sheet(isPresented: $x) { Text("f").glassEffect() }
        }
        .glassEffect(.regular, in: .rect(cornerRadius: 8))

        """)
        let views = ViewStructure(file)
        #expect(views.glassApplications.map(\.kind) == [.effect, .buttonStyle, .effect, .effect])
        let outer = try #require(views.glassApplications.last)
        let inner = views.glassApplications.dropLast().map { views.isInsideGlassedView($0.link.nameToken, of: outer) }
        #expect(inner == [true, true, false])
        #expect(!views.isInsideGlassedView(outer.link.nameToken, of: outer))
    }

    @Test func expressionEndCoversModifiersOrTrailingClosures() throws {
        let file = try ParsedFile(text: "HStack { A() }.padding()\nButton { } label: { L() }\nNext()\n")
        let views = ViewStructure(file)
        let stack = try index(of: "HStack", in: file)
        #expect(file.text(ofToken: views.expressionEnd(startingAt: stack)) == ")")
        let button = try index(of: "Button", in: file)
        let end = views.expressionEnd(startingAt: button)
        #expect(file.tokens[end].kind == .rightBrace && file.source.location(of: file.tokens[end].start).line == 2)
    }

    @Test func expressionEndTakesEveryLabelledTrailingClosure() throws {
        let file = try ParsedFile(text: "Menu { A() } label: { L() } primaryAction: { P() }\nNext()\n")
        let end = ViewStructure(file).expressionEnd(startingAt: try index(of: "Menu", in: file))
        #expect(file.tokens[end].start == Array("Menu { A() } label: { L() } primaryAction: { P() ".utf8).count)
    }

    @Test func indentationUnitFollowsTheFile() throws {
        #expect(SourceFile(text: "struct A {\n  var b {\n    c\n  }\n}\n").indentationUnit == "  ")
        #expect(SourceFile(text: "struct A {\n\tvar b {\n\t\tc\n\t}\n}\n").indentationUnit == "\t")
        #expect(SourceFile(text: "a\n").indentationUnit == "    ")
        // Alignment inside a multi-line string does not count.
        let text = "struct A {\n   let s = \"\"\"\n     x\n       y\n     \"\"\"\n   let t = 1\n}\n"
        #expect(SourceFile(text: text).indentationUnit == "   ")
    }

    @Test func viewStartOfACallWithALabeledTrailingClosure() throws {
        let file = try ParsedFile(text: "Button(role: .none) { go() } label: {\n    Text(\"Go\")\n}\n.glassEffect()\n")
        let views = ViewStructure(file)
        let application = try #require(views.glassApplications.first)
        #expect(file.text(ofToken: application.viewStart) == "Button")
        #expect(views.chain(startingAt: application.viewStart) == application.chain)
    }
}

import Testing
import SwiftSource

/// Block kinds compared against the Swift parser's view of real code (IceCubes, the stdlib interfaces).
@Suite struct ScopeKindTests {
    private func kinds(_ text: String) throws -> [BlockKind] {
        try ParsedFile(text: text).scopes.blocks.map(\.kind)
    }

    @Test func declarationBodiesAfterPostfixAndGenericTypes() throws {
        #expect(try kinds("func f() -> (Int, String)? { nil }\n") == [.function])
        #expect(try kinds("func f() -> Array<Int> { [] }\n") == [.function])
        #expect(try kinds("struct Box<T> { }\n") == [.type])
        #expect(try kinds("extension A where B == C<D> { }\n") == [.extension])
        #expect(try kinds("var x: Int? { nil }\n") == [.property])
        #expect(try kinds("var body: some View\n{\n  Text(\"a\")\n}\n") == [.property])
        #expect(try kinds("struct InlineArray<let count: Int, Element> { }\n") == [.type])
        #expect(try kinds("class C { class var v: (a: Int, b: Int) { (1, 2) } }\n") == [.type, .property])
    }

    @Test func bindingsInConditionsKeepTheStatement() throws {
        #expect(try kinds("if let a = b { }\n") == [.ifBranch])
        #expect(try kinds("if let a { }\n") == [.ifBranch])
        #expect(try kinds("guard let a = b else { return }\n") == [.guardElse])
        #expect(try kinds("while let a = it.next() { }\n") == [.statement])
        #expect(try kinds("do { } catch let error as E { }\n") == [.statement, .statement])
        #expect(try kinds("if !a,\n  let text\n{\n  Button { }\n}\n") == [.ifBranch, .closure])
        let file = try ParsedFile(text: "if a { } else if let b = c { } else { }\n")
        #expect(file.scopes.blocks.map(\.kind) == [.ifBranch, .ifBranch, .elseBranch])
        #expect(file.scopes.blocks[1].earlierBranches == [0])
        #expect(file.scopes.blocks[2].earlierBranches == [0, 1])
    }

    @Test func aDeclarationEndsAtItsLine() throws {
        #expect(try kinds("let x: Int\nButton { }\n") == [.closure])
        #expect(try kinds("switch v {\ncase let .a(x):\n  ForEach(x) { y in }\ndefault:\n  Button { }\n}\n")
            == [.statement, .closure, .closure])
        #expect(try kinds("func f() {\n  switch v {\n  case let .a(ids):\n    return ids.map { $0 }\n  }\n}\n")
            == [.function, .statement, .closure])
    }

    @Test func accessorNamesOnlyInsidePropertyBodies() throws {
        #expect(try kinds("let b = Binding(get: { 1 }, set: { _ in })\n") == [.closure, .closure])
        #expect(try kinds("func get() -> Int { 1 }\n") == [.function])
        #expect(try kinds("func set<T>(x: T) async\n  -> T\n{\n  x\n}\n") == [.function])
        #expect(try kinds("var x: Int { get { 1 } set { } }\n") == [.property, .statement, .statement])
        #expect(try kinds("var x = 0 {\n  didSet { }\n}\n") == [.property, .statement])
        #expect(try kinds("subscript(i: Int) -> Int { get { 1 } }\n") == [.function, .statement])
        #expect(try kinds("init(_ h: H, else elseBuilder: () -> B? = { nil }) { }\n") == [.closure, .function])
    }

    @Test func repeatWhileEndsTheStatement() throws {
        #expect(try kinds("repeat { } while x\nfoo { }\n") == [.statement, .closure])
    }

    @Test func conditionBodiesAreNotTrailingClosuresAfterBindings() throws {
        let text = """
        if let ut = UTType(filenameExtension: url.pathExtension), let mt = ut.preferredMIMEType { use(mt) }
        guard let source = images.first else { return }
        while let value = iterator.next() { }
        do { try run() } catch let error as ServerError { error.report() }

        """
        let file = try ParsedFile(text: text)
        #expect(file.chains.flatMap { $0.links.map(\.name) } == ["pathExtension", "preferredMIMEType", "first", "next", "report"])
        for chain in file.chains {
            for link in chain.links { #expect(link.trailingClosures.isEmpty, "\(link.name)") }
        }
    }
}

@Suite struct AvailabilityAttributeTests {
    private func fact(_ text: String, at word: String) throws -> (guarded: Bool, block: Block?) {
        let file = try ParsedFile(text: text)
        let index = try #require(file.tokens.indices.first { file.text(ofToken: $0) == word })
        return (file.scopes.isGuarded(index, atLeast: OSVersion(26)), file.scopes.enclosingDeclaration(of: index))
    }

    @Test func attributesOfBodilessDeclarationsDoNotLeak() throws {
        let text = "@available(iOS 26, *)\ntypealias A = B\nstruct S { func f() { mark() } }\n"
        let result = try fact(text, at: "mark")
        #expect(!result.guarded)
    }

    @Test func severalAvailableAttributesAddUp() throws {
        let text = "@available(iOS 26.0, *)\n@available(macOS, unavailable)\nstruct S { func f() { mark() } }\n"
        #expect(try fact(text, at: "mark").guarded)
    }

    @Test func guardsHoldFromTheirEndOnwardInTheirBlock() throws {
        let text = """
        func f() {
            before()
            guard #available(iOS 17, *) else { return }
            middle()
            guard #available(iOS 26, *) else { return }
            after()
            if x { nested() }
        }
        func g() { other() }

        """
        let file = try ParsedFile(text: text)
        func index(_ word: String) throws -> Int { try #require(file.tokens.indices.first { file.text(ofToken: $0) == word }) }
        let scopes = file.scopes
        #expect(scopes.availability(at: try index("before")).isEmpty)
        #expect(scopes.availability(at: try index("middle")).map(\.condition.versions) == [[.iOS: OSVersion(17)]])
        #expect(!scopes.isGuarded(try index("middle"), atLeast: OSVersion(26)))
        #expect(scopes.isGuarded(try index("after"), atLeast: OSVersion(26)))
        #expect(scopes.isGuarded(try index("nested"), atLeast: OSVersion(26)))
        #expect(scopes.availability(at: try index("nested")).count == 2)
        #expect(!scopes.isGuarded(try index("other"), atLeast: OSVersion(26)))
    }

    /// Code after `if #available(…) { return }` (or `guard #unavailable(…) else { return }`) runs only
    /// where the check fails: it is the fallback, to the end of the enclosing block.
    @Test func earlyReturnsMakeTheRestOfTheBlockAFallback() throws {
        let text = """
        func f() {
            if #available(iOS 26.0, *) {
                // stays clear on 26
                return
            }
            afterIf()
        }
        func g() throws {
            guard #unavailable(iOS 26, *) else { throw Failure() }
            afterGuard()
        }
        func h() {
            if #unavailable(iOS 26) { return }
            afterUnavailableIf()
        }
        func notExits() {
            if #available(iOS 26, *) { if x { return } }
            maybe()
            if #available(iOS 26, *), x { return }
            combined()
            if #available(iOS 26, *) { items.forEach { return } }
            closure()
        }
        func cases() {
            for item in items {
                if #available(iOS 26, *) { continue }
                inLoop()
            }
            switch value {
            case 1:
                if #available(iOS 26, *) { break }
                inCase()
            default:
                otherCase()
            }
        }
        func older() {
            if #available(iOS 17, *) { return }
            belowSeventeen()
        }

        """
        let file = try ParsedFile(text: text)
        func index(_ word: String) throws -> Int { try #require(file.tokens.indices.first { file.text(ofToken: $0) == word }) }
        let scopes = file.scopes
        for word in ["afterIf", "afterGuard", "inLoop"] {
            #expect(scopes.isInFallback(try index(word), ofAtLeast: OSVersion(26)), "\(word)")
            #expect(!scopes.isGuarded(try index(word), atLeast: OSVersion(26)), "\(word)")
        }
        #expect(scopes.isGuarded(try index("afterUnavailableIf"), atLeast: OSVersion(26)))
        #expect(!scopes.isInFallback(try index("afterUnavailableIf"), ofAtLeast: OSVersion(26)))
        // The body may not exit, the condition has another clause, or the block is a `switch` whose
        // other cases the exit does not reach.
        for word in ["maybe", "combined", "closure", "inCase", "otherCase"] {
            #expect(!scopes.isInFallback(try index(word), ofAtLeast: OSVersion(26)), "\(word)")
        }
        #expect(!scopes.isInFallback(try index("belowSeventeen"), ofAtLeast: OSVersion(26)))
        #expect(scopes.isInFallback(try index("belowSeventeen"), ofAtLeast: OSVersion(17)))
        #expect(scopes.availability(at: try index("afterIf")).map(\.isAvailable) == [false])
    }

    /// The compiler reads the numbers of the 2025 releases before Apple named them 26 as 26
    /// (swiftlang/swift#82153); a neighbouring number is not renamed.
    @Test func versionsNumberedBeforeTheRenameReadAs26() throws {
        let checks = ["iOS 19", "iOS 19.0", "macOS 16", "watchOS 12.0", "tvOS 19", "visionOS 3", "macCatalyst 19"]
        for check in checks {
            #expect(try fact("func f() { if #available(\(check), *) { mark() } }\n", at: "mark").guarded, "\(check)")
        }
        #expect(try fact("@available(iOS, introduced: 19.0)\nfunc f() { mark() }\n", at: "mark").guarded)
        let file = try ParsedFile(text: "@available(macOS 16.1, iOS 18, watchOS 11, *)\nfunc f() { }\n")
        #expect(file.scopes.blocks[0].availability?.versions == [.macOS: OSVersion(26, 1), .iOS: OSVersion(18), .watchOS: OSVersion(11)])
        #expect(try !fact("func f() { if #available(iOS 18, macOS 15, *) { mark() } }\n", at: "mark").guarded)
    }

    @Test func deprecatedAndObsoletedVersionsDoNotGuard() throws {
        #expect(try !fact("@available(iOS, deprecated: 26.0)\nfunc f() { mark() }\n", at: "mark").guarded)
        #expect(try !fact("@available(iOS, introduced: 15.0, obsoleted: 26.0)\nfunc f() { mark() }\n", at: "mark").guarded)
        #expect(try fact("@available(iOS, introduced: 26.0)\nfunc f() { mark() }\n", at: "mark").guarded)
        let file = try ParsedFile(text: "@available(iOS, introduced: 15.0, deprecated: 26.0, message: \"x\")\nfunc f() { }\n")
        #expect(file.scopes.blocks[0].availability?.versions == [.iOS: OSVersion(15)])
    }
}

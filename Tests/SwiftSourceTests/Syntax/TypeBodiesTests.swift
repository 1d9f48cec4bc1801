import Foundation
@testable import SwiftSource
import Testing

/// `TypeBodies` tells a type or extension body from the tokens before its `{`: whatever it settles must
/// be what `Scopes` says, and `DeclaredNames` must give the names it gave when it asked `Scopes` alone.
@Suite struct TypeBodiesTests {
    /// Checks every `{` of `text` against `Scopes`; returns how many `TypeBodies` settles.
    @discardableResult
    static func agree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        let file = try ParsedFile(text: text)
        let scopes = Scopes(file)
        var bodies = TypeBodies(file)
        var settled = 0
        for open in file.tokens.indices where file.tokens[open].kind == .leftBrace {
            let kind = scopes.blocks[scopes.block(openedBy: open)!].kind
            let isType = kind == .type || kind == .extension
            let line = file.source.location(of: file.tokens[open].start).line
            guard let isTypeBody = bodies.isTypeBody(open) else { continue }
            #expect(isTypeBody == isType, "line \(line): \(kind)", sourceLocation: sourceLocation)
            settled += 1
        }
        #expect(DeclaredNames(file).names == namesByScopes(file), sourceLocation: sourceLocation)
        return settled
    }

    /// `DeclaredNames` as it was before `TypeBodies`: every keyword's block asked of `Scopes`.
    static func namesByScopes(_ file: ParsedFile) -> Set<String> {
        let keywords = ["func", "var", "let", "case", "struct", "class", "enum", "actor", "protocol", "typealias"]
        let scopes = Scopes(file)
        var names: Set<String> = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard keywords.contains(file.text(ofToken: index)), file.isCode(index), let name = file.nextSignificant(after: index),
                  file.tokens[name].kind == .identifier || file.tokens[name].kind == .backtickIdentifier else { continue }
            if file.token(index, is: "class"), keywords.contains(file.text(ofToken: name)) { continue }
            if let block = scopes.innermostBlock(containing: index) {
                let kind = scopes.blocks[block].kind
                guard kind == .type || kind == .extension else { continue }
            }
            let text = file.text(ofToken: name)
            names.insert(file.tokens[name].kind == .backtickIdentifier ? String(text.dropFirst().dropLast()) : text)
        }
        return names
    }

    @Test func whatTheTokensSettle() throws {
        let file = try ParsedFile(text: """
            struct Plain { func f() { } }
            struct InlineArray<let count: Int> { }
            foo(bar: { })

            """)
        var bodies = TypeBodies(file)
        let opens = file.tokens.indices.filter { file.tokens[$0].kind == .leftBrace }
        #expect(opens.map { bodies.isTypeBody($0) } == [true, false, nil, false])
    }

    @Test func typesExtensionsAndMembers() throws {
        let settled = try Self.agree("""
            @MainActor public struct Outer<T: Equatable>: View where T: Hashable {
                struct Inner { let innerStored = 1; enum Mode: String, CaseIterable { case light, dark } }
                @State private var computed: Int {
                    get { let localInGetter = 1; return localInGetter }
                    set { var localInSetter = newValue }
                }
                var observed = 0 { didSet { func localInObserver() {} } }
                let initialised: () -> Void = { func localInClosure() {} }
                lazy var built: [Int] = { let localInLazy = [1]; return localInLazy }()
                class func classMade() {}
                class var classProperty: Int { 1 }
                static let `default` = Outer()
                func method() { struct LocalType {}; if true { let localInIf = 1 } }
                #if os(iOS)
                func onlyOnIOS() {}
                #else
                func elsewhere() {}
                #endif
                subscript(index: Int) -> Int { get { let localInSubscript = index; return localInSubscript } }
                init() { self.init(x: 1) }
                deinit { let gone = 1 }
                var body: some View {
                    VStack(spacing: 8) {
                        Text("a")
                        Button { let tapped = 1 } label: { Text("b") }
                        ForEach(items) { item in let color = item.color }
                        if flag { Text("c") } else if other { Text("d") } else { Text("e") }
                    }
                    .onAppear { let appeared = 1 }
                    .background { Color.red }
                }
            }
            protocol Shape: AnyObject { var area: Double { get }; func scaled(by factor: Double) -> Self; associatedtype Unit }
            extension Outer.Inner: Sendable where T: Sendable { func extended() {}; typealias Alias = Int }
            enum Pick: String { case first = "a"; indirect case nested(Pick); static func pickFirst() -> Pick { .first } }
            actor Counter { var count = 0 }
            final class Model: NSObject, @unchecked Sendable { @objc dynamic var name = "" }
            struct InlineArray<let count: Int, Element> { var first: Element? { nil } }
            if let topBinding = Optional(1) { let insideTopIf = topBinding }
            let closureAtTop = { let insideTopClosure = 1 }

            """)
        #expect(settled > 40)
    }

    @Test func statementsAndClauses() throws {
        try Self.agree("""
            func work(_ values: [Int]) throws {
                guard let first = values.first, first > 0 else { return }
                guard #available(iOS 26, *) else { let old = 1; return }
                for value in values where value > 1 { let doubled = value * 2 }
                while values.isEmpty { break }
                repeat { let once = 1 } while false
                repeat { } while values.isEmpty
                x = 1
                while flag { let after = 1 }
                switch values.count {
                case 0: Button { let zero = 0 } label: { }
                case let n where n > 1: do { let many = n } catch { let failed = error }
                default: defer { let later = 1 }
                }
                if case .some(let y) = Optional(1) { let matched = y }
                let handler = values.map { $0 } ; handle { let afterSemicolon = 1 }
                let mapped = values.map { $0 }
                consume { let afterLet = 1 }
                typealias Local = Int
                run { let afterAlias = 1 }
                let binding = Binding(get: { 1 }, set: { _ in })
                items.forEach { value in value.default { let member = 1 } }
                let result = flag ? values.first { $0 > 1 } : nil
                do { try work([]) } catch let error as NSError { let code = error.code }
            }
            struct get { var set: Int { 1 } }
            func `else`() { }
            struct Odd { func get() {}; var willSet = 1; let `case` = 2 }

            """)
    }
}

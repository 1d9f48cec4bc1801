import Foundation
@testable import SwiftSource
import Testing

/// `StatementBodies` tells a statement or declaration body from a closure by the tokens before its `{`:
/// whatever it settles must be what `Scopes` says, and the modifier chains found with it must be the
/// chains found by asking `Scopes` alone.
@Suite struct StatementBodiesTests {
    /// Checks every `{` of `text` against `Scopes` and the chains against those found with `Scopes`
    /// built first; returns how many `{` `StatementBodies` settles.
    @discardableResult
    static func agree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        let file = try ParsedFile(text: text)
        let scopes = Scopes(file)
        var bodies = StatementBodies()
        var settled = 0
        for open in file.tokens.indices where file.tokens[open].kind == .leftBrace {
            let line = file.source.location(of: file.tokens[open].start).line
            guard let isStatementBody = bodies.isStatementBody(open, in: file) else { continue }
            #expect(isStatementBody == scopes.isStatementBody(open), "line \(line)", sourceLocation: sourceLocation)
            settled += 1
        }
        let withScopes = try ParsedFile(text: text)
        _ = withScopes.scopes
        #expect(try ParsedFile(text: text).chains == withScopes.chains, sourceLocation: sourceLocation)
        return settled
    }

    @Test func whatTheTokensSettle() throws {
        let file = try ParsedFile(text: """
            struct Plain { func f() { } }
            if items.isEmpty { } else { }
            foo(bar: { })
            var computed: Int { get { 1 } }

            """)
        var bodies = StatementBodies()
        let opens = file.tokens.indices.filter { file.tokens[$0].kind == .leftBrace }
        #expect(opens.map { bodies.isStatementBody($0, in: file) } == [true, true, true, true, false, true, nil])
    }

    @Test func closuresAfterCallsAndStatementBodies() throws {
        let settled = try Self.agree("""
            struct ContentView: View {
                @State private var items: [Item] = []
                let formatter: DateFormatter = { let made = DateFormatter(); return made }()
                lazy var sorted: [Item] = { items.sorted { $0.date < $1.date } }()
                var title: Foo.Bar { Foo.bar }
                var observed = Foo.zero { didSet { print(oldValue) } }
                var body: some View {
                    VStack(spacing: 8) {
                        Text("a").padding()
                        Button { items.removeAll() } label: { Text("b").bold() }
                        ForEach(items.indices) { index in Text(items[index].name) }
                        if items.isEmpty { Text("c").font(.title) } else if flag.isOn { Text("d") } else { Text("e") }
                        if items.contains(where: { $0.isDone }) { Text("done").italic() }
                        if let first = items.first(where: { $0.isDone }), first.isOn { Text("f") }
                        switch items.count.signum() { case 0: Text("none").padding() default: EmptyView() }
                    }
                    .onAppear { items.append(.init()) }
                    .background { Color.red.opacity(0.5) }
                    .sheet(isPresented: $shown) { Sheet() } onDismiss: { shown.toggle() }
                }
                func load() -> Foo.Bar {
                    guard let url = Bundle.main.url else { return .empty }
                    for item in items.filtered where item.date.isToday { item.update() }
                    while queue.isBusy { queue.wait() }
                    repeat { queue.step() } while queue.hasMore
                    do { try queue.run() } catch let error as Queue.Failure { error.report() }
                    defer { queue.close() }
                    let mapped = items.map { $0.name }.filter { !$0.isEmpty }
                    return items.first.map { $0.bar } ?? .empty
                }
            }
            extension Foo.Bar: Equatable { static func == (a: Self, b: Self) -> Bool { a.id == b.id } }
            enum Kind: String { case first; var label: String { rawValue.capitalized } }

            """)
        #expect(settled > 30)
    }

    @Test func directivesAndResultBuilders() throws {
        let settled = try Self.agree("""
            @ViewBuilder func content() -> some View {
                List {
                    Section { Text("a") } header: { Text("h") }
                }
                #if os(iOS)
                .listStyle(.insetGrouped)
                #else
                .listStyle(.sidebar)
                #endif
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
                }
                #if canImport(UIKit)
                if UIDevice.current.isPad { Text("pad") }
                #endif
            }
            @resultBuilder enum Steps { static func buildBlock(_ steps: Step...) -> [Step] { steps } }
            func make() -> [Step] { Steps.build { Step.one; Step.two } }

            """)
        #expect(settled > 8)
    }

    @Test func statementsAndClauses() throws {
        let settled = try Self.agree(BodySamples.statementsAndClauses)
        #expect(settled > 30)
    }
}

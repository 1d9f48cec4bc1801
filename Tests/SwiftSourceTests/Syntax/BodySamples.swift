/// Swift whose `{` tell a body from a closure only by their details, shared by the suites that check
/// `StatementBodies`, `TypeBodies` and `DeclaredNames`.
enum BodySamples {
    /// Types, extensions and their members, with locals in every kind of body and closure.
    static let typesExtensionsAndMembers = """
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

        """

    /// Statements and clauses whose `{` open bodies, closures after calls, and names that are keywords elsewhere.
    static let statementsAndClauses = """
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
        struct InlineArray<let count: Int, Element> { var first: Element? { nil } }
        struct Odd { func get() {}; var willSet = 1; let `case` = 2 }
        var accessors: Int { get { values.count } set { values.append(newValue) } }
        subscript(index: Int) -> Int { get { values[index] } }

        """
}

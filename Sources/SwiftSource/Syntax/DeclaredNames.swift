/// The names a file or module declares itself (functions, types, properties, cases, type aliases), so a
/// call to one of them is the module's own API, not a framework's.
///
/// A package that back-deploys a framework type by declaring its own `struct` of that name, or an app's
/// own `func` named like a framework modifier, shadows or overloads the framework's name inside its
/// module; rules that judge framework API leave such calls alone. Only declarations at file, type or extension level count:
/// a local `let` in a function body does not make a member call the module's own. `extension Name`
/// declares nothing.
public struct DeclaredNames: Sendable, Equatable {
    /// Every name declared.
    public private(set) var names: Set<String> = []
    /// The module facts gathered with the names, by type (see `ModuleFact`).
    private var facts: [ObjectIdentifier: any ModuleFact] = [:]
    /// The facts of a module that is one file, made when a rule first asks (see `init(_:factsOnFirstUse:)`).
    private var factsOnFirstUse: FactsOnFirstUse?
    /// For each property (`var`/`let`) name, the types written in its annotations: the type's last
    /// name for a plain one (`Int` for `: Int` or `: Swift.Int`), an empty string for any other or
    /// none (`: Int?`, `: [Int]`, `= 1`).
    public private(set) var propertyTypes: [String: Set<String>] = [:] {
        didSet { propertiesBySoleType = nil }
    }
    /// For each plain type, the properties declared with it and no other: `properties(ofType:)`'s answer,
    /// made once per completed module rather than by a walk of every property at each call (a rule asks
    /// it for every file of a module). Nil until then, and while a union has made it stale.
    private var propertiesBySoleType: [String: Set<String>]?

    private static let keywords = WordSet([
        "func", "var", "let", "case", "struct", "class", "enum", "actor", "protocol", "typealias",
    ])

    /// No names.
    public init() {}

    /// The names `file` declares at file, type or extension level.
    public init(_ file: ParsedFile) {
        // Bound once: each read of a computed or lazy property copies the structure.
        let source = file.source
        let tokens = source.tokens
        // Whether a block is a type or extension body is told from the tokens before its `{` where they
        // settle it; the file's `Scopes` are built only where they do not.
        var bodies = TypeBodies(file)
        var scopes: Scopes?
        // Gathered first, so the set is made at its size rather than grown (and rehashed) name by name.
        var found: [String] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard Self.keywords.contains(token: index, in: source), file.isCode(index),
                  let name = file.nextSignificant(after: index),
                  tokens[name].kind == .identifier || tokens[name].kind == .backtickIdentifier
            else { continue }
            // `class func`, `class var`: the name follows the second keyword.
            if source.token(index, is: "class"), Self.keywords.contains(token: name, in: source) { continue }
            if let open = Self.innermostBrace(containing: index, in: file) {
                if let isTypeBody = bodies.isTypeBody(open) {
                    guard isTypeBody else { continue }
                } else {
                    if scopes == nil { scopes = file.scopes }
                    if let block = scopes!.innermostBlock(containing: index) {
                        let kind = scopes!.blocks[block].kind
                        guard kind == .type || kind == .extension else { continue }
                    }
                }
            }
            let text = source.text(ofToken: name)
            let declared = tokens[name].kind == .backtickIdentifier ? String(text.dropFirst().dropLast()) : text
            found.append(declared)
            if source.token(index, is: "var") || source.token(index, is: "let") {
                propertyTypes[declared, default: []].insert(Self.plainType(after: name, in: file))
            }
        }
        names = Set(found)
    }

    /// The names `file` declares, with what it adds to each fact of `facts` (the caller has screened the
    /// file for them: see `ModuleFact.screen`).
    public init(_ file: ParsedFile, facts: [any ModuleFact.Type]) {
        self = file.declaredNames
        for fact in facts { self.facts[ObjectIdentifier(fact)] = fact.init(file) }
    }

    /// The names `file` declares, for a module that is `file` alone: each fact of `facts` (which the
    /// caller has screened the file for) is made from `file` and completed when a rule first asks for
    /// it, so a fact no rule needs for this file costs nothing. The answers are those of
    /// `init(_:facts:)` followed by `completeFacts()`.
    public init(_ file: ParsedFile, factsOnFirstUse facts: [any ModuleFact.Type]) {
        self = file.declaredNames
        if !facts.isEmpty { factsOnFirstUse = FactsOnFirstUse(file: file, types: facts) }
    }

    /// The module's fact of type `type`, if any file of the module added to it.
    public func fact<Fact: ModuleFact>(_ type: Fact.Type) -> Fact? {
        if let factsOnFirstUse { return factsOnFirstUse.fact(type) }
        return facts[ObjectIdentifier(type)] as? Fact
    }

    /// Completes every fact (`ModuleFact.complete()`), once the names of every file of the module are in.
    public mutating func completeFacts() {
        for (key, fact) in facts { facts[key] = fact.completed() }
        propertiesBySoleType = Self.bySoleType(propertyTypes)
    }

    /// The types of the facts held, made or not.
    private var factTypes: Set<ObjectIdentifier> {
        factsOnFirstUse?.types ?? Set(facts.keys)
    }

    /// Whether both declare the same names, with the same property types, and hold facts of the same types.
    public static func == (lhs: DeclaredNames, rhs: DeclaredNames) -> Bool {
        lhs.names == rhs.names && lhs.propertyTypes == rhs.propertyTypes && lhs.factTypes == rhs.factTypes
    }

    /// Adds the facts of `other`, as if both held every fact made: names without facts take over the
    /// facts `other` makes on first use, which are then still made only when asked for.
    private mutating func mergeFacts(of other: DeclaredNames) {
        if let theirs = other.factsOnFirstUse, factsOnFirstUse == nil, facts.isEmpty {
            factsOnFirstUse = theirs
            return
        }
        guard other.factsOnFirstUse != nil || !other.facts.isEmpty else { return }
        if let own = factsOnFirstUse {
            facts = own.completedFacts()
            factsOnFirstUse = nil
        }
        for (key, fact) in other.factsOnFirstUse?.completedFacts() ?? other.facts {
            facts[key] = facts[key].map { $0.merging(fact) } ?? fact
        }
    }

    /// The last name of a plain type annotation after the declared name at `name` (`Int` in
    /// `count: Swift.Int`), or an empty string when there is none or it is not plain.
    private static func plainType(after name: Int, in file: ParsedFile) -> String {
        let tokens = file.tokens
        guard let colon = file.nextSignificant(after: name), tokens[colon].kind == .colon,
              var type = file.nextSignificant(after: colon), tokens[type].kind == .identifier else { return "" }
        while let dot = file.nextSignificant(after: type), tokens[dot].kind == .period,
              let member = file.nextSignificant(after: dot), tokens[member].kind == .identifier {
            type = member
        }
        if let after = file.nextSignificant(after: type), tokens[after].kind == .operator || tokens[after].kind == .leftBracket
            || tokens[after].kind == .leftParen {
            // `Int?`, `Int!`, `Array<…>`: not the plain type. `=` and `{` end a plain one.
            if !file.token(after, is: "=") { return "" }
        }
        return file.text(ofToken: type)
    }

    /// The names of properties declared with the plain type `type` (by its last name) and no other.
    public func properties(ofType type: String) -> Set<String> {
        (propertiesBySoleType ?? Self.bySoleType(propertyTypes))[type] ?? []
    }

    private static func bySoleType(_ propertyTypes: [String: Set<String>]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (name, types) in propertyTypes where types.count == 1 { result[types.first!, default: []].insert(name) }
        return result
    }

    /// The `{` of the innermost block around the token at `index` (as `Scopes.innermostBlock` finds it), if any.
    private static func innermostBrace(containing index: Int, in file: ParsedFile) -> Int? {
        var open = file.enclosingOpen(of: index)
        while let current = open, file.tokens[current].kind != .leftBrace { open = file.enclosingOpen(of: current) }
        return open
    }

    /// Whether `name` is declared.
    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Adds the names of `other` (another file of the same module).
    public mutating func formUnion(_ other: DeclaredNames) {
        mergeFacts(of: other)
        for (name, types) in other.propertyTypes { propertyTypes[name, default: []].formUnion(types) }
        // The smaller set goes into the larger: fewer names are hashed, and the union is the same.
        if other.names.count > names.count {
            let smaller = names
            names = other.names
            names.formUnion(smaller)
        } else {
            names.formUnion(other.names)
        }
    }
}

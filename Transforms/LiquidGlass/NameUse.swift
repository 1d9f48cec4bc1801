import GlassMigrateCore

/// What kind of declaration a name of the module's glass is, which decides how code can use it.
public enum GlassDeclarationKind: Sendable, Hashable {
    /// A method in an extension of `View` (or of a SwiftUI view or shape): a modifier, `.name(…)`.
    case viewMethod
    /// Any other function (a view type's `func row() -> some View`, a free function): `name(…)` or `self.name(…)`.
    case function
    /// A type that conforms to `View`, `ViewModifier` or a button style: `Name(…)`, `Name { … }`, `.modifier(Name(…))`.
    case type
    /// A computed property (`var header: some View { … }`): `name` or `self.name`.
    case property
    /// A computed property in an extension of `View` (or of a SwiftUI view or shape): `view.name`, as a
    /// modifier without arguments.
    case viewProperty
}

/// One use of a name in code, with the kinds of declaration that such a use can be.
///
/// A use is told by its shape alone: `L10n.Row.title` is no use of the view type `Row`, `$0.id` none of
/// a view's property `id`, `.move(edge:)` none of a view method `move()`.
public struct NameUse: Sendable, Hashable {
    /// The name used.
    public var name: String
    /// The kinds of declaration the use can be.
    public var kinds: Set<GlassDeclarationKind>

    /// `.name(…)` or `.name { … }` on a view: a view method.
    public static func modifier(_ name: String) -> NameUse { NameUse(name: name, kinds: [.viewMethod]) }

    /// `name(…)` or `Name { … }` without a receiver: a function, a view method called on `self`, or a type.
    public static func call(_ name: String) -> NameUse { NameUse(name: name, kinds: [.viewMethod, .function, .type]) }

    /// `self.name(…)`: a function or a view method called on `self`.
    public static func selfCall(_ name: String) -> NameUse { NameUse(name: name, kinds: [.viewMethod, .function]) }

    /// `.modifier(Name(…))`: a `ViewModifier` type.
    public static func modifierType(_ name: String) -> NameUse { NameUse(name: name, kinds: [.type]) }

    /// `name` or `self.name`: a property, the view's own or one of its extensions'.
    public static func reference(_ name: String) -> NameUse { NameUse(name: name, kinds: [.property, .viewProperty]) }

    /// `view.name`, not called: a property of a view extension.
    public static func memberReference(_ name: String) -> NameUse { NameUse(name: name, kinds: [.viewProperty]) }

    /// The use the link at `index` of `chain` makes of its name; nil when no declaration can be used so:
    /// an implicit member (`.move(edge:)`, `.button`). A member that is not called (`x.name`) can be only
    /// a view extension's property.
    public init?(link index: Int, of chain: ModifierChain, in file: ParsedFile) {
        let link = chain.links[index]
        let isCalled = link.arguments != nil || !link.trailingClosures.isEmpty
        if index == 0, let receiver = chain.receiverTokens, receiver.count == 1, file.token(receiver.lowerBound, is: "self") {
            self = isCalled ? .selfCall(link.name) : .reference(link.name)
            return
        }
        guard index > 0 || chain.receiverTokens != nil else { return nil }
        self = isCalled ? .modifier(link.name) : .memberReference(link.name)
    }

    init(name: String, kinds: Set<GlassDeclarationKind>) {
        self.name = name
        self.kinds = kinds
    }
}

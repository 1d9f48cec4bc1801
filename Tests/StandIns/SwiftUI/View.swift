// A type-checking stand-in for SwiftUI, so code glassmigrate emits (and the demo app it
// runs on) can be checked with `swiftc -typecheck` on Linux, where SwiftUI does not exist.
//
// Written from the SwiftUI signatures and availability the project records from Apple's
// documentation, not from Apple's interfaces, one file per topic in this folder. It mirrors the
// facts generated code depends on:
// - `glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())`,
//   with no `isEnabled:` parameter (that existed only in betas).
// - `Glass` is `Equatable, Sendable` with `.regular`, `.clear`, `.identity`, `tint(_:)`,
//   `interactive(_:)`, and is not a `ShapeStyle`, so `.background(Glass.regular)` fails.
// - `GlassEffectContainer(spacing:content:)`, `glassEffectID(_:in:)` versus
//   `glassEffectUnion(id:namespace:)` (asymmetric labels), `glassEffectTransition(_:)`,
//   `.buttonStyle(.glass)`, `.buttonStyle(.glassProminent)`, and `.glass(_:)` from 26.1.
// - Shapes: `RoundedRectangle(cornerRadius:style:)` and `Capsule(style:)` default to
//   `.continuous`; the `Shape` shorthands `.rect…`, `.capsule`, `.capsule(style:)` (no
//   default), `.circle`, `.ellipse`, `.containerRelative`.
// - Materials: `Material.ultraThin…bar` and the `ShapeStyle` shorthands
//   `.ultraThinMaterial…ultraThickMaterial`, `.bar`; `background(_:ignoresSafeAreaEdges:)`,
//   `background(_:in:fillStyle:)`, `background(alignment:content:)`, `clipShape(_:style:)`,
//   the deprecated `cornerRadius(_:antialiased:)`.
// - `EnvironmentValues.accessibilityReduceTransparency` and `.accessibilityReduceMotion`.
// - `ToolbarContent.sharedBackgroundVisibility(_:)`, from Apple's documentation (iOS, Mac
//   Catalyst and macOS 26; not on tvOS, watchOS or visionOS).
//
// Availability is written exactly as FACTS gives it, but it is NOT enforced here: the host
// is Linux, `@available(iOS 26.0, …, *)` only restricts Apple platforms, and this toolchain
// has no standard library for an Apple target (`swiftc -typecheck -target
// arm64-apple-ios17.0` stops with "unable to load standard library"). Labels, argument
// types and overloads are checked; missing `#available` gates are the lint rules' job.
//
// Bodies are placeholders (`fatalError()` or an opaque wrapper): the module is only ever
// type-checked against, never run.

@_exported import Foundation
@_exported import Foundation
@_exported import Observation

// MARK: - View and builders

/// A piece of user interface, as in SwiftUI.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension View where Body == Never {
    /// Primitive views have no body.
    public var body: Never { fatalError("primitive view") }
}

extension Never: View {
    public typealias Body = Never
}

/// The opaque result of every modifier in this stand-in.
public struct _ModifiedView<Base: View>: View {
    public typealias Body = Never
    let base: Base
}

extension View {
    @inline(__always)
    func _modified() -> _ModifiedView<Self> { _ModifiedView(base: self) }
}

/// A view made of several child views, produced by `ViewBuilder.buildBlock`.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    public init(_ value: T) { self.value = value }
}

/// The two branches of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A type-erased view.
public struct AnyView: View {
    public typealias Body = Never
    public init<V: View>(_ view: V) {}
    public init<V: View>(erasing view: V) {}
}

/// A view that shows nothing.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

/// The result builder behind `body` and every `@ViewBuilder` closure.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Marks a stored property that SwiftUI updates, as in SwiftUI.
public protocol DynamicProperty {}

/// A type that produces view previews in Xcode (iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

// MARK: - Apps and scenes

/// An app, the entry point of a SwiftUI program.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}

/// Part of an app's user interface.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

// Never's `body` (from the `View where Body == Never` extension) also serves `Scene`.
extension Never: Scene {}

/// Several scenes.
public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("primitive scene") }
    init(_ value: T) {}
}

/// The result builder for an app's scenes.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content))
    }
}

/// A scene of windows showing the same view.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("primitive scene") }
    public init(@ViewBuilder content: () -> Content) {}
}

/// The settings window of a macOS app.
@available(iOS, unavailable)
public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("primitive scene") }
    public init(@ViewBuilder content: () -> Content) {}
}

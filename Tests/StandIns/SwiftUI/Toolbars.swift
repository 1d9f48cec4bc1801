// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

// MARK: - Toolbars

/// Content of a toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    let id: Int
    public static let automatic = ToolbarItemPlacement(id: 0)
    public static let principal = ToolbarItemPlacement(id: 1)
    public static let navigation = ToolbarItemPlacement(id: 2)
    public static let primaryAction = ToolbarItemPlacement(id: 3)
    public static let secondaryAction = ToolbarItemPlacement(id: 4)
    public static let confirmationAction = ToolbarItemPlacement(id: 5)
    public static let cancellationAction = ToolbarItemPlacement(id: 6)
    public static let destructiveAction = ToolbarItemPlacement(id: 7)
    public static let status = ToolbarItemPlacement(id: 8)
    @available(macOS, unavailable)
    public static let topBarLeading = ToolbarItemPlacement(id: 9)
    @available(macOS, unavailable)
    public static let topBarTrailing = ToolbarItemPlacement(id: 10)
    @available(macOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement(id: 11)
}

/// Which bar a toolbar modifier affects.
public struct ToolbarPlacement: Sendable {
    let id: Int
    public static let automatic = ToolbarPlacement(id: 0)
    @available(macOS, unavailable)
    public static let navigationBar = ToolbarPlacement(id: 1)
    @available(macOS, unavailable)
    public static let tabBar = ToolbarPlacement(id: 2)
    @available(macOS, unavailable)
    public static let bottomBar = ToolbarPlacement(id: 3)
}

/// One item in a toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

/// Several items in one toolbar placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Several toolbar contents.
public struct TupleToolbarContent<T>: ToolbarContent {
    init(_ value: T) {}
}

/// The opaque result of every toolbar content modifier in this stand-in.
public struct _ModifiedToolbarContent<Base: ToolbarContent>: ToolbarContent {
    let base: Base
}

extension ToolbarContent {
    /// Shows or hides the glass background an item shares with the others in its group (iOS 26).
    @available(iOS 26.0, macOS 26.0, macCatalyst 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        _ModifiedToolbarContent(base: self)
    }
}

/// The result builder for `toolbar { }` content.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }
}

/// Where a container background goes (`containerBackground(_:for:)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContainerBackgroundPlacement: Sendable {
    let id: Int
    @available(iOS 18.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static let navigation = ContainerBackgroundPlacement(id: 0)
}

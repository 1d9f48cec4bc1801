// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

// MARK: - Liquid Glass (iOS 26)

/// The Liquid Glass material a `glassEffect` draws.
@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable {
    let variant: Int
    let tintColor: Color?
    let isInteractive: Bool

    public static var regular: Glass { Glass(variant: 0, tintColor: nil, isInteractive: false) }
    public static var clear: Glass { Glass(variant: 1, tintColor: nil, isInteractive: false) }
    public static var identity: Glass { Glass(variant: 2, tintColor: nil, isInteractive: false) }

    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }
}

/// The shape `glassEffect` uses when none is given: a capsule.
@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass appears and disappears.
@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassEffectTransition: Sendable {
    let id: Int
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(id: 0) }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(id: 1) }
    public static var identity: GlassEffectTransition { GlassEffectTransition(id: 2) }
}

/// Renders nearby glass shapes together so they can blend and morph.
@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassEffectContainer<Content: View>: View {
    public typealias Body = Never
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
    /// Draws Liquid Glass behind the view, in `shape` (a capsule by default).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        _modified()
    }

    /// Identifies this glass within `namespace` so it can morph.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { _modified() }

    /// Joins this glass with others of the same `id` into one shape.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { _modified() }

    /// Sets how this glass appears and disappears.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { _modified() }
}

/// The `.glass` button style.
@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    @available(iOS 26.1, macOS 26.1, macCatalyst 26.1, tvOS 26.1, watchOS 26.1, *)
    public init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The `.glassProminent` button style.
@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    @available(iOS 26.1, macOS 26.1, macCatalyst 26.1, tvOS 26.1, watchOS 26.1, *)
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

@available(iOS 26.0, macOS 26.0, macCatalyst 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

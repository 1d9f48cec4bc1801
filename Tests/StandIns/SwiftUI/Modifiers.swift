// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation
import Observation

// MARK: - View modifiers

/// A reusable modifier, applied with `.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension View {
    // Layout.
    public func padding(_ insets: EdgeInsets) -> some View { _modified() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified() }
    public func padding(_ length: CGFloat) -> some View { _modified() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _modified() }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { _modified() }
    public func fixedSize() -> some View { _modified() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _modified() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _modified() }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { _modified() }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { _modified() }
    public func scaledToFit() -> some View { _modified() }
    public func scaledToFill() -> some View { _modified() }
    public func offset(_ offset: CGSize) -> some View { _modified() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified() }
    public func layoutPriority(_ value: Double) -> some View { _modified() }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _modified() }
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View { _modified() }
    public func zIndex(_ value: Double) -> some View { _modified() }

    // Text and appearance.
    public func font(_ font: Font?) -> some View { _modified() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _modified() }
    public func bold(_ isActive: Bool = true) -> some View { _modified() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _modified() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _modified() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { _modified() }
    public func tint(_ tint: Color?) -> some View { _modified() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _modified() }
    public func lineLimit(_ number: Int?) -> some View { _modified() }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { _modified() }
    public func monospacedDigit() -> some View { _modified() }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _modified() }
    public func imageScale(_ scale: Image.Scale) -> some View { _modified() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _modified() }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _modified() }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { _modified() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _modified() }
    public func listRowBackground<V: View>(_ view: V?) -> some View { _modified() }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { _modified() }
    public func opacity(_ opacity: Double) -> some View { _modified() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { _modified() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _modified() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { _modified() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _modified() }
    public func disabled(_ disabled: Bool) -> some View { _modified() }
    public func hidden() -> some View { _modified() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _modified() }

    // Backgrounds, overlays and clipping.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _modified() }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _modified() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _modified()
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _modified() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _modified() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { _modified() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _modified() }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _modified() }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _modified()
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { _modified() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _modified() }
    public func clipped(antialiased: Bool = false) -> some View { _modified() }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { _modified() }
    @available(iOS, deprecated: 100000.0)
    public func mask<Mask: View>(_ mask: Mask) -> some View { _modified() }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { _modified() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _modified() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _modified() }

    // Interaction and lifecycle.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _modified() }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        _modified()
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _modified() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        _modified()
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _modified()
    }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _modified() }

    // Identity, animation, accessibility.
    public func id<ID: Hashable>(_ id: ID) -> some View { _modified() }
    public func tag<V: Hashable>(_ tag: V) -> some View { _modified() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _modified() }
    public func transition(_ t: AnyTransition) -> some View { _modified() }
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { _modified() }
    public func accessibilityLabel(_ label: Text) -> some View { _modified() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _modified() }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _modified() }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _modified() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _modified() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _modified() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _modified() }

    // Environment.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _modified() }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _modified() }

    // Navigation and presentation.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _modified() }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _modified() }
    @available(macOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _modified() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> some View
    { _modified() }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _modified() }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _modified() }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { _modified() }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _modified() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { _modified() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        _modified()
    }
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _modified() }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _modified() }
    // iOS 14, tvOS 14, watchOS 7 (Apple's documentation); not on macOS.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _modified() }
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { _modified() }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _modified() }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { _modified() }
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _modified() }
}

/// Top or bottom.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable { case top, bottom }

/// Regions a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Which geometry a matched effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Accessibility traits.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var bits: Set<Int>
    public init() { bits = [] }
    init(bit: Int) { bits = [bit] }
    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public func contains(_ member: AccessibilityTraits) -> Bool { member.bits.isSubset(of: bits) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var c = self; c.bits.formUnion(other.bits); return c }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var c = self; c.bits.formIntersection(other.bits); return c }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var c = self; c.bits.formSymmetricDifference(other.bits); return c
    }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let had = contains(newMember); bits.formUnion(newMember.bits); return (!had, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member); bits.subtract(member.bits); return had ? member : nil
    }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember); bits.formUnion(newMember.bits); return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits.formUnion(other.bits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits.formIntersection(other.bits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits.formSymmetricDifference(other.bits) }
}

/// How accessibility children are combined.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let id: Int
    public static let ignore = AccessibilityChildBehavior(id: 0)
    public static let contain = AccessibilityChildBehavior(id: 1)
    public static let combine = AccessibilityChildBehavior(id: 2)
}

/// Navigation bar types.
public enum NavigationBarItem {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometric anchor.
public struct Anchor<Value> {
    /// The source of an anchor.
    public struct Source {
        let id: Int
    }
}

extension Anchor<CGRect>.Source {
    public static var bounds: Anchor<CGRect>.Source { .init(id: 0) }
}

/// A sheet height.
public struct PresentationDetent: Hashable, Sendable {
    let id: String
    public static let medium = PresentationDetent(id: "medium")
    public static let large = PresentationDetent(id: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: "height \(height)") }
}

// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

// MARK: - Text, images, controls

/// Text that can be localized; string literals (with interpolation) become one.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// Collects the pieces of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "%@" }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += "%@"
        }
    }
}

/// Read-only text.
public struct Text: View, Equatable, Sendable {
    public typealias Body = Never
    let storage: String

    public init(_ key: LocalizedStringKey) { storage = key.key }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = String(content) }
    public init(verbatim content: String) { storage = content }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = "formatted"
    }

    /// How a date is shown.
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }
    public init(_ date: Date, style: DateStyle) { storage = "date" }

    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func monospacedDigit() -> Text { self }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.storage + rhs.storage) }
}

/// An image.
public struct Image: View, Equatable, Sendable {
    public typealias Body = Never
    let name: String

    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(systemName: String) { name = systemName }

    /// The size of a symbol image relative to the text around it.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// How an image is resized.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// Template or original rendering.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
}

/// The role of a button.
public struct ButtonRole: Equatable, Sendable {
    let id: Int
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
}

/// A control that runs an action.
public struct Button<Label: View>: View {
    public typealias Body = Never
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` restyles (iOS 13, macOS 10.15, tvOS 13, watchOS 6).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
}

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// A control that switches a Boolean.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// A control that picks one value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A control for a value in a range.
public struct Slider<Label: View>: View {
    public typealias Body = Never
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1) {}
}

/// An editable line of text.
public struct TextField<Label: View>: View {
    public typealias Body = Never
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// A progress indicator.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// A thin line between views.
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

/// Flexible space.
public struct Spacer: View {
    public typealias Body = Never
    public init(minLength: CGFloat? = nil) {}
}

/// An image loaded from a URL.
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never
}

extension AsyncImage where Content == Image {
    public init(url: URL?, scale: CGFloat = 1) {}
}

extension AsyncImage {
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1,
        @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {}
}

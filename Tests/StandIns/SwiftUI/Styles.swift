// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

// MARK: - Styles

/// A label style.
public protocol LabelStyle {}
/// Shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// Shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// Shows title and icon.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
/// The platform's default label style.
public struct DefaultLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

/// What a button style receives.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View { public typealias Body = Never }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A style that restyles a button's label and keeps its interaction.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style receives.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View { public typealias Body = Never }
    public let label: PrimitiveButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public func trigger() {}
}

/// A style that defines a button's whole interaction, as the built-in styles do.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Declares a built-in primitive button style with a static shorthand.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A bordered button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A prominent bordered button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

/// A list style.
public protocol ListStyle {}
/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// A plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// An inset grouped list.
@available(macOS, unavailable)
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// A sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
@available(macOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// A picker style.
public protocol PickerStyle {}
/// A segmented picker.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A menu picker.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// An inline picker.
public struct InlinePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }

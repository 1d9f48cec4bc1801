// A type-checking stand-in for SwiftUI, so code glassmigrate emits (and the demo app it
// runs on) can be checked with `swiftc -typecheck` on Linux, where SwiftUI does not exist.
//
// Written from /work/shared/SWIFTUI-FACTS.md, not from Apple's interfaces. It mirrors the
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

// MARK: - Geometry and layout values

/// The four edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// A horizontal alignment guide.
public struct HorizontalAlignment: Equatable, Sendable {
    let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// A vertical alignment guide.
public struct VerticalAlignment: Equatable, Sendable {
    let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// A two-dimensional alignment.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in unit coordinates.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A horizontal or vertical axis.
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// An angle.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(radians: 0)
}

/// How content fills its container.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Text alignment for several lines.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// Whether something shows.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

// MARK: - Colors, fonts and shape styles

/// Something that fills or strokes: a color, a gradient, a material.
public protocol ShapeStyle: Sendable {}

/// A color, which is both a view and a shape style.
public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    let name: String
    let alpha: Double

    init(name: String, alpha: Double = 1) { self.name = name; self.alpha = alpha }

    /// A color in a named RGB space.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ name: String, bundle: Bundle? = nil) { self.init(name: name) }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { self.init(name: "rgb", alpha: opacity) }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: "rgb", alpha: opacity)
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { self.init(name: "white", alpha: opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { self.init(name: "hsb", alpha: opacity) }

    public func opacity(_ opacity: Double) -> Color { Color(name: name, alpha: alpha * opacity) }

    public static let accentColor = Color(name: "accent")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
}

extension ShapeStyle where Self == Color {
    public static var accentColor: Color { Color.accentColor }
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}

/// The primary, secondary… levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current background style.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The current tint.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    /// This style at a reduced opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// A translucent blur (iOS 15), the thing glassmigrate migrates away from.
public struct Material: ShapeStyle {
    let thickness: Int
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var bar: Material { Material(thickness: 5) }
}

/// A linear gradient, both a shape style and a view.
public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// A list of colors for a gradient.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A font.
public struct Font: Hashable, Sendable {
    let name: String

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A dynamic type style.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font(name: "system") }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "system")
    }

    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
}

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

// MARK: - Containers

/// A vertical stack.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// A horizontal stack.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// An overlapping stack (it has no spacing, as in SwiftUI).
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// A lazily built vertical stack.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// A lazily built horizontal stack.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// Views computed from a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { self.data = data }
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { self.data = data }
}

extension ForEach {
    /// Lets list rows be deleted.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { _modified() }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as list deletion hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before `destination`, as list reordering hands them over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

/// Groups views without layout.
public struct Group<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

/// A scrolling list of rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
}

/// A settings-style form.
public struct Form<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

/// A titled section of a list or form.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// A scrollable region.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

/// A navigation root.
public struct NavigationStack<Root: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder root: () -> Root) {}
}

/// A link that pushes a destination.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
}

/// Tabs.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - Shapes

/// How corners are rounded.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// The fill rule and antialiasing of a shape fill.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public nonisolated init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// Line width, caps and dashes of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public nonisolated init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) { self.lineWidth = lineWidth; self.dash = dash }
}

/// An outline in two dimensions, itself a shape.
public struct Path: Shape, Equatable {
    public nonisolated init() {}
    public nonisolated init(_ rect: CGRect) {}
    public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public nonisolated init(ellipseIn rect: CGRect) {}
    public nonisolated init(_ build: (inout Path) -> Void) {}
    public nonisolated mutating func move(to point: CGPoint) {}
    public nonisolated mutating func addLine(to point: CGPoint) {}
    public nonisolated mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    public nonisolated mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public nonisolated mutating func addRect(_ rect: CGRect) {}
    public nonisolated mutating func addEllipse(in rect: CGRect) {}
    public nonisolated mutating func closeSubpath() {}
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

/// A 2D shape, which is also a view that fills itself with the foreground style.
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape drawn with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView() }

    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView<Self, S>()
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ShapeView<Self, S>() }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { _ShapeView<Self, S>() }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    public func stroke(style: StrokeStyle) -> some Shape { self }
}

/// A shape that can be inset, so its border can be drawn inside it.
public protocol InsettableShape: Shape {}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        _ShapeView<Self, S>()
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View {
        _ShapeView<Self, S>()
    }
}

/// A rectangle.
public struct Rectangle: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with a radius per corner.
public struct UnevenRoundedRectangle: InsettableShape {
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A capsule.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle.
public struct Circle: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// An ellipse.
public struct Ellipse: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The shape of the enclosing container.
public struct ContainerRelativeShape: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    public nonisolated init<S: Shape>(_ shape: S) {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    public nonisolated static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public nonisolated static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public nonisolated static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public nonisolated static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
        )
    }
}

extension Shape where Self == Capsule {
    public nonisolated static var capsule: Capsule { Capsule() }
    // No default for `style`, per FACTS: `.capsule()` does not compile.
    public nonisolated static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    public nonisolated static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public nonisolated static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    public nonisolated static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: - State and environment

/// State owned by a view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var initial: Value
    public init(wrappedValue value: Value) { initial = value }
    public init(initialValue value: Value) { initial = value }
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { initial }, set: { _ in }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initial = nil }
}

/// A two-way reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
    public init(projectedValue: Binding<Value>) { getter = projectedValue.getter }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { _ in })
    }
    /// A binding whose changes run inside the given animation.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Bindings to the properties of an observable object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Dismisses the current presentation.
public struct DismissAction: Sendable {
    @MainActor public func callAsFunction() {}
}

/// The environment a view reads from.
public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    public var dismiss: DismissAction { DismissAction() }
}

/// Reads a value from the environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: () -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { EnvironmentValues()[keyPath: keyPath] } }
    public var wrappedValue: Value { read() }
}

extension Environment where Value: AnyObject & Observable {
    public init(_ objectType: Value.Type) { read = { fatalError("stand-in") } }
}

/// A namespace for matched geometry and glass effect identities.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() {}
    public var wrappedValue: Namespace.ID { ID(value: 0) }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

// MARK: - Animation and transitions

/// An animation curve.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let linear = Animation(name: "linear")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        .spring
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and animates the changes it makes.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

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
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _modified() }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
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

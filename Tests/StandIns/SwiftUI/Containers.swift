// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation

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

/// A column or row description of a lazy grid (SwiftUI: iOS 14, macOS 11, tvOS 14, watchOS 7).
public struct GridItem {
    /// How a grid item is sized.
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// A lazily built vertical grid (SwiftUI: iOS 14, macOS 11, tvOS 14, watchOS 7).
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
}

/// The size and coordinate space a `GeometryReader` offers its content.
public struct GeometryProxy {
    public var size: CGSize { .zero }
}

/// A container view that defines its content as a function of its own size (SwiftUI: iOS 13, macOS 10.15, tvOS 13, watchOS 6).
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
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
    /// The destination as a value (iOS 13; deprecated, not removed, in favour of `navigationDestination`).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
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

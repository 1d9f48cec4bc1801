import GlassMigrateCore

extension ModuleGlass {
    /// Modifiers and views SwiftUI declares, which a module may overload (Swiftfin's own `background(…)`
    /// and `func Form(systemImage:content:)`): a use by the name alone cannot be told to be the module's,
    /// so such a name is never the module's glass, and SwiftUI's uses of it are not taken for glass.
    static let swiftUINames: Set<String> = [
        "background", "overlay", "modifier", "padding", "frame", "clipShape", "mask", "foregroundStyle",
        "foregroundColor", "tint", "shadow", "opacity", "cornerRadius", "border", "font", "buttonStyle",
        "toolbar", "sheet", "popover", "fullScreenCover", "navigationTitle", "safeAreaInset",
        "Form", "List", "Section", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid",
        "Group", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Button", "Label", "Text",
        "Image", "Menu", "Toggle", "Picker", "GeometryReader",
    ]
}

import SwiftUI

struct Toolbar: View {
    @State private var isExpanded = false
    var isOn: Bool

    var body: some View {
        Group {
            Text("Type")
                .adaptiveGlassBackground(Material.ultraThin, in: Capsule())
            Text("Shorthand on type")
                .adaptiveGlassBackground(Material.thinMaterial, in: Capsule())
            Text("Bar")
                .adaptiveGlassBackground(.bar, in: RoundedRectangle(cornerRadius: 10))
            Text("Bar on type")
                .adaptiveGlassBackground(Material.bar, in: RoundedRectangle(cornerRadius: 10))
            Text("Ternary")
                .adaptiveGlassBackground(isOn ? .ultraThinMaterial : .thickMaterial, in: Capsule())
            Text("Nested ternary")
                .adaptiveGlassBackground(isExpanded ? Material.regular : (isOn ? .thinMaterial : .ultraThickMaterial), in: Capsule())
            Text("Parenthesised")
                .adaptiveGlassBackground((.regularMaterial), in: Capsule())
            Text("Qualified")
                .adaptiveGlassBackground(SwiftUI.Material.thick, in: Capsule())
        }
    }
}

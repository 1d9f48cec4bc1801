import SwiftUI

struct Toolbar: View {
    @State private var isExpanded = false
    var isOn: Bool

    var body: some View {
        Group {
            Text("Type")
                .background(Material.ultraThin, in: Capsule())
            Text("Shorthand on type")
                .background(Material.thinMaterial, in: Capsule())
            Text("Bar")
                .background(.bar, in: RoundedRectangle(cornerRadius: 10))
            Text("Bar on type")
                .background(Material.bar, in: RoundedRectangle(cornerRadius: 10))
            Text("Ternary")
                .background(isOn ? .ultraThinMaterial : .thickMaterial, in: Capsule())
            Text("Nested ternary")
                .background(isExpanded ? Material.regular : (isOn ? .thinMaterial : .ultraThickMaterial), in: Capsule())
            Text("Parenthesised")
                .background((.regularMaterial), in: Capsule())
            Text("Qualified")
                .background(SwiftUI.Material.thick, in: Capsule())
        }
    }
}

import SwiftUI

/// A drawing toolbar written for iOS 26 in an app that still ships iOS 17: none of this built.
struct DrawingTools: View {
    @Namespace private var glass
    @State private var isExpanded = false

    var body: some View {
        1️⃣GlassEffectContainer(spacing: 8) {
            HStack(spacing: 8) {
                Image(systemName: "pencil")
                    .padding()
                    .2️⃣glassEffect()
                    .3️⃣glassEffectID("pencil", in: glass)
                if isExpanded {
                    Image(systemName: "eraser")
                        .padding()
                        .4️⃣glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12))
                        .5️⃣glassEffectUnion(id: "tools", namespace: glass)
                        .6️⃣glassEffectTransition(.materialize)
                }
            }
        }
        .onTapGesture {
            withAnimation { isExpanded.toggle() }
        }
    }
}

import SwiftUI

/// A drawing toolbar written for iOS 26 in an app that still ships iOS 17: none of this built.
struct DrawingTools: View {
    @Namespace private var glass
    @State private var isExpanded = false

    var body: some View {
        AdaptiveGlassEffectContainer(spacing: 8) {
            HStack(spacing: 8) {
                Image(systemName: "pencil")
                    .padding()
                    .adaptiveGlassEffect(fallback: .ultraThinMaterial)
                    .adaptiveGlassEffectID("pencil", in: glass)
                if isExpanded {
                    Image(systemName: "eraser")
                        .padding()
                        .adaptiveGlassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12), fallback: .ultraThinMaterial)
                        .adaptiveGlassEffectUnion(id: "tools", namespace: glass)
                        .adaptiveGlassEffectTransition(.materialize)
                }
            }
        }
        .onTapGesture {
            withAnimation { isExpanded.toggle() }
        }
    }
}

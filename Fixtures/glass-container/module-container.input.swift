import SwiftUI

/// The module's own glass container, as a back-deployment wrapper declares one.
func OwnGlassContainer<Content: View>(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
    GlassEffectContainer(spacing: spacing, content: content)
}

struct Controls: View {
    var body: some View {
        OwnGlassContainer(spacing: 12) {
            HStack(spacing: 12) {
                Text("Play").padding().glassEffect()
                Text("Next").padding().glassEffect()
            }
        }
        1️⃣HStack {
            Text("Loop").padding().glassEffect()
            Text("Shuffle").padding().glassEffect()
        }
    }
}

import SwiftUI

/// The module's own glass container, as a back-deployment wrapper declares one.
/// Its container is a `switch` case's view.
@ViewBuilder
func OwnGlassContainer<Content: View>(spacing: CGFloat? = nil, grouped: Bool = true, @ViewBuilder content: () -> Content) -> some View {
    switch grouped {
    case true: GlassEffectContainer(spacing: spacing, content: content)
    case false: content()
    }
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

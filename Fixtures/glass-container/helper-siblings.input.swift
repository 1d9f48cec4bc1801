import SwiftUI

/// Glass through the generated helper (glass-availability's fix of ungated glassEffect) is glass here too.
struct Controls: View {
    var body: some View {
        1️⃣HStack(spacing: 12) {
            Image(systemName: "play.fill")
                .padding()
                .adaptiveGlassEffect(fallback: .ultraThinMaterial)
            Image(systemName: "forward.fill")
                .padding()
                .adaptiveGlassEffect(.regular.interactive(), in: Circle(), fallback: .ultraThinMaterial)
        }
        AdaptiveGlassEffectContainer {
            HStack {
                Text("A").adaptiveGlassEffect(fallback: .thinMaterial)
                Text("B").adaptiveGlassEffect(fallback: .thinMaterial)
            }
        }
    }
}

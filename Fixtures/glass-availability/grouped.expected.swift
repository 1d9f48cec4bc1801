import SwiftUI

// The same unguarded call, several times in one file: reported once, at the first site, with the others listed.
struct Controls: View {
    var body: some View {
        HStack {
            Text("A").adaptiveGlassEffect(fallback: .ultraThinMaterial)
            Text("B").adaptiveGlassEffect(fallback: .ultraThinMaterial)
            AdaptiveGlassEffectContainer {
                Text("C").adaptiveGlassEffect(fallback: .ultraThinMaterial)
            }
        }
    }
}

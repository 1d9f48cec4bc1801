import SwiftUI

struct SidebarHeader: View {
    var body: some View {
        AdaptiveGlassEffectContainer {
            Text("Library")
                .padding()
                .adaptiveGlassEffect(.regular, in: .rect(cornerRadius: 12), fallback: .ultraThinMaterial)
        }
    }
}

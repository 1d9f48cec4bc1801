import SwiftUI

struct Chip: View {
    var body: some View {
        Text("Chip")
            .padding(6)
            #if os(iOS)
            .adaptiveGlassBackground(.thinMaterial, in: Capsule())
            #else
            .adaptiveGlassBackground(.regularMaterial, in: Capsule())
            #endif
    }
}

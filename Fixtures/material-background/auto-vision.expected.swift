import SwiftUI

struct Ornament: View {
    var body: some View {
        Text("Ornament")
            .padding()
            .adaptiveGlassBackground(.regularMaterial, in: Capsule())
    }
}

struct Guarded: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("Guarded")
                .adaptiveGlassBackground(.thinMaterial, in: Capsule())
        }
    }
}

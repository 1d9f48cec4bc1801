import SwiftUI

// A macOS 14 app: the gate and the helper name macOS, never iOS alone.
struct Inspector: View {
    var body: some View {
        Group {
            Text("Plain")
                .padding()
                .adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
            if #available(iOS 26.0, *) {
                Text("Gated for the wrong platform")
                    .adaptiveGlassBackground(.thinMaterial, in: Capsule())
            }
            if #available(macOS 26.0, *) {
                Text("Gated for macOS")
                    .glassEffect(.regular, in: Capsule())
            }
        }
    }
}

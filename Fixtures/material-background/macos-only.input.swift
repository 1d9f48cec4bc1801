import SwiftUI

// A macOS 14 app: the gate and the helper name macOS, never iOS alone.
struct Inspector: View {
    var body: some View {
        Group {
            Text("Plain")
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
            if #available(iOS 26.0, *) {
                Text("Gated for the wrong platform")
                    .background(.thinMaterial, in: Capsule())
            }
            if #available(macOS 26.0, *) {
                Text("Gated for macOS")
                    .background(.thinMaterial, in: Capsule())
            }
        }
    }
}

import SwiftUI

/// Built for iPhone and Vision Pro: Liquid Glass does not exist on visionOS, whatever #available says.
struct ComposerBar: View {
    var body: some View {
        HStack {
            if #available(iOS 26.0, *) {
                Text("Send")
                    .padding()
                    .adaptiveGlassEffect(fallback: .ultraThinMaterial)
            }
            #if !os(visionOS)
            if #available(iOS 26.0, *) {
                Text("Attach")
                    .padding()
                    .glassEffect()
            }
            #endif
        }
    }
}

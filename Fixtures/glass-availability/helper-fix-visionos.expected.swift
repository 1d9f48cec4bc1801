import SwiftUI

/// Built for iOS 26 and visionOS, where no Liquid Glass API exists.
struct Composer: View {
    var body: some View {
        Text("Send")
            .padding()
            .adaptiveGlassEffect(.clear, in: RoundedRectangle(cornerRadius: 16), fallback: .thinMaterial)
    }
}

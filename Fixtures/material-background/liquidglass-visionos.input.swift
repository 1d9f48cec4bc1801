import SwiftUI

// Built for iOS 18 and visionOS 1: the LiquidGlass package declares iOS 17 and macOS 14 only, and
// visionOS has no Liquid Glass API, so the adaptive helper (which keeps the material there) is used.
struct MediaOverlay: View {
    var body: some View {
        Rectangle()
            .foregroundColor(.clear)
            1️⃣.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

import SwiftUI

// Built for iOS 18 and visionOS 1: the LiquidGlass package declares iOS 17 and macOS 14 only, so a
// module also built for visionOS cannot depend on it; the site stays as it was.
struct MediaOverlay: View {
    var body: some View {
        Rectangle()
            .foregroundColor(.clear)
            1️⃣.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

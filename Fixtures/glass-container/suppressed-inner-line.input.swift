import SwiftUI

struct QuickBar: View {
    var body: some View {
        1️⃣HStack(spacing: 12) {
            Button("Share", systemImage: "square.and.arrow.up") {}
                .glassEffect() // glassmigrate:disable:this glass-container - this line must keep its place
            Button("Save", systemImage: "bookmark") {}
                .glassEffect()
        }
    }
}

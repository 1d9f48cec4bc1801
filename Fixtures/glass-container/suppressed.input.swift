import SwiftUI

struct QuickBar: View {
    var body: some View {
        // glassmigrate:disable:next glass-container - the design keeps these apart
        HStack(spacing: 12) {
            Button("Share", systemImage: "square.and.arrow.up") {}
                .glassEffect()
            Button("Save", systemImage: "bookmark") {}
                .glassEffect()
        }
    }
}

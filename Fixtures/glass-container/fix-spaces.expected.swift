import SwiftUI

struct QuickBar: View {
    var body: some View {
        VStack {
            GlassEffectContainer(spacing: 12) {
                HStack(spacing: 12) {
                    // share and save
                    Button("Share", systemImage: "square.and.arrow.up") {}
                        .padding()
                        .glassEffect()

                    Button("Save", systemImage: "bookmark") {}
                        .padding()
                        .glassEffect()
                }
                .padding(.bottom, 8) // keeps clear of the home indicator
            }
            Text("Footer")
        }
    }
}

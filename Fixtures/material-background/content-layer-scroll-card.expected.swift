import SwiftUI

struct Pro: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("Buy Pro")
                VStack {
                    Text("A word from the developer")
                    Text("Thanks")
                }
                .padding()
                .background(.ultraThinMaterial)
                .cornerRadius(25)
                Button("Restore") {}
                    .padding()
                    .background(.thinMaterial, in: Capsule())
            }
        }
        .overlay(alignment: .bottom) {
            Text("Offer ends soon")
                .padding()
                .adaptiveGlassBackground(.regularMaterial, in: Capsule())
        }
    }
}

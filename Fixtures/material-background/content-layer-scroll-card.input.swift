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
                1️⃣.background(.ultraThinMaterial)
                .cornerRadius(25)
                Button("Restore") {}
                    .padding()
                    2️⃣.background(.thinMaterial, in: Capsule())
            }
        }
        .overlay(alignment: .bottom) {
            Text("Offer ends soon")
                .padding()
                .background(.regularMaterial, in: Capsule())
        }
    }
}

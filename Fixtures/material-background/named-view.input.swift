import SwiftUI

struct Card: View {
    var body: some View {
        VStack {
            Text("Hi")
                .padding()
                1️⃣.background(cardBackground)
            Text("There")
                .padding()
                2️⃣.background { cardBackground }
            Text("Plain")
                .padding()
                .background(plainBackground)
        }
    }

    private var cardBackground: some View {
        RoundedRectangle(cornerRadius: 12).fill(.thinMaterial)
    }

    private var plainBackground: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.gray)
    }
}

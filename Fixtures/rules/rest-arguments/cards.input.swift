import SwiftUI

struct Cards: View {
	var body: some View {
		VStack {
			Text("A")1️⃣.legacyCard()
			Text("B")2️⃣.legacyCard(tint: .blue, elevation: 2)
			Text("C")
				3️⃣.background(.thinMaterial)
				.cornerRadius(8)
			Text("D")
				.background(.thinMaterial)
				.cornerRadius(8, antialiased: false)
		}
	}
}

import SwiftUI

struct Cards: View {
	var body: some View {
		VStack {
			Text("A").legacyCard()
			Text("B").legacyCard(tint: .blue, elevation: 2)
			Text("C")
				.background(.thinMaterial)
				.cornerRadius(8)
			Text("D")
				.background(.thinMaterial)
				.cornerRadius(8, antialiased: false)
		}
	}
}

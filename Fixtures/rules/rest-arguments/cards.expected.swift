import SwiftUI

struct Cards: View {
	var body: some View {
		VStack {
			Text("A").surface(.card)
			Text("B").surface(.card, tint: .blue, elevation: 2)
			Text("C")
				.adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
			Text("D")
				.background(.thinMaterial)
				.cornerRadius(8, antialiased: false)
		}
	}
}

import SwiftUI

struct TabIndented: View {
	var body: some View {
		VStack {
			Text("Tabs")
				.padding()
				.adaptiveGlassBackground(.thinMaterial, in: Capsule())
			Text("Closure")
				.adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
		}
	}
}

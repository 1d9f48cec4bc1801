import SwiftUI

struct TabIndented: View {
	var body: some View {
		Group {
			Text("Tabs")
				.padding()
				.adaptiveGlassBackground(.thinMaterial, in: Capsule())
			Text("Closure")
				.adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
		}
	}
}

import SwiftUI

struct TabIndented: View {
	var body: some View {
		Group {
			Text("Tabs")
				.padding()
				.background(.thinMaterial)
				.clipShape(Capsule())
			Text("Closure")
				.background {
					RoundedRectangle(cornerRadius: 12)
						.fill(.regularMaterial)
				}
		}
	}
}

import SwiftUI

struct TabbedCard: View {
	var body: some View {
		Text("Tabs")
			.padding(10) // inner
			.glassEffect(.clear)
			.lineLimit(1)
			.shadow(radius: 2)
	}
}

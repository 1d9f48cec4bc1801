import SwiftUI

struct TabbedCard: View {
	var body: some View {
		Text("Tabs")
			.glassEffect(.clear)
			.padding(10) // inner
			.lineLimit(1)
			.shadow(radius: 2)
	}
}

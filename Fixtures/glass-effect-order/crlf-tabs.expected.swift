import SwiftUI

struct TabbedCard: View {
	var body: some View {
		Text("Tabs")
			.padding(10) // inner
			.lineLimit(1)
			.glassEffect(.clear, in: .rect(cornerRadius: 12))
			.shadow(radius: 2)
	}
}

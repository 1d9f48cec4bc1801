import SwiftUI

struct Zoom: View {
	var body: some View {
		GlassEffectContainer {
			ZStack(alignment: .bottom) {
				Text("In").padding().glassEffect()
				Text("Out").padding().glassEffect()
			}
			.frame(height: 44)
		}
	}
}

struct Legend: View {
	var body: some View {
		return GlassEffectContainer {
			HStack { Text("A").glassEffect(); Text("B").glassEffect() }
		}
	}
}

import SwiftUI

// The module's own wrapper around `.buttonStyle(.glass)` styles buttons, as the style itself does:
// buttons side by side with it need no container. Its wrapper that also draws glass behind does.
extension View {
    func glassButtonStyle() -> some View {
        self.buttonStyle(.glass)
    }

    func glassPill() -> some View {
        padding().glassEffect(in: Capsule())
    }
}

struct MapControls: View {
    var body: some View {
        HStack {
            Button("Locate") {}
                .glassButtonStyle()
            Button("Layers") {}
                .glassButtonStyle()
        }
        1️⃣HStack {
            Text("Paused").glassPill()
            Text("Live").glassPill()
        }
    }
}

import SwiftUI

// The clip after the material also rounds the colour and the overlay drawn earlier in the chain;
// merged into `background(_:in:)` it would leave them with square corners, so these are reported.
struct Tile: View {
    var isOpen: Bool

    var body: some View {
        VStack {
            Text("Stack")
                .padding()
                .background(isOpen ? Color.accentColor.opacity(0.8) : Color.gray.opacity(0.8))
                1️⃣.background(.thinMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text("Badge")
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8) }
                2️⃣.background(.ultraThinMaterial)
                .cornerRadius(8)
        }
    }
}

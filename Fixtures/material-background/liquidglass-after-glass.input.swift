import SwiftUI
import LiquidGlass

/// A chain that already has LiquidGlass's `.glass(style:)`: another material behind it would be glass on glass.
struct Badge: View {
    var body: some View {
        Text("New")
            .padding(6)
            .glass(style: .card, cornerRadius: 8)
            1️⃣.background(.thickMaterial)
            .clipShape(Circle())
    }
}

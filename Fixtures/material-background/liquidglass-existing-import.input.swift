import SwiftUI
import LiquidGlass

struct Tile: View {
    var body: some View {
        Text("Tile")
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

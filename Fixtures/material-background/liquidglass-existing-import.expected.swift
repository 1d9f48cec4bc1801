import SwiftUI
import LiquidGlass

struct Tile: View {
    var body: some View {
        Text("Tile")
            .padding()
            .glass(style: .card)
    }
}

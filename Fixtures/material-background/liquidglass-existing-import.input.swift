import SwiftUI
import LiquidGlass

struct Tile: View {
    var body: some View {
        Text("Tile")
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

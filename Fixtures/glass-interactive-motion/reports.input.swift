import SwiftUI

struct PressableTile: View {
    var body: some View {
        Text("Tile")
            .padding()
            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
        Text("Tinted")
            .glassEffect(Glass.clear.tint(.orange).interactive())
        Text("Explicit")
            .glassEffect(.regular.tint(.blue).interactive(true))
    }
}

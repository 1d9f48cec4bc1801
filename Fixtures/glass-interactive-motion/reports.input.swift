import SwiftUI

struct PressableTile: View {
    private let pressed = Glass.regular.interactive()

    var body: some View {
        Text("Tile")
            .padding()
            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
        Text("Tinted")
            .glassEffect(Glass.clear.tint(.orange).interactive())
        Text("Explicit")
            .glassEffect(.regular.tint(.blue).interactive(true))
        Text("Split")
            .glassEffect(
                .regular
                    .tint(.green)
                    .interactive()
            )
        Text("Stored").glassEffect(pressed)
    }
}

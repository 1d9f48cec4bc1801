import SwiftUI

struct PressableTile: View {
    private let pressed = Glass.regular.1️⃣interactive()

    var body: some View {
        Text("Tile")
            .padding()
            .glassEffect(.regular.2️⃣interactive(), in: .rect(cornerRadius: 16))
        Text("Tinted")
            .glassEffect(Glass.clear.tint(.orange).3️⃣interactive())
        Text("Explicit")
            .glassEffect(.regular.tint(.blue).4️⃣interactive(true))
        Text("Split")
            .glassEffect(
                .regular
                    .tint(.green)
                    .5️⃣interactive()
            )
        Text("Stored").glassEffect(pressed)
    }
}

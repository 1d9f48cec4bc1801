import SwiftUI

struct Panels: View {
    var body: some View {
        VStack {
            Text("A")1️⃣.legacyPanel(style: .plain)
            Text("B")2️⃣.legacyPanel(style: .raised, padding: 4, shadow: true)
            Text("C").legacyPanel(tint: .red)
            Text("D")3️⃣.legacyTint(color: .blue)
            Text("E")4️⃣.legacyTint(1, 2, color: .green)
        }
    }
}

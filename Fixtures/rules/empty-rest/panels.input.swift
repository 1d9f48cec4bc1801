import SwiftUI

struct Panels: View {
    var body: some View {
        VStack {
            Text("A").legacyPanel(style: .plain)
            Text("B").legacyPanel(style: .raised, padding: 4, shadow: true)
            Text("C").legacyPanel(tint: .red)
            Text("D").legacyTint(color: .blue)
            Text("E").legacyTint(1, 2, color: .green)
        }
    }
}

import SwiftUI

struct Panels: View {
    var body: some View {
        VStack {
            Text("A").surface(.plain)
            Text("B").surface(.raised, padding: 4, shadow: true)
            Text("C").legacyPanel(tint: .red)
            Text("D").tint(.blue)
            Text("E").tint(.green)
        }
    }
}

import SwiftUI

struct ReviewSites: View {
    var dim: Bool

    var body: some View {
        VStack {
            Text("Faded")
                1️⃣.background(.ultraThinMaterial.opacity(0.5), in: Capsule())
            Text("Faded ternary")
                2️⃣.background((dim ? Material.thin : Material.regular).opacity(0.5), in: Capsule())
            Text("Already glass")
                .glassEffect()
                3️⃣.background(.thinMaterial, in: Capsule())
            Text("Edges")
                4️⃣.background(.thinMaterial, ignoresSafeAreaEdges: .bottom)
        }
    }
}

import SwiftUI

struct ReviewSites: View {
    var dim: Bool

    var body: some View {
        VStack {
            Text("Faded")
                .background(.ultraThinMaterial.opacity(0.5), in: Capsule())
            Text("Faded ternary")
                .background((dim ? Material.thin : Material.regular).opacity(0.5), in: Capsule())
            Text("Already glass")
                .glassEffect()
                .background(.thinMaterial, in: Capsule())
            Text("Edges")
                .background(.thinMaterial, ignoresSafeAreaEdges: .bottom)
        }
    }
}

import SwiftUI

// Arguments that repeat their default change nothing and are dropped; any other value of an
// argument without a Liquid Glass counterpart is reported by name.
struct Defaults: View {
    var body: some View {
        Group {
            Text("Fill style").background(.thinMaterial, in: Capsule(), fillStyle: FillStyle())
            Text("All edges")1️⃣.background(.thinMaterial, ignoresSafeAreaEdges: .all)
            Text("Top edge")2️⃣.background(.thinMaterial, ignoresSafeAreaEdges: .top)
            Text("No edges, clipped")
                .background(.ultraThinMaterial, ignoresSafeAreaEdges: [])
                .clipShape(Capsule())
            Text("Clip style")
                .background(.ultraThinMaterial)
                .clipShape(Circle(), style: FillStyle())
            Text("Even-odd")
                3️⃣.background(.ultraThinMaterial)
                .clipShape(Circle(), style: FillStyle(eoFill: true))
            Text("Antialiased").background(.thinMaterial).cornerRadius(6, antialiased: true)
        }
    }
}

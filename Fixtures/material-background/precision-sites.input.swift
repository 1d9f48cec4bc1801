import SwiftUI

typealias Frost = Material

struct PrecisionSites: View {
    var body: some View {
        Group {
            // The chain goes on after the rewritten call.
            Text("Continues")
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16)).padding().font(.title)
            // A clip after a background that already has a shape stays.
            Text("Clipped again")
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
                .clipShape(Capsule())
            // Only the first clip merges; the second stays.
            Text("Two clips").background(.thinMaterial).clipShape(Capsule()).clipShape(Circle())
            // Two material backgrounds in one chain: the outer one would be glass on glass.
            Text("Layers").background(.thinMaterial).cornerRadius(8)1️⃣.background(.thickMaterial).clipShape(Circle())
            // A trailing closure after the merged clip.
            Text("Overlay").background(.regularMaterial).clipShape(RoundedRectangle(cornerRadius: 16)).overlay { Text("x") }
            // A material through a typealias is not recognised: nothing to do or say.
            Text("Alias").background(Frost.regular, in: Capsule())
            // Sites for review.
            Text("Edges")2️⃣.background(.bar, ignoresSafeAreaEdges: .top)
            Text("Faded")3️⃣.background(.thinMaterial.opacity(0.8))
            Text("Aligned")4️⃣.background(alignment: .center) { Capsule().fill(.thinMaterial) }
            // Arguments that repeat their default change nothing and are dropped.
            Text("Clip style").background(.ultraThinMaterial).clipShape(.rect(cornerRadius: 8), style: FillStyle())
            Text("Antialiased").background(.ultraThinMaterial).cornerRadius(12, antialiased: true)
        }
    }
}

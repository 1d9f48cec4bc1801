import SwiftUI

typealias Frost = Material

struct PrecisionSites: View {
    var body: some View {
        Group {
            // The chain goes on after the rewritten call.
            Text("Continues")
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16)).padding().font(.title)
            // A clip after a background that already has a shape stays.
            Text("Clipped again")
                .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
                .clipShape(Capsule())
            // Only the first clip merges; the second stays.
            Text("Two clips").adaptiveGlassBackground(.thinMaterial, in: Capsule()).clipShape(Circle())
            // Two material backgrounds in one chain: the outer one would be glass on glass.
            Text("Layers").adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 8)).background(.thickMaterial).clipShape(Circle())
            // A trailing closure after the merged clip.
            Text("Overlay").adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 16)).overlay { Text("x") }
            // A material through a typealias is not recognised: nothing to do or say.
            Text("Alias").background(Frost.regular, in: Capsule())
            // Sites for review.
            Text("Edges").background(.bar, ignoresSafeAreaEdges: .top)
            Text("Faded").background(.thinMaterial.opacity(0.8))
            Text("Aligned").background(alignment: .center) { Capsule().fill(.thinMaterial) }
            // Arguments that repeat their default change nothing and are dropped.
            Text("Clip style").adaptiveGlassBackground(.ultraThinMaterial, in: .rect(cornerRadius: 8))
            Text("Antialiased").adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

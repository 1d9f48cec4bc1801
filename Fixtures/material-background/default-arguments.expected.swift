import SwiftUI

// Arguments that repeat their default change nothing and are dropped; any other value of an
// argument without a Liquid Glass counterpart is reported by name.
struct Defaults: View {
    var body: some View {
        Group {
            Text("Fill style").adaptiveGlassBackground(.thinMaterial, in: Capsule())
            Text("All edges").background(.thinMaterial, ignoresSafeAreaEdges: .all)
            Text("Top edge").background(.thinMaterial, ignoresSafeAreaEdges: .top)
            Text("No edges, clipped")
                .adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())
            Text("Clip style")
                .adaptiveGlassBackground(.ultraThinMaterial, in: Circle())
            Text("Even-odd")
                .background(.ultraThinMaterial)
                .clipShape(Circle(), style: FillStyle(eoFill: true))
            Text("Antialiased").adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

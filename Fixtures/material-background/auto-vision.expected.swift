import SwiftUI

struct Ornament: View {
    var body: some View {
        Text("Ornament")
            .padding()
            .adaptiveGlassBackground(.regularMaterial, in: Capsule())
    }
}

import SwiftUI

// The app's own function has the generated helper's name: a call meant for the helper would
// resolve to it, so no site is rewritten, its own body included.
extension View {
    func adaptiveGlassBackground(cornerRadius: CGFloat) -> some View {
        self1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))
    }
}

struct Badge: View {
    var body: some View {
        Text("New").padding()2️⃣.background(.thinMaterial, in: Capsule())
    }
}

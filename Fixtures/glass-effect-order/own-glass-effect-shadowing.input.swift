import SwiftUI

// An app that declares glassEffect() itself, with SwiftUI's labels, shadows SwiftUI's in its module:
// which one a call reaches cannot be told from the text, so its calls are left alone.
extension View {
    func glassEffect() -> some View {
        self.overlay(Capsule().stroke(.white.opacity(0.3)))
    }
}

struct ShadowingGlass: View {
    var body: some View {
        Text("Own").glassEffect().padding()
    }
}

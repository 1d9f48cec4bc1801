import SwiftUI

// `glassEffect(radius:)` fits no SwiftUI signature: it is the app's own modifier, declared in a
// file this fragment does not include. The calls that fit SwiftUI's are Apple's and unguarded.
struct Badges: View {
    var body: some View {
        VStack {
            Text("Own").glassEffect(radius: 8)
            Text("Own too").glassEffectID("a", namespace: "b")
            Text("Apple").adaptiveGlassEffect(.regular, in: .capsule, fallback: .ultraThinMaterial)
            Text("Apple too").adaptiveGlassEffect(in: .rect(cornerRadius: 8), fallback: .ultraThinMaterial)
        }
    }
}

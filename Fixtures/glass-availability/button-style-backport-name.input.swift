import SwiftUI

// A `Backport` namespace's own `glass` is not what `.buttonStyle(.glass)` reaches: SwiftUI's is, and
// it needs iOS 26.
struct Backport {}

struct GlassBackportButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(.1️⃣glass)
    }
}

extension Backport {
    static var glass: GlassBackportButtonStyle { .init() }
}

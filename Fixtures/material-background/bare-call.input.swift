import SwiftUI

// A `background` call without a receiver is most likely SwiftUI's modifier on `self`, but it
// could be any function of that name, so it is reported instead of rewritten; `self.` is rewritten.
extension View {
    func frostedCard() -> some View {
        1️⃣background(.thinMaterial, in: Capsule())
    }

    func frostedPanel() -> some View {
        2️⃣background { RoundedRectangle(cornerRadius: 12).fill(.regularMaterial) }
    }

    func explicitSelf() -> some View {
        self.background(.thinMaterial, in: Capsule())
    }

    func notAMaterial() -> some View {
        background(Color.red, in: Capsule())
    }
}

struct Layers {
    var background: Material = .thinMaterial

    func background(_ material: Material) -> Material { material }

    func pick() -> Material {
        background(.ultraThinMaterial)
    }
}

import SwiftUI

// A modifier that chooses glass itself is left to its author, but glass drawn in the very chain of a
// material is glass on that material whoever wrote it.
extension View {
    func glassCard() -> some View {
        self
            .padding()
            1️⃣.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
            .glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: 16))
    }

    @ViewBuilder
    func frosted(_ glass: Bool) -> some View {
        if glass {
            self.glassEffect()
        } else {
            self.background(.ultraThinMaterial, in: Capsule())
        }
    }
}

extension View {
    func tintedGlassCard(tint: Color? = nil) -> some View {
        self
            .padding()
            2️⃣.background {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.ultraThinMaterial)
                    .opacity(0.8)
            }
            .glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: 16))
    }
}

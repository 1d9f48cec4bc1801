import SwiftUI

struct Controls: View {
    var isOn: Bool

    var body: some View {
        // The container the glass of neighbours needs (glass-container).
        GlassEffectContainer {
            HStack {
                Text("Shape")
                    .background(isOn ? .ultraThinMaterial : .thickMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
                Text("Clip")
                    .background(.thinMaterial)
                    .clipShape(Capsule())
                Text("Radius")
                    .background(.regularMaterial)
                    .cornerRadius(12)
                Text("Closure")
                    .background { Circle().fill(.ultraThinMaterial) }
                Text("Full bleed")
                    1️⃣.background(.bar)
            }
        }
    }
}

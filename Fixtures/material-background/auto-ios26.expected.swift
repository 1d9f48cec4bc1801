import SwiftUI

struct Controls: View {
    var isOn: Bool

    var body: some View {
        // The container the glass of neighbours needs (glass-container).
        GlassEffectContainer {
            HStack {
                Text("Shape")
                    .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
                Text("Clip")
                    .glassEffect(.regular, in: Capsule())
                Text("Radius")
                    .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 12))
                Text("Closure")
                    .glassEffect(.regular, in: Circle())
                Text("Full bleed")
                    .background(.bar)
            }
        }
    }
}

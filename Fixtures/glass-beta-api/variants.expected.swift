import SwiftUI

struct GlassSettings {
    var isGlassOn: Bool

    func allowsGlass() -> Bool { isGlassOn }
}

struct ToggleableGlass: View {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @State private var showsGlass = true
    let settings: GlassSettings

    var body: some View {
        VStack(spacing: 12) {
            Text("Plain")
                .padding()
                .glassEffect(showsGlass ? .regular : .identity, in: .rect(cornerRadius: 12))
            Text("Default glass")
                .padding()
                .glassEffect(showsGlass ? .regular : .identity)
            Text("Shape only")
                .padding()
                .glassEffect(settings.isGlassOn ? .regular : .identity, in: .capsule)
            Text("Always")
                .padding()
                .glassEffect(.regular.interactive())
            Text("Never")
                .padding()
                .glassEffect(.identity, in: .circle)
            Text("Never, default glass")
                .padding()
                .glassEffect(.identity)
            Text("Compound")
                .padding()
                .glassEffect((showsGlass && !reduceTransparency) ? .regular : .identity)
            Text("Negated")
                .padding()
                .glassEffect(!reduceTransparency ? .regular.tint(.blue) : .identity)
            Text("Chosen")
                .padding()
                .glassEffect(
                    settings.allowsGlass() ? (reduceTransparency ? .regular : .regular.interactive()) : .identity,
                    in: .rect(cornerRadius: 16)
                )
        }
    }
}

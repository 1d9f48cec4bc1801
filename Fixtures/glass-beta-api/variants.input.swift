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
                .glassEffect(.regular, in: .rect(cornerRadius: 12), isEnabled: showsGlass)
            Text("Default glass")
                .padding()
                .glassEffect(isEnabled: showsGlass)
            Text("Shape only")
                .padding()
                .glassEffect(in: .capsule, isEnabled: settings.isGlassOn)
            Text("Always")
                .padding()
                .glassEffect(.regular.interactive(), isEnabled: true)
            Text("Never")
                .padding()
                .glassEffect(.clear, in: .circle, isEnabled: false)
            Text("Never, default glass")
                .padding()
                .glassEffect(isEnabled: false)
            Text("Compound")
                .padding()
                .glassEffect(.regular, isEnabled: showsGlass && !reduceTransparency)
            Text("Negated")
                .padding()
                .glassEffect(.regular.tint(.blue), isEnabled: !reduceTransparency)
            Text("Chosen")
                .padding()
                .glassEffect(
                    reduceTransparency ? .regular : .regular.interactive(),
                    in: .rect(cornerRadius: 16),
                    isEnabled: settings.allowsGlass()
                )
        }
    }
}

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
                .glassEffect(.regular, in: .rect(cornerRadius: 12), 1️⃣isEnabled: showsGlass)
            Text("Default glass")
                .padding()
                .glassEffect(2️⃣isEnabled: showsGlass)
            Text("Shape only")
                .padding()
                .glassEffect(in: .capsule, 3️⃣isEnabled: settings.isGlassOn)
            Text("Always")
                .padding()
                .glassEffect(.regular.interactive(), 4️⃣isEnabled: true)
            Text("Never")
                .padding()
                .glassEffect(.clear, in: .circle, 5️⃣isEnabled: false)
            Text("Never, default glass")
                .padding()
                .glassEffect(6️⃣isEnabled: false)
            Text("Compound")
                .padding()
                .glassEffect(.regular, 7️⃣isEnabled: showsGlass && !reduceTransparency)
            Text("Negated")
                .padding()
                .glassEffect(.regular.tint(.blue), 8️⃣isEnabled: !reduceTransparency)
            Text("Chosen")
                .padding()
                .glassEffect(
                    reduceTransparency ? .regular : .regular.interactive(),
                    in: .rect(cornerRadius: 16),
                    9️⃣isEnabled: settings.allowsGlass()
                )
        }
    }
}

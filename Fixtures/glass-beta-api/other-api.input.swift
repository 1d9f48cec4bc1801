import SwiftUI

// Older betas had glassEffect(_:in:isEnabled:); the shipping SDK switches glass off with Glass.identity.
struct FeatureRow: View {
    let isEnabled: Bool
    @State private var showsGlass = false

    var body: some View {
        Toggle("Glass", isOn: $showsGlass)
            .disabled(!isEnabled)
            .padding()
            .glassEffect(showsGlass ? .regular : .identity, in: .capsule)
            .accessibilityLabel(glassLabel(isEnabled: showsGlass))
    }

    private func glassLabel(isEnabled: Bool) -> String {
        isEnabled ? "glassEffect(isEnabled: true)" : "no glass"
    }
}

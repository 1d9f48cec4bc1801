import SwiftUI

// Older betas had glassEffect(_:in:isEnabled:); the shipping SDK switches glass off with Glass.identity.
struct FeatureRow: View {
    @Environment(\.isEnabled) private var isEnabled
    @State private var showsGlass = false

    var body: some View {
        Toggle("Glass", isOn: $showsGlass)
            .disabled(!isEnabled)
            .padding()
            .glassEffect(showsGlass ? .regular : .identity, in: .capsule)
            .badge(glassBadge(isEnabled: showsGlass))
    }

    private func glassBadge(isEnabled: Bool) -> String {
        isEnabled ? "glassEffect(isEnabled: true)" : ""
    }
}

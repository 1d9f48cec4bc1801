import SwiftUI

// The seed article's component: it reads Reduce Transparency and drops the bounce with it.
struct AccessibleSurface<Content: View>: View {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @ViewBuilder var content: Content

    var body: some View {
        content
            .glassEffect(reduceTransparency ? .regular : .regular.interactive(), in: .rect(cornerRadius: 20))
    }
}

struct SettingsAwareTile: View {
    var body: some View {
        Text("Tile").glassEffect(.regular.interactive())
    }
}

extension SettingsAwareTile {
    var readsTheSetting: Bool {
        EnvironmentValues().accessibilityReduceTransparency
    }
}

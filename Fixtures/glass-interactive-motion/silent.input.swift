import SwiftUI

struct MotionAwareTile: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text("Tile")
            .padding()
            .glassEffect(.regular.interactive(!reduceMotion))
    }
}

struct TernaryTile: View {
    let settings: AppSettings

    var body: some View {
        Text("Tile")
            .glassEffect(settings.prefersReducedMotion ? .regular : .regular.interactive())
    }
}

struct SystemSettingTile: View {
    var body: some View {
        Text("Tile")
            .glassEffect(.clear.interactive(!UIAccessibility.isReduceMotionEnabled))
    }
}

#Preview {
    Text("Preview").glassEffect(.regular.interactive())
}

import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

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

#if canImport(UIKit)
struct SystemSettingTile: View {
    var body: some View {
        Text("Tile")
            .glassEffect(.clear.interactive(!UIAccessibility.isReduceMotionEnabled))
    }
}
#endif

// A preview outside any type, written as the function a #Preview body amounts to.
@MainActor
func interactiveTilePreview() -> some View {
    Text("Preview").glassEffect(.regular.interactive())
}

struct AppSettings {
    var prefersReducedMotion = false
}

import SwiftUI

// A shape-less material clipped later in the chain is not full-bleed: with nothing in between that
// draws or changes the bounds, it is migrated with the clip's shape and the clip goes.
struct Chip: View {
    @State private var isOn = false

    var body: some View {
        Group {
            Text("Styled")
                .padding(8)
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                .foregroundStyle(.white)
                .font(.caption)
            Text("Tappable")
                .padding(8)
                .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
                .onTapGesture { isOn.toggle() }
                .accessibilityLabel("Toggle")
            Text("Square")
                .padding(8)
                .adaptiveGlassBackground(.regularMaterial, in: Rectangle())
            Text("Safe area")
                .padding(8)
                .adaptiveGlassBackground(.thinMaterial, in: Capsule())
        }
    }
}

import SwiftUI

// A shape-less material clipped later in the chain is not full-bleed: with nothing in between that
// draws or changes the bounds, it is migrated with the clip's shape and the clip goes.
struct Chip: View {
    @State private var isOn = false

    var body: some View {
        Group {
            Text("Styled")
                .padding(8)
                .background(.ultraThinMaterial)
                .foregroundStyle(.white)
                .font(.caption)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text("Tappable")
                .padding(8)
                .background(.thinMaterial)
                .onTapGesture { isOn.toggle() }
                .accessibilityLabel("Toggle")
                .cornerRadius(10)
            Text("Square")
                .padding(8)
                .background(.regularMaterial)
                .clipped()
            Text("Safe area")
                .padding(8)
                .background(.thinMaterial, ignoresSafeAreaEdges: .all)
                .clipShape(Capsule())
        }
    }
}

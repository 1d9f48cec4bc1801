import SwiftUI

struct MapControls: View {
    @State private var isDragging = false
    @Namespace private var controls

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "location")
                .glassEffect()
                .offset(y: isDragging ? 4 : 0)
                .frame(width: 44, height: 44)
            Image(systemName: "plus")
                .glassEffect()
                .shadow(radius: 4)
                .padding(4)
            Text("Layers")
                .padding(6)
                .glassEffect()
                .onTapGesture { isDragging.toggle() }
                .font(.footnote)
            Text("Zoom")
                .glassEffect()
#if os(iOS)
                .padding(8)
#endif
            Text("Compass")
                .glassEffect()
                .glassEffectID("compass", in: controls)
                .fixedSize()
                .padding(2)
            Text("North")
                .glassEffect()
                .background(Color.clear)
                .overlay(Circle().stroke(.white))
                .clipShape(Circle())
                .accessibilityHidden(true)
                .id("north")
                .animation(.default, value: isDragging)
                .zIndex(1)
                .scaledToFit()
                .font(.caption)
        }
    }
}

import SwiftUI

// The module declares its own `Circle` (a group of friends), so the shape is written `SwiftUI.Circle()`.
struct Circle {
    var name: String
}

struct CloseButton: View {
    var body: some View {
        Button {} label: {
            Image(systemName: "xmark")
                .frame(width: 36, height: 36)
                .background(SwiftUI.Circle().fill(.ultraThinMaterial))
        }
        Text("Join")
            .padding()
            .background(.thinMaterial, in: SwiftUI.Capsule())
    }
}

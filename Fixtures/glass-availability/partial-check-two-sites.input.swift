import SwiftUI

// Built for iOS 17 and macOS 14: a check that names iOS only is true on macOS 14.

struct Toolbar: View {
    var body: some View {
        if #available(iOS 26, *) {
            HStack {
                Text("A").padding().1️⃣glassEffect()
                Button("B") {}.buttonStyle(.2️⃣glass)
            }
        } else {
            HStack {
                Text("A").padding().background(.thinMaterial, in: Capsule())
                Button("B") {}.buttonStyle(.bordered)
            }
        }
    }
}

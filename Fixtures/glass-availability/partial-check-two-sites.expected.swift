import SwiftUI

// Built for iOS 17 and macOS 14: a check that names iOS only is true on macOS 14.

struct Toolbar: View {
    var body: some View {
        if #available(iOS 26, macOS 26.0, *) {
            HStack {
                Text("A").padding().glassEffect()
                Button("B") {}.buttonStyle(.glass)
            }
        } else {
            HStack {
                Text("A").padding().background(.thinMaterial, in: Capsule())
                Button("B") {}.buttonStyle(.bordered)
            }
        }
    }
}

import SwiftUI

/// No readable deployment target: iOS below 26 is assumed, but this branch is built for macOS only,
/// which the generated helper's `#available(iOS 26.0, *)` would not guard.
struct SidebarHeader: View {
    var body: some View {
        #if os(macOS)
        Text("Library")
            .padding()
            1️⃣.background(.thinMaterial, in: Capsule())
        #else
        Text("Library")
            .padding()
            .background(.thinMaterial, in: Capsule())
        #endif
    }
}

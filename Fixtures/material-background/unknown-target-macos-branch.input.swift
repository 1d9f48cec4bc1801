import SwiftUI

/// No readable deployment target: iOS below 26 is assumed, but this branch is built for macOS only;
/// with no platform known, the generated helper's check names every one, so macOS is guarded too.
struct SidebarHeader: View {
    var body: some View {
        #if os(macOS)
        Text("Library")
            .padding()
            .background(.thinMaterial, in: Capsule())
        #else
        Text("Library")
            .padding()
            .background(.thinMaterial, in: Capsule())
        #endif
    }
}

import SwiftUI

// The module builds for visionOS alone, which has no Liquid Glass API: its materials stay, with no
// helper to write, though nothing in the file says so.
struct DebugPanel: View {
    var body: some View {
        ScrollView { Text("jawOpen 0.42").padding(8) }
            .frame(maxWidth: 720)
            .background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

import SwiftUI

struct Chip: View {
    var body: some View {
        Text("Chip")
            .padding(6)
            #if os(iOS)
            .background(.thinMaterial, in: Capsule())
            #else
            .background(.regularMaterial, in: Capsule())
            #endif
    }
}

import SwiftUI

struct Chip: View {
    var body: some View {
        Text("Chip")
            .padding(8)
            1️⃣.background(.thinMaterial, in: Capsule())
    }
}

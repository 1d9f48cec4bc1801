import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New")
            .padding(6)
            1️⃣.background(.thinMaterial, in: Capsule(), fillStyle: FillStyle(eoFill: true))
    }
}

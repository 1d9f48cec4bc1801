import SwiftUI

// Deployment targets unknown: whether the LiquidGlass package builds here is not known, so no LiquidGlass code.
struct Panel: View {
    var body: some View {
        Text("Panel")
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

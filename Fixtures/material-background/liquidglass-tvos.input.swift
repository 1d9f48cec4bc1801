import SwiftUI

// Also built for tvOS, which the LiquidGlass package does not build for: no LiquidGlass code.
struct Panel: View {
    var body: some View {
        Text("Panel")
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

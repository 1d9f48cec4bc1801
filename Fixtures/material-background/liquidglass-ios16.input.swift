import SwiftUI

// Built for iOS 16, below the LiquidGlass package's iOS 17: no LiquidGlass code.
struct Panel: View {
    var body: some View {
        Text("Panel")
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

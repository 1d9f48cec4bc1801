import SwiftUI

/// Shapes and materials the LiquidGlass package cannot draw stay as they were.
struct Badges: View {
    var isCompact: Bool

    var body: some View {
        VStack {
            Text("Capsule")
                1️⃣.background(.thinMaterial, in: Capsule())
            Text("Circular corners")
                2️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .circular))
            Text("Choice")
                3️⃣.background(isCompact ? .thinMaterial : .regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

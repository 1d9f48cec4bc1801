import Foundation
import SwiftUI

struct Dashboard: View {
    var radius: CGFloat

    var body: some View {
        VStack {
            Text("Sheet")
                1️⃣.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            Text("Card")
                2️⃣.background(.thinMaterial, in: .rect(cornerRadius: 16))
            Text("Odd radius")
                3️⃣.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
            Text("Variable radius")
                4️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: radius))
            Text("Toolbar")
                5️⃣.background(.bar)
                .cornerRadius(10)
            Text("Button")
                6️⃣.background { RoundedRectangle(cornerRadius: 12.0).fill(.regularMaterial) }
            Text("Overlay")
                7️⃣.background(.ultraThickMaterial, in: Rectangle())
            Text("Capsule")
                8️⃣.background(.thinMaterial, in: Capsule())
            Text("Circular corners")
                9️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .circular))
        }
    }
}

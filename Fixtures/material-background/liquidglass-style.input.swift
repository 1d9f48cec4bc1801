import Foundation
import SwiftUI

struct Dashboard: View {
    var radius: CGFloat

    var body: some View {
        Group {
            Text("Sheet")
                1️⃣.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            Text("Card")
                2️⃣.background(.thinMaterial, in: .rect(cornerRadius: 16))
            Text("Regular material, odd radius")
                3️⃣.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
            Text("Thin material, radius 12")
                4️⃣.background(Material.thin, in: RoundedRectangle(cornerRadius: 12))
            Text("Variable radius")
                5️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: radius))
            Text("Toolbar")
                6️⃣.background(.bar)
                .cornerRadius(10)
            Text("Sidebar")
                7️⃣.background(.thickMaterial, in: RoundedRectangle(cornerRadius: 20.0))
            Text("Button")
                8️⃣.background { RoundedRectangle(cornerRadius: 12.0).fill(.regularMaterial) }
            Text("Overlay")
                9️⃣.background(.ultraThickMaterial, in: Rectangle())
            Text("Thin rectangle")
                🔟.background(.thinMaterial, in: Rectangle())
        }
    }
}

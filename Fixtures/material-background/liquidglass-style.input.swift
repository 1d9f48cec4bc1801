import Foundation
import SwiftUI

struct Dashboard: View {
    var radius: CGFloat

    var body: some View {
        VStack {
            Text("Sheet")
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            Text("Card")
                .background(.thinMaterial, in: .rect(cornerRadius: 16))
            Text("Odd radius")
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
            Text("Variable radius")
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: radius))
            Text("Toolbar")
                .background(.bar)
                .cornerRadius(10)
            Text("Button")
                .background { RoundedRectangle(cornerRadius: 12.0).fill(.regularMaterial) }
            Text("Overlay")
                .background(.ultraThickMaterial, in: Rectangle())
            Text("Capsule")
                .background(.thinMaterial, in: Capsule())
            Text("Circular corners")
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .circular))
        }
    }
}

import Foundation
import SwiftUI
import LiquidGlass

struct Dashboard: View {
    var radius: CGFloat

    var body: some View {
        VStack {
            Text("Sheet")
                .glass(style: .sheet)
            Text("Card")
                .glass(style: .card)
            Text("Odd radius")
                .glass(style: .card, cornerRadius: 13)
            Text("Variable radius")
                .glass(style: .card, cornerRadius: radius)
            Text("Toolbar")
                .glass(style: .toolbar)
            Text("Button")
                .glass(style: .button)
            Text("Overlay")
                .glass(style: .overlay)
            Text("Capsule")
                .adaptiveGlassBackground(.thinMaterial, in: Capsule())
            Text("Circular corners")
                .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .circular))
        }
    }
}

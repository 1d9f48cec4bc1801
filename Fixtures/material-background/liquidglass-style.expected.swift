import Foundation
import SwiftUI
import LiquidGlass

struct Dashboard: View {
    var radius: CGFloat

    var body: some View {
        Group {
            Text("Sheet")
                .glass(style: .sheet)
            Text("Card")
                .glass(style: .card)
            Text("Regular material, odd radius")
                .glass(style: .button, cornerRadius: 13)
            Text("Thin material, radius 12")
                .glass(style: .card, cornerRadius: 12)
            Text("Variable radius")
                .glass(style: .card, cornerRadius: radius)
            Text("Toolbar")
                .glass(style: .toolbar)
            Text("Sidebar")
                .glass(style: .sidebar)
            Text("Button")
                .glass(style: .button)
            Text("Overlay")
                .glass(style: .overlay)
            Text("Thin rectangle")
                .glass(style: .card, cornerRadius: 0)
        }
    }
}

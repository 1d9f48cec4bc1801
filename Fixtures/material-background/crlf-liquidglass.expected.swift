// Settings screen.
import SwiftUI
import LiquidGlass

struct SettingsRow: View {
    var body: some View {
        Text("Row")
            .glass(style: .card)
    }
}

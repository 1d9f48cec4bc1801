// Settings screen.
import SwiftUI

struct SettingsRow: View {
    var body: some View {
        Text("Row")
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

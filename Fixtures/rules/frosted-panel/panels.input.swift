import SwiftUI

struct SettingsPanel: View {
    let radius: CGFloat

    var body: some View {
        VStack(spacing: 12) {
            Text("Sync")
                .padding()
                1️⃣.frostedPanel(cornerRadius: 12)
            Text("Backup")
                .padding()
                2️⃣.frostedPanel(
                    cornerRadius: radius * 2
                )
            Text("Keep") // a comment inside the call would be lost, so this one is reported
                3️⃣.frostedPanel(cornerRadius: /* theme */ radius)
            Text("Other").frostedPanel(style: .plain)
        }
        4️⃣.frostedPanel(cornerRadius: radius)
        .accessibilityLabel(".frostedPanel(cornerRadius: 4)")
    }
}

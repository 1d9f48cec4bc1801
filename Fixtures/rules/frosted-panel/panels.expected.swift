import SwiftUI

struct SettingsPanel: View {
    let radius: CGFloat

    var body: some View {
        VStack(spacing: 12) {
            Text("Sync")
                .padding()
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            Text("Backup")
                .padding()
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: radius * 2, style: .continuous))
            Text("Keep") // a comment inside the call would be lost, so this one is reported
                .frostedPanel(cornerRadius: /* theme */ radius)
            Text("Other").frostedPanel(style: .plain)
        }
        .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: radius, style: .continuous))
        .accessibilityLabel(".frostedPanel(cornerRadius: 4)")
    }
}

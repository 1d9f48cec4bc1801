import SwiftUI

struct NowPlaying: View {
    var title: String

    var body: some View {
        Group {
            Text(title)
                .padding()
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            Text("Pill")
                .padding(.horizontal)
                .adaptiveGlassBackground(.thinMaterial, in: Capsule()) // frosted
                .shadow(radius: 4)
            Text("Commented")
                .adaptiveGlassBackground(.regularMaterial, in: Circle())
                // keep it round
                // circle
                .padding()
            Text("Same line").adaptiveGlassBackground(.bar, in: .rect(cornerRadius: 8))
            Text("Multi-line shape")
                .adaptiveGlassBackground(.thinMaterial, in: UnevenRoundedRectangle(
                        topLeadingRadius: 12,
                        topTrailingRadius: 12
                    ))
        }
    }
}

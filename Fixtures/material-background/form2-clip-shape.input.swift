import SwiftUI

struct NowPlaying: View {
    var title: String

    var body: some View {
        Group {
            Text(title)
                .padding()
                .background(.ultraThinMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
            Text("Pill")
                .padding(.horizontal)
                .background(.thinMaterial) // frosted
                .clipShape(Capsule())
                .shadow(radius: 4)
            Text("Commented")
                .background(.regularMaterial)
                // keep it round
                .clipShape(Circle()) // circle
                .padding()
            Text("Same line").background(.bar).clipShape(.rect(cornerRadius: 8))
            Text("Multi-line shape")
                .background(.thinMaterial)
                .clipShape(
                    UnevenRoundedRectangle(
                        topLeadingRadius: 12,
                        topTrailingRadius: 12
                    )
                )
        }
    }
}

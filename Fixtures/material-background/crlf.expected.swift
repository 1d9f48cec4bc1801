import SwiftUI

struct Windows: View {
    var body: some View {
        Group {
            Text("CRLF")
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16)) // frosted
            Text("Args")
                .adaptiveGlassBackground(
                    .thinMaterial, // comment
                    in: Capsule()
                )
        }
        .background(.bar)
    }
}

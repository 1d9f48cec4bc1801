import SwiftUI

struct Windows: View {
    var body: some View {
        Group {
            Text("CRLF")
                .background(.ultraThinMaterial) // frosted
                .clipShape(RoundedRectangle(cornerRadius: 16))
            Text("Args")
                .background(
                    .thinMaterial, // comment
                    in: Capsule()
                )
        }
        1️⃣.background(.bar)
    }
}

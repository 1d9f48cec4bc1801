import SwiftUI

struct PreviewableCard: View {
    var showsGlass: Bool

    var body: some View {
        Text("Card")
            .padding()
            .glassEffect(.regular, /* off in snapshot tests */ 1️⃣isEnabled: showsGlass)
    }
}

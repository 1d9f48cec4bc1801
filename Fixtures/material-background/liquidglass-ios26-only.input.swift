import SwiftUI

// Built only for iOS 26 and macOS 26: the package's pre-26 fallback never draws, so nothing is said about it.
struct Panel: View {
    var body: some View {
        Text("Panel")
            .padding()
            1️⃣.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

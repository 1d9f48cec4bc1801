import SwiftUI

struct BottomBar: View {
    var body: some View {
        HStack {
            Button("Back") {}
            Spacer()
            Button("Share") {}
        }
        .padding()
        1️⃣.background(.bar)
    }
}

struct Sheet: View {
    var body: some View {
        Text("Sheet").frame(maxWidth: .infinity)2️⃣.background(.ultraThinMaterial)
    }
}

import SwiftUI

struct Actions: View {
    var body: some View {
        HStack {
            Button("Save") {}
                .buttonStyle(.1️⃣glassProminent)
            Button("Share") {}
                .buttonStyle(.bordered)
            Button("More") {}
                .buttonStyle(/* for now */ .2️⃣glass)
        }
        .buttonStyle(.3️⃣glass)
    }
}

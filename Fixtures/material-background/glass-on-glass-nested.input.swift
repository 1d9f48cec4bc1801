import SwiftUI

struct Row: View {
    var body: some View {
        HStack {
            Text("Title")
            Text("3")
                .padding(4)
                1️⃣.background(.thinMaterial, in: Capsule())
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct Tag: View {
    var body: some View {
        Text("Tag")
            .padding(4)
            .background(.thinMaterial, in: Capsule())
    }
}

struct Shelf: View {
    var body: some View {
        HStack {
            Tag()
            Text("Shelf")
        }
        .padding()
        2️⃣.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

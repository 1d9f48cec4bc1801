import SwiftUI

struct Disc: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
            1️⃣.background(.ultraThinMaterial, in: Capsule())
    }
}

struct GameItem: View {
    var body: some View {
        Button {
        } label: {
            Image(systemName: "gamecontroller")
                .resizable()
                .overlay(alignment: .topTrailing) { Disc(count: 2) }
        }
    }
}

struct Library: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem()]) {
                ForEach(0..<10, id: \.self) { _ in
                    GameItem()
                }
            }
        }
    }
}

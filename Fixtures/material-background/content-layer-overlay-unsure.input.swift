import SwiftUI

struct ZoneCard: View {
    let name: String

    var body: some View {
        Color.gray
            .frame(height: 140)
            .overlay(alignment: .topTrailing) {
                Image(systemName: "arrow.up.left.and.arrow.down.right")
                    .padding(4)
                    1️⃣.background(.thinMaterial, in: Circle())
            }
    }
}

// A card that is a list row here and a tile of a pinned header there: whether its badge is on
// content cannot be told, overlay or not.
struct Zones: View {
    let names: [String]

    var body: some View {
        VStack {
            ZoneCard(name: "Home")
            List {
                ForEach(names, id: \.self) { name in
                    ZoneCard(name: name)
                }
            }
        }
    }
}

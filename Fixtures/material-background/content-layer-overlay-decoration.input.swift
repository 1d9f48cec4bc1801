import SwiftUI

// A badge in an overlay, or laid over a ZStack's first view, decorates the view it sits on: on a list
// row it is content too, and keeps its material.

struct ZoneCard: View {
    var body: some View {
        Image(systemName: "map")
            .overlay(alignment: .topTrailing) {
                Image(systemName: "arrow.up.left.and.arrow.down.right")
                    .padding(4)
                    1️⃣.background(.thinMaterial, in: Circle())
            }
    }
}

struct Zones: View {
    var body: some View {
        List(0..<3, id: \.self) { _ in
            ZoneCard()
        }
    }
}

struct Widgets: View {
    var body: some View {
        List {
            header
            Text("Row")
        }
    }

    private var header: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "map")
            Text("BETA")
                .padding(4)
                2️⃣.background(.thinMaterial, in: Capsule())
        }
    }
}

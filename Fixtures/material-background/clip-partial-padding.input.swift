import SwiftUI

// A padding keeps the view off the clip's edge only on the edges it pads, and only when it is not
// zero: a view padded on some edges still reaches the others, where the clip trims it, so the clip
// is not merged into the background. Padding on every edge, in one modifier or several, is enough.
struct Thumbnail: View {
    var body: some View {
        Image("cover")
            .resizable()
            .padding(.horizontal, 8)
            1️⃣.background(.thinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct Strip: View {
    var body: some View {
        Color.orange
            .padding(.top, 4)
            2️⃣.background(.thinMaterial)
            .cornerRadius(10)
    }
}

struct Tile: View {
    var isCompact: Bool

    var body: some View {
        Color.teal
            .padding(isCompact ? 0 : 10)
            3️⃣.background(.ultraThinMaterial)
            .clipShape(Capsule())
    }
}

struct Badges: View {
    var body: some View {
        Group {
            Color.mint
                .padding(.vertical, 6)
                .padding(.horizontal, 10)
                .background(.regularMaterial)
                .clipShape(Capsule())
            Color.pink
                .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                .background(.thinMaterial)
                .cornerRadius(8)
            Color.indigo
                .padding(.all, 12)
                .background(.thickMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 16))
            Text("Beta")
                .padding(.horizontal, 8)
                .background(.thinMaterial)
                .clipShape(Capsule())
        }
    }
}

import SwiftUI

// A property, a custom view, a stack or a modifier's content may size itself where the tool
// cannot see, so a padding after its glass may be a margin: it is left, and nothing is reported.
struct ChatBubble: View {
    let text: String
    let isOwn: Bool

    private var bubble: some View {
        Text(text).padding(10)
    }

    var body: some View {
        VStack {
            bubble
                .glassEffect()
                .padding(.leading, isOwn ? 24 : 0)
            Badge(count: 3).glassEffect().padding(4)
            HStack {
                Image(systemName: "star")
                Text("Favourites")
            }
            .glassEffect()
            .padding()
        }
    }
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)").padding(6)
    }
}

struct GlassTag: ViewModifier {
    func body(content: Content) -> some View {
        content.glassEffect().padding(.horizontal, 8)
    }
}

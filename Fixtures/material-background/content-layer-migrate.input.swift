import SwiftUI

struct Inbox: View {
    let items: [String]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .padding(8)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
            }
        }
        ScrollView {
            LazyVStack {
                // One card in the scrolling content (rows of a ForEach would need a GlassEffectContainer).
                VStack {
                    Text("Pinned")
                }
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
            }
        }
        LazyVGrid(columns: [GridItem(), GridItem()]) {
            Text("Cell").padding().background(.thinMaterial, in: Capsule())
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
        ScrollView {
            VStack {
                ForEach(items, id: \.self) { item in
                    ItemCard(title: item)
                }
            }
        }
    }
}

struct ItemCard: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct MessageBubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(10)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 18))
    }
}

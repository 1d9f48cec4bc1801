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
                ForEach(items, id: \.self) { item in
                    VStack {
                        Text(item)
                    }
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
        LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(items, id: \.self) { item in
                Text(item).padding().background(.thinMaterial, in: Capsule())
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

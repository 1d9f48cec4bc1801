import SwiftUI

struct Gallery: View {
    let items: [String]

    var body: some View {
        LazyVGrid(columns: [GridItem()]) {
            ForEach(items, id: \.self) { item in
                Text(item).padding().1️⃣glassEffect()
            }
        }
        ScrollView {
            LazyVStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .padding()
                        .2️⃣glassEffect(.regular, in: .rect(cornerRadius: 12))
                }
            }
        }
        HStack {
            ForEach(items, id: \.self) { item in
                Text(item).padding().glassEffect()
            }
        }
    }
}

struct ChatBubble: View {
    let text: String

    var body: some View {
        Text(text).padding().3️⃣glassEffect(in: .rect(cornerRadius: 16))
    }
}

import SwiftUI

struct Library: View {
    let items: [String]
    let tabs: [String]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                HStack {
                    Text(item)
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "star")
                            .padding(6)
                            1️⃣.background(.thinMaterial, in: Circle())
                    }
                }
            }
        }
        .overlay(alignment: .bottomTrailing) {
            Image(systemName: "plus")
                .padding()
                .background(.regularMaterial, in: Circle())
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                ForEach(tabs, id: \.self) { tab in
                    Text(tab)
                }
            }
            .padding()
            .background(.bar, in: Capsule())
        }
        ZStack(alignment: .top) {
            Color.blue
            Text("Now playing")
                .padding(8)
                .background(.ultraThinMaterial, in: Capsule())
        }
        HStack {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
            }
            Text("More")
                .padding(8)
                .background(.thinMaterial, in: Capsule())
        }
    }
}

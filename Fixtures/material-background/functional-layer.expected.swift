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
                            .background(.thinMaterial, in: Circle())
                    }
                }
            }
        }
        .overlay(alignment: .bottomTrailing) {
            Image(systemName: "plus")
                .padding()
                .adaptiveGlassBackground(.regularMaterial, in: Circle())
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                ForEach(tabs, id: \.self) { tab in
                    Text(tab)
                }
            }
            .padding()
            .adaptiveGlassBackground(.bar, in: Capsule())
        }
        ZStack(alignment: .top) {
            Color.blue
            Text("Now playing")
                .padding(8)
                .adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())
        }
        HStack {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
            }
            Text("More")
                .padding(8)
                .adaptiveGlassBackground(.thinMaterial, in: Capsule())
        }
    }
}

import SwiftUI

struct MapControls: View {
    var body: some View {
        1️⃣HStack(spacing: 12) {
            Button("Locate", systemImage: "location") {}
                .padding()
                .glassEffect()
            Button("Layers", systemImage: "square.3.layers.3d") {}
                .padding()
                .glassEffect()
        }
    }
}

struct FilterChips: View {
    let filters: [String]
    @Binding var expanded: Bool

    var body: some View {
        2️⃣VStack {
            Text("Filters")
            ForEach(filters, id: \.self) { filter in
                Text(filter)
                    .padding(8)
                    .glassEffect()
            }
        }
        3️⃣ZStack {
            if expanded {
                Text("Less").padding().glassEffect()
                Text("More").padding().glassEffect()
            } else {
                Text("Filters").padding().glassEffect()
            }
        }
        ScrollView(.horizontal) {
            LazyHStack {
                4️⃣ForEach(filters, id: \.self) { filter in
                    Text(filter).padding().glassEffect(.regular.tint(.blue))
                }
            }
        }
    }
}

struct UnitButtons: View {
    @State private var metric = true

    @ViewBuilder
    private var buttons: some View {
        if #available(iOS 26.0, *) {
            5️⃣HStack(spacing: 12) {
                Button { metric = true } label: {
                    Text("°C")
                }
                .glassEffect()
                Button { metric = false } label: {
                    Text("°F")
                }
                .glassEffect(.regular.interactive())
            }
        }
    }
}

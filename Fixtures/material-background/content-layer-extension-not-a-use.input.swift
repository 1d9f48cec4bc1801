import SwiftUI

struct Containers {
    struct GridView: View {
        var body: some View {
            LazyVGrid(columns: [GridItem()]) {
                ForEach(0..<4, id: \.self) { _ in
                    Cell()
                }
            }
        }
    }
}

extension Containers.GridView {
    struct Cell: View {
        var body: some View {
            Text("nginx")
                .padding()
                1️⃣.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

// Extending a type is not a use of it.
extension Containers.GridView.Cell: Identifiable {
    var id: String { "cell" }
}

import SwiftUI

// Merged into the background, a clip no longer clips the view itself. Only a view kept off the clip's
// edge (padded on every edge before the background, or text, a label or a symbol in its frame) is
// merged; a list filling the panel, a resizable image, a stack padded on some edges only or a view the
// tool cannot see into is reported.
struct Panels: View {
    let names: [String]

    var body: some View {
        VStack {
            VStack(spacing: 0) {
                Text("Header").padding()
                List(names, id: \.self) { Text($0) }
            }
            1️⃣.background(.ultraThinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            Image("cover")
                .resizable()
                .frame(width: 60, height: 60)
                2️⃣.background(.thinMaterial)
                .clipShape(Circle())
            Image(systemName: "star")
                .font(.title)
                .frame(width: 36, height: 36)
                .background(.thinMaterial)
                .clipShape(Circle())
            HStack {
                Text("One")
                Text("Two")
            }
            .padding(.horizontal, 12)
            .frame(height: 32)
            3️⃣.background(.regularMaterial)
            .clipShape(Capsule())
        }
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            4️⃣.background(.thinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

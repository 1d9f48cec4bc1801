import SwiftUI

struct Players: View {
    let names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            ScoreBadge(text: name)
        }
        .toolbar {
            ToolbarItem {
                ScoreBadge(text: "Total")
            }
        }
    }
}

struct ScoreBadge: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(6)
            1️⃣.background(.thinMaterial, in: Capsule())
    }
}

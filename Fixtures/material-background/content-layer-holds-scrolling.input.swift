import SwiftUI

// A card around a scrolling list of rows: whether it is a card of content or a floating panel
// cannot be told from here.
struct Leaderboard: View {
    let players: [String]

    var body: some View {
        VStack {
            Text("Course")
            VStack {
                Text("Leader Board")
                ScrollView {
                    ForEach(players, id: \.self) { player in
                        Text(player)
                    }
                }
            }
            .padding()
            1️⃣.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 25))
        }
    }
}

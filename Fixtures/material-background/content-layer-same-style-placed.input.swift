import SwiftUI

// The recap is shown over the game, so it is placed on the functional layer; its card in the `else`
// branch is still drawn exactly like the cards of its scrolling list, and is left for review.
struct Recap: View {
    let players: [String]

    var body: some View {
        if players.count > 1 {
            ScrollView {
                ForEach(players, id: \.self) { player in
                    Text(player)
                        .padding()
                        1️⃣.background(.ultraThinMaterial)
                        .clipShape(RoundedRectangle(cornerRadius: 25))
                }
            }
        } else {
            Text(players[0])
                .padding()
                2️⃣.background(.ultraThinMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 25))
        }
    }
}

struct Game: View {
    var body: some View {
        Text("Course")
            .overlay {
                Recap(players: ["Ann"])
            }
    }
}

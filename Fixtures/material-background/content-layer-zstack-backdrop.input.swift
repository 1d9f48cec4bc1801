import SwiftUI

// A screen over a backdrop is the screen, not a view floating over content: the card in the `else`
// branch is judged like any other, and it is drawn like the cards of the scrolling list.
struct Recap: View {
    let players: [String]

    var body: some View {
        ZStack {
            Rectangle()
                .fill(.ultraThinMaterial)
                .ignoresSafeArea()
            VStack {
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
    }
}

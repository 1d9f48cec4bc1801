import SwiftUI

// The same card is drawn in both branches: in one it is a card of a scrolling list, in the other the
// only player's card. Nothing around the second places it; the style it shares with content does.
struct Recap: View {
    let players: [String]

    var body: some View {
        VStack {
            if players.count > 1 {
                ScrollView {
                    ForEach(players, id: \.self) { player in
                        Text(player)
                            .padding()
                            .background(.ultraThinMaterial)
                            .clipShape(RoundedRectangle(cornerRadius: 25))
                    }
                }
            } else {
                Text(players[0])
                    .padding()
                    .background(.ultraThinMaterial)
                    .clipShape(RoundedRectangle(cornerRadius: 25))
            }
            Text("Close")
                .padding()
                .adaptiveGlassBackground(.ultraThinMaterial, in: Capsule())
        }
    }
}

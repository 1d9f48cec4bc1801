import SwiftUI

struct Leaderboard: View {
    let players: [String]

    var body: some View {
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

// Presented in a sheet and shown as a tab: neither tells whether the card around its list is content.
struct Course: View {
    @State private var showsBoard = false

    var body: some View {
        TabView {
            Leaderboard(players: ["A", "B"])
            Button("Board") { showsBoard = true }
                .sheet(isPresented: $showsBoard) {
                    Leaderboard(players: ["A"])
                }
        }
    }
}

import SwiftUI

struct Badge: View {
    var body: some View {
        Image(systemName: "star")
            .overlay(Text("New")
                .adaptiveGlassBackground(.regularMaterial, in: Circle())
                // keep it round
                )
    }
}

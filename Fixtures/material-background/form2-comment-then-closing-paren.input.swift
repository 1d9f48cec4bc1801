import SwiftUI

struct Badge: View {
    var body: some View {
        Image(systemName: "star")
            .overlay(Text("New")
                .background(.regularMaterial)
                // keep it round
                .clipShape(Circle()))
    }
}

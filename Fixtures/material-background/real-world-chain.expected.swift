import SwiftUI

struct MiniPlayer: View {
    @Binding var isPlaying: Bool
    var cornerRadius: CGFloat = 20

    var body: some View {
        HStack(spacing: 12) {
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            .padding(10)
            .background(.thinMaterial, in: Circle())

            Text("Now Playing")
        }
        .padding(.horizontal)
        #if os(iOS)
        .adaptiveGlassBackground(
            .ultraThinMaterial, // frosted like the system player
            in: RoundedRectangle(
                cornerRadius: cornerRadius, /* matches the artwork */
                style: .continuous
            )
        )
        #endif
        .overlay(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 8, height: 8)
        }
        .sheet(isPresented: $isPlaying) {
            Text("Preview")
                .padding()
                .background(.regularMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 12)) // preview card
        }
    }
}

import SwiftUI

/// A sheet whose content draws its own glass: dropping the material on iOS 26 would leave that glass
/// on the sheet's system glass, so the background stays and is reported.
struct Player: View {
    @State private var showsQueue = false

    var body: some View {
        Button("Queue") { showsQueue = true }
            .sheet(isPresented: $showsQueue) {
                QueueList()
                    .padding()
                    .adaptiveGlassBackground(.thinMaterial, in: RoundedRectangle(cornerRadius: 24))
                    .1️⃣presentationBackground(.ultraThinMaterial)
            }
    }
}

struct QueueList: View {
    var body: some View {
        Text("Up next")
    }
}

import SwiftUI

// A full-screen cover has no Liquid Glass background on iOS 26, and a view presented from elsewhere
// may be in one: their material presentation backgrounds stay as they are.
struct Warning: View {
    @State private var shows = false

    var body: some View {
        Button("Show") { shows = true }
            .fullScreenCover(isPresented: $shows) {
                Text("Careful")
                    .1️⃣presentationBackground(.ultraThinMaterial)
            }
    }
}

struct Elsewhere: View {
    var body: some View {
        Text("Presented somewhere")
            .2️⃣presentationBackground(.thinMaterial)
    }
}

import SwiftUI

struct Review: View {
    var body: some View {
        Text("Scores")
            .padding()
            .background(.ultraThinMaterial, in: Capsule())
    }
}

struct Board: View {
    @State private var show = false

    var body: some View {
        Button("Player") { show = true }
            .sheet(isPresented: $show) { Review() }
    }
}

// What Board presents in a sheet is not inside this panel.
struct Admin: View {
    var body: some View {
        VStack {
            Board()
        }
        .padding()
        .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 25))
    }
}

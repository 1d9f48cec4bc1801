import SwiftUI

struct PlayerScreen: View {
    @State private var showsQueue = false
    @State private var showsLyrics = false

    var body: some View {
        NavigationStack {
            Artwork()
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Text("Now Playing")
                            .padding(.horizontal)
                            .glassEffect()
                    }
                    .sharedBackgroundVisibility(.hidden)
                }
                .sheet(isPresented: $showsQueue) {
                    // A custom background replaces the system glass.
                    QueueList()
                        .glassEffect()
                        .presentationBackground(.thinMaterial)
                }
                .sheet(isPresented: $showsLyrics) {
                    VStack {
                        LyricsText()
                        // A control inside the sheet, not the sheet's root.
                        Button("Close") { showsLyrics = false }
                            .buttonStyle(.glass)
                    }
                }
        }
    }
}

struct Controls: View {
    @State private var showsInfo = false

    var body: some View {
        HStack {
            // Presented apart from the glass bar below: not glass on glass.
            Button("Info") { showsInfo = true }
                .sheet(isPresented: $showsInfo) {
                    VStack {
                        InfoPanel()
                        Button("Done") { showsInfo = false }
                            .buttonStyle(.glass)
                    }
                }
            Text("Volume")
                .glassEffect(.identity)
        }
        .padding()
        .glassEffect()
    }
}

struct Badges: View {
    var body: some View {
        GlassEffectContainer(spacing: 8) {
            HStack(spacing: 8) {
                Text("A").padding().glassEffect()
                Text("B").padding().glassEffect()
            }
        }
    }
}

struct Artwork: View {
    var body: some View {
        Image("artwork")
            .resizable()
            .scaledToFit()
    }
}

struct QueueList: View {
    let titles = ["Intro", "Overture", "Finale"]

    var body: some View {
        List(titles, id: \.self) { title in
            Text(title)
        }
    }
}

struct LyricsText: View {
    var body: some View {
        ScrollView {
            Text("La la la")
                .padding()
        }
    }
}

struct InfoPanel: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Album")
                .font(.headline)
            Text("Released 2024")
        }
    }
}

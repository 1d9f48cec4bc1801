import SwiftUI

struct AllReading: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Search", text: $text)
                .padding(12)
                .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
            List {
                Text("Book")
            }
        }
    }
}

struct AllWatching: View {
    var body: some View {
        Text("Filters")
            .padding(12)
            .adaptiveGlassBackground(.thinMaterial, in: Capsule())
    }
}

// A destination is a screen of its own: what it shows is not the content of the scroll view
// holding the link.
struct Library: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    NavigationLink(destination: AllReading()) {
                        Text("See all")
                    }
                    NavigationLink {
                        AllWatching()
                    } label: {
                        Text("Watching")
                    }
                }
            }
        }
    }
}

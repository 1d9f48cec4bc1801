import SwiftUI

// A name the module gives to glass is glass only where it can apply to a view: a method, or a
// property of a view extension. A model's property of the same name, a static member reached as
// `.name` (an enum case, a style) or as `Type.name`, and a placement argument draw no glass.

struct Episode {
    var caption: String
}

enum Strings {
    static let glassy = "Glassy"
}

extension Episode {
    func subtitle() -> String { Strings.glassy }
}

protocol PillStyle {}

struct GlassPill: PillStyle {
    func body(_ label: Text) -> some View {
        label.padding(6).glassEffect()
    }
}

extension PillStyle where Self == GlassPill {
    static var glassPill: Self { GlassPill() }
}

extension View {
    var glassy: some View {
        padding(6).glassEffect()
    }

    func pillStyle(_ style: some PillStyle) -> some View {
        self
    }
}

struct PlayLabel: View {
    let episode: Episode

    var body: some View {
        HStack {
            Image(systemName: "play.fill")
            Text(episode.caption)
            Text(episode.subtitle())
        }
        .padding()
        .glassEffect(in: Capsule())
    }
}

struct Home: View {
    private var caption: some View {
        Text("Now playing")
            .padding(6)
            .glassEffect()
    }

    private var bottomBar: some View {
        Button("New") {}
            .buttonStyle(.glassProminent)
    }

    var body: some View {
        NavigationStack {
            caption
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Image(systemName: "square.and.pencil")
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Text("Sync").pillStyle(.glassPill)
                    }
                    ToolbarItem {
                        Text("Flagged").1️⃣glassy
                    }
                }
        }
    }
}

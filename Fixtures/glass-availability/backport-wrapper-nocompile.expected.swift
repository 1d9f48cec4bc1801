import SwiftUI

// `.backport` hands the view to a compatibility wrapper (declared in another file, so this
// fragment does not compile alone) whose `glassEffect` and `buttonStyle` check availability
// themselves: not Apple's API, so no error.
struct BackportedControls: View {
    var body: some View {
        VStack {
            Image(systemName: "plus")
                .padding()
                .backport
                .glassEffect(in: .circle)
            Text("Play").backport.glassEffect(.regular, in: .capsule)
            Button("Save") {}
                .backport
                .buttonStyle(.glassProminent)
            content.backport.glassEffect(in: .capsule)
        }
    }

    var content: some View { Text("Content") }
}

// A property of a type or a variable may be a view, so these are still Apple's API and unguarded.
struct StillApple: View {
    var body: some View {
        VStack {
            Color.clear.adaptiveGlassEffect(fallback: .ultraThinMaterial)
            label.padding().adaptiveGlassEffect(fallback: .ultraThinMaterial)
        }
    }

    var label: some View { Text("Label") }
}

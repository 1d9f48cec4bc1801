import SwiftUI

// The generated glass button style is judged as `.buttonStyle(.glass)` is: in a toolbar item the
// system styles the button, and the helper is not glass on the toolbar's glass.
struct Compose: View {
    var body: some View {
        NavigationStack {
            Text("Draft")
                .toolbar {
                    ToolbarItem {
                        Button("Post") {}
                            .adaptiveGlassProminentButtonStyle()
                    }
                }
        }
    }
}

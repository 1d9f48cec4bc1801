import SwiftUI

// A glass button style adapts to where the button is: in a toolbar it picks the look of the bar's
// own glass item (prominent or not), so it is not a second glass surface.
struct EditorScreen: View {
    var body: some View {
        NavigationStack {
            Text("Draft")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") {}
                            .buttonStyle(.glassProminent)
                            .tint(.blue)
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        HStack {
                            Button("Bold") {}
                            Button("Italic") {}
                        }
                        .buttonStyle(.glass)
                    }
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close") {}
                            .buttonStyle(GlassButtonStyle())
                    }
                }
        }
    }
}

import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem {
                        Text("12")
                            .padding(6)
                            .background(.thinMaterial, in: Capsule())
                    }
                }
                .toolbar {
                    Text("Draft")
                        .padding(6)
                        .background(.ultraThinMaterial, in: Capsule())
                }
        }
    }
}

struct Badge: View {
    var body: some View {
        Text("New")
            .padding(8)
            .adaptiveGlassBackground(.thinMaterial, in: Capsule())
    }
}

import SwiftUI

// The module's own glass is found where each kind of declaration is used: a view method as a
// modifier, a view type as a call with content, a property as `self.name`.
extension View {
    func glassCard() -> some View { padding().glassEffect() }
}

struct GlassPanel<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { content.padding().glassEffect() }
}

struct Inbox: View {
    var badge: some View { Text("3").padding(4).glassEffect() }

    var body: some View {
        NavigationStack {
            VStack {
                Text("Unread").1️⃣glassEffect()
            }
            .glassCard()
            GlassPanel {
                Text("Flagged").2️⃣glassEffect()
            }
            .toolbar {
                ToolbarItem { self.3️⃣badge }
            }
        }
    }
}

import SwiftUI

struct OwnGlass: ViewModifier {
    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            content.glassEffect(in: RoundedRectangle(cornerRadius: 16))
        } else {
            content.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

struct Inbox: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Unread")
                    .padding(6)
                    .1️⃣adaptiveGlassBackground(.thinMaterial, in: Capsule())
            }
            .modifier(OwnGlass())
            .toolbar {
                ToolbarItem {
                    Text("12")
                        .padding(6)
                        .2️⃣adaptiveGlassBackground(.thinMaterial, in: Capsule())
                }
                ToolbarItem {
                    Text("Flagged")
                        .3️⃣modifier(OwnGlass())
                }
            }
        }
    }
}

struct Chip: View {
    var body: some View {
        Text("Chip")
            #if os(iOS)
            .glassEffect()
            #else
            .padding(6)
            .glassEffect()
            #endif
    }
}

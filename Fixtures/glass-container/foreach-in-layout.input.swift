import SwiftUI

/// A custom container, not a stack: wrapping the ForEach would make its rows one view of it.
struct Wrap<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View { content }
}

struct Chips: View {
    var items: [String]

    var body: some View {
        Wrap {
            1️⃣ForEach(items, id: \.self) { item in
                Button {} label: {
                    Text(item)
                        .padding(8)
                        .glassEffect(in: Capsule())
                }
            }
        }
    }
}

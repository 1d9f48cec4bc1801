import SwiftUI

struct SidebarHeader: View {
    var body: some View {
        GlassEffectContainer {
            Text("Library")
                .padding()
                .glassEffect(.regular, in: .rect(cornerRadius: 12))
        }
    }
}

import SwiftUI

struct SidebarHeader: View {
    var body: some View {
        1️⃣GlassEffectContainer {
            Text("Library")
                .padding()
                .2️⃣glassEffect(.regular, in: .rect(cornerRadius: 12))
        }
    }
}

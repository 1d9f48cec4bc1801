import SwiftUI

struct ToolBar: View {
    var body: some View {
        1️⃣VStack(spacing: 8) {
            Button("Undo", systemImage: "arrow.uturn.backward") {}
                .glassEffect()
            Button("Redo", systemImage: "arrow.uturn.forward") {}
                .glassEffect()
        }
        .padding() // glassmigrate:disable:this glass-container - the closing line keeps its place
    }
}

import SwiftUI

struct NoteChip: View {
    var body: some View {
        Text("Note").glassEffect()
            // Keeps the text off the edge.
            .1️⃣padding(6)
    }
}

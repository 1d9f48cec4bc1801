import SwiftUI

// Appearance modifiers before the glass leave the content unsized, and between the glass and a
// padding they stay where they are while the padding moves before the glass.
struct CaptionPill: View {
    var body: some View {
        VStack {
            Text("Caption").font(.caption).padding(6).glassEffect().foregroundStyle(.secondary)
            Image(systemName: "bolt")
                .imageScale(.large)
                .padding(10)
                .glassEffect()
                .foregroundStyle(.yellow)
                .bold()
        }
    }
}

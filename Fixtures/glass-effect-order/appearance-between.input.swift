import SwiftUI

// Appearance modifiers before the glass leave the content unsized, and between the glass and a
// padding they stay where they are while the padding moves before the glass.
struct CaptionPill: View {
    var body: some View {
        VStack {
            Text("Caption").font(.caption).glassEffect().foregroundStyle(.secondary).padding(6)
            Image(systemName: "bolt")
                .imageScale(.large)
                .glassEffect()
                .foregroundStyle(.yellow)
                .padding(10)
                .bold()
        }
    }
}

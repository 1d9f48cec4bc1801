import SwiftUI

/// The generated background helper draws glass on 26 too; its neighbours need a container there.
struct Toasts: View {
    var items: [String]
    var showsPanel: Bool

    var body: some View {
        1️⃣VStack(spacing: -20) {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .padding()
                    .adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
            }
            if showsPanel {
                Text("Panel")
                    .padding()
                    .adaptiveGlassBackground(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
            }
        }
    }
}

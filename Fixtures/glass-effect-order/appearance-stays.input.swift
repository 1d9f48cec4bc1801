import SwiftUI

// Appearance modifiers set environment values that reach the content from after the glass too,
// so they are neither moved nor reported.
struct StyledGlass: View {
    var body: some View {
        VStack {
            Text("Title").glassEffect().font(.title)
            Text("Subtitle")
                .glassEffect()
                .foregroundStyle(.secondary)
                .fontWeight(.semibold)
            Label("Alerts", systemImage: "bell")
                .glassEffect(.regular.tint(.orange))
                .labelStyle(.titleAndIcon)
                .imageScale(.small)
                .lineLimit(1)
        }
    }
}

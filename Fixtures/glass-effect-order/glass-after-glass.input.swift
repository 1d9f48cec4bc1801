import SwiftUI

// Further glass calls among the modifiers to move stay after them, so one pass puts every
// layout modifier before the first glassEffect.
struct StackedGlass: View {
    var body: some View {
        VStack {
            Text("Inline").glassEffect().glassEffect(.clear).padding().font(.caption)
            Text("Between").glassEffect().padding().glassEffect(.clear).font(.caption)
            Text("Lines")
                .glassEffect()
                .glassEffect(.clear) // the second glass
                .padding(4)
        }
    }
}

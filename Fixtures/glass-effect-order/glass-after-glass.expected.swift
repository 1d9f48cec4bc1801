import SwiftUI

// Further glass calls among the modifiers to move stay after them, so one pass puts every
// layout modifier before the first glassEffect.
struct StackedGlass: View {
    var body: some View {
        VStack {
            Text("Inline").padding().glassEffect().glassEffect(.clear).font(.caption)
            Text("Between").padding().glassEffect().glassEffect(.clear).font(.caption)
            Text("Lines")
                .padding(4)
                .glassEffect()
                .glassEffect(.clear) // the second glass
        }
    }
}

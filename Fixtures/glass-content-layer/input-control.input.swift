import SwiftUI

// A text field, a picker or a slider is a control, on the functional layer, even in a scrolling form:
// whether its glass suits it is not told, so nothing is reported. The card beside them is content.
struct PresetEditor: View {
    @State private var name = ""
    @State private var minutes = 25.0

    var body: some View {
        ScrollView {
            TextField("Name", text: $name)
                .padding()
                .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 12))
            Slider(value: $minutes, in: 5...90)
                .padding()
                .glassEffect(.regular, in: Capsule())
            Text("Summary")
                .padding()
                .1️⃣glassEffect(.regular, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

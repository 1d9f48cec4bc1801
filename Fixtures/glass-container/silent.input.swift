import SwiftUI

struct Toolbox: View {
    let items: [String]
    @Binding var editing: Bool

    var body: some View {
        GlassEffectContainer(spacing: 16) {
            VStack(spacing: 16) {
                HStack {
                    Text("Cut").padding().glassEffect()
                    Text("Copy").padding().glassEffect()
                }
                Text("Paste").padding().glassEffect()
            }
        }
        HStack {
            Text("Only one").padding().glassEffect()
            Text("Plain")
        }
        HStack {
            if editing {
                Text("Done").padding().glassEffect()
            } else {
                Text("Edit").padding().glassEffect()
            }
        }
        HStack {
            // Glass button styles are controls the system styles; not counted here.
            Button("A") {}.buttonStyle(.glass)
            Button("B") {}.buttonStyle(.glass)
            Text("C").glassEffect(.identity)
        }
        List {
            ForEach(items, id: \.self) { item in
                Text(item).glassEffect()
            }
        }
    }
}

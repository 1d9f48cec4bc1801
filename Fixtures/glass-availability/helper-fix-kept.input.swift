import SwiftUI

/// Glass the helper cannot take as written: the findings stay, the code is not touched.
struct Badges: View {
    var glass: Glass
    var transition: GlassEffectTransition
    var isOn: Bool

    var body: some View {
        VStack {
            Text("Stored")
                .padding()
                .1️⃣glassEffect(glass)
            Text("Chosen")
                .padding()
                .2️⃣glassEffect(isOn ? .regular : .clear, in: Capsule())
                .3️⃣glassEffectTransition(transition)
            SwiftUI.4️⃣GlassEffectContainer {
                Text("Qualified")
            }
        }
    }
}

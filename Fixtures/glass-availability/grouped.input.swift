import SwiftUI

// The same unguarded call, several times in one file: reported once, at the first site, with the others listed.
struct Controls: View {
    var body: some View {
        HStack {
            Text("A").1️⃣glassEffect()
            Text("B").2️⃣glassEffect()
            3️⃣GlassEffectContainer {
                Text("C").4️⃣glassEffect()
            }
        }
    }
}

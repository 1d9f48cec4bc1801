import SwiftUI

// A glass site inside the modifiers that would move gets its own edit; the outer site is reported.
struct NestedSite: View {
    var body: some View {
        Text("Outer").glassEffect().1️⃣padding(Text("Inner").glassEffect().padding())
    }
}

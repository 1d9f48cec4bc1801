import SwiftUI

struct LegacyHeader: View {
    var body: some View {
        VStack {
            // glassmigrate:disable:next glass-on-glass - reviewed: the design wants the double layer here
            Text("Title").glassEffect()
            Text("Subtitle").1️⃣glassEffect()
        }
        .glassEffect()
    }
}

import SwiftUI

struct LegacyBadge: View {
    var body: some View {
        VStack {
            // glassmigrate:disable:next glass-effect-order - the padding is meant to sit outside the glass
            Text("Beta").glassEffect().padding()
            Text("New")
                // glassmigrate:disable:next glass-effect-order
                .glassEffect()
                .padding(4)
            Text("Old")
                .glassEffect() // glassmigrate:disable:this glass-effect-order
                .font(.caption2)
            Text("Older")
                .glassEffect()
                .shadow(radius: 1)
                // glassmigrate:disable:next glass-effect-order
                .frame(width: 40)
        }
    }
}

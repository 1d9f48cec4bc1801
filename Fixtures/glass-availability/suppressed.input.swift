import SwiftUI

struct LegacyGlassCard: View {
    var body: some View {
        VStack {
            Text("Checked elsewhere")
        }
        .padding()
        // glassmigrate:disable:next glass-availability - this target is only built for iOS 26 devices
        .glassEffect(.regular, in: .rect(cornerRadius: 16))
    }
}

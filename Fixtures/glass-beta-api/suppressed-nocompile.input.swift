import SwiftUI

struct BetaSDKCard: View {
    var enabled: Bool

    var body: some View {
        Text("Built with the beta SDK")
            .padding()
            // glassmigrate:disable:next glass-beta-api - this target still builds with the beta SDK
            .glassEffect(.regular, isEnabled: enabled)
    }
}

import SwiftUI

// The package lists visionOS, but the team ships only iOS: visionOS is not reported.
struct Composer: View {
    var body: some View {
        VStack {
            if #available(iOS 26.0, *) {
                Text("Send").padding().glassEffect()
            }
            Text("Attach").padding().adaptiveGlassEffect(fallback: .ultraThinMaterial)
        }
    }
}

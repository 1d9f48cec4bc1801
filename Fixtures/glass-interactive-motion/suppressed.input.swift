import SwiftUI

struct Knob: View {
    var body: some View {
        Circle()
            // glassmigrate:disable:next glass-interactive-motion - the bounce is the knob's only feedback
            .glassEffect(.regular.interactive(), in: .circle)
    }
}
